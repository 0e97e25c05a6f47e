import jsesc from 'jsesc';
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  GeneralContractor,
  Service as ServiceLd,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import { business } from '../content/business';
import { cities } from '../content/index';
import { LANGUAGE_TAG, LOCALES, type Locale, localeOfPath } from '../i18n';
import type { City, Faq, Post, Service } from '../content/schema';
import type { Crumb } from './breadcrumbs';
import { absoluteUrl, LOGO_IMAGE, type PageMeta, SOCIAL_IMAGE } from './meta';

/**
 * JSON-LD builders (schema.org types through `schema-dts`). Each takes the
 * public origin `siteUrl` and returns a document ready for
 * `<script type="application/ld+json">`.
 */

/** The @id of the business: every page defines it (`businessLd`, the same node everywhere); other nodes refer to it by this IRI. */
export const businessId = (siteUrl: string): string => absoluteUrl(siteUrl, '/#business');
/** The @id of the website entity (defined on the home page). */
export const websiteId = (siteUrl: string): string => absoluteUrl(siteUrl, '/#website');

/**
 * The business as a schema.org GeneralContractor (a LocalBusiness, so an
 * Organization too): the single definition of `businessId`, with address,
 * geo, phone, hours, logo, every town served and the languages it speaks
 * (`knowsLanguage`: both editions). Written by `HeadTags` into the head of
 * every page of both editions, byte for byte the same: it depends on the
 * origin only, never on the page or its edition, so a parser reading any one
 * page alone learns which business it is about.
 */
export function businessLd(siteUrl: string): WithContext<GeneralContractor> {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': businessId(siteUrl),
    name: business.name,
    url: absoluteUrl(siteUrl, '/'),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(siteUrl, LOGO_IMAGE.path),
      width: String(LOGO_IMAGE.width),
      height: String(LOGO_IMAGE.height),
    },
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
    areaServed: [
      { '@type': 'City', name: `${business.homeCity}, TX` },
      ...cities.map((c) => ({ '@type': 'City' as const, name: `${c.name}, TX` })),
    ],
    sameAs: Object.values(business.social),
  };
}

/** The site as a schema.org WebSite with its name, published by the business (Google "site names"). Home page only. */
export function websiteLd(siteUrl: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(siteUrl),
    name: business.name,
    url: absoluteUrl(siteUrl, '/'),
    inLanguage: LOCALES.map((l) => LANGUAGE_TAG[l]),
    publisher: { '@id': businessId(siteUrl) },
  };
}

/**
 * A page as a schema.org WebPage: its URL (also its @id), title and
 * description, its language (the edition of its path), part of the website
 * and about the business (both by @id), and its breadcrumb list by @id when `withTrail`.
 */
export function webPageLd(
  siteUrl: string,
  meta: Pick<PageMeta, 'title' | 'description' | 'path'>,
  withTrail: boolean,
): WithContext<WebPage> {
  const url = absoluteUrl(siteUrl, meta.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: meta.title,
    description: meta.description,
    inLanguage: LANGUAGE_TAG[localeOfPath(meta.path)],
    isPartOf: { '@id': websiteId(siteUrl) },
    about: { '@id': businessId(siteUrl) },
    ...(withTrail ? { breadcrumb: { '@id': `${url}#breadcrumb` } } : {}),
  };
}

/**
 * A service page as a schema.org Service provided by the business (by @id) within its service radius; the page it is
 * described on, with its language (`inLanguage`, BCP 47), is its `mainEntityOfPage` (Service itself has no `inLanguage`).
 */
export function serviceLd(siteUrl: string, service: Service, path: string, _locale: Locale = 'en'): WithContext<ServiceLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description: service.seo.description,
    url: absoluteUrl(siteUrl, path),
    mainEntityOfPage: { '@id': absoluteUrl(siteUrl, path) },
    provider: { '@id': businessId(siteUrl) },
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
      geoRadius: `${business.serviceRadiusMiles} mi`,
    },
  };
}

/** A city page as a schema.org Service: concrete contracting by the business (by @id) in that city, named in the page's edition. */
export function cityServiceLd(siteUrl: string, city: City, path: string, locale: Locale = 'en'): WithContext<ServiceLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: locale === 'es' ? `Contratista de concreto en ${city.name}, TX` : `Concrete contractor in ${city.name}, TX`,
    serviceType: locale === 'es' ? 'Contratista de concreto' : 'Concrete contractor',
    description: city.seo.description,
    url: absoluteUrl(siteUrl, path),
    provider: { '@id': businessId(siteUrl) },
    areaServed: { '@type': 'City', name: `${city.name}, TX` },
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

/**
 * A blog post as a schema.org BlogPosting in the language of `locale` (`inLanguage`, BCP 47): dates published and
 * modified, its named author (a Person working for the business), published by the business (by @id).
 */
export function blogPostingLd(siteUrl: string, post: Post, path: string, locale: Locale = 'en'): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    inLanguage: LANGUAGE_TAG[locale],
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedDate,
    dateModified: post.modifiedDate,
    articleSection: post.category,
    url: absoluteUrl(siteUrl, path),
    mainEntityOfPage: absoluteUrl(siteUrl, path),
    image: absoluteUrl(siteUrl, SOCIAL_IMAGE.path),
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.jobTitle, worksFor: { '@id': businessId(siteUrl) } },
    publisher: { '@id': businessId(siteUrl) },
  };
}

/**
 * A breadcrumb trail as a schema.org BreadcrumbList (@id: the page URL +
 * "#breadcrumb"); `trail` comes from `breadcrumbTrail` (seo/breadcrumbs.ts),
 * the same trail the page shows.
 */
export function breadcrumbLd(siteUrl: string, trail: readonly Crumb[], pagePath: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    '@id': `${absoluteUrl(siteUrl, pagePath)}#breadcrumb`,
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
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
