import { useLocale } from './locale-context';
import { business } from '../content/business';
import { LANGUAGE_TAG, LOCALES, OG_LOCALE, otherLocale, pathPair } from '../i18n';
import { absoluteUrl, SOCIAL_IMAGE, type PageMeta } from '../seo/meta';
import { breadcrumbLd, businessLd, serializeJsonLd, webPageLd } from '../seo/structured-data';

/**
 * The head tags of a page: title, description, keywords, canonical URL,
 * Open Graph and Twitter card tags (Open Graph protocol, ogp.me), robots and
 * the JSON-LD documents: the business (`businessLd`, the same node on every
 * page), the page's own, then for an indexable page a WebPage that points to the business and the website by @id, and the
 * BreadcrumbList of `meta.breadcrumbs`. A noindex page links no canonical
 * URL. Rendered inside `<head>` by the document, in the page's edition
 * (`useLocale`): `og:locale` is the edition's, the other is
 * `og:locale:alternate`; an indexable page links both editions of itself and
 * `x-default` (English) with `<link rel="alternate" hreflang>` (Google's
 * hreflang guidance: every version lists every version, itself included).
 * A page of a paged list links its neighbours with `rel="prev"`/`rel="next"` (HTML link types).
 */
export function HeadTags({ meta, siteUrl }: { meta: PageMeta; siteUrl: string }) {
  const { locale, t } = useLocale();
  const canonical = absoluteUrl(siteUrl, meta.path);
  const image = absoluteUrl(siteUrl, SOCIAL_IMAGE.path);
  const pair = pathPair(meta.path);
  const hasTrail = (meta.breadcrumbs?.length ?? 0) > 0;
  const jsonLd = [
    businessLd(siteUrl),
    ...(meta.jsonLd ?? []),
    ...(meta.noindex ? [] : [webPageLd(siteUrl, meta, hasTrail)]),
    ...(hasTrail && meta.breadcrumbs ? [breadcrumbLd(siteUrl, meta.breadcrumbs, meta.path)] : []),
  ];
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords.join(', ')} />
      {meta.noindex && <meta name="robots" content="noindex" />}
      {!meta.noindex && <link rel="canonical" href={canonical} />}
      {!meta.noindex &&
        LOCALES.map((l) => <link key={l} rel="alternate" hrefLang={LANGUAGE_TAG[l]} href={absoluteUrl(siteUrl, pair[l])} />)}
      {!meta.noindex && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(siteUrl, pair.en)} />}
      {meta.prev && <link rel="prev" href={absoluteUrl(siteUrl, meta.prev)} />}
      {meta.next && <link rel="next" href={absoluteUrl(siteUrl, meta.next)} />}
      <meta property="og:type" content={meta.ogType ?? 'website'} />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      <meta property="og:locale:alternate" content={OG_LOCALE[otherLocale(locale)]} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:image:alt" content={t.socialImageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {jsonLd.map((doc, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once on the server
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(doc) }} />
      ))}
    </>
  );
}
