/**
 * The calendar's Durable Object (issue 29 §4): ONE object per calendar
 * (`env.BOOKING_CALENDAR.idFromName('main')`), SQLite-backed, holding the
 * settings, the blocked days and every booking. One object, not one per day,
 * so a booking is checked against the settings, the blocked days and the
 * other bookings and written in one place and one step, and /book reads a
 * week of availability with ONE call; a contractor's calendar takes a few
 * bookings a day, far below what one object serves.
 *
 * No double booking: every check-then-write below is synchronous SQL with no
 * `await` between the check and the write, so the object's input gate runs
 * each call to its end before the next starts (capacity holds under any
 * concurrency: test/booking-integration.test.ts posts 25 at once).
 *
 * The reminder (§7): the object's alarm is set to 18:00 America/Chicago of
 * the day before the next window not yet reminded; it records `remindedFor`
 * before the send is acknowledged, so a retried alarm never sends twice, a
 * cancelled booking is never reminded and a moved one is reminded for its new
 * window.
 */
import { DurableObject } from 'cloudflare:workers';
import {
  type ArrivalWindow,
  type Booking,
  type BookingSettings,
  type DayWindows,
  DEFAULT_BOOKING_SETTINGS,
  eveningBefore,
  type VisitDetails,
} from './model';
import { BUSINESS_TIME_ZONE } from '../content/business';
import { ADDED_COLUMNS, type BookingRow, toBooking } from './rows';
import {
  type Booker,
  type BookResult,
  firstOfferedDay,
  LIVE_PER_CLIENT,
  LIVE_PER_PERSON,
  MOVED_NOTICE_MS,
  newToken,
  plausibleStart,
  windowStarts,
} from './rules';
import { addDays, dayIn, startOfDayIn } from '../lib/zoned-time';

/** Kept for the tests' imports: the rules live in ./rules. */
export {
  type Booker,
  type BookResult,
  LIVE_PER_CLIENT,
  LIVE_PER_PERSON,
  MAX_AHEAD_MS,
  MOVED_NOTICE_MS,
  plausibleStart,
  windowStarts,
} from './rules';

/** How many next free windows a refused booking offers. */
const NEXT_WINDOWS = 6;

/** The Durable Object class (wrangler.toml: binding BOOKING_CALENDAR, migration tag v1, new_sqlite_classes). */
export class BookingCalendar extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS settings (id INTEGER PRIMARY KEY CHECK (id = 1), value TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS bookings (
      token TEXT PRIMARY KEY, start TEXT NOT NULL, "end" TEXT NOT NULL, status TEXT NOT NULL,
      sequence INTEGER NOT NULL, lead_key TEXT NOT NULL, details TEXT NOT NULL,
      created_at TEXT NOT NULL, updated_at TEXT NOT NULL, reminded_for TEXT)`);
    this.sql.exec(`CREATE INDEX IF NOT EXISTS bookings_start ON bookings (start, status)`);
    const have = new Set(
      this.sql
        .exec<{ name: string }>(`SELECT name FROM pragma_table_info('bookings')`)
        .toArray()
        .map((c) => c.name),
    );
    for (const column of ADDED_COLUMNS) {
      if (!have.has(column.split(' ')[0] as string)) this.sql.exec(`ALTER TABLE bookings ADD COLUMN ${column}`);
    }
  }

  /** The contractor's settings (the defaults until saved). */
  settings(): BookingSettings {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM settings WHERE id = 1`).toArray()[0];
    return row ? { ...DEFAULT_BOOKING_SETTINGS, ...(JSON.parse(row.value) as Partial<BookingSettings>) } : { ...DEFAULT_BOOKING_SETTINGS };
  }

  /**
   * Saves the settings (validated by the caller, /admin/calendar) and returns them. Without `blocked`, the blocked
   * days stored are kept, read and written in this one step (a day blocked between the form's read and its save is
   * never lost, issue 36).
   */
  saveSettings(settings: Omit<BookingSettings, 'blocked'> & { blocked?: string[] }): BookingSettings {
    const blocked = settings.blocked ?? this.settings().blocked;
    this.sql.exec(
      `INSERT INTO settings (id, value) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET value = excluded.value`,
      JSON.stringify({ ...settings, blocked }),
    );
    return this.settings();
  }

  /** Blocks a day ("YYYY-MM-DD"): no window is offered on it; its bookings stay (the admin lists them). */
  blockDay(day: string): BookingSettings {
    const settings = this.settings();
    if (!settings.blocked.includes(day)) settings.blocked = [...settings.blocked, day].sort();
    return this.saveSettings(settings);
  }

  /** Unblocks a day. */
  unblockDay(day: string): BookingSettings {
    const settings = this.settings();
    return this.saveSettings({ ...settings, blocked: settings.blocked.filter((blocked) => blocked !== day) });
  }

  /** How many live bookings a window start (ISO UTC) holds. */
  private taken(start: string): number {
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM bookings WHERE start = ? AND status = 'booked'`, start).one().n;
  }

  /**
   * The windows of `days` days from `fromDay` (America/Chicago), each with how many visits it still takes; a full
   * window, one before the notice or beyond the horizon and every window of a blocked day are left out.
   * @param now ms since the epoch
   */
  availability(fromDay: string, days: number, now: number): DayWindows[] {
    const settings = this.settings();
    const first = firstOfferedDay(settings, now);
    const last = addDays(dayIn(BUSINESS_TIME_ZONE, now), settings.horizonDays);
    const result: DayWindows[] = [];
    for (let i = 0; i < Math.min(Math.max(days, 0), 62); i++) {
      const day = addDays(fromDay, i);
      const blocked = settings.blocked.includes(day);
      const windows: ArrivalWindow[] = [];
      if (!blocked && day >= first && day <= last) {
        for (const start of windowStarts(settings, day)) {
          if (start <= now) continue;
          const startIso = new Date(start).toISOString();
          const free = settings.capacity - this.taken(startIso);
          if (free > 0) windows.push({ start: startIso, end: new Date(start + settings.windowMinutes * 60_000).toISOString(), free });
        }
      }
      result.push({ day, blocked, windows });
    }
    return result;
  }

  /** The next free windows from now on (at most `NEXT_WINDOWS`), offered when a window was refused. */
  private nextFree(now: number): ArrivalWindow[] {
    const settings = this.settings();
    return this.availability(dayIn(BUSINESS_TIME_ZONE, now), settings.horizonDays + 1, now)
      .flatMap((day) => day.windows)
      .slice(0, NEXT_WINDOWS);
  }

  /** Whether a window start (ISO UTC) is offered now: a window's exact start, past the notice, within the horizon, not blocked. */
  private offered(start: string, now: number): ArrivalWindow | 'taken' | null {
    const at = Date.parse(start);
    if (!plausibleStart(at, now)) return null;
    const settings = this.settings();
    const day = dayIn(BUSINESS_TIME_ZONE, at);
    const [window] = this.availability(day, 1, now)[0]?.windows.filter((w) => w.start === new Date(at).toISOString()) ?? [];
    if (window) return window;
    const isStart = windowStarts(settings, day).includes(at);
    const inRange =
      at > now && day >= firstOfferedDay(settings, now) && day <= addDays(dayIn(BUSINESS_TIME_ZONE, now), settings.horizonDays);
    return isStart && inRange && !settings.blocked.includes(day) ? 'taken' : null;
  }

  /**
   * Books a window in one step (check and write with no await between): `details` for `windowStart` (ISO instant),
   * under the lead's idempotency key. The same key booked already returns that booking (a repeated post).
   */
  book(details: VisitDetails, windowStart: string, leadKey: string, now: number, booker: Booker): BookResult {
    const existing = this.sql.exec<BookingRow>(`SELECT * FROM bookings WHERE lead_key = ? AND status = 'booked'`, leadKey).toArray()[0];
    if (existing) return { ok: true, booking: toBooking(existing), repeated: true };
    if (this.holdsTooMany(booker, now)) return { ok: false, reason: 'limit', next: [] };
    const window = this.offered(windowStart, now);
    if (window === null) return { ok: false, reason: 'not_offered', next: this.nextFree(now) };
    if (window === 'taken') return { ok: false, reason: 'taken', next: this.nextFree(now) };
    const at = new Date(now).toISOString();
    const token = newToken();
    this.sql.exec(
      `INSERT INTO bookings (token, start, "end", status, sequence, lead_key, details, created_at, updated_at, reminded_for,
         phone_key, email_key, client_key, notified_start, notified_at, notice_pending)
       VALUES (?, ?, ?, 'booked', 0, ?, ?, ?, ?, NULL, ?, ?, ?, ?, NULL, 0)`,
      token,
      window.start,
      window.end,
      leadKey,
      JSON.stringify(details),
      at,
      at,
      booker.phoneKey,
      booker.emailKey,
      booker.clientKey,
      window.start,
    );
    this.scheduleAlarm(now);
    return { ok: true, booking: this.get(token) as Booking };
  }

  /**
   * Whether the booker already holds the most live bookings allowed (a window still ahead of `now`): `LIVE_PER_PERSON`
   * for the same phone or the same email, `LIVE_PER_CLIENT` for the same client key.
   */
  private holdsTooMany(booker: Booker, now: number): boolean {
    const live = (column: 'phone_key' | 'email_key' | 'client_key', value: string) =>
      value === ''
        ? 0
        : this.sql
            .exec<{ n: number }>(
              `SELECT COUNT(*) AS n FROM bookings WHERE ${column} = ? AND status = 'booked' AND start > ?`,
              value,
              new Date(now).toISOString(),
            )
            .one().n;
    return (
      live('phone_key', booker.phoneKey) >= LIVE_PER_PERSON ||
      live('email_key', booker.emailKey) >= LIVE_PER_PERSON ||
      live('client_key', booker.clientKey) >= (booker.perClient ?? LIVE_PER_CLIENT)
    );
  }

  /** Releases a hold made by `book` whose post then failed (the lead neither stored, queued nor emailed): deletes it. */
  release(token: string): boolean {
    return this.sql.exec(`DELETE FROM bookings WHERE token = ?`, token).rowsWritten > 0;
  }

  /** A booking by its token, or null. */
  get(token: string): Booking | null {
    const row = this.sql.exec<BookingRow>(`SELECT * FROM bookings WHERE token = ?`, token).toArray()[0];
    return row ? toBooking(row) : null;
  }

  /** Moves a live booking in one step: the new window only if it is offered and free, the old one freed; SEQUENCE + 1. */
  reschedule(token: string, windowStart: string, now: number): BookResult {
    const booking = this.get(token);
    if (booking?.status !== 'booked') return { ok: false, reason: 'not_found', next: [] };
    if (Date.parse(windowStart) === Date.parse(booking.start)) return { ok: true, booking, notice: null };
    const window = this.offered(windowStart, now);
    if (window === null) return { ok: false, reason: 'not_offered', next: this.nextFree(now) };
    if (window === 'taken') return { ok: false, reason: 'taken', next: this.nextFree(now) };
    const row = this.sql.exec<BookingRow>(`SELECT * FROM bookings WHERE token = ?`, token).one();
    const from = row.notified_start ?? row.start;
    const lastTold = row.notified_at ? Date.parse(row.notified_at) : Number.NEGATIVE_INFINITY;
    const tellNow = now - lastTold >= MOVED_NOTICE_MS;
    const at = new Date(now).toISOString();
    this.sql.exec(
      `UPDATE bookings SET start = ?, "end" = ?, sequence = sequence + 1, updated_at = ?,
         notified_start = CASE WHEN ? THEN ? ELSE notified_start END,
         notified_at = CASE WHEN ? THEN ? ELSE notified_at END,
         notice_pending = CASE WHEN ? THEN 0 ELSE 1 END
       WHERE token = ?`,
      window.start,
      window.end,
      at,
      tellNow ? 1 : 0,
      window.start,
      tellNow ? 1 : 0,
      at,
      tellNow ? 1 : 0,
      token,
    );
    this.scheduleAlarm(now);
    return { ok: true, booking: this.get(token) as Booking, notice: tellNow && from !== window.start ? { from } : null };
  }

  /** Cancels a booking: its window is free at once; SEQUENCE + 1 the first time; a second cancel changes nothing. Null: no such token. */
  cancel(token: string, now: number): Booking | null {
    this.sql.exec(
      `UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, updated_at = ? WHERE token = ? AND status = 'booked'`,
      new Date(now).toISOString(),
      token,
    );
    return this.get(token);
  }

  /** The live bookings of `days` days from `fromDay` (America/Chicago), in window order (/admin/calendar's agenda). */
  agenda(fromDay: string, days: number): Booking[] {
    const from = startOfDayIn(fromDay, BUSINESS_TIME_ZONE);
    const to = startOfDayIn(addDays(fromDay, days), BUSINESS_TIME_ZONE);
    return this.sql
      .exec<BookingRow>(`SELECT * FROM bookings WHERE status = 'booked' AND start >= ? AND start < ? ORDER BY start, created_at`, from, to)
      .toArray()
      .map(toBooking);
  }

  /** When a window's reminder is due: 18:00 America/Chicago of the day before (ms). */
  static reminderAt(start: string): number {
    return eveningBefore(start);
  }

  /** The live bookings not yet reminded for their window. */
  private unreminded(): Booking[] {
    return this.sql
      .exec<BookingRow>(`SELECT * FROM bookings WHERE status = 'booked' AND (reminded_for IS NULL OR reminded_for <> start) ORDER BY start`)
      .toArray()
      .map(toBooking);
  }

  /** The live bookings whose move waits to be told, with when it may be (`notified_at` + `MOVED_NOTICE_MS`, ms). */
  private pendingNotices(): { booking: Booking; from: string; dueAt: number }[] {
    return this.sql
      .exec<BookingRow>(`SELECT * FROM bookings WHERE status = 'booked' AND notice_pending = 1`)
      .toArray()
      .map((row) => ({
        booking: toBooking(row),
        from: row.notified_start ?? row.start,
        dueAt: (row.notified_at ? Date.parse(row.notified_at) : 0) + MOVED_NOTICE_MS,
      }));
  }

  /** Sets the alarm to the earliest reminder or waiting notice due (at once when past), or deletes it when none is due. */
  private scheduleAlarm(now: number): void {
    const due = [
      ...this.unreminded().map((booking) => BookingCalendar.reminderAt(booking.start)),
      ...this.pendingNotices().map((notice) => notice.dueAt),
    ].filter((at) => Number.isFinite(at));
    if (due.length === 0) {
      void this.ctx.storage.deleteAlarm();
      return;
    }
    void this.ctx.storage.setAlarm(Math.max(Math.min(...due), now));
  }

  /**
   * What is due at `now` (ms): each due day-before reminder, sent once, and each waiting "moved" notice, told once
   * with the window the booking holds then (the last move wins; nothing when it is back where it was last told). A
   * reminder is marked sent only after the send, so a throw leaves it unmarked for the runtime's retry; a window
   * already past is marked without sending (too late to remind). A notice is marked told before its send (at most
   * once: a throw loses it rather than telling the move twice). Public so tests fix `now`.
   * @returns how many reminders and notices went out
   */
  async runDue(now: number): Promise<{ reminders: number; notices: number }> {
    const done = { reminders: 0, notices: 0 };
    const { sendBookingConfirmation } = await import('./emails');
    for (const booking of this.unreminded()) {
      if (BookingCalendar.reminderAt(booking.start) > now) continue;
      if (Date.parse(booking.start) > now && booking.email) {
        await sendBookingConfirmation(this.env, booking, 'reminder', new Date(now));
        done.reminders += 1;
      }
      // Only when the booking still holds this window (it may have moved or been cancelled during the send).
      this.sql.exec(
        `UPDATE bookings SET reminded_for = start WHERE token = ? AND start = ? AND status = 'booked'`,
        booking.token,
        booking.start,
      );
    }
    for (const { booking, from, dueAt } of this.pendingNotices()) {
      if (dueAt > now) continue;
      this.sql.exec(
        `UPDATE bookings SET notice_pending = 0, notified_start = start, notified_at = ? WHERE token = ? AND start = ?`,
        new Date(now).toISOString(),
        booking.token,
        booking.start,
      );
      if (from === booking.start) continue;
      const { tellOfChange } = await import('./changes');
      await tellOfChange(this.env, booking, { kind: 'moved', from }, new Date(now));
      done.notices += 1;
    }
    this.scheduleAlarm(now);
    return done;
  }

  /** The alarm: `runDue` at the runtime's clock. */
  override async alarm(): Promise<void> {
    await this.runDue(Date.now());
  }

  /**
   * Puts on the calendar a visit the contractor booked by hand (issue 37 §7: "Visit booked" set on a lead's page,
   * after a phone call): the window starting at `windowStart` (ISO instant), `windowMinutes` long, for the lead of
   * idempotency key `leadKey`. The contractor's word is final: capacity, notice, horizon and blocked days do not
   * refuse it, nor the limits per booker (the contractor is not a booker: the keys stay ''). One live booking per
   * lead: a lead already booked has its booking moved there (SEQUENCE + 1, as a reschedule, with no "moved" notice
   * pending: he made the move), and the same window again changes nothing. The reminder alarm follows.
   * @param now ms since the epoch
   * @returns the booking, or null when `windowStart` is not an instant
   */
  bookByContractor(details: VisitDetails, windowStart: string, leadKey: string, now: number): Booking | null {
    const at = Date.parse(windowStart);
    if (!Number.isFinite(at)) return null;
    const start = new Date(at).toISOString();
    const end = new Date(at + this.settings().windowMinutes * 60_000).toISOString();
    const stamp = new Date(now).toISOString();
    const existing = this.sql.exec<BookingRow>(`SELECT * FROM bookings WHERE lead_key = ? AND status = 'booked'`, leadKey).toArray()[0];
    if (existing) {
      if (existing.start !== start)
        // The contractor moved it himself: nothing waits to be told to him (notified_start is the new window).
        this.sql.exec(
          `UPDATE bookings SET start = ?, "end" = ?, sequence = sequence + 1, updated_at = ?, notified_start = ?, notice_pending = 0
           WHERE token = ?`,
          start,
          end,
          stamp,
          start,
          existing.token,
        );
      this.scheduleAlarm(now);
      return this.get(existing.token);
    }
    const token = newToken();
    this.sql.exec(
      `INSERT INTO bookings (token, start, "end", status, sequence, lead_key, details, created_at, updated_at, reminded_for,
         notified_start, notified_at, notice_pending)
       VALUES (?, ?, ?, 'booked', 0, ?, ?, ?, ?, NULL, ?, NULL, 0)`,
      token,
      start,
      end,
      leadKey,
      JSON.stringify(details),
      stamp,
      stamp,
      start,
    );
    this.scheduleAlarm(now);
    return this.get(token);
  }
}
