import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmationOf, sendBookingConfirmation } from '../src/booking/emails';
import { bookingIcs, bookingUid } from '../src/booking/ics';
import type { Booking } from '../src/booking/model';
import { business } from '../src/content/business';

/**
 * A booking's calendar file and emails (issue 29 §6): the .ics, parsed back
 * with a kept parser (ical.js), holds the window's instants, a stable UID
 * that does not carry the token, the SEQUENCE, the address and the business
 * as organizer; the confirmation goes in the booking's language with the
 * .ics attached.
 */

afterEach(() => vi.restoreAllMocks());

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  token: 'Zm9vYmFyYmF6cXV4cXV1eA',
  start: '2026-12-03T15:00:00.000Z',
  end: '2026-12-03T17:00:00.000Z',
  status: 'booked',
  sequence: 0,
  leadKey: 'key-1',
  createdAt: '2026-11-26T20:00:00.000Z',
  updatedAt: '2026-11-26T20:00:00.000Z',
  remindedFor: null,
  name: 'Dana Ruiz',
  phone: '+14095550142',
  email: 'dana@example.com',
  street: '1450 Calder Ave',
  town: 'Beaumont',
  service: 'Concrete Driveways',
  notes: '',
  lang: 'en',
  ...overrides,
});

/** The one VEVENT of an .ics text, parsed by ical.js, and the calendar's METHOD. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(vevent), vevent };
}

describe('the .ics of a booking', () => {
  it('parses back to the window’s instants, a stable UID without the token, the sequence, the address and the organizer', async () => {
    const text = await bookingIcs(env.SITE_URL, booking());
    const { method, event, vevent } = parsed(text);
    // For the record: the file, and what ical.js reads back from it.
    console.log(
      `${text}\nparsed back: ${JSON.stringify({ method, uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString(), location: event.location, organizer: String(vevent.getFirstPropertyValue('organizer')), summary: event.summary })}`,
    );
    expect(method).toBe('REQUEST');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-03T15:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-03T17:00:00.000Z');
    expect(event.uid).toBe(await bookingUid(env.SITE_URL, booking().token));
    expect(event.uid).not.toContain(booking().token);
    expect(event.sequence).toBe(0);
    expect(event.location).toBe('1450 Calder Ave, Beaumont, TX');
    expect(String(vevent.getFirstPropertyValue('organizer'))).toBe(`mailto:${business.email}`);
    expect(event.summary).toBe(`Free on-site estimate – ${business.name}`);
  });

  it('keeps the UID and raises the SEQUENCE when the booking moves; a cancel is METHOD:CANCEL, STATUS:CANCELLED', async () => {
    const first = parsed(await bookingIcs(env.SITE_URL, booking()));
    const moved = parsed(
      await bookingIcs(env.SITE_URL, booking({ start: '2026-12-04T19:00:00.000Z', end: '2026-12-04T21:00:00.000Z', sequence: 1 })),
    );
    expect(moved.event.uid).toBe(first.event.uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe('2026-12-04T19:00:00.000Z');
    const cancelled = parsed(await bookingIcs(env.SITE_URL, booking({ status: 'cancelled', sequence: 2 })));
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.uid).toBe(first.event.uid);
  });
});

describe('the confirmation email', () => {
  it('goes in the booking’s language with the window in words and the .ics attached; none without an email', async () => {
    const send = vi.spyOn(env.CUSTOMER_EMAIL, 'send');
    await sendBookingConfirmation(env, booking({ lang: 'es', name: 'Dana María Ruiz' }), 'booked', new Date('2026-12-01T12:00:00Z'));
    expect(send).toHaveBeenCalledTimes(1);
    const message = send.mock.calls[0]![0] as EmailMessageBuilder;
    expect(message.to).toBe('dana@example.com');
    expect(message.subject).toBe(`Su visita para la cotización gratis está agendada – ${business.name}`);
    expect(message.text).toContain('Hola, Dana:');
    expect(message.text).toContain('jueves, 3 de diciembre');
    expect(message.text).toContain(`${env.SITE_URL}/es/book/Zm9vYmFyYmF6cXV4cXV1eA`);
    const [attachment] = message.attachments ?? [];
    expect(attachment?.filename).toBe('visita-cotizacion.ics');
    expect(attachment?.type).toContain('text/calendar');
    expect(parsed(String(attachment?.content)).event.startDate.toJSDate().toISOString()).toBe('2026-12-03T15:00:00.000Z');

    await sendBookingConfirmation(env, booking({ email: '' }), 'booked', new Date('2026-12-01T12:00:00Z'));
    expect(send).toHaveBeenCalledTimes(1);
    const { text } = confirmationOf(env.SITE_URL, booking(), 'cancelled');
    expect(text).toContain('Your estimate visit is cancelled');
    expect(text).toContain(`${env.SITE_URL}/book`);
    expect(text).toContain('Thursday, December 3, 9:00');
  });
});

describe('the cancel email', () => {
  it('attaches the .ics as method=CANCEL (METHOD:CANCEL, STATUS:CANCELLED inside), so a calendar removes the visit', async () => {
    const send = vi.spyOn(env.CUSTOMER_EMAIL, 'send');
    const cancelled = booking({ status: 'cancelled', sequence: 1, email: 'cancel.me@example.com' });
    await sendBookingConfirmation(env, cancelled, 'cancelled', new Date('2026-12-01T12:00:00Z'));
    const [attachment] = (send.mock.calls[0]![0] as EmailMessageBuilder).attachments ?? [];
    expect(attachment?.type).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const { method, vevent } = parsed(String(attachment?.content));
    expect(method).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    // The booked one, for contrast: method=REQUEST.
    await sendBookingConfirmation(env, booking({ email: 'book.me@example.com' }), 'booked', new Date('2026-12-01T12:00:00Z'));
    expect(((send.mock.calls[1]![0] as EmailMessageBuilder).attachments ?? [])[0]?.type).toBe(
      'text/calendar; charset=utf-8; method=REQUEST',
    );
  });
});

describe('what a stranger typed (issue 35)', () => {
  const hostile = booking({
    name: 'https://evil.example/login Smith',
    street: 'URGENT: your bank account is locked, verify at https://evil.example/verify now',
  });

  it('the .ics carries neither the token nor a link to the booking’s page; the emailed one names the town alone', async () => {
    for (const emailed of [false, true]) {
      const text = await bookingIcs(env.SITE_URL, hostile, { emailed });
      expect(text).not.toContain(hostile.token);
      expect(text).not.toContain('/book/');
      expect(text).not.toMatch(/^URL/m);
      expect(text).toContain(business.phone.display);
      const { event } = parsed(text);
      expect(event.location).toBe(emailed ? 'Beaumont, TX' : `${hostile.street}, Beaumont, TX`);
    }
  });

  it('the .ics reminds the evening before at 18:00 Central, CST and CDT alike; a cancelled one has no alarm', async () => {
    for (const [start, alarmAt] of [
      ['2026-12-03T15:00:00.000Z', '2026-12-03T00:00:00.000Z'], // CST: 18:00 on Dec 2 is 00:00Z on Dec 3
      ['2027-03-15T14:00:00.000Z', '2027-03-14T23:00:00.000Z'], // the day after spring forward: 18:00 CDT is 23:00Z
    ] as const) {
      const { vevent } = parsed(await bookingIcs(env.SITE_URL, booking({ start, end: start })));
      const alarm = vevent.getFirstSubcomponent('valarm');
      if (!alarm) throw new Error('no VALARM');
      expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect((alarm.getFirstPropertyValue('trigger') as { toJSDate(): Date }).toJSDate().toISOString()).toBe(alarmAt);
    }
    const { vevent } = parsed(await bookingIcs(env.SITE_URL, booking({ status: 'cancelled' })));
    expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('the emails greet no name that is not plain letters and never show the street or a typed URL', async () => {
    for (const kind of ['booked', 'moved', 'cancelled', 'reminder'] as const) {
      for (const lang of ['en', 'es'] as const) {
        const { subject, text } = confirmationOf(env.SITE_URL, { ...hostile, lang }, kind);
        expect(text.split('\n')[0]).toBe(lang === 'es' ? 'Hola:' : 'Hello,');
        expect(`${subject}\n${text}`).not.toContain('evil.example');
        expect(text).not.toContain('URGENT');
        expect(text).toContain('Beaumont, TX');
      }
    }
    expect(confirmationOf(env.SITE_URL, booking({ name: 'María José Ruiz', lang: 'es' }), 'booked').text.split('\n')[0]).toBe(
      'Hola, María:',
    );
  });
});
