import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '../src/content/business';
import worker from '../src/index';
import { acknowledgementOf } from '../src/leads/acknowledge';
import type { LeadStoredMessage } from '../src/leads/followups';
import { postForm } from './helpers';

/**
 * The customer's acknowledgement (issue 30 §5): every stored lead puts a
 * follow-up on the leads' queue; its consumer emails a customer who gave an
 * email, once, in the request's language, with what happens next, the hours
 * and the phone number, and nothing promotional.
 */

afterEach(() => vi.restoreAllMocks());

const uniqueEmail = () => `ana.${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Posts a contact request and returns its stored id (the follow-up message it queued is captured, not delivered). */
async function storeContact(fields: Record<string, string>): Promise<number> {
  const queued = vi.spyOn(env.LEAD_QUEUE, 'send').mockResolvedValue(undefined as never);
  const answer = await postForm('/contact', {
    name: 'Ana María Pérez',
    phone: '(409) 555-0142',
    service: 'Stamped Concrete',
    address: '55 Calder Ave, Beaumont, TX',
    message: 'Un patio estampado de unos 300 pies cuadrados.',
    ...fields,
  });
  expect(answer.status).toBe(303);
  const message = queued.mock.calls.map(([body]) => body as LeadStoredMessage).find((body) => body.kind === 'lead_stored');
  queued.mockRestore();
  expect(message).toBeDefined();
  return message!.leadId;
}

/** Delivers the follow-up of lead `leadId` to the Worker's queue consumer, as the queue would. */
async function deliver(leadId: number, attempts = 1) {
  const batch = createMessageBatch<LeadStoredMessage>('golden-triangle-leads', [
    { id: `ack-${leadId}-${attempts}`, timestamp: new Date(), attempts, body: { kind: 'lead_stored', leadId } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe('the acknowledgement email', () => {
  it('goes once to a Spanish customer, in Spanish, with what happens next, the hours and the phone', async () => {
    const email = uniqueEmail();
    const id = await storeContact({ email, lang: 'es' });
    const send = vi.spyOn(env.CUSTOMER_EMAIL, 'send');
    expect(await deliver(id)).toMatchObject({ explicitAcks: [`ack-${id}-1`] });
    // A second delivery of the same message, or a retry, sends nothing more.
    await deliver(id, 2);
    expect(send).toHaveBeenCalledTimes(1);
    const message = send.mock.calls[0]![0] as EmailMessageBuilder;
    expect(message.to).toBe(email);
    expect(message.from).toEqual({ name: business.name, email: env.LEADS_FROM });
    expect(message.subject).toBe(`Recibimos su solicitud – ${business.name}`);
    for (const line of ['Hola, Ana:', 'le llamaremos en un plazo de 24 horas', 'Lunes a viernes', `llámenos al ${business.phone.display}`])
      expect(message.text).toContain(line);
    expect(message.text).not.toMatch(/descuento|oferta|discount|offer/i);
    const row = await env.DB.prepare('SELECT ack_sent_at, ack_claimed_at FROM leads WHERE id = ?1').bind(id).first();
    expect(row).toMatchObject({ ack_sent_at: expect.stringMatching(/^\d{4}-/), ack_claimed_at: null });
  });

  it('is in English for an English request, and never sent without an email', async () => {
    const { subject, text } = acknowledgementOf('Jane Doe', 'en');
    expect(subject).toBe(`We received your request – ${business.name}`);
    expect(text).toContain('Hello Jane,');
    expect(text).toContain('Monday - Friday: 8:00 AM - 5:00 PM');
    expect(text).toContain(business.phone.display);

    const queued = vi.spyOn(env.LEAD_QUEUE, 'send').mockResolvedValue(undefined as never);
    expect(
      (
        await postForm('/quote', {
          firstName: 'Sam',
          lastName: 'Rivera',
          email: '',
          phone: '(409) 555-0150',
          address: '',
          service: '',
          description: 'A slab for a shed, 12 by 16 feet.',
        })
      ).status,
    ).toBe(303);
    const id = queued.mock.calls.map(([body]) => body as LeadStoredMessage).find((body) => body.kind === 'lead_stored')!.leadId;
    queued.mockRestore();
    const send = vi.spyOn(env.CUSTOMER_EMAIL, 'send');
    await deliver(id);
    expect(send).not.toHaveBeenCalled();
  });

  it('a failed send is retried by the queue and then sent once', async () => {
    const id = await storeContact({ email: uniqueEmail(), lang: 'en' });
    const send = vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockRejectedValueOnce(new Error('mail service down'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = await deliver(id);
    expect(first.retryMessages).toEqual([{ msgId: `ack-${id}-1` }]);
    expect(await env.DB.prepare('SELECT ack_sent_at FROM leads WHERE id = ?1').bind(id).first('ack_sent_at')).toBeNull();
    expect(await deliver(id, 2)).toMatchObject({ explicitAcks: [`ack-${id}-2`] });
    expect(send).toHaveBeenCalledTimes(2);
    expect(await env.DB.prepare('SELECT ack_sent_at FROM leads WHERE id = ?1').bind(id).first('ack_sent_at')).toMatch(/^\d{4}-/);
  });
});
