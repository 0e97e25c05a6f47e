/**
 * The invoices' admin routes (issue 47), mounted by src/admin/routes.tsx behind Access and the admin's CSRF check.
 * The command line (`npm run invoices`) posts to the same routes with `Accept: application/json`.
 *
 *   POST /admin/leads/<id>/invoices                    make an invoice: `milestone`, or `item` "<description>|<quantity>|<unit>|<unit price usd>" (repeated); `dueDays`; `send`
 *   POST /admin/leads/<id>/invoices/<invoiceId>/send   a draft to sent, emailed to the homeowner (303 to the lead's #invoice-<id>)
 *   POST /admin/leads/<id>/invoices/<invoiceId>/reminders   `reminders` "off" or "on" (303 to #invoice-<id>)
 *   GET  /admin/invoices/<number>                      the invoice and its "Record a payment" form
 *   POST /admin/invoices/<number>/payments             a payment by hand (its receipt emailed): 303, or 422 with the messages
 *   GET  /admin/invoices[?unpaid=1]                     the list (JSON for the command line)
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import { limitBody } from '../../lib/body-limit';
import { readForm } from '../../lib/posts';
import { renderAdmin } from '../../admin/layout';
import { MILESTONES, type Milestone } from '../../content/invoices';
import { getLead } from '../../leads/store';
import { dollars } from '../../quotes/model';
import { type Quote, quoteById, quotePath } from '../../quotes/store';
import { formatIsoDate } from '../../lib/dates';
import {
  balanceCents,
  type InvoiceLine,
  invoiceName,
  invoiceNumberOf,
  invoiceState,
  paidCents,
  parseHandPayment,
  parseInvoiceItem,
} from '../model';
import { oweInvoiceSent, owePaymentReceipt } from '../messages';
import { createInvoice, type Invoice, invoiceByNumber, listInvoices, recordPayment, refusalText, sendInvoice } from '../store';
import { invoicePdfPath } from '../pdf-types';
import { AdminInvoicePage, type PaymentValues } from './page';

const BODY_BYTES = 16 * 1024;
/** The most lines an invoice written by hand holds. */
const MAX_ITEMS = 50;

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
const wantsJson = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').includes('application/json');
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : value === undefined ? [] : [text(value)]);
const tooLarge = limitBody(BODY_BYTES, (c, status) => c.text(status === 413 ? 'Too large.' : 'The form broke off. Try again.', status));

/** An invoice as the command line reads it; `known`, its quote's token and language when the caller has read them (null: none). */
async function invoiceJson(c: Context<AppEnv>, invoice: Invoice, now: Date, known?: Pick<Quote, 'token' | 'lang'> | null) {
  const quote = known === undefined ? await quoteById(c.env.DB, invoice.quote_id) : known;
  return {
    id: invoice.id,
    number: invoiceName(invoice),
    lead: invoice.lead_id,
    milestone: invoice.milestone,
    total: dollars(invoice.total_cents),
    paid: dollars(paidCents(invoice.payments)),
    balance: dollars(balanceCents(invoice.total_cents, invoice.payments)),
    due: formatIsoDate(invoice.due_on),
    dueOn: invoice.due_on,
    state: invoiceState(invoice, invoice.payments, now),
    customerUrl: quote ? new URL(quotePath(quote), c.env.SITE_URL).href : null,
  };
}

/** The invoice page of `number` (404 for none), with a refused payment (422). */
async function invoicePage(c: Context<AppEnv>, invoice: Invoice, refused?: { values: PaymentValues; errors: Record<string, string> }) {
  const lead = await getLead(c.env.DB, invoice.lead_id);
  // The PDF the customer sees (issue 47 item 3), for a sent invoice, in the quote's language.
  const quote = invoice.status === 'sent' ? await quoteById(c.env.DB, invoice.quote_id) : null;
  const pdfPath = quote ? invoicePdfPath(quote.token, invoice.number, quote.lang) : undefined;
  return renderAdmin(
    c,
    { title: invoiceName(invoice), current: '/admin/leads', status: refused ? 422 : 200 },
    <AdminInvoicePage invoice={invoice} leadName={lead?.name ?? ''} now={new Date()} refused={refused} pdfPath={pdfPath} />,
  );
}

export const adminInvoiceRoutes = new Hono<AppEnv>()
  .post('/admin/leads/:id{[0-9]+}/invoices', tooLarge, async (c) => {
    const id = idOf(c.req.param('id'));
    if (!id) return c.notFound();
    const body = await readForm(c, { all: true });
    const milestoneTyped = text(body.milestone).trim();
    const items = list(body.item).filter((item) => item.trim());
    const errors: string[] = [];
    if (milestoneTyped && items.length > 0) errors.push('Give a milestone or items, not both.');
    if (!milestoneTyped && items.length === 0) errors.push('Give a milestone (pour, completion, retainage, acceptance) or an item.');
    if (milestoneTyped && !(MILESTONES as readonly string[]).includes(milestoneTyped))
      errors.push(`The milestone is one of ${MILESTONES.join(', ')}.`);
    if (items.length > MAX_ITEMS) errors.push(`An invoice holds at most ${MAX_ITEMS} items.`);
    const lines: InvoiceLine[] = [];
    for (const item of items.slice(0, MAX_ITEMS)) {
      const [description = '', quantity = '', unit = '', price = '', ...rest] = item.split('|');
      if (rest.length > 0) {
        errors.push(`"${item}" has more than four parts: "<description>|<quantity>|<unit>|<unit price usd>".`);
        continue;
      }
      const read = parseInvoiceItem({ description, quantity, unit, price });
      if (read.ok) lines.push(read.line);
      else errors.push(read.error);
    }
    const dueTyped = text(body.dueDays).trim();
    if (dueTyped && (!/^\d{1,3}$/.test(dueTyped) || Number(dueTyped) > 365))
      errors.push('The days until due are a whole number from 0 to 365.');
    if (errors.length > 0) return c.json({ errors }, 422);
    const now = new Date();
    const result = await createInvoice(
      c.env.DB,
      id,
      milestoneTyped ? { milestone: milestoneTyped as Milestone } : { lines },
      now,
      dueTyped ? Number(dueTyped) : undefined,
    );
    if ('refused' in result) return c.json({ errors: [refusalText(id, result.refused)] }, result.refused.kind === 'no_lead' ? 404 : 422);
    let { invoice } = result;
    if (text(body.send) && (await sendInvoice(c.env.DB, invoice.id, now))) {
      invoice = { ...invoice, status: 'sent', sent_at: now.toISOString() };
      await oweInvoiceSent(c.env, invoice.id, now);
    }
    if (!wantsJson(c)) return c.redirect(`/admin/leads/${id}#invoice-${invoice.id}`, 303);
    return c.json({ invoice: await invoiceJson(c, invoice, now) }, 201);
  })
  .post('/admin/leads/:id{[0-9]+}/invoices/:invoiceId{[0-9]+}/send', tooLarge, async (c) => {
    const id = idOf(c.req.param('id'));
    const invoiceId = idOf(c.req.param('invoiceId'));
    const row = await c.env.DB.prepare('SELECT id FROM invoices WHERE id = ?1 AND lead_id = ?2').bind(invoiceId, id).first();
    if (!id || !invoiceId || !row) return c.notFound();
    const now = new Date();
    if (await sendInvoice(c.env.DB, invoiceId, now)) await oweInvoiceSent(c.env, invoiceId, now);
    return c.redirect(`/admin/leads/${id}#invoice-${invoiceId}`, 303);
  })
  .post('/admin/leads/:id{[0-9]+}/invoices/:invoiceId{[0-9]+}/reminders', tooLarge, async (c) => {
    const id = idOf(c.req.param('id'));
    const invoiceId = idOf(c.req.param('invoiceId'));
    const turn = text((await readForm(c)).reminders);
    if (turn !== 'off' && turn !== 'on') return c.text('Say reminders "off" or "on".', 422);
    const changed = await c.env.DB.prepare('UPDATE invoices SET reminders_off = ?3 WHERE id = ?1 AND lead_id = ?2')
      .bind(invoiceId, id, turn === 'off' ? 1 : 0)
      .run();
    if (!id || !invoiceId || !changed.meta.changes) return c.notFound();
    return c.redirect(`/admin/leads/${id}#invoice-${invoiceId}`, 303);
  })
  .get('/admin/invoices', async (c) => {
    const now = new Date();
    const invoices = await listInvoices(c.env.DB, c.req.query('unpaid') === '1');
    return c.json({
      invoices: await Promise.all(
        invoices.map(async (invoice) => ({ ...(await invoiceJson(c, invoice, now, invoice.quote)), customer: invoice.name })),
      ),
    });
  })
  .get('/admin/invoices/:number', async (c) => {
    const number = invoiceNumberOf(c.req.param('number'));
    const invoice = number ? await invoiceByNumber(c.env.DB, number) : null;
    return invoice ? invoicePage(c, invoice) : c.notFound();
  })
  .post('/admin/invoices/:number/payments', tooLarge, async (c) => {
    const number = invoiceNumberOf(c.req.param('number'));
    const invoice = number ? await invoiceByNumber(c.env.DB, number) : null;
    if (!invoice) return wantsJson(c) ? c.json({ errors: [`There is no invoice ${c.req.param('number')}.`] }, 404) : c.notFound();
    const body = await readForm(c);
    const values = { amount: text(body.amount), date: text(body.date), method: text(body.method), note: text(body.note) };
    const now = new Date();
    const read = parseHandPayment(values, invoice, invoice.payments, now);
    let errors = read.ok ? null : read.errors;
    const recorded = read.ok ? await recordPayment(c.env.DB, invoice.id, read.payment, now) : null;
    if (recorded) await owePaymentReceipt(c.env, recorded.id, now);
    else if (read.ok) {
      // Another payment or a void came first: the balance has changed.
      errors = {
        amount: `${invoiceName(invoice)} changed meanwhile: its balance is less than ${dollars(read.payment.cents)}, or it is void.`,
      };
    }
    if (errors) return wantsJson(c) ? c.json({ errors: Object.values(errors) }, 422) : invoicePage(c, invoice, { values, errors });
    if (!wantsJson(c)) return c.redirect(`/admin/leads/${invoice.lead_id}#invoice-${invoice.id}`, 303);
    const after = (await invoiceByNumber(c.env.DB, invoice.number))!;
    return c.json({ invoice: await invoiceJson(c, after, now) }, 201);
  });
