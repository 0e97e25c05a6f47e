import type { ReactNode } from 'react';
import type { Glance, RevenueReport, SpendPart } from '../../insights/revenue';
import { MAX_SOURCE_LENGTH } from '../../insights/revenue';
import { usd } from '../../lib/money';
import { cn } from '../../lib/cn';
import { MONEY_WORDS } from '../../content/money';
import { Field } from '../../ui/field';
import { pageNameOf } from '../lead-source';

/** The spend form's values and messages when a post was refused (422). */
export interface SpendForm {
  values: { source: string; month: string; amount: string };
  errors: Partial<Record<'source' | 'month' | 'amount', string>>;
}

/** A share as a whole percentage, or "–" without a denominator. */
const rate = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '–');

/** A page's name with its path under it (issue 30: pages listed by their names). */
export function PageName({ path }: { path: string }) {
  const name = pageNameOf(path);
  return (
    <>
      <span className="block">{name}</span>
      {name !== path && <span className="block text-sm font-normal text-slate-600">{path}</span>}
    </>
  );
}

/**
 * One figure "at a glance" beside the previous period's: the figure large,
 * the previous one under it in words. Cards in a two-column grid fit a
 * 390 px screen without any sideways swipe. A null figure reads "–" (no spend entered, no job won).
 */
function Figure({
  label,
  now,
  before,
  money,
  beside,
}: {
  label: string;
  now: number | null;
  before: number | null;
  money?: boolean;
  beside?: string;
}) {
  const show = (n: number | null) => (n === null ? '–' : money ? usd(n).replace(/\.00$/, '') : n.toLocaleString('en-US'));
  return (
    <div className="min-w-0 rounded-xl border border-slate-300 bg-white px-3 py-2">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      {/* Whole: never broken inside a number, a size smaller for a long one (issue 48, 390 px: "$12,978,750"). */}
      <dd className={cn('font-extrabold whitespace-nowrap tabular-nums', figureSize(show(now)))}>{show(now)}</dd>
      <dd className="text-sm text-slate-600">previous: {show(before)}</dd>
      {beside && <dd className="text-sm text-slate-600">{beside}</dd>}
    </div>
  );
}

/**
 * The type size of a glance figure by its length, so the whole figure fits a half-width card at 390 px (about 150 px
 * inside: 10 characters of 24 px extrabold tabular digits, 12 of 20 px) without breaking inside the number.
 * @param text the figure as shown ("$12,978,750", "4,988")
 * @returns a Tailwind font-size class
 */
export const figureSize = (text: string): string => (text.length <= 10 ? 'text-2xl' : text.length <= 12 ? 'text-xl' : 'text-lg');

/**
 * The spend per job won of a period, in cents (issue 47 item 5: per job that paid in the period), or null without
 * spend or without a job paid; `quoted`: per job won of the period's requests.
 */
const perJob = (glance: Glance, quoted = false) => {
  const jobs = quoted ? glance.won : (glance.paidJobs ?? 0);
  return glance.spendCents == null || jobs === 0 ? null : Math.round(glance.spendCents / jobs);
};

/**
 * The figures at a glance for the period, each beside the previous period's (issue 37 §8: what the first screen
 * of a phone shows): requests, visits booked, jobs won, money collected on the period's days (issue 47 item 5),
 * dollars won (quoted), the spend per job paid (per job won quoted beside it), then calls tapped.
 */
function AtAGlance({ current, previous, note }: { current: Glance; previous: Glance; note: string }) {
  return (
    <section aria-labelledby="at-a-glance" className="mt-4">
      <h2 id="at-a-glance" className="sr-only">
        At a glance
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Figure label="Requests" now={current.requests} before={previous.requests} />
        <Figure label="Visits booked" now={current.visits} before={previous.visits} />
        <Figure label="Jobs won" now={current.won} before={previous.won} />
        <Figure label="Collected" now={current.collectedCents ?? 0} before={previous.collectedCents ?? 0} money />
        <Figure label="Dollars won" now={current.wonCents} before={previous.wonCents} money beside="quoted totals" />
        <Figure
          label="Cost per job won"
          now={perJob(current)}
          before={perJob(previous)}
          money
          beside={`per job paid; quoted: ${perJob(current, true) === null ? '–' : usd(perJob(current, true) ?? 0).replace(/\.00$/, '')}`}
        />
        <Figure label="Calls tapped" now={current.calls} before={previous.calls} />
      </dl>
      <p className="mt-2 text-sm text-slate-700">{note}</p>
    </section>
  );
}

/** Dollars without cents when they are whole: "$270", "$4,700.50". */
const dollars = (cents: number) => usd(cents).replace(/\.00$/, '');

/** A month "YYYY-MM" in words, "November 2026" (Intl). */
const monthInWords = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T12:00:00Z`));

/**
 * A source's spend in words, saying when it is pro-rated (issue 37 §8): "$270 of $300 (November 2026): pro-rated
 * to the period's 27 of 30 days"; a month the period covers whole is its amount alone.
 */
export function spendInWords(parts: readonly SpendPart[]): string {
  return parts
    .map((part) =>
      part.days === part.monthDays
        ? `${dollars(part.cents)} (${monthInWords(part.month)})`
        : `${dollars(part.shareCents)} of ${dollars(part.cents)} (${monthInWords(part.month)}): pro-rated to the period's ${part.days} of ${part.monthDays} days`,
    )
    .join('; ');
}

/**
 * The funnel of each source as a card (issue 37 §8: stacked, never a table wider than the screen): requests,
 * visits, quoted and won as a row of four, then the dollars won, the win rate, the spend (pro-rated in words) and
 * what a request and a job won cost.
 */
function SourceCards({ funnels }: { funnels: RevenueReport['bySource'] }) {
  if (funnels.length === 0) return <p className="mt-3 text-slate-700">No requests in this period.</p>;
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2">
      {funnels.map((f) => (
        <li key={f.key} className="min-w-0 rounded-xl border border-slate-300 bg-white p-3">
          <h3 className="font-bold break-words">{f.key}</h3>
          <dl className="mt-2 grid grid-cols-4 gap-1 text-center">
            {(
              [
                ['Requests', f.requests],
                ['Visits', f.visits],
                ['Quoted', f.quoted],
                ['Won', f.won],
              ] as const
            ).map(([label, n]) => (
              <div key={label} className="min-w-0 rounded-lg bg-slate-100 px-1 py-1">
                <dt className="truncate text-xs font-medium text-slate-700">{label}</dt>
                <dd className="text-lg font-extrabold tabular-nums">{n}</dd>
              </div>
            ))}
          </dl>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="font-medium text-slate-700">{MONEY_WORDS.insights.collected}</dt>
            <dd
              className="tabular-nums"
              data-collected=""
            >{`${usd(f.collectedCents)} · ${f.paidJobs} job${f.paidJobs === 1 ? '' : 's'} paid`}</dd>
            <dt className="font-medium text-slate-700">{MONEY_WORDS.insights.quoted}</dt>
            <dd className="tabular-nums" data-quoted="">{`${usd(f.wonCents)} · win rate ${rate(f.won, f.requests)}`}</dd>
            <dt className="font-medium text-slate-700">Spend</dt>
            <dd className="min-w-0 break-words">{f.spendCents === null ? 'none entered' : spendInWords(f.spendParts)}</dd>
            <dt className="font-medium text-slate-700">Per request</dt>
            <dd className="tabular-nums">{f.spendCents === null || f.requests === 0 ? '–' : usd(Math.round(f.spendCents / f.requests))}</dd>
            <dt className="font-medium text-slate-700">Per job won</dt>
            <dd className="tabular-nums">
              {`${f.spendCents === null || f.paidJobs === 0 ? '–' : usd(Math.round(f.spendCents / f.paidJobs))} per job paid; quoted: ${f.spendCents === null || f.won === 0 ? '–' : usd(Math.round(f.spendCents / f.won))}`}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Minutes in words: "45 min", "3 h 20 min", "2 days 4 h". */
const duration = (minutes: number) => {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 48 * 60) return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}`;
  return `${Math.floor(m / 1440)} days ${Math.floor((m % 1440) / 60)} h`;
};

/**
 * The revenue part of /admin/insights (issue 30 §6): at a glance, the median
 * time to first contact, the funnel per source (with spend, cost per request
 * and per won job) and per landing page, and the spend form.
 * @param table renders a table the way the rest of the dashboard does
 */
export function RevenueSections({
  report,
  spendForm,
  saved,
  table,
}: {
  report: RevenueReport;
  spendForm?: SpendForm;
  saved?: boolean;
  table: (props: { caption: string; head: readonly string[]; rows: readonly ReactNode[][]; empty: string }) => ReactNode;
}) {
  const { firstContact } = report;
  const sources = report.bySource.map((f) => f.key);
  return (
    <>
      <AtAGlance
        current={report.glance.current}
        previous={report.glance.previous}
        note={`Requests that came in from ${report.from} to ${report.to} and what they became; previous: ${report.previousFrom} to ${report.previousTo}.`}
      />
      <section aria-labelledby="first-contact" className="mt-8">
        <h2 id="first-contact" className="text-2xl font-bold">
          Time to first contact
        </h2>
        <p className="mt-2 text-lg">
          {firstContact.medianMinutes === null ? (
            'No request of this period has been contacted yet.'
          ) : (
            <>
              Median <strong className="tabular-nums">{duration(firstContact.medianMinutes)}</strong> over {firstContact.contacted} request
              {firstContact.contacted === 1 ? '' : 's'} contacted
            </>
          )}
          {firstContact.waiting > 0 && (
            <span className="block text-base text-slate-700">{`${firstContact.waiting} not contacted yet.`}</span>
          )}
        </p>
        <p className="mt-1 text-sm text-slate-600">From the request to its first move out of New, or the first call or text logged.</p>
      </section>
      <section aria-labelledby="revenue-by-source" className="mt-8">
        <h2 id="revenue-by-source" className="text-2xl font-bold">
          Revenue by source
        </h2>
        <p className="mt-1 text-slate-700">
          The campaign's utm_source, else the site that sent the visitor, else direct. A request counts as a visit booked or quoted once it
          got there (even if lost later); won while it is won or done.
        </p>
        <p className="mt-1 text-slate-700">
          {MONEY_WORDS.insights.note}{' '}
          <a href="/admin/money" className="font-semibold text-amber-800 underline underline-offset-2">
            Money: outstanding and collected
          </a>
        </p>
        <SourceCards funnels={report.bySource} />
      </section>
      <section aria-labelledby="revenue-by-landing" className="mt-8">
        <h2 id="revenue-by-landing" className="text-2xl font-bold">
          Revenue by landing page
        </h2>
        <p className="mt-1 text-slate-700">The page where the visit that ended in a request began.</p>
        {table({
          caption: 'Requests, visits, quotes and jobs won per landing page',
          head: ['Visit began on', 'Requests', 'Visits', 'Quoted', 'Won', 'Win rate', 'Won $'],
          rows: report.byLanding.map((f) => [
            f.key === 'not recorded' ? 'not recorded' : <PageName key={f.key} path={f.key} />,
            f.requests,
            f.visits,
            f.quoted,
            f.won,
            rate(f.won, f.requests),
            usd(f.wonCents),
          ]),
          empty: 'No requests in this period.',
        })}
      </section>
      <SpendSection report={report} sources={sources} form={spendForm} saved={saved} table={table} />
    </>
  );
}

/** The spend form (source, month, dollars) and the spend entered for the period's months. */
function SpendSection({
  report,
  sources,
  form,
  saved,
  table,
}: {
  report: RevenueReport;
  sources: string[];
  form?: SpendForm;
  saved?: boolean;
  table: (props: { caption: string; head: readonly string[]; rows: readonly ReactNode[][]; empty: string }) => ReactNode;
}) {
  return (
    <section aria-labelledby="spend" className="mt-8">
      <h2 id="spend" className="text-2xl font-bold">
        Spend per source
      </h2>
      <p className="mt-1 text-slate-700">
        What a source cost in a month (ads, listings). A period gets each month's spend for the days it covers; the table above divides it
        by requests and by jobs won.
      </p>
      {saved && (
        <p role="status" className="mt-3 rounded-lg border-2 border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-900">
          Spend saved.
        </p>
      )}
      <form method="post" action="/admin/insights/spend" className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end" noValidate>
        <Field
          id="spend-source"
          label="Source"
          error={form?.errors.source}
          name="source"
          list="spend-sources"
          required
          maxLength={MAX_SOURCE_LENGTH}
          defaultValue={form?.values.source ?? ''}
          after={
            <datalist id="spend-sources">
              {sources.map((source) => (
                <option key={source} value={source} />
              ))}
            </datalist>
          }
        />
        <Field
          id="spend-month"
          label="Month"
          error={form?.errors.month}
          name="month"
          type="month"
          required
          defaultValue={form?.values.month ?? report.to.slice(0, 7)}
        />
        <Field
          id="spend-amount"
          label="Spend in dollars"
          error={form?.errors.amount}
          name="amount"
          inputMode="decimal"
          required
          defaultValue={form?.values.amount ?? ''}
        />
        <p>
          <button
            type="submit"
            className="dark-control min-h-12 w-full rounded-lg bg-slate-900 px-5 font-semibold text-white hover:bg-slate-700"
          >
            Save spend
          </button>
        </p>
      </form>
      {table({
        caption: 'Spend entered for the months of this period',
        head: ['Source', 'Month', 'Spend'],
        rows: report.spend.map((entry) => [entry.source, entry.month, usd(entry.cents)]),
        empty: 'No spend entered for these months.',
      })}
    </section>
  );
}
