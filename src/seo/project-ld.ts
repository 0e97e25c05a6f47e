import type { ImageObject, WebPage, WithContext } from 'schema-dts';
import { projectWords } from '../content/projects';
import { LANGUAGE_TAG, type Locale } from '../i18n';
import type { ShownJob } from '../jobs/present';
import { absoluteUrl } from './meta';
import { businessId } from './structured-data';

/**
 * A project page as a schema.org WebPage about one finished job: its title and
 * language, the service it shows (`about`: a Service by the business, linked to
 * the service's page) and the town (`contentLocation`: a Place in Texas), and
 * one `ImageObject` per photo (Google's image metadata: `contentUrl` of the
 * largest JPEG variant, `caption` the alt text, `creditText`, and
 * `copyrightHolder` the business by @id). The first photo is the page's
 * `primaryImageOfPage`.
 * @param siteUrl the public origin
 */
export function projectLd(siteUrl: string, job: ShownJob, locale: Locale): WithContext<WebPage> {
  const url = absoluteUrl(siteUrl, job.path);
  const images: ImageObject[] = job.photos.map((photo) => {
    const width = photo.widths.at(-1) ?? photo.width;
    return {
      '@type': 'ImageObject',
      contentUrl: absoluteUrl(siteUrl, photo.src(width, 'jpg')),
      width: String(width),
      height: String(Math.round((photo.height * width) / photo.width)),
      caption: photo.alt,
      creditText: projectWords[locale].credit,
      copyrightHolder: { '@id': businessId(siteUrl) },
    };
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: job.title,
    description: job.description,
    inLanguage: LANGUAGE_TAG[locale],
    ...(job.publishedAt ? { datePublished: job.publishedAt } : {}),
    dateModified: job.updatedAt,
    about: {
      '@type': 'Service',
      name: job.serviceName,
      url: absoluteUrl(siteUrl, job.servicePath),
      provider: { '@id': businessId(siteUrl) },
    },
    contentLocation: {
      '@type': 'Place',
      name: `${job.townName}, TX`,
      address: { '@type': 'PostalAddress', addressLocality: job.townName, addressRegion: 'TX', addressCountry: 'US' },
    },
    ...(images[0] ? { primaryImageOfPage: images[0] } : {}),
    image: images,
  };
}
