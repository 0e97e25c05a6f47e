import { env } from 'cloudflare:workers';
import { expect, vi } from 'vitest';
import { getLead } from '../src/leads/store';
import { acceptQuote } from '../src/quotes/answer';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, quoteByToken, sendQuote } from '../src/quotes/store';
import { localAdminAccess, ORIGIN, requestWith } from './helpers';

/**
 * The fixtures of the invoice messages' tests (issue 47, the "tell" part), after test/invoices-integration.test.ts:
 * the owner signed in with the clock fixed, and a lead whose $5,200.00 quote (25 % deposit, 20 % at the pour, the
 * rest on completion, 10 % retainage) was sent and accepted.
 */

/** Monday 2026-11-02, 09:00 CST. */
export const NOW = new Date('2026-11-02T15:00:00Z');

/** Fixes the clock at `at` and signs the owner in; answers a function posting as the owner (`json` as the CLI). */
export async function owner(at = NOW) {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  const admin = await localAdminAccess('invoices-tell-47');
  return (path: string, { form, json = false }: { form?: Record<string, string | string[]>; json?: boolean } = {}) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form ?? {})) for (const one of [value].flat()) body.append(name, one);
    return requestWith(admin.vars, path, {
      ...(form && { method: 'POST', body: body.toString() }),
      headers: {
        ...admin.owner,
        Origin: ORIGIN,
        ...(form && { 'Content-Type': 'application/x-www-form-urlencoded' }),
        ...(json && { Accept: 'application/json' }),
      },
    });
  };
}

export type As = Awaited<ReturnType<typeof owner>>;

/** A lead in `lang` whose $5,200.00 quote was sent to `email` and accepted at NOW, with a pour and a finish day. */
export async function acceptedLead(as: As, lang: 'en' | 'es' = 'en', email = `ana-${crypto.randomUUID()}@example.com`) {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at, status)
     VALUES (?1, 'quote', ?2, 'Ana Ruiz', '+14095550123', ?3, 'Concrete Driveways', '1200 Boston Ave', 'Beaumont', 'A driveway.', ?4, 'sent', ?1, 'new') RETURNING id`,
  )
    .bind(NOW.toISOString(), crypto.randomUUID(), email, lang)
    .first<{ id: number }>();
  const lead = (await getLead(env.DB, row!.id))!;
  const parsed = parseQuoteForm({
    lines: [{ description: 'Driveway', quantity: '650', unit: 'sqft', price: '8' }],
    taxLabel: '',
    tax: '',
    depositKind: 'percent',
    deposit: '25',
    validDays: '30',
    terms: 'Terms.',
    schedule: { pour: '20%', completion: 'rest', retainage: '10%' },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const draft = await createQuote(env.DB, lead, parsed.draft, NOW);
  watchEmails();
  expect(await sendQuote(env, draft, lead, NOW)).toBeNull();
  const quote = (await quoteByToken(env.DB, draft.token))!;
  expect(await acceptQuote(env.DB, quote, 'Ana Ruiz', NOW)).toBe(true);
  const added = await as(`/admin/leads/${lead.id}/job/days`, {
    form: { day: ['2026-11-04 07:00|8|pour', '2026-11-05 07:00|6|finish'] },
    json: true,
  });
  expect(added.status).toBe(200);
  return { lead, quote, email };
}

/** Makes the pour's invoice of lead `leadId` through the command line's route ($1,040.00, due November 17, 2026). */
export async function pourInvoice(as: As, leadId: number, { send = true } = {}) {
  const made = await as(`/admin/leads/${leadId}/invoices`, { form: { milestone: 'pour', ...(send && { send: '1' }) }, json: true });
  expect(made.status).toBe(201);
  const { invoice } = (await made.json()) as { invoice: { id: number; number: string; dueOn: string } };
  return invoice;
}

/** The spy on the customer emails (one a test: `afterEach` restores it); each call's first argument is the message. */
export function watchEmails() {
  const send = env.CUSTOMER_EMAIL.send;
  return vi.isMockFunction(send) ? send : vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
}

/** A customer email as sent: to, subject, text. */
export type SentEmail = { to: string; subject: string; text: string };

/** The customer emails to `to` sent since the spy began (from the `from`-th call on). */
export const emailsTo = (to: string, from = 0): SentEmail[] =>
  watchEmails()
    .mock.calls.slice(from)
    .map(([message]) => message as unknown as SentEmail)
    .filter((message) => message.to === to);
