import { Hono, type Context } from 'hono';
import { readForm } from '../../lib/posts';
import type { AppEnv } from '../../env';
import { QUOTE_VALID_DAYS, QUOTE_WORDS } from '../../content/quotes';
import { DEFAULT_SCHEDULE } from '../../content/invoices';
import { DEFAULT_SCHEDULE_VALUES } from '../schedule';
import { limitBody } from '../../lib/body-limit';
import { logFailure } from '../../lib/log';
import { getLead, type Lead } from '../../leads/store';
import {
  blankLine,
  dollars,
  formValuesOf,
  MAX_LINES,
  parseQuoteForm,
  type QuoteErrors,
  type QuoteFormValues,
  totalsOf,
  quoteName,
} from '../model';
import { createQuote, listQuotes, type Quote, quoteById, quotePath, sendQuote } from '../store';
import { suggestedLines } from '../suggest';
import { renderAdmin } from '../../admin/layout';
import { AdminQuoteForm, AdminQuoteSent, valuesOfQuote } from './form';
import { AdminQuoteConfirm } from './confirm';
import { depositAsTyped } from '../deposit-typed';

/** Largest body of a quote post, in bytes: 50 lines and 4,000 characters of terms, urlencoded, with room to spare. */
const QUOTE_BODY_BYTES = 96 * 1024;

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const wantsJson = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').includes('application/json');

const emptyLine = { description: '', quantity: '', unit: 'sqft', price: '' };

/** A fresh form: one empty line (or the latest version's lines), the terms of the lead's language, 30 days. */
function freshValues(lead: Pick<Lead, 'lang'>, latest: Quote | null): QuoteFormValues {
  if (latest) return valuesOfQuote(latest);
  return {
    lines: [{ ...emptyLine }],
    taxLabel: '',
    tax: '',
    // The business's default schedule (issue 47, src/content/invoices.ts): its deposit on acceptance, then the rest.
    depositKind: DEFAULT_SCHEDULE.deposit.kind,
    deposit: DEFAULT_SCHEDULE.deposit.value,
    validDays: String(QUOTE_VALID_DAYS),
    terms: QUOTE_WORDS[lead.lang].terms.join('\n\n'),
    schedule: DEFAULT_SCHEDULE_VALUES,
  };
}

/** The quote as the command line reads it. */
const quoteJson = (quote: Quote, siteUrl: string) => ({
  id: quote.id,
  number: quoteName(quote),
  version: quote.version,
  lead: quote.lead_id,
  state: quote.state,
  total: dollars(quote.total_cents),
  deposit: dollars(quote.deposit_cents),
  validUntil: quote.valid_until,
  url: new URL(quotePath(quote), siteUrl).href,
  sentAt: quote.sent_at,
  acceptedBy: quote.accepted_name,
  acceptedAt: quote.accepted_at,
});

/**
 * The contractor's quote pages (issue 38 §2), behind the admin middleware of
 * src/admin/routes.tsx (Access, no-store, noindex, CSRF check on every POST):
 * - `GET /admin/leads/:id/quotes/new`: the form (the latest version's lines when the lead has a quote); 404 for no lead;
 * - `POST /admin/leads/:id/quotes/new`: `action=add`, `remove=<i>`, `suggest=<i>` give the form back (200) with a
 *   line added, removed or suggested; `action=preview` the form with its totals (422 with messages when it does not
 *   read); `action=review` (the form's Send) the one confirmation, with the total, the deposit and both addresses,
 *   storing and sending nothing; `action=send` (the confirmation's "Send to <email>") stores the quote, emails the
 *   customer and moves the lead to Quoted, then 303 to the quote's page. The deposit's kind follows what was typed
 *   (src/quotes/deposit-typed.ts).
 *   With `Accept: application/json` (`npm run quotes`): `action=create` or `send`, 200 `{ ok, quote }`, 422 `{ errors }`,
 *   404 `{ error }`;
 * - `GET /admin/leads/:id/quotes/:quoteId`: a quote's state and the customer's link;
 * - `GET /admin/quotes.json[?lead=<id>]`: the quotes and their states (the command line's list).
 */
export const adminQuoteRoutes = new Hono<AppEnv>()
  .get('/admin/leads/:id{[0-9]+}/quotes/new', async (c) => {
    const id = idOf(c.req.param('id'));
    const lead = id ? await getLead(c.env.DB, id) : null;
    if (!lead) return c.notFound();
    const [latest = null] = await listQuotes(c.env.DB, lead.id);
    return renderAdmin(
      c,
      { title: `Quote for lead #${lead.id}`, current: '/admin/leads' },
      <AdminQuoteForm
        lead={lead}
        values={freshValues(lead, latest)}
        errors={{}}
        preview={null}
        suggestions={suggestedLines(lead.service, lead.lang)}
        latest={latest}
      />,
    );
  })
  .post(
    '/admin/leads/:id{[0-9]+}/quotes/new',
    limitBody(QUOTE_BODY_BYTES, (c, status) =>
      c.text(status === 413 ? 'Too large: a quote holds at most 50 lines.' : 'The form broke off. Try again.', status),
    ),
    async (c) => {
      const id = idOf(c.req.param('id'));
      const lead = id ? await getLead(c.env.DB, id) : null;
      if (!lead) return wantsJson(c) ? c.json({ error: `No lead #${c.req.param('id')}.` }, 404) : c.notFound();
      const body = await readForm(c, { all: true });
      const values = formValuesOf(body);
      // A deposit typed with the radio left on "None" is read, never dropped (issue 44 §6; the rule: deposit-typed.ts).
      const typed = depositAsTyped(values.depositKind, values.deposit);
      values.depositKind = typed.kind;
      values.deposit = typed.deposit;
      // The command line sends no terms: the business profile's, in the lead's language.
      if (body.terms === undefined) values.terms = QUOTE_WORDS[lead.lang].terms.join('\n\n');
      const [latest = null] = await listQuotes(c.env.DB, lead.id);
      const suggestions = suggestedLines(lead.service, lead.lang);
      const form = (status: 200 | 422, errors: QuoteErrors, preview: ReturnType<typeof totalsOf> | null, shown = values) =>
        renderAdmin(
          c,
          { title: `Quote for lead #${lead.id}`, current: '/admin/leads', status },
          <AdminQuoteForm lead={lead} values={shown} errors={errors} preview={preview} suggestions={suggestions} latest={latest} />,
        );

      // Editing the lines without JavaScript: each is a submit that gives the form back.
      const suggest = typeof body.suggest === 'string' ? suggestions[Number(body.suggest)] : undefined;
      if (suggest && values.lines.length < MAX_LINES) {
        const lines = values.lines.filter((line) => !blankLine(line));
        const price = suggest.unitCents === null ? '' : (suggest.unitCents / 100).toFixed(2);
        lines.push({ description: suggest.description, quantity: '1', unit: suggest.unit, price });
        return form(200, {}, null, { ...values, lines });
      }
      if (typeof body.remove === 'string') {
        const index = Number(body.remove);
        const lines = values.lines.filter((_, i) => i !== index);
        return form(200, {}, null, { ...values, lines: lines.length > 0 ? lines : [{ ...emptyLine }] });
      }
      const action = typeof body.action === 'string' ? body.action : 'preview';
      if (action === 'add') {
        const lines = values.lines.length < MAX_LINES ? [...values.lines, { ...emptyLine }] : values.lines;
        return form(200, {}, null, { ...values, lines });
      }

      const parsed = parseQuoteForm(values);
      const send = action === 'send' || action === 'create';
      if (parsed.ok && (action === 'send' || action === 'review') && !lead.email)
        return wantsJson(c)
          ? c.json({ errors: { send: 'This lead gave no email address, so the quote cannot be sent.' } }, 422)
          : form(
              422,
              { send: 'This lead gave no email address, so the quote cannot be sent. Call the customer instead.' },
              totalsOf(parsed.draft),
            );
      if (!parsed.ok) return wantsJson(c) ? c.json({ errors: parsed.errors }, 422) : form(422, parsed.errors, null);
      // Send asks once: the summary with the total, the deposit and both addresses; nothing is stored or emailed yet.
      if (action === 'review')
        return renderAdmin(
          c,
          { title: `Send the quote for lead #${lead.id}?`, current: '/admin/leads' },
          <AdminQuoteConfirm lead={lead} values={values} totals={totalsOf(parsed.draft)} action={`/admin/leads/${lead.id}/quotes/new`} />,
        );
      if (!send) return form(200, {}, totalsOf(parsed.draft));

      const now = new Date();
      let quote: Quote;
      try {
        quote = await createQuote(c.env.DB, lead, parsed.draft, now);
        if (action === 'send') {
          const refused = await sendQuote(c.env, quote, lead, now);
          if (refused === 'held') {
            const held = `Stored as ${quoteName(quote)} v${quote.version} but not emailed: this address has had all the emails it may get today. Send the link yourself or try tomorrow.`;
            return wantsJson(c) ? c.json({ errors: { send: held } }, 422) : form(422, { send: held }, totalsOf(parsed.draft));
          }
          if (refused) throw new Error(`quote ${quote.id} not sent: ${refused}`);
          quote = (await quoteById(c.env.DB, quote.id)) ?? quote;
        }
      } catch (error) {
        logFailure('quote_not_sent', error, { leadId: lead.id });
        const message = 'The quote could not be sent right now. Try again in a minute.';
        return wantsJson(c) ? c.json({ error: message }, 503) : c.text(message, 503);
      }
      console.log(`lead ${lead.id}: quote ${quoteName(quote)} v${quote.version} ${quote.state}`);
      if (wantsJson(c)) return c.json({ ok: true, quote: quoteJson(quote, c.env.SITE_URL) });
      return c.redirect(`/admin/leads/${lead.id}/quotes/${quote.id}`, 303);
    },
  )
  .get('/admin/leads/:id{[0-9]+}/quotes/:quoteId{[0-9]+}', async (c) => {
    const quote = await quoteById(c.env.DB, idOf(c.req.param('quoteId')) ?? 0);
    if (!quote || quote.lead_id !== idOf(c.req.param('id'))) return c.notFound();
    const lead = await getLead(c.env.DB, quote.lead_id);
    return renderAdmin(
      c,
      { title: `${quoteName(quote)} v${quote.version}`, current: '/admin/leads' },
      <AdminQuoteSent quote={quote} link={new URL(quotePath(quote), c.env.SITE_URL).href} leadName={lead?.name ?? ''} />,
    );
  })
  .get('/admin/quotes.json', async (c) => {
    const lead = c.req.query('lead');
    const leadId = lead === undefined ? undefined : idOf(lead);
    if (leadId === null) return c.json({ error: 'lead must be a lead number.' }, 422);
    const quotes = await listQuotes(c.env.DB, leadId);
    return c.json({ quotes: quotes.map((quote) => quoteJson(quote, c.env.SITE_URL)) });
  });
