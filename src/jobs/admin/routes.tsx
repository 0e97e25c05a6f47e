import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import { limitBody } from '../../lib/body-limit';
import { readForm } from '../../lib/posts';
import { renderAdmin } from '../../admin/layout';
import { getLead } from '../../leads/store';
import { quotePath } from '../../quotes/store';
import { nextFreeWeekdayMorning, parseWorkDay, startOf, type WorkDay, type WorkDayErrors, workDayOfText } from '../model';
import {
  type AcceptedQuote,
  acceptedQuoteOf,
  addWorkDays,
  bookedDates,
  type Job,
  jobForLead,
  jobOfLead,
  jobRefusal,
  listJobs,
  markWorkDayDone,
  mayHaveJob,
  moveWorkDay,
} from '../store';
import { jobPourWeather, servedTownOf } from '../weather';
import { startInWords, workDayLine } from '../words';
import { type AddDayValues, JobSchedulePage, type RefusedForm } from './page';
import { WORK_DAY_REFUSALS } from '../../content/jobs';
import { makeMilestoneInvoices } from '../../invoices/store';
import { jobState, stateOfCounts } from '../model';
import { parseMoveReason } from '../message-text';
import { type JobMessageOutcome, recordMove, sendOnMyWay, tellScheduled } from '../messages';
import { onMyWayLine } from './on-my-way';

/** Largest body of a schedule post, in bytes: a day's note and crew, or the command line's days, with room to spare. */
const BODY_BYTES = 16 * 1024;
/** The most days one command-line post adds. */
const MAX_DAYS_PER_POST = 30;

/** A positive whole number, or null. */
const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
/** Whether the client asked for JSON (`npm run schedule`). */
const wantsJson = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').includes('application/json');
/** A posted field as a string ('' for anything else). */
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The refusals of a lead that has no job and cannot have one, in words. */
const REFUSED = {
  no_lead: (id: string) => `No lead #${id}.`,
  not_won: (id: string) => `Lead #${id} is not won: accept a quote or mark it Won first.`,
};

/** The line shown after a post that asked to tell the customer, by what became of the message. */
const TOLD_LINES: Readonly<Record<string, string>> = {
  sent: 'The customer was emailed the work days with a calendar file.',
  queued: 'The customer will be emailed the work days as soon as the email limits allow.',
  held: 'The customer was not emailed: a limit on customer email was reached.',
  no_address: 'The customer gave no email address: call or text them the days.',
  unchanged: 'No work day ahead to tell the customer of.',
  move: 'The customer will be emailed in 15 minutes; another move before then goes in the same email.',
};

/** The accepted quote's page, absolute: the customer's page for the job. */
const customerUrl = (c: Context<AppEnv>, quote: AcceptedQuote | null) => (quote ? new URL(quotePath(quote), c.env.SITE_URL).href : null);

/** What the command line prints of a job: its lead, its days, its first pour not done and the customer's page. */
function jobJson(c: Context<AppEnv>, job: Job, quote: AcceptedQuote | null) {
  const pour = job.days.find((day) => day.kind === 'pour' && day.done_at === null);
  return {
    lead: job.lead_id,
    days: job.days.length,
    state: jobState(job.days),
    pour: pour ? startInWords(pour.starts_at) : null,
    customerUrl: customerUrl(c, quote),
    workDays: job.days.map((day) => ({ id: day.id, date: day.local_date, line: workDayLine(day), done: day.done_at !== null })),
  };
}

/** Renders the schedule page of lead `id` (404 for no lead), with a confirmation or a refused form (422). */
async function schedulePage(c: Context<AppEnv>, id: number, options: { saved?: string; refused?: RefusedForm; confirmDone?: number } = {}) {
  const lead = await getLead(c.env.DB, id);
  if (!lead) return c.notFound();
  const now = new Date();
  const [job, quote, booked] = await Promise.all([jobOfLead(c.env.DB, id), acceptedQuoteOf(c.env.DB, id), bookedDates(c.env.DB, now)]);
  if (!job && !mayHaveJob(lead, quote))
    return renderAdmin(
      c,
      { title: `Job for lead #${id}`, current: '/admin/leads', status: 409 },
      <p role="alert" className="mx-auto max-w-4xl p-4 font-medium text-red-800">
        {REFUSED.not_won(String(id))}{' '}
        <a href={`/admin/leads/${id}`} className="underline">
          Back to the lead
        </a>
      </p>,
    );
  return renderAdmin(
    c,
    { title: `Job for lead #${id}`, current: '/admin/leads', status: options.refused ? 422 : 200 },
    <JobSchedulePage
      lead={lead}
      job={job}
      proposed={nextFreeWeekdayMorning(booked, now)}
      customerUrl={customerUrl(c, quote)}
      {...options}
    />,
  );
}

/** The words of a refused JSON post: each field's message, the day's number first when several were sent. */
const errorsJson = (errors: WorkDayErrors, index: number | null) =>
  Object.entries(errors).map(([field, message]) => (index === null ? `${field}: ${message}` : `day ${index + 1}, ${field}: ${message}`));

/**
 * The job after the yes (issue 46 item 2), behind the admin middleware of src/admin/routes.tsx (Access,
 * no-store, noindex, the CSRF check on every POST):
 * - `GET /admin/leads/:id/job`: "Schedule the job" (src/jobs/admin/page.tsx); 404 for no lead; 409 when the lead
 *   is not won and has no accepted quote.
 * - `POST /admin/leads/:id/job/days`: adds a work day from the form (`date`, `time`, `hours`, `kind`, `crew`,
 *   `note`, `notify`), making the job on its first day: 303 to the page at the day (`#day-<id>`), 422 with the
 *   messages; with `Accept: application/json` (`npm run schedule -- add`) one or more `day` fields written
 *   "<YYYY-MM-DD HH:MM>|<hours>|<kind>", `crew`, `notify`: 200 `{ ok, job }`, 422 `{ errors }` (nothing stored
 *   when any day is refused), 404 / 409 `{ error }`.
 * - `POST /admin/leads/:id/job/days/:dayId/done`: marks the day done, 303; the last day not done asks once (200,
 *   the page with "Yes, the job is done", posting `confirm=yes`), as it moves the lead to Done.
 * - `POST /admin/leads/:id/job/days/:dayId/move` (`date`, `time`) and, for the command line,
 *   `POST /admin/leads/:id/job/move` (`from` "YYYY-MM-DD", `to` "YYYY-MM-DD HH:MM", `notify`): 303 / 200, 422.
 * - `GET /admin/jobs.json`: the jobs with a day left, then the newest others, 200 at most (`npm run schedule -- list`);
 *   `GET /admin/leads/:id/job/weather.json`: each pour day's verdict and reasons (`npm run schedule -- weather`).
 */
export const adminJobRoutes = new Hono<AppEnv>()
  .get('/admin/leads/:id{[0-9]+}/job', async (c) => {
    const id = idOf(c.req.param('id'));
    // After a post with "Tell the customer": what became of the message, from a fixed list (never the query's text).
    const key = c.req.query('told') ?? '';
    const told = Object.hasOwn(TOLD_LINES, key) ? TOLD_LINES[key] : undefined;
    return id ? schedulePage(c, id, told ? { saved: told } : {}) : c.notFound();
  })
  .post(
    '/admin/leads/:id{[0-9]+}/job/days',
    limitBody(BODY_BYTES, (c, status) => c.text(status === 413 ? 'Too large.' : 'The form broke off. Try again.', status)),
    async (c) => {
      const id = idOf(c.req.param('id'));
      if (!id) return c.notFound();
      const json = wantsJson(c);
      const body = await readForm(c, { all: true });
      const now = new Date();
      const notify = text(body.notify) !== '';
      // The command line's days, or the form's one day.
      const inputs = json
        ? (Array.isArray(body.day) ? body.day : [body.day])
            .filter((d) => d !== undefined)
            .map((d) => ({ raw: text(d), input: workDayOfText(text(d)) }))
        : [
            {
              raw: '',
              input: {
                date: text(body.date),
                time: text(body.time),
                hours: text(body.hours),
                kind: text(body.kind),
                crew: text(body.crew),
                note: text(body.note),
              },
            },
          ];
      const days: WorkDay[] = [];
      const messages: string[] = [];
      let formErrors: WorkDayErrors = {};
      for (const [index, { raw, input }] of inputs.entries()) {
        if (!input) {
          messages.push(`day ${index + 1} ("${raw.slice(0, 60)}"): ${WORK_DAY_REFUSALS.shape}`);
          continue;
        }
        const parsed = parseWorkDay(json ? { ...input, crew: text(body.crew) } : input, now);
        if (parsed.ok) days.push(parsed.day);
        else {
          messages.push(...errorsJson(parsed.errors, inputs.length > 1 ? index : null));
          formErrors = parsed.errors;
        }
      }
      if (json && inputs.length === 0) messages.push(`Give at least one day: ${WORK_DAY_REFUSALS.shape}`);
      if (inputs.length > MAX_DAYS_PER_POST) messages.push(`At most ${MAX_DAYS_PER_POST} days at a time.`);
      // A refused day makes no job: only the lead's standing is read then.
      const standing = await jobRefusal(c.env.DB, id);
      const made = standing ? { refused: standing } : messages.length > 0 ? null : await jobForLead(c.env.DB, id, now);
      if (made && 'refused' in made) {
        const error = REFUSED[made.refused](String(id));
        if (json) return c.json({ error }, made.refused === 'no_lead' ? 404 : 409);
        return made.refused === 'no_lead' ? c.notFound() : schedulePage(c, id);
      }
      if (!made || messages.length > 0) {
        if (json) return c.json({ errors: messages }, 422);
        const values: AddDayValues = { ...(inputs[0]!.input as Omit<AddDayValues, 'notify'>), notify };
        return schedulePage(c, id, { refused: { form: 'add', errors: formErrors, values } });
      }
      const job = await addWorkDays(c.env.DB, made.job, days, notify, now);
      // "Tell the customer": the days in an email with their .ics, through the customer bounds (src/jobs/messages.ts).
      const told: JobMessageOutcome | null = notify ? await tellScheduled(c.env, job, now) : null;
      if (json) return c.json({ ok: true, told, job: jobJson(c, job, await acceptedQuoteOf(c.env.DB, id)) });
      const added = job.days.filter((day) => day.starts_at === new Date(days[0]!.start).toISOString()).at(-1);
      return c.redirect(`/admin/leads/${id}/job${told ? `?told=${told}` : ''}${added ? `#day-${added.id}` : ''}`, 303);
    },
  )
  .post(
    '/admin/leads/:id{[0-9]+}/job/days/:dayId{[0-9]+}/done',
    limitBody(1024, (c, status) => c.text(status === 413 ? 'Too large.' : 'The form broke off. Try again.', status)),
    async (c) => {
      const id = idOf(c.req.param('id'));
      const dayId = idOf(c.req.param('dayId'));
      const job = id ? await jobOfLead(c.env.DB, id) : null;
      if (!id || !job || !dayId || !job.days.some((day) => day.id === dayId)) return c.notFound();
      // The last day not done asks once: it moves the lead to Done, and the review request follows.
      const open = job.days.filter((day) => day.done_at === null);
      const body = await readForm(c);
      if (open.length === 1 && open[0]!.id === dayId && text(body.confirm) !== 'yes') return schedulePage(c, id, { confirmDone: dayId });
      const now = new Date();
      await markWorkDayDone(c.env.DB, job, dayId, now);
      // The schedule's milestones that arrived (the pour day, the job done) get their draft invoices (issue 47).
      await makeMilestoneInvoices(c.env.DB, id, now);
      return c.redirect(`/admin/leads/${id}/job#day-${dayId}`, 303);
    },
  )
  .post(
    '/admin/leads/:id{[0-9]+}/job/days/:dayId{[0-9]+}/move',
    limitBody(BODY_BYTES, (c, status) => c.text(status === 413 ? 'Too large.' : 'The form broke off. Try again.', status)),
    async (c) => {
      const id = idOf(c.req.param('id'));
      const dayId = idOf(c.req.param('dayId'));
      const job = id ? await jobOfLead(c.env.DB, id) : null;
      if (!id || !job || !dayId || !job.days.some((day) => day.id === dayId && day.done_at === null)) return c.notFound();
      const body = await readForm(c);
      const values = {
        date: text(body.date).trim(),
        time: text(body.time).trim(),
        reason: text(body.reason),
        reasonText: text(body.reason_text),
        notify: text(body.notify) !== '',
      };
      const now = new Date();
      const to = startOf(values.date, values.time, now);
      const reason = parseMoveReason(values.reason, values.reasonText);
      if ('errors' in to || !reason.ok) {
        const errors = { ...('errors' in to ? to.errors : {}), ...(reason.ok ? {} : { reason: reason.error }) };
        return schedulePage(c, id, { refused: { form: 'move', dayId, errors, values } });
      }
      const from = job.days.find((day) => day.id === dayId)!.starts_at;
      const moved = await moveWorkDay(c.env.DB, job, dayId, to, values.notify, now);
      if (moved) await recordMove(c.env, job, moved, from, { reason: reason.reason, notify: values.notify, now });
      return c.redirect(`/admin/leads/${id}/job${moved && values.notify ? '?told=move' : ''}#day-${dayId}`, 303);
    },
  )
  .post(
    '/admin/leads/:id{[0-9]+}/job/move',
    limitBody(BODY_BYTES, (c, status) => c.json({ error: status === 413 ? 'Too large.' : 'The request broke off.' }, status)),
    async (c) => {
      const id = idOf(c.req.param('id'));
      const job = id ? await jobOfLead(c.env.DB, id) : null;
      if (!id || !job) return c.json({ error: `Lead #${c.req.param('id')} has no job.` }, 404);
      const body = await readForm(c);
      const from = text(body.from).trim();
      const [date = '', time = ''] = text(body.to).trim().split(/\s+/);
      const now = new Date();
      const to = startOf(date, time, now);
      const reason = parseMoveReason('other', text(body.reason));
      if ('errors' in to || !reason.ok)
        return c.json(
          { errors: [...('errors' in to ? errorsJson(to.errors, null) : []), ...(reason.ok ? [] : [`reason: ${reason.error}`])] },
          422,
        );
      const notify = text(body.notify) !== '';
      const before = job.days.find((day) => day.done_at === null && day.local_date === from);
      const moved = await moveWorkDay(c.env.DB, job, from, to, notify, now);
      if (!moved || !before) return c.json({ errors: [`day: lead #${id}'s job has no work day not done on ${from.slice(0, 10)}.`] }, 422);
      // Told 15 minutes after the first move not yet told, the last move winning (src/jobs/messages.ts).
      const toldAt = await recordMove(c.env, job, moved, before.starts_at, { reason: reason.reason, notify, now });
      const after = (await jobOfLead(c.env.DB, id))!;
      return c.json({
        ok: true,
        moved: workDayLine(moved),
        told: toldAt ? startInWords(toldAt) : null,
        job: jobJson(c, after, await acceptedQuoteOf(c.env.DB, id)),
      });
    },
  )
  .post(
    '/admin/leads/:id{[0-9]+}/job/on-my-way',
    limitBody(1024, (c, status) => c.text(status === 413 ? 'Too large.' : 'The form broke off. Try again.', status)),
    async (c) => {
      const id = idOf(c.req.param('id'));
      const job = id ? await jobOfLead(c.env.DB, id) : null;
      if (!id || !job) return c.notFound();
      const answer = await sendOnMyWay(c.env, job, new Date());
      const line = onMyWayLine(answer);
      return 'notToday' in answer ? c.text(line, 409) : schedulePage(c, id, { saved: line });
    },
  )
  .get('/admin/jobs.json', async (c) => {
    const jobs = await listJobs(c.env.DB);
    return c.json({
      jobs: jobs.map((job) => ({
        lead: job.lead_id,
        name: job.name,
        town: servedTownOf(job)?.name ?? '',
        days: job.days,
        done: job.done,
        state: stateOfCounts(job.days, job.done),
        pour: job.pour_at ? startInWords(job.pour_at) : null,
        next: job.next_at ? startInWords(job.next_at) : null,
      })),
    });
  })
  .get('/admin/leads/:id{[0-9]+}/job/weather.json', async (c) => {
    const id = idOf(c.req.param('id'));
    const lead = id ? await getLead(c.env.DB, id) : null;
    const job = lead ? await jobOfLead(c.env.DB, lead.id) : null;
    if (!lead || !job) return c.json({ error: `Lead #${c.req.param('id')} has no job.` }, 404);
    return c.json({ lead: lead.id, pours: await jobPourWeather(c.env, job, lead) });
  });
