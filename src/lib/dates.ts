/**
 * Calendar dates as pages show them, with `Intl.DateTimeFormat` (never a
 * hand-written formatter). Formatters are made once per isolate and options:
 * constructing one costs more than a page's other work on the date.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter for a locale and options, made once. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(id, format);
  }
  return format;
}

/**
 * Formats a calendar date (ISO 8601 "YYYY-MM-DD") in words, e.g.
 * "2024-08-01" → "August 1, 2024" (en-US) or "1 de agosto de 2024" (es-US);
 * read in UTC so the day never shifts.
 * @param locale a BCP 47 tag, "en-US" unless given
 */
export function formatIsoDate(isoDate: string, locale = 'en-US'): string {
  return formatter(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * Today's date in a time zone, in words and as ISO 8601, e.g.
 * { display: "November 21, 2026", iso: "2026-11-21" }.
 * @param timeZone an IANA zone, e.g. the business's "America/Chicago"
 * @param locale a BCP 47 tag for `display`, "en-US" unless given
 */
export function calendarDay(timeZone: string, now = new Date(), locale = 'en-US'): { display: string; iso: string; year: number } {
  const iso = formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return { display: formatter(locale, { dateStyle: 'long', timeZone }).format(now), iso, year: Number(iso.slice(0, 4)) };
}
