import { describe, expect, it } from 'vitest';
import { jobState, nextFreeWeekdayMorning, parseWorkDay, workDayOfText } from '../src/jobs/model';
import { forecastTownOf, servedTownOf } from '../src/jobs/weather';
import { customerDayLine, customerWhen, startInWords } from '../src/jobs/words';

/**
 * The job's rules (issue 46 item 1) with `now` fixed: a work day's start in Central time across both clock changes
 * (2026-11-01, 2027-03-14), each bound refused one step past it, the job's state from its days, and the next free
 * weekday morning.
 */

/** Friday 2026-10-30, 07:00 CDT. */
const NOW = new Date('2026-10-30T12:00:00Z');
const day = (text: string, now = NOW) => parseWorkDay(workDayOfText(text)!, now);
const startOf = (text: string) => {
  const parsed = day(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return new Date(parsed.day.start).toISOString();
};

describe('a work day in Central time', () => {
  it('reads "<YYYY-MM-DD HH:MM>|<hours>|<kind>" across the autumn change: 07:00 on 2026-11-01 is CST (13:00 UTC)', () => {
    expect(startOf('2026-10-31 07:00|8|prep')).toBe('2026-10-31T12:00:00.000Z');
    expect(startOf('2026-11-01 07:00|8|pour')).toBe('2026-11-01T13:00:00.000Z');
    expect(day('2026-11-01 07:00|8|pour')).toEqual({
      ok: true,
      day: { start: Date.parse('2026-11-01T13:00:00Z'), localDate: '2026-11-01', hours: 8, kind: 'pour', crew: null, note: null },
    });
  });

  it('and the spring change: 07:00 on 2027-03-14 is CDT (12:00 UTC); 02:30 that day does not exist and is refused', () => {
    expect(startOf('2027-03-13 07:00|8|pour')).toBe('2027-03-13T13:00:00.000Z');
    expect(startOf('2027-03-14 07:00|8|pour')).toBe('2027-03-14T12:00:00.000Z');
    expect(day('2027-03-14 02:30|8|pour')).toEqual({
      ok: false,
      errors: { time: '02:30 does not exist on 2027-03-14 (the clocks go forward): choose another time.' },
    });
  });

  it('refuses a start at now or before, accepts one a minute after', () => {
    expect(day('2026-10-30 07:00|8|pour')).toEqual({ ok: false, errors: { date: 'That start is in the past.' } });
    expect(day('2026-10-29 09:00|8|pour').ok).toBe(false);
    expect(day('2026-10-30 07:01|8|pour').ok).toBe(true);
  });

  it('accepts the 365th Central day after today and refuses the 366th', () => {
    expect(day('2027-10-30 23:59|8|finish').ok).toBe(true);
    expect(day('2027-10-31 00:00|8|finish')).toEqual({ ok: false, errors: { date: 'That day is more than a year ahead.' } });
  });

  it('takes 0.5 to 14 hours', () => {
    expect(day('2026-11-02 07:00|0.5|other').ok).toBe(true);
    expect(day('2026-11-02 07:00|14|other').ok).toBe(true);
    for (const hours of ['0.4', '14.5', '0', '8h', '-1', ''])
      expect(day(`2026-11-02 07:00|${hours}|other`)).toEqual({ ok: false, errors: { hours: 'Hours go from 0.5 to 14, like 8 or 4.5.' } });
  });

  it('knows prep (forms), pour, finish (cleanup) and other; refuses any other kind', () => {
    const kinds = ['prep', 'Forms', 'pour', 'finish', 'cleanup', 'other'].map((kind) => {
      const parsed = day(`2026-11-02 07:00|8|${kind}`);
      return parsed.ok ? parsed.day.kind : null;
    });
    expect(kinds).toEqual(['prep', 'prep', 'pour', 'finish', 'finish', 'other']);
    expect(day('2026-11-02 07:00|8|demolition')).toEqual({ ok: false, errors: { kind: 'Choose a kind: prep, pour, finish or other.' } });
  });

  it('refuses a date that does not exist and a text of another shape', () => {
    expect(day('2027-02-30 07:00|8|pour')).toEqual({ ok: false, errors: { date: 'Choose a real day, like 2026-12-03.' } });
    expect(day('2026-11-02 7am|8|pour')).toEqual({ ok: false, errors: { time: 'Choose the start time, like 07:00.' } });
    expect(workDayOfText('2026-11-02 07:00|8')).toBeNull();
    expect(workDayOfText('2026-11-02|8|pour')).toBeNull();
  });

  it('says a start as its Central weekday, date and time', () => {
    expect(startInWords('2026-11-01T13:00:00.000Z')).toBe('Sunday, November 1, 2026, 7:00 AM');
    expect(startInWords('2026-12-03T13:00:00.000Z', 'es')).toBe('jueves, 3 de diciembre de 2026, 7:00 a.m.');
  });

  it("says a day as the homeowner reads it, on the page and in the messages alike, the date its start's own", () => {
    // 00:30 UTC on November 2 is still Sunday, November 1 in Central time (CST, UTC-6): the date is the start's.
    expect(customerWhen('2026-11-02T00:30:00.000Z', 'en')).toBe('Sunday, November 1, from 6:30 PM');
    expect(customerDayLine({ starts_at: '2026-12-03T13:00:00.000Z', kind: 'pour' }, 'en')).toBe(
      'Thursday, December 3, from 7:00 AM, pour: weather permitting',
    );
    // One o'clock takes the singular article in Spanish ("desde la 1:00 p.m.").
    expect(customerDayLine({ starts_at: '2027-03-15T18:00:00.000Z', kind: 'finish' }, 'es')).toBe(
      'lunes, 15 de marzo, desde la 1:00 p.m., acabado y limpieza',
    );
  });
});

describe("the job's state", () => {
  it('is scheduled with no day done (or no day), in progress with some, done with all', () => {
    const done = { done_at: '2026-11-02T20:00:00Z' };
    const open = { done_at: null };
    expect(jobState([])).toBe('scheduled');
    expect(jobState([open, open])).toBe('scheduled');
    expect(jobState([done, open])).toBe('in_progress');
    expect(jobState([done, done])).toBe('done');
  });
});

describe('the next free weekday morning', () => {
  it('is today at 07:00 while that is ahead, else the next weekday, never a booked day', () => {
    expect(nextFreeWeekdayMorning([], new Date('2026-10-30T11:59:00Z'))).toEqual({ date: '2026-10-30', time: '07:00' });
    // Friday at 07:00 itself: Saturday and Sunday (the autumn change) skipped.
    expect(nextFreeWeekdayMorning([], NOW)).toEqual({ date: '2026-11-02', time: '07:00' });
    expect(nextFreeWeekdayMorning(['2026-11-02', '2026-11-03'], NOW)).toEqual({ date: '2026-11-04', time: '07:00' });
    // Late on a Sunday evening (Central), already Monday in UTC: Monday.
    expect(nextFreeWeekdayMorning([], new Date('2027-03-15T03:00:00Z'))).toEqual({ date: '2027-03-15', time: '07:00' });
  });
});

describe('the town whose forecast a pour reads', () => {
  it('is the lead’s town, else the served town its address names last, else the home city', () => {
    expect(servedTownOf({ town: 'vidor ', address: '' })?.name).toBe('Vidor');
    expect(servedTownOf({ town: '', address: '42 Calder Ave, Port Neches, TX 77651' })?.name).toBe('Port Neches');
    expect(servedTownOf({ town: '', address: '12 Orange St, Nederland' })?.name).toBe('Nederland');
    expect(servedTownOf({ town: '', address: '9 Main St, Houston' })).toBeNull();
    expect(forecastTownOf({ town: '', address: '9 Main St, Houston' }).name).toBe('Beaumont');
  });
});
