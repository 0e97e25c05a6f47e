import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf } from '../src/leads/store';
import { contactSchema, quoteSchema, type LeadInput } from '../src/leads/validation';

const lead: LeadInput = {
  name: 'Jane Doe',
  phone: '+14095550142',
  email: 'Jane@Example.com',
  service: '',
  address: '',
  message: 'New patio',
  idempotencyKey: '',
  lang: 'en',
};
const noon = new Date('2026-11-21T12:00:00Z');

describe('idempotency key without JavaScript (SHA-256 of form, day and answers)', () => {
  it('is the same for the same answers on the same day, whatever the email case', async () => {
    const a = await idempotencyKeyOf('contact', lead, noon);
    expect(a).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(await idempotencyKeyOf('contact', { ...lead, email: 'jane@example.com' }, new Date('2026-11-21T23:59:00Z'))).toBe(a);
  });

  it('differs for another form, another day or another answer', async () => {
    const a = await idempotencyKeyOf('contact', lead, noon);
    const others = await Promise.all([
      idempotencyKeyOf('quote', lead, noon),
      idempotencyKeyOf('contact', lead, new Date('2026-11-22T00:00:01Z')),
      idempotencyKeyOf('contact', { ...lead, message: 'New patio!' }, noon),
      idempotencyKeyOf('contact', { ...lead, phone: '+14095550143' }, noon),
    ]);
    expect(new Set([a, ...others]).size).toBe(5);
  });

  it("is the island's UUID when one was sent", async () => {
    const key = crypto.randomUUID();
    expect(await idempotencyKeyOf('contact', { ...lead, idempotencyKey: key }, noon)).toBe(key);
  });
});

describe('form schemas', () => {
  it('trim every answer, keep line breaks in the project details as LF and turn the phone into E.164', () => {
    const result = contactSchema.parse({
      name: '  Jane Doe ',
      phone: ' (409) 555-0142 x7 ',
      email: ' jane@example.com',
      service: '',
      address: ' 55 Calder Ave ',
      message: ' Line one\r\nLine two ',
    });
    expect(result).toEqual({
      name: 'Jane Doe',
      phone: '+14095550142 ext. 7',
      email: 'jane@example.com',
      service: '',
      address: '55 Calder Ave',
      message: 'Line one\nLine two',
      idempotencyKey: '',
      lang: 'en',
    });
  });

  it('read a missing optional field as empty', () => {
    expect(quoteSchema.parse({ firstName: 'Sam', email: 'sam@example.com' })).toEqual({
      name: 'Sam',
      phone: '',
      email: 'sam@example.com',
      service: '',
      address: '',
      message: '',
      idempotencyKey: '',
      lang: 'en',
    });
  });

  it('refuse control characters in a one-line field and in the project details', () => {
    expect(contactSchema.safeParse({ name: 'Jane\u0000', phone: '4095550142', email: 'j@example.com', message: 'x' }).success).toBe(false);
    expect(contactSchema.safeParse({ name: 'Jane', phone: '4095550142', email: 'j@example.com', message: 'x\u0007' }).success).toBe(false);
  });
});
