/**
 * The contractor's money (issue 47 item 5), mounted by src/admin/routes.tsx behind Access:
 *
 *   GET /admin/money                                  the figures (outstanding, collected this month and year,
 *                                                     expected in 30 days), then outstanding by invoice, most overdue first
 *   GET /admin/money/payments.csv[?from=&to=]         the payments of the period (default: this year, Central) as CSV
 *
 * The queries are src/invoices/money.ts (one D1 batch for the page); the words src/content/money.ts.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import { renderAdmin } from '../../admin/layout';
import { MONEY_WORDS as WORDS } from '../../content/money';
import { BUSINESS_TIME_ZONE } from '../../content/business';
import { escapeInvisible } from '../../lib/display';
import { formatIsoDate } from '../../lib/dates';
import { logFailure } from '../../lib/log';
import { dayIn } from '../../lib/zoned-time';
import { dollars } from '../../quotes/model';
import { type MoneyFigures, paymentsBetween, readMoney } from '../money';
import { paymentsCsv } from '../payments-csv';

/** One figure card: the label, the amount large, a line under it. */
function Figure({ label, cents, note, id }: { label: string; cents: number; note?: string; id: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-300 bg-white px-3 py-2" data-figure={id}>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="text-2xl font-extrabold tabular-nums break-words">{dollars(cents)}</dd>
      {note && <dd className="text-sm text-slate-600">{note}</dd>}
    </div>
  );
}

/** The page: the four figures first (the first screen at 390 px), then the invoices outstanding and the schedule's payments. */
export function MoneyPage({ money }: { money: MoneyFigures }) {
  const expected = money.expected;
  return (
    <section className="py-4">
      <h1 className="text-3xl font-extrabold tracking-tight">{WORDS.title}</h1>
      <dl className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-4" aria-label="Money at a glance">
        <Figure
          id="outstanding"
          label={WORDS.figures.outstanding}
          cents={money.outstandingCents}
          note={`${WORDS.figures.invoices(money.outstandingCount)}${money.overdueCents > 0 ? ` · ${WORDS.figures.overdue(dollars(money.overdueCents))}` : ''}`}
        />
        <Figure
          id="expected"
          label={WORDS.figures.expected}
          cents={expected.invoicesCents + expected.processingCents + expected.scheduledCents}
          note={`to ${formatIsoDate(expected.to)}`}
        />
        <Figure id="month" label={WORDS.figures.month} cents={money.collectedMonthCents} />
        <Figure id="year" label={WORDS.figures.year} cents={money.collectedYearCents} />
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        {WORDS.figures.expectedParts(dollars(expected.invoicesCents), dollars(expected.processingCents), dollars(expected.scheduledCents))}.{' '}
        {WORDS.intro}
      </p>
      <section aria-labelledby="outstanding-heading" className="mt-6">
        <h2 id="outstanding-heading" className="text-xl font-bold">
          {WORDS.outstandingHeading}
        </h2>
        <p className="text-sm text-slate-700">
          {WORDS.outstandingNote}
          {money.outstandingCount > money.outstanding.length ? ` ${WORDS.more(money.outstanding.length, money.outstandingCount)}` : ''}
        </p>
        {money.outstanding.length === 0 ? (
          <p className="mt-2">{WORDS.none}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {money.outstanding.map((invoice) => (
              <li key={invoice.id} data-invoice={`INV-${invoice.number}`}>
                <a
                  href={`/admin/leads/${invoice.lead_id}#invoice-${invoice.id}`}
                  className="block min-h-12 rounded-xl border border-slate-300 bg-white p-3 hover:border-slate-900"
                >
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold text-amber-800 underline underline-offset-2">
                      {`INV-${invoice.number} · ${escapeInvisible(invoice.name)}`}
                    </span>
                    <span className="text-lg font-extrabold tabular-nums">{dollars(invoice.balance_cents)}</span>
                  </span>
                  <span className={`block text-sm ${invoice.days_overdue > 0 ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
                    {`${WORDS.due(formatIsoDate(invoice.due_on))} · ${WORDS.daysOverdue(invoice.days_overdue)}`}
                    {invoice.processing_cents > 0 ? ` · ${WORDS.processing(dollars(invoice.processing_cents))}` : ''}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {expected.scheduled.length > 0 && (
        <section aria-labelledby="scheduled-heading" className="mt-6">
          <h2 id="scheduled-heading" className="text-xl font-bold">
            {WORDS.scheduledHeading}
          </h2>
          <p className="text-sm text-slate-700">{WORDS.scheduledNote}</p>
          <ul className="mt-2 grid gap-1">
            {expected.scheduled.map((payment) => (
              <li key={`${payment.lead_id}-${payment.milestone}`}>
                <a href={`/admin/leads/${payment.lead_id}#money`} className="font-semibold text-amber-800 underline underline-offset-2">
                  {escapeInvisible(payment.name)}
                </a>
                {` · ${WORDS.milestone[payment.milestone]} · ${dollars(payment.cents)} · ${WORDS.due(formatIsoDate(payment.due_on))}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="csv-heading" className="mt-6">
        <h2 id="csv-heading" className="text-xl font-bold">
          {WORDS.csvHeading}
        </h2>
        <p className="mt-1">
          <a
            href="/admin/money/payments.csv"
            download
            className="inline-flex min-h-12 items-center font-semibold text-amber-800 underline underline-offset-2"
          >
            {WORDS.csvLink}
          </a>
        </p>
        <p className="text-sm text-slate-700">{WORDS.csvNote}</p>
      </section>
    </section>
  );
}

/** Whether `day` is a real calendar day "YYYY-MM-DD". */
const realDay = (day: string): boolean => {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
};

/**
 * Reads the CSV's period: `from` and `to` as typed ("YYYY-MM-DD"), each defaulting to this year's first day and
 * today (Central, at `now`); real days, `from` not after `to`, at most five years (1,827 days) apart.
 * @returns the two days, or null when refused
 */
export function csvPeriod(typed: { from?: string; to?: string }, now: Date): { from: string; to: string } | null {
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  const from = typed.from?.trim() || `${today.slice(0, 4)}-01-01`;
  const to = typed.to?.trim() || today;
  if (!realDay(from) || !realDay(to) || from > to) return null;
  if (Date.parse(to) - Date.parse(from) > 1827 * 86_400_000) return null;
  return { from, to };
}

/** `GET /admin/money`: the page; 503 in words when D1 cannot be read. */
async function moneyPage(c: Context<AppEnv>) {
  try {
    const money = await readMoney(c.env.DB, new Date());
    return renderAdmin(c, { title: WORDS.title, current: '/admin/money' }, <MoneyPage money={money} />);
  } catch (error) {
    logFailure('admin_money_unreadable', error);
    return c.text(WORDS.unreadable, 503);
  }
}

/** The money routes (see the module's doc). */
export const adminMoneyRoutes = new Hono<AppEnv>().get('/admin/money', moneyPage).get('/admin/money/payments.csv', async (c) => {
  const period = csvPeriod({ from: c.req.query('from'), to: c.req.query('to') }, new Date());
  if (!period) return c.text(WORDS.badDates, 400);
  const payments = await paymentsBetween(c.env.DB, period.from, period.to);
  return c.body(paymentsCsv(payments), 200, {
    'Content-Type': 'text/csv; charset=utf-8; header=present',
    'Content-Disposition': `attachment; filename="payments-${period.from}-to-${period.to}.csv"`,
  });
});
