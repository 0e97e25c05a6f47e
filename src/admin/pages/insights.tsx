import type { ReactNode } from 'react';
import { CompareBars, DailyBars } from '../charts';
import { cn } from '../../lib/cn';
import type { VitalMetric } from '../../insights/events';
import { PERIODS, type InsightsReport, type Period } from '../../insights/report';
import { ratingOf, type Rating } from '../../insights/vitals';
import type { RevenueReport } from '../../insights/revenue';
import { PageName, RevenueSections, type SpendForm } from './revenue';

/** Colours of a Web Vitals rating, always shown with its word too (WCAG 1.4.1 Use of Color). */
const RATING_TONE: Record<Rating, string> = {
  good: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  'needs improvement': 'bg-amber-100 text-amber-900 ring-amber-400',
  poor: 'bg-red-100 text-red-900 ring-red-400',
};

/** A share as a percentage with one decimal, or "–" without a denominator. */
const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : '–');

/** A Web Vitals value in its unit: seconds for LCP, ms for INP, the score for CLS. */
const vitalText = (metric: VitalMetric, value: number) =>
  metric === 'LCP' ? `${(value / 1000).toFixed(1)} s` : metric === 'INP' ? `${Math.round(value)} ms` : value.toFixed(3);

/** A section of the page: a heading and what it holds. */
function Part({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {note && <p className="mt-1 text-slate-700">{note}</p>}
      {children}
    </section>
  );
}

/**
 * A table that stays readable at 390 px without any sideways swipe (issue 37
 * §8): from 640 px a table (numbers right-aligned); below, each row stacks
 * into a card, its first cell as the card's title and each other cell on a
 * line of its own after its column's name (`data-label`, shown by CSS), so
 * the same cells serve both and the header row is read to screen readers.
 * @param head the column headings; the first column is the row's name
 * @param rows the cells, as text; `empty` is shown instead of an empty table
 */
function DataTable({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly ReactNode[][];
  empty: string;
}) {
  if (rows.length === 0) return <p className="mt-3 text-slate-700">{empty}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: from 640 px a wide table scrolls in this frame, which a keyboard must reach (axe scrollable-region-focusable)
    <section className="mt-2 rounded-lg border border-slate-300 bg-white sm:overflow-x-auto" aria-label={caption} tabIndex={0}>
      <table className="w-full text-left max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 max-sm:sr-only">
          <tr>
            {head.map((cell, i) => (
              <th key={cell} scope="col" className={cn('px-3 py-2 text-sm font-semibold whitespace-nowrap', i > 0 && 'text-right')}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row, r) => (
            <tr key={String(r)} className="border-t border-slate-200 max-sm:block max-sm:px-3 max-sm:py-2 max-sm:first:border-t-0">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key="name" scope="row" className="min-w-32 px-3 py-2 font-medium break-words max-sm:block max-sm:p-0">
                    {cell}
                  </th>
                ) : (
                  <td
                    key={String(i)}
                    data-label={head[i]}
                    className="px-3 py-2 text-right whitespace-nowrap tabular-nums max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-0 max-sm:text-sm max-sm:whitespace-normal max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]"
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A p75 with its rating as a word and a colour. */
function Vital({ metric, value }: { metric: VitalMetric; value: number | undefined }) {
  if (value === undefined) return <span className="text-slate-500">no data</span>;
  const rating = ratingOf(metric, value);
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1', RATING_TONE[rating])}>
      {vitalText(metric, value)} · {rating}
    </span>
  );
}

/**
 * The contractor's dashboard, /admin/insights: what brings work over the
 * last 7, 30 or 90 days (UTC days). Leads per day as a chart; leads by
 * landing page (with the conversion rate, leads ÷ page views of that page)
 * and by source; page views, calls and estimate buttons tapped, forms
 * started and sent per page; views per edition and per referring site; the
 * 404s; the p75 of LCP, INP and CLS per template, rated by Google's
 * thresholds in a word and a colour. `report` null: D1 could not be read.
 */
export function AdminInsightsPage({
  report,
  days,
  revenue = null,
  spendForm,
  saved,
}: {
  report: InsightsReport | null;
  days: Period;
  /** What the period's requests became (src/insights/revenue.ts); null when it could not be read. */
  revenue?: RevenueReport | null;
  spendForm?: SpendForm;
  saved?: boolean;
}) {
  return (
    <section className="py-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">Insights</h1>
        <nav aria-label="Period" className="w-full sm:w-auto">
          <ul className="grid grid-cols-3 gap-1 sm:grid-cols-5">
            {PERIODS.map((p) => (
              <li key={p}>
                <a
                  href={`/admin/insights?days=${p}`}
                  aria-current={p === days ? 'page' : undefined}
                  className="flex min-h-11 w-full items-center justify-center rounded-lg px-2 text-sm font-semibold whitespace-nowrap ring-1 ring-slate-400 hover:bg-slate-100 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
                >
                  {p === 'all' ? 'All time' : `Last ${p} days`}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {report === null ? (
        <p role="alert" className="mt-8 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-800">
          The database cannot be read right now. Try again in a minute.
        </p>
      ) : (
        <>
          {revenue && <RevenueSections report={revenue} spendForm={spendForm} saved={saved} table={(props) => <DataTable {...props} />} />}
          <Report report={report} />
        </>
      )}
      <p className="mt-10 text-sm text-slate-700">
        Counted without cookies and without anything that identifies a visitor; visitors who ask not to be tracked, and robots, are not
        counted. Days in America/Chicago.
      </p>
    </section>
  );
}

/** The figures of one period. */
function Report({ report }: { report: InsightsReport }) {
  const totalLeads = report.leadsPerDay.reduce((sum, d) => sum + d.leads, 0);
  const unit = report.chartGrain === 'y' ? 'year' : report.chartGrain === 'm' ? 'month' : 'day';
  const totalViews = report.editions.reduce((sum, e) => sum + e.views, 0);
  const vitals = new Map(report.vitals.map((v) => [`${v.template}\u0000${v.metric}`, v]));
  const templates = [...new Set(report.vitals.map((v) => v.template))];
  return (
    <>
      <p className="mt-4 font-medium" role="status">
        {report.from} to {report.to}: {totalLeads} lead{totalLeads === 1 ? '' : 's'}, {totalViews} page view{totalViews === 1 ? '' : 's'}.
      </p>

      <Part id="leads-per-day" title={`Leads per ${unit}`}>
        <DailyBars
          data={report.leadsPerDay.map((d) => ({ day: d.day, value: d.leads }))}
          label={`Leads per ${unit}, ${report.from} to ${report.to}: ${totalLeads} in all, at most ${Math.max(0, ...report.leadsPerDay.map((d) => d.leads))} ${unit === 'day' ? 'on one day' : `in one ${unit}`}.`}
        />
      </Part>

      <Part
        id="by-landing"
        title="Leads by landing page"
        note="The first page of the visit that ended in a request, and how many of that page's views did."
      >
        <DataTable
          caption="Leads by landing page"
          head={['Visit began on', 'Requests', 'Views', 'Began here ÷ views']}
          rows={report.leadsByLanding.map((r) => [
            <PageName key={r.landing} path={r.landing} />,
            r.leads,
            r.views,
            percent(r.leads, r.views),
          ])}
          empty="No leads in this period."
        />
      </Part>

      <Part
        id="by-source"
        title="Leads by source"
        note="The campaign's utm_source where the link had one, else the site that sent the visitor."
      >
        <DataTable
          caption="Leads by source"
          head={['Source', 'Medium', 'Campaign', 'Leads']}
          rows={report.leadsBySource.map((r) => [r.source, r.medium || '–', r.campaign || '–', r.leads])}
          empty="No leads in this period."
        />
      </Part>

      <Part
        id="pages"
        title="Pages"
        note="Views, taps on Call and on estimate buttons, and lead forms started and sent, per page. A request counts twice: on the page it was sent from, and on the page where its visit began."
      >
        <DataTable
          caption="Page views and actions per page"
          head={['Page', 'Views', 'Calls', 'Estimate', 'Calculator', 'Started', 'Sent from here', 'Visit began here', 'Began here ÷ views']}
          rows={report.pages.map((p) => [
            <PageName key={p.path} path={p.path} />,
            p.views,
            p.tel,
            p.estimate,
            p.calc,
            p.start,
            p.sent,
            p.leads,
            percent(p.leads, p.views),
          ])}
          empty="No page views in this period."
        />
      </Part>

      <Part id="forms" title="Forms started and sent">
        <CompareBars
          items={[
            { label: 'Started (first input)', value: report.forms.started },
            { label: 'Sent (lead stored)', value: report.forms.sent },
          ]}
        />
      </Part>

      <Part id="editions" title="Views by edition and by referring site">
        <DataTable
          caption="Views by edition"
          head={['Edition', 'Views']}
          rows={report.editions.map((e) => [e.edition === 'es' ? 'Spanish' : 'English', e.views])}
          empty="No page views in this period."
        />
        <DataTable
          caption="Views by referring site"
          head={['Referring site', 'Views']}
          rows={report.referrers.map((r) => [r.referrer, r.views])}
          empty="No visits from other sites in this period."
        />
      </Part>

      <Part id="missing" title="Pages not found (404)">
        <DataTable
          caption="Pages not found"
          head={['Path asked for', 'Times']}
          rows={report.missing.map((m) => [m.path, m.count])}
          empty="No missing pages asked for in this period."
        />
      </Part>

      <Part
        id="vitals"
        title="Speed on real visitors' devices (p75)"
        note="75 % of page loads were at least this fast. Good: LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1; poor above 4 s, 500 ms, 0.25 (web.dev)."
      >
        <DataTable
          caption="Web Vitals p75 per template"
          head={['Template', 'LCP', 'INP', 'CLS', 'Loads']}
          rows={templates.map((t) => [
            t,
            ...(['LCP', 'INP', 'CLS'] as const).map((m) => <Vital key={m} metric={m} value={vitals.get(`${t}\u0000${m}`)?.p75} />),
            Math.max(...(['LCP', 'INP', 'CLS'] as const).map((m) => vitals.get(`${t}\u0000${m}`)?.samples ?? 0)),
          ])}
          empty="No Web Vitals in this period."
        />
      </Part>
    </>
  );
}
