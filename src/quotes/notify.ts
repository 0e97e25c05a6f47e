/**
 * Telling the contractor where a quote stands (issue 44 item 5), in one
 * function for every state: viewed (push only: it is no news worth an
 * email), accepted, declined (with the reason and the customer's words),
 * cancelled (with the refund deadline when a deposit was paid) and deposit
 * paid, and a payment recorded apart that needs a refund (push to every
 * subscribed phone and an email to the business). What
 * the homeowner is owed goes through src/quotes/owed.ts.
 */
import { business } from '../content/business';
import { CONTRACTOR_QUOTE_WORDS as WORDS } from '../content/quote-messages';
import type { WorkerEnv } from '../env';
import { LOST_REASON_LABELS } from '../leads/stages';
import { oneLine } from '../lib/display';
import { addDays, dayIn } from '../lib/zoned-time';
import { pushToAll, shortName } from '../push/send';
import type { DeclineReason } from './answer';
import { isBusinessDay } from './cooling-off';
import { dollars, quoteName } from './model';
import type { Quote } from './store';

/** What happened to a quote, as the contractor is told it. */
export type QuoteEvent =
  | { kind: 'viewed' }
  | { kind: 'accepted'; name: string }
  | { kind: 'declined'; reason: DeclineReason; details: string }
  | { kind: 'cancelled'; name: string; at: Date }
  | { kind: 'deposit_paid'; cents: number }
  /** A payment recorded apart (src/quotes/deposit.ts): `paid` as written ("$0.01", "1.00 EUR"), `why` it needs a refund. */
  | { kind: 'refund_needed'; paid: string; why: string }
  /** An invoice's online payment the contractor must hear of (src/invoices/webhook.ts: a bank debit failed, one to refund), in its words. */
  | { kind: 'invoice_payment'; title: string; line: string; lines: string[] };

/**
 * The last day to refund a cancelled quote's payments: the tenth business day after the cancel's day
 * (`cancelDay`, "YYYY-MM-DD" in America/Chicago). 16 CFR 429.1(g): the seller refunds "within 10 business days
 * after the receipt of the buyer's cancellation notice"; business days as 16 CFR 429.0 counts them
 * (src/quotes/cooling-off.ts: no Sundays, no federal holidays).
 */
export function refundDeadlineDay(cancelDay: string): string {
  let day = cancelDay;
  for (let counted = 0; counted < 10; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted++;
  }
  return day;
}

/** A day ("YYYY-MM-DD") in words with its weekday, as the refund line says it: "Friday, December 11". */
export const weekdayInWords = (day: string, locale = 'en-US'): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** The refund line of a cancelled quote with a deposit paid, or null when nothing was paid. */
export function refundLine(quote: Pick<Quote, 'deposit_paid_at' | 'deposit_paid_cents'>, cancelledAt: Date): string | null {
  if (!quote.deposit_paid_at || !quote.deposit_paid_cents) return null;
  const day = refundDeadlineDay(dayIn(business.timeZone, cancelledAt));
  return WORDS.cancelled.refund(dollars(quote.deposit_paid_cents), weekdayInWords(day));
}

/** The push's title and line and, but for a view, the email's subject and lines, of `event` on `quote`. */
function messageOf(quote: Quote, event: QuoteEvent): { title: string; line: string; subject?: string; lines?: string[] } {
  const number = quoteName(quote);
  const which = `${number} v${quote.version}`;
  const who = shortName(quote.customer);
  const full = oneLine(quote.customer, 100);
  switch (event.kind) {
    case 'viewed':
      return { title: WORDS.viewed.title(number), line: WORDS.viewed.line(who, which) };
    case 'accepted': {
      const name = oneLine(event.name, 100);
      return {
        title: WORDS.accepted.title(number),
        line: WORDS.accepted.line(shortName(event.name), which, dollars(quote.total_cents)),
        subject: WORDS.accepted.subject(number, name, dollars(quote.total_cents)),
        lines: [
          `${name} accepted quote ${which} for ${dollars(quote.total_cents)} (lead #${quote.lead_id}).`,
          `Content hash (SHA-256): ${quote.content_hash}`,
        ],
      };
    }
    case 'declined': {
      const reason = LOST_REASON_LABELS[event.reason];
      return {
        title: WORDS.declined.title(number),
        line: WORDS.declined.line(who, which, reason),
        subject: WORDS.declined.subject(number, full, reason),
        lines: [
          `${full} declined quote ${which} (lead #${quote.lead_id}). Reason: ${reason}.`,
          ...(event.details ? [WORDS.declined.details(oneLine(event.details, 500))] : []),
        ],
      };
    }
    case 'cancelled': {
      const refund = refundLine(quote, event.at);
      return {
        title: WORDS.cancelled.title(number),
        line: [WORDS.cancelled.line(shortName(event.name), which), refund].filter(Boolean).join('. '),
        subject: WORDS.cancelled.subject(number, oneLine(event.name, 100)),
        lines: [
          `${WORDS.cancelled.line(oneLine(event.name, 100), `quote ${which}`)} (lead #${quote.lead_id}).`,
          ...(refund ? [refund] : []),
        ],
      };
    }
    case 'deposit_paid':
      return {
        title: WORDS.depositPaid.title(number),
        line: WORDS.depositPaid.line(who, dollars(event.cents), which),
        subject: WORDS.depositPaid.subject(number, dollars(event.cents), full),
        lines: [`${full} paid the deposit of quote ${which}: ${dollars(event.cents)}, through Stripe (lead #${quote.lead_id}).`],
      };
    case 'invoice_payment':
      return { title: event.title, line: event.line, subject: event.line, lines: event.lines };
    case 'refund_needed': {
      const line = WORDS.refundNeeded.line(event.paid, number, event.why);
      return {
        title: WORDS.refundNeeded.title(number),
        line,
        subject: line,
        lines: [`${line}.`, WORDS.refundNeeded.detail(full, which, quote.lead_id)],
      };
    }
  }
}

/**
 * Tells the contractor `event` on `quote`: a push to every subscribed phone (tagged per quote, opening the lead)
 * and, for every event but a view, an email to the business with a link to the lead. Names and the customer's
 * words are cut to one line. Never throws: a failure is logged (`quote_notice_failed`); the state is stored and
 * the lead shows it.
 */
export async function tellContractor(env: WorkerEnv, quote: Quote, event: QuoteEvent): Promise<void> {
  const message = messageOf(quote, event);
  const lead = `/admin/leads/${quote.lead_id}`;
  const results = await Promise.allSettled([
    pushToAll(env, { title: message.title, body: message.line, url: lead, tag: `quote-${quote.id}-${event.kind}` }),
    message.subject && message.lines
      ? env.EMAIL.send({
          from: { name: `${business.name} website`, email: env.LEADS_FROM },
          to: business.email,
          subject: message.subject,
          text: [...message.lines, '', WORDS.lead(new URL(lead, env.SITE_URL).href)].join('\n'),
        })
      : Promise.resolve(),
  ]);
  for (const result of results)
    if (result.status === 'rejected') console.error('quote_notice_failed', event.kind, quote.id, String(result.reason));
}
