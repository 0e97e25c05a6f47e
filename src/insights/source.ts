/**
 * Where a lead came from (the `source_*` columns of `leads`), read from the
 * post and never trusted: every value is checked and bounded here.
 *
 * With JavaScript the post carries the visit's source (client/beacon.ts adds
 * `SOURCE_FIELDS` to the form's data from `sessionStorage`, written on the
 * visit's first page). Without it, the post's `Referer` (the form page's
 * full URL: same-origin requests keep it under the site's
 * `strict-origin-when-cross-origin` policy) gives the page sent from and its
 * UTM values; the landing page is then that page and the referrer 'unknown'.
 * A post with Global Privacy Control or Do Not Track keeps no source at all.
 */
import { DEVICES, SOURCE_FIELDS, type Device } from './events';
import { knownPath, referrerDomain } from './paths';

/** The source of one lead; every field null ("unknown") when nothing is known. */
export interface LeadSource {
  /** The visit's first page: a known path or 'other'. */
  landing: string | null;
  /** The page the form was sent from: a known path or 'other'. */
  page: string | null;
  /** The referring site's domain, 'direct', 'internal' or 'unknown'. */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** 'en' or 'es'. */
  edition: string | null;
  device: Device | null;
}

/** The source of a lead nothing is known of (an old lead, GPC or DNT). */
export const UNKNOWN_SOURCE: LeadSource = {
  landing: null,
  page: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  edition: null,
  device: null,
};

/** A UTM value as kept: characters outside [A-Za-z0-9 ._~+-] dropped, trimmed, at most 100 characters; null when nothing is left. */
export function utmValue(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw
    .slice(0, 500)
    .replace(/[^A-Za-z0-9 ._~+-]/g, '')
    .trim()
    .slice(0, 100)
    .trim();
  return value || null;
}

/** A posted or referred path as kept: a known path, or 'other' for any other string; null when missing. */
const pageOf = (raw: unknown): string | null => (typeof raw === 'string' && raw !== '' ? (knownPath(raw) ?? 'other') : null);

/** What the request tells besides the form fields. */
export interface SourceRequest {
  /** The `Referer` header. */
  referer: string | undefined;
  /** The site's own origins: a Referer from elsewhere is ignored. */
  origins: readonly string[];
  /** `Sec-CH-UA-Mobile` ("?1" a phone, "?0" not), the only device hint read without JavaScript. */
  mobileHint: string | undefined;
  /** `Sec-GPC: 1` or `DNT: 1` was sent. */
  optedOut: boolean;
  /** The form's language. */
  lang: 'en' | 'es';
}

/**
 * The source of a lead post.
 * @param fields the posted fields (strings expected; anything else is ignored)
 * @returns every field checked; `UNKNOWN_SOURCE` when the visitor opted out
 */
export function leadSourceOf(fields: Record<string, unknown>, { referer, origins, mobileHint, optedOut, lang }: SourceRequest): LeadSource {
  if (optedOut) return UNKNOWN_SOURCE;
  let from: URL | null = null;
  try {
    const url = referer ? new URL(referer) : null;
    if (url && origins.includes(url.origin)) from = url;
  } catch {
    from = null;
  }
  const posted = (name: string) => fields[name];
  const withScript = typeof posted(SOURCE_FIELDS.page) === 'string';
  const page = (withScript ? pageOf(posted(SOURCE_FIELDS.page)) : null) ?? (from ? pageOf(from.pathname) : null);
  const device = posted(SOURCE_FIELDS.device);
  const hinted: Device | null = mobileHint === '?1' ? 'phone' : mobileHint === '?0' ? 'desktop' : null;
  if (withScript) {
    const referrer = typeof posted(SOURCE_FIELDS.referrer) === 'string' ? referrerDomain(posted(SOURCE_FIELDS.referrer) as string) : null;
    return {
      landing: pageOf(posted(SOURCE_FIELDS.landing)) ?? page,
      page,
      referrer: referrer ?? 'unknown',
      utmSource: utmValue(posted(SOURCE_FIELDS.utmSource)),
      utmMedium: utmValue(posted(SOURCE_FIELDS.utmMedium)),
      utmCampaign: utmValue(posted(SOURCE_FIELDS.utmCampaign)),
      edition: lang,
      device: (DEVICES as readonly unknown[]).includes(device) ? (device as Device) : (hinted ?? 'unknown'),
    };
  }
  const query = from?.searchParams;
  return {
    landing: page,
    page,
    referrer: 'unknown',
    utmSource: utmValue(query?.get('utm_source')),
    utmMedium: utmValue(query?.get('utm_medium')),
    utmCampaign: utmValue(query?.get('utm_campaign')),
    edition: lang,
    device: hinted ?? 'unknown',
  };
}

/**
 * The source fields a form page rendered for each request (the booking form, never cached; issue 37 §5) writes as
 * hidden inputs, so that a post without JavaScript carries what the request for the form told: the page itself as
 * `src_page`; the page the visitor came from on this site as `src_landing` (else the form's page, as a visit's first
 * page); the referring site's host as `src_ref`, 'direct' with no `Referer`, 'unknown' when the visitor came from
 * another page of this site (where the visit began is not known without the script); the UTM values of the page's
 * query, else of the referring page of this site. With JavaScript, client/beacon.ts sets the visit's own values over
 * these. Values are checked again by `leadSourceOf` when posted.
 * @param url the form page's URL; `referer` the request's `Referer` header; `origins` the site's own origins
 * @returns field name → value (`SOURCE_FIELDS` names); empty when the visitor opted out (GPC, DNT)
 */
export function formSourceFields({
  url,
  referer,
  origins,
  optedOut,
}: {
  url: string;
  referer: string | undefined;
  origins: readonly string[];
  optedOut: boolean;
}): Record<string, string> {
  if (optedOut) return {};
  const here = new URL(url);
  let from: URL | null = null;
  try {
    from = referer ? new URL(referer) : null;
  } catch {
    from = null;
  }
  const internal = !!from && origins.includes(from.origin);
  const fields: Record<string, string> = {
    [SOURCE_FIELDS.page]: here.pathname,
    [SOURCE_FIELDS.landing]: internal && from && knownPath(from.pathname) ? from.pathname : here.pathname,
    [SOURCE_FIELDS.referrer]: !from ? 'direct' : internal ? 'unknown' : from.hostname,
  };
  for (const [field, name] of [
    [SOURCE_FIELDS.utmSource, 'utm_source'],
    [SOURCE_FIELDS.utmMedium, 'utm_medium'],
    [SOURCE_FIELDS.utmCampaign, 'utm_campaign'],
  ] as const) {
    const value = utmValue(here.searchParams.get(name) ?? (internal ? from?.searchParams.get(name) : null));
    if (value) fields[field] = value;
  }
  return fields;
}

/** The source fields of a post (`SOURCE_FIELDS` names, strings of at most 200 characters), to write back into a refused form. */
export function postedSourceFields(body: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of Object.values(SOURCE_FIELDS)) {
    const value = body.get(name);
    if (typeof value === 'string' && value.length <= 200) fields[name] = value;
  }
  return fields;
}
