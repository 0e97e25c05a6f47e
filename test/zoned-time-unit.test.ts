import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, business } from '../src/content/business';
import {
  addDays,
  dayIn,
  instantIn,
  isoWeekday,
  minutesOf,
  offsetMinutes,
  rfc3339In,
  startOfDayIn,
  timeIn,
  timeOf,
} from '../src/lib/zoned-time';

/**
 * The zoned-time module (src/lib/zoned-time.ts), pinned on the business's two
 * daylight-saving days with fixed instants: 2026-11-01 (Central Daylight Time
 * ends at 02:00 CDT, 07:00 UTC: a 25-hour day) and 2027-03-14 (Central Standard
 * Time ends at 02:00 CST, 08:00 UTC: a 23-hour day, with no 02:00 to 02:59).
 * The zone is written out here, so a change of the profile's zone fails too.
 */
const CHICAGO = 'America/Chicago';
const iso = (at: number) => new Date(at).toISOString();

describe('the business time zone', () => {
  it('is America/Chicago, one constant the profile also reads', () => {
    expect(BUSINESS_TIME_ZONE).toBe(CHICAGO);
    expect(business.timeZone).toBe(BUSINESS_TIME_ZONE);
  });
});

describe('2026-11-01, the autumn change (CDT → CST)', () => {
  it('switches the offset from -300 to -360 minutes at 07:00 UTC', () => {
    expect(offsetMinutes(CHICAGO, Date.parse('2026-11-01T06:59:59Z'))).toBe(-300);
    expect(offsetMinutes(CHICAGO, Date.parse('2026-11-01T07:00:00Z'))).toBe(-360);
  });

  it('begins at 05:00 UTC and lasts 25 hours', () => {
    expect(startOfDayIn('2026-11-01', CHICAGO)).toBe('2026-11-01T05:00:00.000Z');
    expect(startOfDayIn('2026-11-02', CHICAGO)).toBe('2026-11-02T06:00:00.000Z');
  });

  it('reads the repeated hour 01:30 as its first, daylight-time occurrence', () => {
    expect(iso(instantIn(CHICAGO, '2026-11-01', '01:30'))).toBe('2026-11-01T06:30:00.000Z');
  });

  it('puts a morning window and 18:00 in standard time', () => {
    const nine = instantIn(CHICAGO, '2026-11-01', '09:00');
    expect(iso(nine)).toBe('2026-11-01T15:00:00.000Z');
    expect(rfc3339In(CHICAGO, nine)).toBe('2026-11-01T09:00:00-06:00');
    expect(iso(instantIn(CHICAGO, '2026-11-01', '18:00'))).toBe('2026-11-02T00:00:00.000Z');
  });

  it('names the local day and time of an instant, not the UTC ones', () => {
    const late = Date.parse('2026-11-02T05:30:00Z');
    expect(dayIn(CHICAGO, late)).toBe('2026-11-01');
    expect(timeIn(CHICAGO, late)).toBe('23:30');
    expect(dayIn(CHICAGO, new Date('2026-11-01T04:59:59Z'))).toBe('2026-10-31');
  });
});

describe('2027-03-14, the spring change (CST → CDT)', () => {
  it('switches the offset from -360 to -300 minutes at 08:00 UTC', () => {
    expect(offsetMinutes(CHICAGO, Date.parse('2027-03-14T07:59:59Z'))).toBe(-360);
    expect(offsetMinutes(CHICAGO, Date.parse('2027-03-14T08:00:00Z'))).toBe(-300);
  });

  it('begins at 06:00 UTC and lasts 23 hours', () => {
    expect(startOfDayIn('2027-03-14', CHICAGO)).toBe('2027-03-14T06:00:00.000Z');
    expect(startOfDayIn('2027-03-15', CHICAGO)).toBe('2027-03-15T05:00:00.000Z');
  });

  it('resolves the nonexistent 02:00 to 07:00 UTC (01:00 CST), a time that does not read back as 02:00', () => {
    const twoAm = instantIn(CHICAGO, '2027-03-14', '02:00');
    expect(iso(twoAm)).toBe('2027-03-14T07:00:00.000Z');
    expect(timeIn(CHICAGO, twoAm)).not.toBe('02:00');
    expect(rfc3339In(CHICAGO, twoAm)).toBe('2027-03-14T01:00:00-06:00');
  });

  it('puts 03:00 and a morning window in daylight time', () => {
    expect(iso(instantIn(CHICAGO, '2027-03-14', '03:00'))).toBe('2027-03-14T08:00:00.000Z');
    expect(rfc3339In(CHICAGO, instantIn(CHICAGO, '2027-03-14', '09:00'))).toBe('2027-03-14T09:00:00-05:00');
  });
});

describe('calendar arithmetic without a zone', () => {
  it('moves days across a month, a year and a DST change by whole calendar days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(addDays('2027-03-14', 1)).toBe('2027-03-15');
  });

  it('numbers weekdays 1 (Monday) to 7 (Sunday)', () => {
    expect(isoWeekday('2026-11-01')).toBe(7);
    expect(isoWeekday('2026-11-02')).toBe(1);
  });

  it('converts "HH:MM" to minutes and back', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(timeOf(570)).toBe('09:30');
    expect(timeOf(minutesOf('23:59'))).toBe('23:59');
  });
});
