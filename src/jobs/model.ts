/**
 * The job after the yes (issue 46 item 1): its work days as the contractor types them and the job's state read
 * from them. Pure: every rule that depends on the clock takes `now`. Times are Central (America/Chicago, the
 * business profile's zone) through src/lib/zoned-time.ts, which reads the zone's offsets from Intl; nothing here
 * formats or offsets a date by hand. The words are in src/content/jobs.ts.
 */
import * as z from 'zod/mini';
import { BUSINESS_TIME_ZONE } from '../content/business';
import { type JobState, WORK_DAY_REFUSALS, type WorkDayKind } from '../content/jobs';
import { addDays, dayIn, instantIn, isoWeekday, timeIn } from '../lib/zoned-time';

/** The fewest and most hours of one work day. */
export const MIN_HOURS = 0.5;
export const MAX_HOURS = 14;
/** How far ahead a work day may be, in Central calendar days after today (365 accepted, 366 refused). */
export const MAX_DAYS_AHEAD = 365;
/** The longest crew names and note, in characters. */
export const MAX_CREW = 200;
export const MAX_NOTE = 500;
/** The start proposed for a new work day: a weekday morning at 07:00 Central. */
export const MORNING = '07:00';

/** A work day as the form or the command line gives it, strings as typed. */
export interface WorkDayInput {
  date: string;
  time: string;
  hours: string;
  kind: string;
  crew?: string;
  note?: string;
}

/** A work day that passed every rule. */
export interface WorkDay {
  /** The start, ms since the epoch, and its Central day "YYYY-MM-DD". */
  start: number;
  localDate: string;
  hours: number;
  kind: WorkDayKind;
  /** The contractor's words, trimmed; null for none. */
  crew: string | null;
  note: string | null;
}

/** The fields of a work day a refusal can name. */
export type WorkDayField = 'day' | 'date' | 'time' | 'hours' | 'kind' | 'crew' | 'note';
export type WorkDayErrors = Partial<Record<WorkDayField, string>>;

/** The kinds as typed: the four names and the words of the issue ("forms", "cleanup"). */
const KIND_NAMES: Readonly<Record<string, WorkDayKind>> = {
  prep: 'prep',
  forms: 'prep',
  'prep/forms': 'prep',
  pour: 'pour',
  finish: 'finish',
  cleanup: 'finish',
  'finish/cleanup': 'finish',
  other: 'other',
};

/** A calendar date that exists (zod's ISO date: 2027-02-30 is refused). */
const isoDate = z.iso.date();
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const HOURS = /^\d{1,2}(\.\d{1,2})?$/;

/**
 * Splits a work day written "<YYYY-MM-DD HH:MM>|<hours>|<kind>" (the command line's `--day`) into its fields.
 * @returns the fields, or null when the text has not that shape (three parts, a date and a time in the first)
 */
export function workDayOfText(text: string): WorkDayInput | null {
  const parts = text.split('|').map((part) => part.trim());
  if (parts.length !== 3) return null;
  const when = /^(\S+)\s+(\S+)$/.exec(parts[0]!);
  if (!when) return null;
  return { date: when[1]!, time: when[2]!, hours: parts[1]!, kind: parts[2]! };
}

/**
 * The start of a day and time in Central time, checked: a real date, a time "HH:MM" that exists that day (not
 * the hour skipped when the clocks go forward, e.g. 02:30 on 2027-03-14), after `now`, and at most 365 Central
 * calendar days after today.
 * @returns the start (ms) and its day, or one message per field
 */
export function startOf(date: string, time: string, now: Date): { start: number; localDate: string } | { errors: WorkDayErrors } {
  if (!isoDate.safeParse(date).success) return { errors: { date: WORK_DAY_REFUSALS.date } };
  if (!TIME.test(time)) return { errors: { time: WORK_DAY_REFUSALS.time } };
  const start = instantIn(BUSINESS_TIME_ZONE, date, time);
  if (timeIn(BUSINESS_TIME_ZONE, start) !== time || dayIn(BUSINESS_TIME_ZONE, start) !== date)
    return { errors: { time: WORK_DAY_REFUSALS.skipped(time, date) } };
  if (start <= now.getTime()) return { errors: { date: WORK_DAY_REFUSALS.past } };
  if (date > addDays(dayIn(BUSINESS_TIME_ZONE, now), MAX_DAYS_AHEAD)) return { errors: { date: WORK_DAY_REFUSALS.tooFar } };
  return { start, localDate: date };
}

/**
 * Validates a work day at `now`: its start (`startOf`), hours from 0.5 to 14, a known kind (prep, forms, pour,
 * finish, cleanup, other), the crew under 200 characters and the note under 500.
 * @returns the day, or one message per field that failed
 */
export function parseWorkDay(input: WorkDayInput, now: Date): { ok: true; day: WorkDay } | { ok: false; errors: WorkDayErrors } {
  const errors: WorkDayErrors = {};
  const when = startOf(input.date.trim(), input.time.trim(), now);
  if ('errors' in when) Object.assign(errors, when.errors);
  const hoursText = input.hours.trim();
  const hours = Number(hoursText);
  if (!HOURS.test(hoursText) || hours < MIN_HOURS || hours > MAX_HOURS) errors.hours = WORK_DAY_REFUSALS.hours;
  const kind = KIND_NAMES[input.kind.trim().toLowerCase()];
  if (!kind) errors.kind = WORK_DAY_REFUSALS.kind;
  const crew = (input.crew ?? '').trim();
  const note = (input.note ?? '').replaceAll('\r\n', '\n').trim();
  if (crew.length > MAX_CREW) errors.crew = WORK_DAY_REFUSALS.crew;
  if (note.length > MAX_NOTE) errors.note = WORK_DAY_REFUSALS.note;
  if ('errors' in when || Object.keys(errors).length > 0 || !kind) return { ok: false, errors };
  return { ok: true, day: { start: when.start, localDate: when.localDate, hours, kind, crew: crew || null, note: note || null } };
}

/** A day's part that the state reads. */
export interface DayDone {
  done_at: string | null;
}

/**
 * A job's state from its days: 'scheduled' while none is done (no days yet included), 'in_progress' when some
 * are, 'done' when all are.
 */
export const jobState = (days: readonly DayDone[]): JobState =>
  stateOfCounts(days.length, days.filter((day) => day.done_at !== null).length);

/** A job's state from its count of days and of days done (`jobState`'s rule). */
export function stateOfCounts(days: number, done: number): JobState {
  if (done === 0) return 'scheduled';
  return done === days ? 'done' : 'in_progress';
}

/**
 * The start proposed for the next work day: the first weekday (Monday to Friday, Central) from today on whose
 * 07:00 is still ahead of `now` and on which no work day is booked.
 * @param bookedDates the Central days "YYYY-MM-DD" already holding a work day (any job's)
 * @returns the day and time, e.g. { date: "2026-11-30", time: "07:00" }
 */
export function nextFreeWeekdayMorning(bookedDates: Iterable<string>, now: Date): { date: string; time: string } {
  const booked = new Set(bookedDates);
  let day = dayIn(BUSINESS_TIME_ZONE, now);
  for (let i = 0; i <= MAX_DAYS_AHEAD; i++, day = addDays(day, 1)) {
    if (isoWeekday(day) > 5 || booked.has(day)) continue;
    if (instantIn(BUSINESS_TIME_ZONE, day, MORNING) > now.getTime()) return { date: day, time: MORNING };
  }
  return { date: day, time: MORNING };
}
