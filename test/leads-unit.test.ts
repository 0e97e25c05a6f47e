import { describe, expect, it } from 'vitest';
import { readablePhone } from '../src/leads/phone';
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

describe('phone numbers, read with the metadata of +1 alone (src/leads/phone-metadata.ts)', () => {
  const phoneOf = (phone: string) => quoteSchema.safeParse({ firstName: 'Sam', phone }).data?.phone;

  it('accept the North American numbers people type, in E.164: Beaumont, Toronto, San Juan', () => {
    expect(phoneOf('409.555.0142')).toBe('+14095550142');
    expect(phoneOf('+1 (416) 555-0142')).toBe('+14165550142');
    expect(phoneOf('787 555 0142')).toBe('+17875550142');
  });

  it('refuse numbers outside +1 and numbers too short or too long', () => {
    expect(phoneOf('+44 20 7946 0958')).toBeUndefined();
    expect(phoneOf('+52 55 1234 5678')).toBeUndefined();
    expect(phoneOf('555-0142')).toBeUndefined();
    expect(phoneOf('409 555 01423')).toBeUndefined();
  });

  it('show a stored number as people read it on the leads page, with its extension', () => {
    expect(readablePhone('+14095550142 ext. 7')).toBe('(409) 555-0142 ext. 7');
    expect(readablePhone('+14165550142')).toBe('(416) 555-0142');
  });
});
