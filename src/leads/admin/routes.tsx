import { Hono, type Context } from 'hono';
import { readForm } from '../../lib/posts';
import type { AppEnv } from '../../env';
import { calendarDay } from '../../lib/dates';
import { limitBody } from '../../lib/body-limit';
import { logFailure } from '../../lib/log';
import { business, BUSINESS_TIME_ZONE } from '../../content/business';
import type { LeadPhotoRow } from '../photos';
import { applyStatusChange, leadHistory, logContact, parseStatusChange, type StatusField } from '../pipeline';
import { usd } from '../../lib/money';
import { type PipelineStatus, STATUS_LABELS } from '../stages';
import { getLead, type Lead } from '../store';
import { listQuotes } from '../../quotes/store';
import { jobOfLead } from '../../jobs/store';
import { leadMoney } from '../../invoices/store';
import type { BookingCalendar } from '../../booking/calendar';
import { renderAdmin } from '../../admin/layout';
import { AdminLeadPage, type StatusValues } from './lead';
import { instantIn } from '../../lib/zoned-time';

/** Largest body of a status post, in bytes: the note's 2,000 characters, urlencoded, with room to spare. */
const STATUS_BODY_BYTES = 32 * 1024;

/** The lead id of the path, or null for anything but a positive whole number. */
const idOf = (c: Context<AppEnv>) => {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Whether the client asked for JSON (`npm run leads -- status`). */
const wantsJson = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').includes('application/json');

/** Today in the business time zone, "YYYY-MM-DD" (the day follow-ups are due by). */
export const todayInBusinessZone = (now = new Date()) => calendarDay(business.timeZone, now).iso;

/** Renders lead `id`'s page (404 for none, 503 when D1 cannot be read), with a confirmation or the refused form. */
async function leadPage(
  c: Context<AppEnv>,
  id: number,
  options: { saved?: string; move?: PipelineStatus; form?: { values: StatusValues; errors: Partial<Record<StatusField, string>> } } = {},
) {
  let lead: Awaited<ReturnType<typeof getLead>>;
  let history: Awaited<ReturnType<typeof leadHistory>>;
  try {
    [lead, history] = await Promise.all([getLead(c.env.DB, id), leadHistory(c.env.DB, id)]);
  } catch (error) {
    logFailure('admin_lead_unreadable', error, { leadId: id });
    return renderAdmin(
      c,
      { title: `Lead #${id}`, current: '/admin/leads', status: 503 },
      <p role="alert" className="mx-auto max-w-4xl p-4 font-medium text-red-800">
        The leads database cannot be read right now. Try again in a minute.
      </p>,
    );
  }
  if (!lead) return c.notFound();
  let photos: LeadPhotoRow[] = [];
  if (lead.photo_count > 0) {
    try {
      const { photosOfLeads } = await import('../photos');
      photos = (await photosOfLeads(c.env.DB, [lead.idempotency_key])).get(lead.idempotency_key) ?? [];
    } catch (error) {
      logFailure('admin_lead_photos_unreadable', error, { leadId: id });
    }
  }
  const { readablePhone } = await import('../phone');
  // The lead's quotes (issue 44 §6): a page without them beats no page.
  const quotes = await listQuotes(c.env.DB, id).catch((error: unknown) => {
    logFailure('admin_lead_quotes_unreadable', error, { leadId: id });
    return [];
  });
  // The lead's job (issue 46): shown once it is Won or a quote accepted; a page without it beats no page.
  const job = await jobOfLead(c.env.DB, id).then(
    (found) => ({ job: found, eligible: lead.status === 'won' || lead.status === 'done' || quotes.some((q) => q.state === 'accepted') }),
    (error: unknown) => {
      logFailure('admin_lead_job_unreadable', error, { leadId: id });
      return null;
    },
  );
  // The job's money (issue 47): the accepted quote's schedule and the invoices; a page without it beats no page.
  const money = await leadMoney(c.env.DB, id, quotes).catch((error: unknown) => {
    logFailure('admin_lead_invoices_unreadable', error, { leadId: id });
    return null;
  });
  return renderAdmin(
    c,
    { title: `Lead #${id}`, current: '/admin/leads', status: options.form ? 422 : 200 },
    <AdminLeadPage
      lead={lead}
      history={history}
      photos={photos}
      readablePhone={readablePhone}
      quotes={quotes}
      job={job}
      money={money}
      now={new Date()}
      {...options}
    />,
  );
}

/**
 * Puts a visit booked by hand on the calendar (issue 37 §7): the window starting at `visit.time` on `visit.day`
 * (America/Chicago) in the calendar's Durable Object under the lead's idempotency key, then its start and end on the
 * lead (`visit_start`, `visit_end`), as a booking made on /book has them.
 * @throws what the Durable Object or D1 throws
 */
async function bookVisit(env: Env, lead: Lead, visit: { day: string; time: string }, now: Date): Promise<void> {
  const namespace = env.BOOKING_CALENDAR as DurableObjectNamespace<BookingCalendar>;
  const calendar = namespace.get(namespace.idFromName('main'));
  const booking = await calendar.bookByContractor(
    {
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      street: lead.address,
      town: lead.town,
      service: lead.service,
      notes: lead.message,
      lang: lead.lang,
    },
    new Date(instantIn(BUSINESS_TIME_ZONE, visit.day, visit.time)).toISOString(),
    lead.idempotency_key,
    now.getTime(),
  );
  if (booking)
    await env.DB.prepare('UPDATE leads SET visit_start = ?2, visit_end = ?3 WHERE id = ?1').bind(lead.id, booking.start, booking.end).run();
}

/** The confirmations a 303 back to the page shows, by the `saved` query value. */
const SAVED: Record<string, string> = { call: 'Call logged.', text: 'Text logged.' };

/**
 * A lead's own page and its changes (issue 30), behind the admin middleware
 * of src/admin/routes.tsx (Access, no-store, noindex, Hono's CSRF check on
 * every POST):
 * - `GET /admin/leads/:id`: the page (404 for no such lead);
 * - `POST /admin/leads/:id/status`: a status change (`status`, `amount`,
 *   `reason`, `note`, `followUp`); 303 back to the page, or 422 with the form
 *   back. With `Accept: application/json` (the command line): 200 `{ ok, lead }`,
 *   422 `{ errors }`, 404 `{ error }`;
 * - `POST /admin/leads/:id/contact`: logs a call or a text (`kind`), 303 back.
 */
export const adminLeadRoutes = new Hono<AppEnv>()
  .get('/admin/leads/:id{[0-9]+}', async (c) => {
    const id = idOf(c);
    if (!id) return c.notFound();
    const saved = c.req.query('saved');
    const status = c.req.query('status');
    const move = c.req.query('move');
    const line =
      saved === 'status' && status && status in STATUS_LABELS
        ? `Saved: ${STATUS_LABELS[status as keyof typeof STATUS_LABELS]}.`
        : saved
          ? SAVED[saved]
          : undefined;
    return leadPage(c, id, { saved: line, ...(move && move in STATUS_LABELS ? { move: move as PipelineStatus } : {}) });
  })
  .post(
    '/admin/leads/:id{[0-9]+}/status',
    limitBody(STATUS_BODY_BYTES, (c, status) =>
      c.text(status === 413 ? 'Too large: keep the note shorter.' : 'The form broke off. Try again.', status),
    ),
    async (c) => {
      const id = idOf(c);
      if (!id) return c.notFound();
      const fields = await readForm(c);
      const parsed = parseStatusChange(fields);
      if (!parsed.ok) {
        if (wantsJson(c)) return c.json({ errors: parsed.errors }, 422);
        const values = Object.fromEntries(
          (['status', 'amount', 'reason', 'visitDate', 'visitTime', 'note', 'followUp'] as const).map((field) => [
            field,
            typeof fields[field] === 'string' ? fields[field] : '',
          ]),
        ) as StatusValues;
        return leadPage(c, id, { form: { values, errors: parsed.errors } });
      }
      let stored: boolean;
      const now = new Date();
      try {
        if (parsed.change.visit) {
          const lead = await getLead(c.env.DB, id);
          if (!lead) return wantsJson(c) ? c.json({ error: `No lead #${id}.` }, 404) : c.notFound();
          await bookVisit(c.env, lead, parsed.change.visit, now);
        }
        stored = await applyStatusChange(c.env.DB, id, parsed.change, now);
      } catch (error) {
        logFailure('lead_status_not_stored', error, { leadId: id });
        return wantsJson(c)
          ? c.json({ error: 'The leads database cannot be written right now. Try again in a minute.' }, 503)
          : c.text('The leads database cannot be written right now. Go back and try again in a minute.', 503);
      }
      if (!stored) return wantsJson(c) ? c.json({ error: `No lead #${id}.` }, 404) : c.notFound();
      const { change } = parsed;
      console.log(`lead ${id}: status ${change.status}`);
      if (wantsJson(c))
        return c.json({
          ok: true,
          lead: id,
          status: change.status,
          ...(change.amountCents !== null ? { amount: usd(change.amountCents) } : {}),
        });
      // Back to the form's place on the page, its message beside it (issue 37 §7), not to the top.
      return c.redirect(`/admin/leads/${id}?saved=status&status=${change.status}#status-form`, 303);
    },
  )
  .post(
    '/admin/leads/:id{[0-9]+}/contact',
    limitBody(1024, (c, status) => c.text('The form could not be read.', status)),
    async (c) => {
      const id = idOf(c);
      if (!id) return c.notFound();
      const kind = (await readForm(c)).kind;
      if (kind !== 'call' && kind !== 'text') return c.text('Say whether you called or texted: kind=call or kind=text.', 422);
      try {
        if (!(await logContact(c.env.DB, id, kind, new Date()))) return c.notFound();
      } catch (error) {
        logFailure('lead_contact_not_stored', error, { leadId: id });
        return c.text('The leads database cannot be written right now. Go back and try again in a minute.', 503);
      }
      console.log(`lead ${id}: ${kind} logged`);
      return c.redirect(`/admin/leads/${id}?saved=${kind}`, 303);
    },
  );
