import { type ShownPhoto, SOURCE_FORMATS, srcSet } from '../projects/present';

/**
 * A project photo as a `<picture>`: AVIF and WebP sources and a JPEG `<img>`, each
 * with a `srcset` of the variant widths and the `sizes` the layout gives it,
 * and the `width`/`height` of the photo, so the browser reserves its box
 * before it loads (no layout shift, CLS 0). Below the fold it is lazy; the
 * first photo of a project page and of the gallery is eager with
 * `fetchpriority="high"` (it is that page's largest paint).
 * @param sizes the `sizes` attribute: how wide the photo shows at each viewport width
 * @param priority true for the page's first photo
 */
export function ProjectPicture({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: ShownPhoto;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const largest = photo.widths.at(-1) ?? photo.width;
  return (
    <picture>
      {SOURCE_FORMATS.map((format) => (
        <source key={format.ext} type={format.type} srcSet={srcSet(photo, format.ext)} sizes={sizes} />
      ))}
      <img
        src={photo.src(largest, 'jpg')}
        srcSet={srcSet(photo, 'jpg')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
