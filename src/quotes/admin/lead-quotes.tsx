/**
 * The quotes of a lead on its page (issue 44 §6): every version, newest first,
 * each a row `#quote-<id>` with its number and version, its state in words
 * (with the customer's first view, the answer, the reason of a decline), the
 * deposit due and paid, links to the customer's page and PDF, the edit link
 * of a draft, and "Stop reminders" for a sent quote still owed one.
 */
import { business } from '../../content/business';
import { escapeInvisible } from '../../lib/display';
import { formatter, dayIn } from '../../lib/zoned-time';
import { cn } from '../../lib/cn';
import { dollars, quoteName } from '../model';
import { type Quote, quotePath } from '../store';
import { actionClass } from '../../admin/styles';

/** The most follow-up reminders a quote gets (issue 44 §5): one after 3 days, one 2 days before it expires. */
const MAX_REMINDERS = 2;

/**
 * An instant in the contractor's words, America/Chicago: "Tue 3:12 pm" within the six days before `now`, else
 * "Nov 17, 3:12 pm".
 * @param iso an ISO 8601 instant
 * @param now the instant the page is drawn at
 */
export function quoteMoment(iso: string, now: Date): string {
  const at = new Date(iso);
  const recent = now.getTime() - at.getTime() < 6 * 86_400_000 && at.getTime() <= now.getTime();
  const time = formatter('en-US', { hour: 'numeric', minute: '2-digit', timeZone: business.timeZone })
    .format(at)
    .replace(/\s?AM$/, ' am')
    .replace(/\s?PM$/, ' pm');
  const day = formatter(
    'en-US',
    recent ? { weekday: 'short', timeZone: business.timeZone } : { month: 'short', day: 'numeric', timeZone: business.timeZone },
  ).format(at);
  return recent ? `${day} ${time}` : `${day}, ${time}`;
}

/** Whether a sent quote ran past its last valid day unanswered at `now` (America/Chicago days). */
export const quoteExpired = (quote: Pick<Quote, 'state' | 'valid_until'>, now: Date): boolean =>
  quote.state === 'sent' && quote.valid_until < dayIn(business.timeZone, now);

/**
 * A quote's state in words at `now`: "Draft: not sent", "Sent Tue 3:12 pm", "Viewed Tue 3:12 pm", "Accepted by Ana
 * Tue 3:12 pm", "Declined Tue 3:12 pm: too expensive", "Cancelled …", "Expired Nov 30, unanswered", "Replaced by a
 * later version". Words the customer typed are escaped (`escapeInvisible`).
 */
export function quoteStateWords(quote: Quote, now: Date): string {
  const at = (iso: string | null) => (iso ? ` ${quoteMoment(iso, now)}` : '');
  if (quote.state === 'draft') return quote.replaced_by ? 'Draft, replaced by a later version' : 'Draft: not sent';
  if (quote.state === 'accepted') return `Accepted by ${escapeInvisible(quote.accepted_name ?? '')}${at(quote.accepted_at)}`;
  if (quote.state === 'declined')
    return `Declined${at(quote.declined_at)}${quote.decline_reason ? `: ${escapeInvisible(quote.decline_reason)}` : ''}`;
  if (quote.state === 'cancelled') return `Cancelled${at(quote.cancelled_at)}`;
  if (quote.replaced_by) return 'Replaced by a later version';
  const seen = quote.viewed_at ? `Viewed${at(quote.viewed_at)}` : `Sent${at(quote.sent_at)}, not opened yet`;
  if (quoteExpired(quote, now)) return `Expired ${quote.valid_until}, unanswered (${seen.charAt(0).toLowerCase()}${seen.slice(1)})`;
  return seen;
}

/** The deposit of a quote in words: "Deposit $1,530.00: paid $1,530.00 Nov 27, 3:12 pm", "… not paid", "No deposit". */
export function depositWords(quote: Pick<Quote, 'deposit_cents' | 'deposit_paid_cents' | 'deposit_paid_at'>, now: Date): string {
  if (quote.deposit_cents <= 0) return 'No deposit';
  const paid =
    quote.deposit_paid_cents !== null
      ? `paid ${dollars(quote.deposit_paid_cents)}${quote.deposit_paid_at ? ` ${quoteMoment(quote.deposit_paid_at, now)}` : ''}`
      : 'not paid';
  return `Deposit ${dollars(quote.deposit_cents)} due: ${paid}`;
}

/** The quotes section of a lead's page (none: nothing rendered). */
export function LeadQuotes({ leadId, quotes, now }: { leadId: number; quotes: readonly Quote[]; now: Date }) {
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="quotes-title" className="mt-8">
      <h2 id="quotes-title" className="text-xl font-bold">
        Quotes
      </h2>
      <ol className="mt-3 grid gap-2">
        {quotes.map((quote) => {
          const path = quotePath(quote);
          const remindable =
            quote.state === 'sent' &&
            !quote.replaced_by &&
            !quoteExpired(quote, now) &&
            !quote.reminders_stopped &&
            quote.reminders_sent < MAX_REMINDERS;
          return (
            <li key={quote.id} id={`quote-${quote.id}`} className="scroll-mt-4 rounded-lg border border-slate-300 bg-white p-3">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-bold">{`${quoteName(quote)} v${quote.version}`}</span>
                <span className="tabular-nums">{dollars(quote.total_cents)}</span>
              </p>
              <p data-testid="quote-state">{quoteStateWords(quote, now)}</p>
              <p className="text-sm text-slate-700">{depositWords(quote, now)}</p>
              <p className="mt-2 flex flex-wrap gap-2">
                <a href={path} className={cn(actionClass, 'border-slate-400')}>
                  {`Customer page${quote.state === 'draft' ? ' (draft)' : ''}`}
                  <span className="sr-only">{` of ${quoteName(quote)} v${quote.version}`}</span>
                </a>
                <a href={`${path}.pdf`} className={cn(actionClass, 'border-slate-400')}>
                  PDF<span className="sr-only">{` of ${quoteName(quote)} v${quote.version}`}</span>
                </a>
                {quote.state === 'draft' && !quote.replaced_by && (
                  <a href={`/admin/leads/${leadId}/quotes/new`} className={actionClass}>
                    Edit the draft
                  </a>
                )}
              </p>
              {remindable && (
                <form method="post" action={`/admin/leads/${leadId}/quotes/${quote.id}/reminders/stop`} className="mt-2">
                  <button type="submit" className={cn(actionClass, 'border-slate-400')}>
                    Stop reminders<span className="sr-only">{` of ${quoteName(quote)} v${quote.version}`}</span>
                  </button>
                  <span className="ml-2 text-sm text-slate-700">{`${quote.reminders_sent} of ${MAX_REMINDERS} sent`}</span>
                </form>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
