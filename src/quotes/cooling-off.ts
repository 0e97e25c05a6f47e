/**
 * The buyer's three-business-day right to cancel (issue 38 §6): the FTC's
 * Cooling-Off Rule (16 CFR 429.1) and Tex. Bus. & Com. Code ch. 601 let the
 * buyer cancel "at any time prior to midnight of the third business day after
 * the date of this transaction". A business day is every calendar day but
 * Sundays and the federal holidays (16 CFR 429.0), taken on the day they fall
 * (not moved to an observed weekday), as listed by 18F's
 * `@18f/us-federal-holidays` (5 U.S.C. 6103). Days are America/Chicago days:
 * the transaction is the day the quote was accepted there.
 */
import { allForYear } from '@18f/us-federal-holidays';
import { business } from '../content/business';
import { addDays, dayIn, startOfDayIn } from '../lib/zoned-time';

/** The federal holidays of a year as "YYYY-MM-DD", on the day they fall; made once per year asked. */
const holidays = new Map<number, Set<string>>();
const holidaysOf = (year: number) => {
  let days = holidays.get(year);
  if (!days) {
    days = new Set(allForYear(year, { shiftSaturdayHolidays: false, shiftSundayHolidays: false }).map((holiday) => holiday.dateString));
    holidays.set(year, days);
  }
  return days;
};

/** Whether `day` ("YYYY-MM-DD") is a business day of 16 CFR 429.0: not a Sunday, not a federal holiday. */
export function isBusinessDay(day: string): boolean {
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) return false;
  return !holidaysOf(Number(day.slice(0, 4))).has(day);
}

/** The third business day after `transactionDay` ("YYYY-MM-DD"): the last day to cancel, until its midnight. */
export function cancelDeadlineDay(transactionDay: string): string {
  let day = transactionDay;
  for (let counted = 0; counted < 3; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted++;
  }
  return day;
}

/**
 * The cancellation period of a quote accepted at `acceptedAt` (ISO 8601):
 * the transaction's day and the last day, both in the business time zone, and
 * whether `now` is still before midnight ending that last day.
 */
export function cancellationPeriod(acceptedAt: string, now: Date): { transactionDay: string; deadlineDay: string; open: boolean } {
  const transactionDay = dayIn(business.timeZone, new Date(acceptedAt));
  const deadlineDay = cancelDeadlineDay(transactionDay);
  const endsAt = Date.parse(startOfDayIn(addDays(deadlineDay, 1), business.timeZone));
  return { transactionDay, deadlineDay, open: now.getTime() < endsAt };
}
