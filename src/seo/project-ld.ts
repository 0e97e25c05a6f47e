import type { ImageObject, WebPage, WithContext } from 'schema-dts';
import { projectWords } from '../content/projects';
import { LANGUAGE_TAG, type Locale } from '../i18n';
import type { ShownProject } from '../projects/present';
import { absoluteUrl } from './meta';
import { businessId } from './structured-data';

/**
 * A project page as a schema.org WebPage about one finished project: its title and
 * language, the service it shows (`about`: a Service by the business, linked to
 * the service's page) and the town (`contentLocation`: a Place in Texas), and
 * one `ImageObject` per photo (Google's image metadata: `contentUrl` of the
 * largest JPEG variant, `caption` the alt text, `creditText`, and
 * `copyrightHolder` the business by @id). The first photo is the page's
 * `primaryImageOfPage`.
 * @param siteUrl the public origin
 */
export function projectLd(siteUrl: string, project: ShownProject, locale: Locale): WithContext<WebPage> {
  const url = absoluteUrl(siteUrl, project.path);
  const images: ImageObject[] = project.photos.map((photo) => {
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
    name: project.title,
    description: project.description,
    inLanguage: LANGUAGE_TAG[locale],
    ...(project.publishedAt ? { datePublished: project.publishedAt } : {}),
    dateModified: project.updatedAt,
    about: {
      '@type': 'Service',
      name: project.serviceName,
      url: absoluteUrl(siteUrl, project.servicePath),
      provider: { '@id': businessId(siteUrl) },
    },
    contentLocation: {
      '@type': 'Place',
      name: `${project.townName}, TX`,
      address: { '@type': 'PostalAddress', addressLocality: project.townName, addressRegion: 'TX', addressCountry: 'US' },
    },
    ...(images[0] ? { primaryImageOfPage: images[0] } : {}),
    image: images,
  };
}
