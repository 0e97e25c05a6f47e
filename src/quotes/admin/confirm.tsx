/**
 * The quote form's read-back parts (issue 38 §2, issue 44 §6): the preview of
 * the totals, and the one confirmation a send asks before it emails the
 * customer (the form's values carried in hidden fields, so it works without
 * JavaScript).
 */
import { Container } from '../../components/container';
import { QUOTE_WORDS } from '../../content/quotes';
import { escapeInvisible } from '../../lib/display';
import type { Lead } from '../../leads/store';
import { cn } from '../../lib/cn';
import { blankLine, dollars, type QuoteFormValues, type QuoteTotals } from '../model';
import { actionClass } from '../../admin/styles';

/** Unit names as the contractor reads them (English). */
const UNIT_NAMES = QUOTE_WORDS.en.units;

/** The preview of a quote as the customer will read it: lines, subtotal, tax, total, deposit; its place is `#totals`. */
export function Preview({ values, totals }: { values: QuoteFormValues; totals: QuoteTotals }) {
  const filled = values.lines.filter((line) => !blankLine(line));
  return (
    <section id="totals" aria-labelledby="preview-heading" className="mt-6 scroll-mt-4 rounded-lg border-2 border-slate-300 bg-white p-4">
      <h2 id="preview-heading" className="text-xl font-bold">
        Preview
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2">
              Description
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {filled.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity but their place.
            <tr key={index} className="border-t border-slate-200">
              <td className="py-1 pr-2">
                {escapeInvisible(line.description)}
                <span className="block text-slate-600">
                  {line.quantity} {UNIT_NAMES[line.unit as keyof typeof UNIT_NAMES] ?? ''} × ${line.price}
                </span>
              </td>
              <td className="py-1 text-right tabular-nums">{dollars(totals.lineCents[index] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-400">
            <th scope="row">Subtotal</th>
            <td className="text-right tabular-nums">{dollars(totals.subtotalCents)}</td>
          </tr>
          {totals.taxCents > 0 && (
            <tr>
              <th scope="row">{values.taxLabel.trim() || 'Sales tax'}</th>
              <td className="text-right tabular-nums">{dollars(totals.taxCents)}</td>
            </tr>
          )}
          <tr className="text-lg">
            <th scope="row">Total</th>
            <td className="text-right font-bold tabular-nums" data-testid="preview-total">
              {dollars(totals.totalCents)}
            </td>
          </tr>
          {totals.depositCents > 0 && (
            <tr>
              <th scope="row">Deposit</th>
              <td className="text-right tabular-nums">{dollars(totals.depositCents)}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </section>
  );
}

/** The form's values as hidden fields, in the form's order (the lines' repeated names first), to post them again. */
function HiddenValues({ values }: { values: QuoteFormValues }) {
  return (
    <>
      {values.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity but their place.
        <span key={index} hidden>
          <input type="hidden" name="description" value={line.description} />
          <input type="hidden" name="quantity" value={line.quantity} />
          <input type="hidden" name="unit" value={line.unit} />
          <input type="hidden" name="price" value={line.price} />
        </span>
      ))}
      {(['taxLabel', 'tax', 'depositKind', 'deposit', 'validDays', 'terms'] as const).map((key) => (
        <input key={key} type="hidden" name={key} value={values[key]} />
      ))}
      {values.schedule && (
        <>
          <input type="hidden" name="schedulePour" value={values.schedule.pour} />
          <input type="hidden" name="scheduleCompletion" value={values.schedule.completion} />
          <input type="hidden" name="scheduleRetainage" value={values.schedule.retainage} />
        </>
      )}
    </>
  );
}

/**
 * The one question before a quote is emailed (POST `action=review`, issue 44 §6): the total, the deposit, the
 * customer's email address and the job's address, then "Send to <email>" (`action=send`) and, 24 px below it,
 * "Back to the quote" (`action=preview`, back at the totals). Nothing is stored or sent by this step.
 */
export function AdminQuoteConfirm({
  lead,
  values,
  totals,
  action,
}: {
  lead: Pick<Lead, 'id' | 'name' | 'email' | 'address' | 'town' | 'lang'>;
  values: QuoteFormValues;
  totals: QuoteTotals;
  /** The form's address: /admin/leads/<id>/quotes/new. */
  action: string;
}) {
  const email = escapeInvisible(lead.email);
  const address = escapeInvisible([lead.address, lead.town].filter((part) => part.trim()).join(', '));
  const lines = values.lines.filter((line) => !blankLine(line)).length;
  return (
    <section className="bg-slate-50 py-8 sm:py-12">
      <Container width="4xl">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{`Send this quote to ${escapeInvisible(lead.name)}?`}</h1>
        <dl className="mt-4 grid gap-2 rounded-lg border-2 border-slate-300 bg-white p-4 text-lg">
          <div>
            <dt className="inline font-semibold">Total: </dt>
            <dd className="inline tabular-nums" data-testid="confirm-total">
              {`${dollars(totals.totalCents)} (${lines} line${lines === 1 ? '' : 's'})`}
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">Deposit: </dt>
            <dd className="inline tabular-nums">
              {totals.depositCents > 0
                ? `${dollars(totals.depositCents)}${values.depositKind === 'percent' ? ` (${values.deposit.trim()} %)` : ''}`
                : 'None'}
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">Email: </dt>
            <dd className="inline break-all">{email}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Job address: </dt>
            <dd className="inline">{address || 'None given'}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">In: </dt>
            <dd className="inline">{lead.lang === 'es' ? 'Spanish' : 'English'}</dd>
          </div>
        </dl>
        <form method="post" action={action} className="mt-6 grid gap-6 sm:flex">
          <HiddenValues values={values} />
          <button
            type="submit"
            name="action"
            value="send"
            className="dark-control min-h-12 w-full break-all rounded-lg bg-slate-900 px-6 py-2 font-semibold text-white hover:bg-slate-700 sm:w-auto"
          >
            {`Send to ${email}`}
          </button>
          <button
            type="submit"
            name="action"
            value="preview"
            formAction={`${action}#totals`}
            className={cn(actionClass, 'w-full sm:w-auto')}
          >
            Back to the quote
          </button>
        </form>
      </Container>
    </section>
  );
}
