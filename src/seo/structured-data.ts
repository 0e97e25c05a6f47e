import jsesc from 'jsesc';
import type { BlogPosting, BreadcrumbList, FAQPage, GeneralContractor, Service as ServiceLd, WithContext } from 'schema-dts';
import { business } from '../content/business';
import { cities } from '../content/index';
import { LANGUAGE_TAG, LOCALES, type Locale, localizedPath } from '../i18n';
import type { City, Faq, Post, Service } from '../content/schema';
import { absoluteUrl, SOCIAL_IMAGE } from './meta';

/**
 * JSON-LD builders (schema.org types through `schema-dts`). Each takes the
 * public origin `siteUrl` and returns a document ready for
 * `<script type="application/ld+json">`.
 */

/**
 * The business as a schema.org GeneralContractor (LocalBusiness), with address, geo, phone, hours, area served and the
 * languages it speaks (`knowsLanguage`: both editions); `url` is the home page of the page's edition `locale`.
 */
export function localBusinessLd(siteUrl: string, city?: City, locale: Locale = 'en'): WithContext<GeneralContractor> {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': absoluteUrl(siteUrl, '/#business'),
    name: business.name,
    url: absoluteUrl(siteUrl, localizedPath(locale, '/')),
    knowsLanguage: LOCALES.map((l) => LANGUAGE_TAG[l]),
    image: absoluteUrl(siteUrl, SOCIAL_IMAGE.path),
    telephone: business.phone.e164,
    email: business.email,
    priceRange: '$$',
    address: { '@type': 'PostalAddress', ...business.address },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHoursSpecification: business.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({
        '@type': 'OpeningHoursSpecification' as const,
        dayOfWeek: h.days.map((d) => `https://schema.org/${d}` as const),
        opens: h.opens ?? undefined,
        closes: h.closes ?? undefined,
      })),
    areaServed: city
      ? { '@type': 'City', name: `${city.name}, TX` }
      : [
          { '@type': 'City', name: `${business.homeCity}, TX` },
          ...cities.map((c) => ({ '@type': 'City' as const, name: `${c.name}, TX` })),
        ],
    sameAs: Object.values(business.social),
  };
}

/**
 * A service page as a schema.org Service offered by the business in the service area; the page it is described on,
 * with its language (`inLanguage`, BCP 47), is its `mainEntityOfPage` (Service itself has no `inLanguage`).
 */
export function serviceLd(siteUrl: string, service: Service, path: string, locale: Locale = 'en'): WithContext<ServiceLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description: service.seo.description,
    url: absoluteUrl(siteUrl, path),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(siteUrl, path), inLanguage: LANGUAGE_TAG[locale] },
    provider: {
      '@type': 'GeneralContractor',
      '@id': absoluteUrl(siteUrl, '/#business'),
      name: business.name,
      telephone: business.phone.e164,
    },
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
      geoRadius: `${business.serviceRadiusMiles} mi`,
    },
  };
}

/** FAQs as a schema.org FAQPage in the language of `locale` (`inLanguage`, BCP 47). */
export function faqPageLd(faqs: readonly Faq[], locale: Locale = 'en'): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: LANGUAGE_TAG[locale],
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

/** A blog post as a schema.org BlogPosting in the language of `locale` (`inLanguage`, BCP 47). */
export function blogPostingLd(siteUrl: string, post: Post, path: string, locale: Locale = 'en'): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    inLanguage: LANGUAGE_TAG[locale],
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedDate,
    articleSection: post.category,
    url: absoluteUrl(siteUrl, path),
    mainEntityOfPage: absoluteUrl(siteUrl, path),
    image: absoluteUrl(siteUrl, SOCIAL_IMAGE.path),
    author: { '@type': 'Organization', name: business.name, url: absoluteUrl(siteUrl, localizedPath(locale, '/')) },
    publisher: { '@type': 'Organization', name: business.name, url: absoluteUrl(siteUrl, localizedPath(locale, '/')) },
  };
}

/** A trail of pages as a schema.org BreadcrumbList; `trail` is [name, path] pairs from the home page down. */
export function breadcrumbLd(siteUrl: string, trail: readonly (readonly [string, string])[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: absoluteUrl(siteUrl, path) })),
  };
}

/**
 * Serialises a JSON-LD document for an inline `<script type="application/ld+json">`:
 * valid JSON (jsesc with `json` and `isScriptContext`) in which `</script`,
 * `<!--` and every non-ASCII character such as U+2028 are escaped, so text in
 * content cannot end the script element (HTML Standard, "Restrictions for
 * contents of script elements").
 */
export function serializeJsonLd(doc: unknown): string {
  return jsesc(doc, { json: true, isScriptContext: true });
}
