/**
 * The booking settings form of /admin/calendar (issue 29 §2, §8): what the
 * contractor posts, validated with zod into `BookingSettings`, with a
 * message per field that failed. The blocked days are not in this form
 * ("Block this day" sets them one at a time), so they are kept as saved.
 */
import * as z from 'zod/mini';
import { type BookingSettings, type DayHours, hoursOn, WEEKDAY_NAMES } from '../model';
import { minutesOf } from '../../lib/zoned-time';

/** The window lengths offered, in minutes. */
export const WINDOW_LENGTHS = [60, 90, 120, 180, 240] as const;

/** The fields of the form. */
export type SettingsField = 'days' | 'firstStart' | 'lastStart' | 'windowMinutes' | 'capacity' | 'noticeDays' | 'horizonDays';

/** The form's values as posted (strings; `days` a list), kept to send the form back. */
export interface SettingsValues {
  days: string[];
  /** Each weekday's first and last window start as posted (`first_1`, `last_1` … `first_7`, `last_7`), by ISO weekday "1" … "7". */
  hours: Record<string, { first: string; last: string }>;
  windowMinutes: string;
  capacity: string;
  noticeDays: string;
  horizonDays: string;
}

/** The ISO weekday numbers as strings, "1" (Monday) … "7" (Sunday). */
const WEEKDAYS = WEEKDAY_NAMES.map((_, i) => String(i + 1));

/** A settings' values as the form shows them: each weekday's hours (`hoursOn`: old settings' one set of hours on every day). */
export const valuesOf = (settings: BookingSettings): SettingsValues => ({
  days: settings.days.map(String),
  hours: Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { firstStart, lastStart } = hoursOn(settings, Number(day));
      return [day, { first: firstStart, last: lastStart }];
    }),
  ),
  windowMinutes: String(settings.windowMinutes),
  capacity: String(settings.capacity),
  noticeDays: String(settings.noticeDays),
  horizonDays: String(settings.horizonDays),
});

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const whole = (min: number, max: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max));

/** The form's schema: each field with its bounds (a visit a day at least, a window that ends by midnight). */
const SCHEMA = {
  days: z.array(z.coerce.number().check(z.int(), z.gte(1), z.lte(7))).check(z.minLength(1)),
  windowMinutes: z.coerce.number().check(z.refine((n) => (WINDOW_LENGTHS as readonly number[]).includes(n))),
  capacity: whole(1, 20),
  noticeDays: whole(0, 30),
  horizonDays: whole(1, 120),
} as const;

/** The message of each field when it fails. */
const MESSAGES: Record<SettingsField, string> = {
  days: 'Choose at least one working day.',
  firstStart: 'Enter the first window’s start of each working day, like 08:00.',
  lastStart: 'Enter the last window’s start of each working day, like 14:00, no earlier than the first.',
  windowMinutes: `Choose a window length: ${WINDOW_LENGTHS.join(', ')} minutes.`,
  capacity: 'Enter how many visits fit one window: 1 to 20.',
  noticeDays: 'Enter the notice in working days: 0 to 30.',
  horizonDays: 'Enter how many days ahead to offer: 1 to 120.',
};

/**
 * Reads the posted form (from Hono's `parseBody({ all: true })`: a field
 * posted twice is a list) into settings, keeping `blocked` from `current`.
 * Each working day needs its hours (`first_N`, `last_N`: the first and last
 * window's start, the last no earlier than the first, ending by midnight);
 * a day off keeps the hours posted for it when they are valid, for the day it
 * is turned on again. The saved settings have hours per weekday and '' as the
 * old single `firstStart`/`lastStart` (src/booking/model.ts).
 * @returns the settings, or the values and one message per failed field (the
 *   hours' messages name the days: "Saturday: …")
 */
export function parseSettings(
  body: Record<string, unknown>,
  current: BookingSettings,
): { ok: true; settings: BookingSettings } | { ok: false; values: SettingsValues; errors: Partial<Record<SettingsField, string>> } {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
  const rawDays = body.days === undefined ? [] : Array.isArray(body.days) ? body.days : [body.days];
  const values: SettingsValues = {
    days: rawDays.filter((d): d is string => typeof d === 'string'),
    hours: Object.fromEntries(WEEKDAYS.map((day) => [day, { first: text(`first_${day}`), last: text(`last_${day}`) }])),
    windowMinutes: text('windowMinutes'),
    capacity: text('capacity'),
    noticeDays: text('noticeDays'),
    horizonDays: text('horizonDays'),
  };
  const errors: Partial<Record<SettingsField, string>> = {};
  const parsed: Partial<Record<SettingsField, unknown>> = {};
  for (const field of Object.keys(SCHEMA) as (keyof typeof SCHEMA)[]) {
    const raw = values[field];
    const result = SCHEMA[field].safeParse(field === 'days' ? raw : raw === '' ? undefined : raw);
    if (result.success && rawDays.length === values.days.length) parsed[field] = result.data;
    else errors[field] = MESSAGES[field];
  }
  const working = new Set(values.days);
  const hours: Partial<Record<string, DayHours>> = {};
  const firstWrong: string[] = [];
  const lastWrong: string[] = [];
  const lateWrong: string[] = [];
  for (const day of WEEKDAYS) {
    const { first, last } = values.hours[day] ?? { first: '', last: '' };
    const name = WEEKDAY_NAMES[Number(day) - 1] ?? day;
    const firstOk = time.safeParse(first).success;
    const lastOk = time.safeParse(last).success && firstOk && minutesOf(last) >= minutesOf(first);
    const endsInTime = !errors.windowMinutes && lastOk && minutesOf(last) + Number(values.windowMinutes) <= 24 * 60;
    if (firstOk && lastOk && endsInTime) hours[day] = { firstStart: first, lastStart: last };
    if (!working.has(day)) continue;
    if (!firstOk) firstWrong.push(name);
    else if (!lastOk) lastWrong.push(name);
    else if (!errors.windowMinutes && !endsInTime) lateWrong.push(name);
  }
  if (firstWrong.length) errors.firstStart = `${firstWrong.join(', ')}: ${MESSAGES.firstStart}`;
  if (lastWrong.length) errors.lastStart = `${lastWrong.join(', ')}: ${MESSAGES.lastStart}`;
  if (lateWrong.length)
    errors.windowMinutes = `${lateWrong.join(', ')}: the last window must end by midnight: choose a shorter window or an earlier last start.`;
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return {
    ok: true,
    settings: {
      days: [...new Set(parsed.days as number[])].sort(),
      hours,
      firstStart: '',
      lastStart: '',
      windowMinutes: parsed.windowMinutes as number,
      capacity: parsed.capacity as number,
      noticeDays: parsed.noticeDays as number,
      horizonDays: parsed.horizonDays as number,
      blocked: current.blocked,
    },
  };
}
