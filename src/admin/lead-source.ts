/**
 * A lead's source as the leads pages and the CSV show it: one label and text
 * per stored field, "unknown" where nothing was stored (a lead from before
 * the insights, or a visitor who sent Global Privacy Control or Do Not
 * Track), and the whole in words ("Google search, landed on the Nederland
 * page"; issue 30).
 */
import { pageNamesOf } from '../content/navigation';
import { cities, cityPath, posts, postPath, servicePath, serviceAliasPath, services } from '../content/index';
import type { Lead } from '../leads/store';

/** The source fields in display order: label and column. */
const FIELDS = [
  ['Landing page', 'source_landing'],
  ['Sent from', 'source_page'],
  ['Referrer', 'source_referrer'],
  ['utm_source', 'source_utm_source'],
  ['utm_medium', 'source_utm_medium'],
  ['utm_campaign', 'source_utm_campaign'],
  ['Edition', 'source_edition'],
  ['Device', 'source_device'],
] as const satisfies readonly (readonly [string, keyof Lead])[];

/** The labels of `leadSource`'s entries, in order (the CSV's header cells). */
export const SOURCE_LABELS = FIELDS.map(([label]) => label);

type SourceColumns = Partial<Pick<Lead, (typeof FIELDS)[number][1]>>;

/** The stored referrers that are not a domain, in words (issue 37). */
const REFERRER_WORDS: Readonly<Record<string, string>> = {
  direct: 'Direct visit',
  unknown: 'Source not known',
  internal: 'This site',
};

/**
 * `[label, text]` for each source field of `lead`; a missing value reads "unknown" (a missing UTM value "none" when
 * the rest is known); a referrer that is not a domain in words ("Direct visit", "Source not known", "This site").
 */
export function leadSource(lead: SourceColumns): [label: string, text: string][] {
  const known = lead.source_page != null || lead.source_landing != null;
  return FIELDS.map(([label, column]) => {
    const value = lead[column];
    if (column === 'source_referrer' && value && REFERRER_WORDS[value]) return [label, REFERRER_WORDS[value]];
    return [label, value ?? (known && label.startsWith('utm_') ? 'none' : 'unknown')];
  });
}

/** Every named page of the English edition by its path: the single pages, services (and their aliases), towns, posts, Projects. */
const PAGE_NAMES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(pageNamesOf('en')),
  ['/projects', 'Projects'],
  ...services.flatMap((service) => [
    [servicePath(service), service.name],
    [serviceAliasPath(service), service.name],
  ]),
  ...cities.map((city) => [cityPath(city), city.name]),
  ...posts.map((post) => [postPath(post), post.title]),
] as [string, string][]);

/**
 * The name of a page of the site from its path, as the dashboards show it
 * ("Nederland", "Concrete Driveways", "Free Quote"); a Spanish page's name
 * says "(Spanish)". A project's page is "A project page"; an unknown path is
 * returned as it is.
 * @param path a path as stored in `source_landing` / `source_page`, maybe with a query
 */
export function pageNameOf(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? path;
  const spanish = bare === '/es' || bare.startsWith('/es/');
  const english = spanish ? bare.slice(3) || '/' : bare;
  const name = PAGE_NAMES.get(english) ?? (english.startsWith('/projects/') ? 'A project page' : undefined);
  if (!name) return bare;
  return spanish ? `${name} (Spanish)` : name;
}

/**
 * A stored referrer in words (issue 37): 'direct' is "Direct visit" (typed or bookmarked, no referring site),
 * 'unknown' is "Source not known" (sent without JavaScript after other pages of the site), 'internal' is "This site".
 * Any other value is a domain: see `referrerName`.
 */
export function referrerInWords(referrer: string): string {
  return REFERRER_WORDS[referrer] ?? referrerName(referrer);
}

/** A site's name from a referring domain: the search engines and networks a local business hears from, by name. */
function referrerName(domain: string): string {
  const host = domain.replace(/^www\./, '').toLowerCase();
  const known: [RegExp, string][] = [
    [/(^|\.)google\./, 'Google search'],
    [/(^|\.)bing\.com$/, 'Bing search'],
    [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo search'],
    [/(^|\.)yahoo\.com$/, 'Yahoo search'],
    [/(^|\.)(facebook\.com|fb\.com|m\.facebook\.com|l\.facebook\.com)$/, 'Facebook'],
    [/(^|\.)instagram\.com$/, 'Instagram'],
    [/(^|\.)nextdoor\.com$/, 'Nextdoor'],
    [/(^|\.)yelp\.com$/, 'Yelp'],
  ];
  return known.find(([pattern]) => pattern.test(host))?.[1] ?? `A link on ${host}`;
}

/** The names of the UTM sources a local business tags its links with; any other is shown capitalised. */
const UTM_NAMES: Readonly<Record<string, string>> = {
  gbp: 'Google Business Profile',
  google: 'Google',
  facebook: 'Facebook',
  fb: 'Facebook',
  instagram: 'Instagram',
  ig: 'Instagram',
  nextdoor: 'Nextdoor',
  yelp: 'Yelp',
  bing: 'Bing',
};

/** Paid media values of `utm_medium` (Google Analytics' "Paid" channel rule). */
const PAID = /^(cpc|ppc|paid|paidsocial|paid_social|paid-social|display|cpm|ads?)$/i;

/**
 * Where a lead came from, in one line of words: the campaign ("Facebook ad
 * fall_driveways"), else the referring site ("Google search"), else "Direct
 * visit", then the landing page ("landed on the Nederland page"); "Unknown"
 * when nothing was stored.
 */
export function sourceInWords(lead: SourceColumns): string {
  const known = lead.source_page != null || lead.source_landing != null;
  if (!known) return 'Unknown';
  let origin: string;
  if (lead.source_utm_source) {
    const raw = lead.source_utm_source;
    const site = UTM_NAMES[raw.toLowerCase()] ?? raw.charAt(0).toUpperCase() + raw.slice(1);
    const paid = lead.source_utm_medium && PAID.test(lead.source_utm_medium);
    origin = [paid ? `${site} ad` : site, lead.source_utm_campaign].filter(Boolean).join(' ');
  } else if (lead.source_referrer) origin = referrerInWords(lead.source_referrer);
  else origin = 'Direct visit';
  return lead.source_landing ? `${origin}, landed on the ${pageNameOf(lead.source_landing)} page` : origin;
}
