/**
 * What happens after a homeowner accepts a quote, in plain words (issue 44): the last day to cancel as words, and the
 * signed-copy email's "What happens next" lines. The accepted page says the same things (src/quotes/page.tsx).
 */
import { QUOTE_NOTICES } from '../content/quote-notices';
import { QUOTE_WORDS } from '../content/quotes';
import type { Locale } from '../i18n';
import { cancellationPeriod } from './cooling-off';
import { dollars } from './model';

/**
 * A day ("YYYY-MM-DD", a calendar day of the business's zone, America/Chicago) as the cancel line says it: weekday,
 * month and day through Intl, "Wednesday, December 2" (en-US) or "miércoles 2 de diciembre" (es-US).
 */
export function cancelDayInWords(day: string, lang: Locale): string {
  const at = new Date(`${day}T12:00:00Z`);
  const locale = QUOTE_WORDS[lang].locale;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(at);
  const date = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(at);
  return lang === 'es' ? `${weekday} ${date}` : `${weekday}, ${date}`;
}

/** "You can cancel until midnight on Wednesday, December 2. Use the form below or mail the notice." for the last day `day`. */
export const cancelUntil = (day: string, lang: Locale) => QUOTE_NOTICES[lang].plain.after.replace('{date}', cancelDayInWords(day, lang));

/** What the next steps read of a quote (the fields of src/quotes/store.ts `Quote`; not imported, as store.ts imports this module). */
export interface AcceptedQuote {
  lang: Locale;
  deposit_cents: number;
  deposit_paid_at: string | null;
  deposit_paid_cents: number | null;
  accepted_at: string | null;
}

/**
 * The signed-copy email's "What happens next" lines for an accepted `quote` at `now`, in its language: who calls and
 * within how long; the deposit (paid, payable on the page when `online`, else when and how); the cancel-by day.
 * @param link the quote's page (absolute URL)
 * @param online whether the deposit is paid through Stripe Checkout (both Stripe secrets set)
 */
export function signedCopyNext(quote: AcceptedQuote, link: string, online: boolean, now: Date): string[] {
  const words = QUOTE_WORDS[quote.lang];
  const next = words.signed.next;
  const lines = [words.callBack];
  if (quote.deposit_paid_at) lines.push(next.depositPaid(dollars(quote.deposit_paid_cents ?? quote.deposit_cents)));
  else if (quote.deposit_cents > 0)
    lines.push(online ? next.depositOnline(dollars(quote.deposit_cents), link) : next.depositOffline(dollars(quote.deposit_cents)));
  if (quote.accepted_at) {
    const period = cancellationPeriod(quote.accepted_at, now);
    if (period.open) lines.push(next.cancelBy(cancelDayInWords(period.deadlineDay, quote.lang), link));
  }
  return lines.map((line) => `- ${line}`);
}
