/**
 * Which page paths the insights count, and each page's template. Counts and
 * lead sources keep only known paths, so no visitor can write arbitrary text
 * into them; an alias (`/services/{slug}`, `/locations/{city}-tx`) is kept as
 * its primary path. The list is built on first use, never at startup.
 */
import { cities, cityAliasPath, cityPath, posts, serviceAliasPath, servicePath, services } from '../content/index';
import { projectIdOfSlug } from '../content/projects';
import { THANK_YOU_PATH } from '../forms/fields';
import { basePath, localeOfPath, localizedPath, type Locale } from '../i18n';
import { sitemapEntries } from '../seo/sitemap';

/**
 * A project page's path under the gallery. The slug is checked loosely here, since projects are published
 * without a deploy; the events consumer counts it only when a published project has it (`projectOfPath`), else as 'other'.
 */
const PROJECT_PATH = /^\/projects\/[a-z0-9][a-z0-9-]{0,99}$/;

let known: Map<string, string> | undefined;

/** Every English page path mapped to its template name, and each alias to its primary path's entry. */
function knownPaths(): Map<string, string> {
  if (known) return known;
  const serviceSet = new Set(services.map(servicePath));
  const citySet = new Set(cities.map(cityPath));
  const postSet = new Set(posts.map((post) => `/blog/${post.slug}`));
  known = new Map();
  for (const { path } of sitemapEntries()) {
    const template =
      path === '/' ? 'home' : serviceSet.has(path) ? 'service' : citySet.has(path) ? 'city' : postSet.has(path) ? 'post' : path.slice(1);
    known.set(path, template);
  }
  known.set('/projects', 'projects');
  for (const path of Object.values(THANK_YOU_PATH)) known.set(path, 'thank-you');
  return known;
}

/** The primary path of an English alias, or the path itself. */
function primaryOf(path: string): string {
  for (const service of services) if (path === serviceAliasPath(service)) return servicePath(service);
  for (const city of cities) if (path === cityAliasPath(city)) return cityPath(city);
  return path;
}

/**
 * A page path as counted: a known page of either edition, an alias given as
 * its primary path, a project page; `null` for anything else (not a page of
 * this site, longer than 200 characters, or not a string).
 * @param raw a URL path ("/es/about"), never a full URL
 */
export function knownPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 200 || !raw.startsWith('/')) return null;
  const locale = localeOfPath(raw);
  const base = locale === 'en' ? primaryOf(raw) : basePath(raw);
  if (!knownPaths().has(base) && !PROJECT_PATH.test(base)) return null;
  return localizedPath(locale, base);
}

/** The edition of a path: 'es' under /es, else 'en'. */
export const editionOf = (path: string): Locale => localeOfPath(path);

/**
 * The template of a known path (from `knownPath`), the unit of the Web Vitals
 * report: 'home', 'service', 'city', 'post', 'project', 'thank-you', or the
 * single page's own path without its slash ('contact', 'about', 'blog', …).
 */
export function templateOf(path: string): string {
  const base = basePath(path);
  if (PROJECT_PATH.test(base)) return 'project';
  return knownPaths().get(base) ?? 'other';
}

/** The path of a missing page as counted: the path only, characters outside a plain URL path replaced by '_', at most 100 characters. */
export function missingPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.length > 2000) return null;
  return raw.replace(/[^A-Za-z0-9/._~%-]/g, '_').slice(0, 100);
}

/**
 * The referring sites counted by name (issue 28: a fixed list, so no visitor
 * can add rows by inventing domains): search engines, social networks, map and
 * review sites a contractor's visitors come from. Any other domain is counted
 * as 'other'. Each is matched with its subdomains (`l.facebook.com`).
 */
export const REFERRERS = [
  'google.com',
  'bing.com',
  'duckduckgo.com',
  'yahoo.com',
  'facebook.com',
  'instagram.com',
  'nextdoor.com',
  'yelp.com',
  'houzz.com',
  'angi.com',
  'homeadvisor.com',
  'thumbtack.com',
  'bbb.org',
  'linkedin.com',
  'youtube.com',
  'tiktok.com',
  'x.com',
  'pinterest.com',
  'reddit.com',
  'chatgpt.com',
] as const;

/** Other domains of a listed referrer: a country's Google, Twitter's old names. */
const REFERRER_ALIASES: ReadonlyArray<[RegExp, (typeof REFERRERS)[number]]> = [
  [/^(?:[a-z0-9-]+\.)*google\.(?:com?\.)?[a-z]{2,3}$/, 'google.com'],
  [/^(?:[a-z0-9-]+\.)*(?:twitter\.com|t\.co)$/, 'x.com'],
];

/**
 * A referrer as counted: 'direct', 'internal', a site of `REFERRERS` (a
 * domain matched with its subdomains, lower case), or 'other' for any other
 * domain; null for anything that is not a domain name (a URL, a path,
 * characters a domain cannot hold, over 253 characters).
 */
export function referrerDomain(raw: string): string | null {
  if (raw === 'direct' || raw === 'internal') return raw;
  const domain = raw.toLowerCase();
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) || domain.length > 253) return null;
  const listed = REFERRERS.find((site) => domain === site || domain.endsWith(`.${site}`));
  return listed ?? REFERRER_ALIASES.find(([pattern]) => pattern.test(domain))?.[1] ?? 'other';
}

/**
 * The published project a project path names, for the events consumer to check
 * against the D1 table `jobs` (the projects keep that name): its slug and id, or null for a path that is not a
 * project page ("/projects/<slug>", "/es/projects/<slug>").
 */
export function projectOfPath(path: string): { slug: string; id: number } | null {
  const slug = /^(?:\/es)?\/projects\/([a-z0-9][a-z0-9-]{0,99})$/.exec(path)?.[1];
  const id = slug ? projectIdOfSlug(slug) : null;
  return slug && id ? { slug, id } : null;
}
