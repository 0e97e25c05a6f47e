import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { quoteName } from '../model';

/** A positive whole number of the path, or null. */
const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Stopping a quote's follow-up reminders (issue 44 item 5), behind the admin middleware of src/admin/routes.tsx
 * (Access, no-store, noindex, the CSRF check on every POST):
 * - `POST /admin/leads/:leadId/quotes/:quoteId/reminders/stop`: marks the quote's reminders stopped (once; the
 *   cron sends none after, src/quotes/reminders.ts) with the lead's history note "Reminders of quote Q-12 v1
 *   stopped", then 303 to `/admin/leads/<leadId>#quote-<quoteId>`; 404 when the lead has no such quote.
 */
export const adminQuoteReminderRoutes = new Hono<AppEnv>().post(
  '/admin/leads/:leadId{[0-9]+}/quotes/:quoteId{[0-9]+}/reminders/stop',
  async (c) => {
    const leadId = idOf(c.req.param('leadId'));
    const quoteId = idOf(c.req.param('quoteId'));
    if (!leadId || !quoteId) return c.notFound();
    const stopped = await c.env.DB.prepare(
      'UPDATE quotes SET reminders_stopped = 1 WHERE id = ?1 AND lead_id = ?2 AND reminders_stopped = 0 RETURNING number, version',
    )
      .bind(quoteId, leadId)
      .first<{ number: number; version: number }>();
    if (stopped) {
      await c.env.DB.prepare(
        `INSERT INTO lead_history (lead_id, at, kind, status, note) SELECT id, ?2, 'note', status, ?3 FROM leads WHERE id = ?1`,
      )
        .bind(leadId, new Date().toISOString(), `Reminders of quote ${quoteName(stopped)} v${stopped.version} stopped`)
        .run();
    } else {
      const known = await c.env.DB.prepare('SELECT 1 FROM quotes WHERE id = ?1 AND lead_id = ?2').bind(quoteId, leadId).first();
      if (!known) return c.notFound();
    }
    return c.redirect(`/admin/leads/${leadId}#quote-${quoteId}`, 303);
  },
);
