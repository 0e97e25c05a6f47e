/**
 * The calendar object's stored rows (SQLite in the Durable Object,
 * `calendar.ts`): a booking's row, the columns added after the table was
 * first made, and a row read back as a `Booking`.
 */
import type { Booking, VisitDetails } from './model';

/** A row of the object's `bookings` table. */
export type BookingRow = {
  token: string;
  start: string;
  end: string;
  status: 'booked' | 'cancelled';
  sequence: number;
  lead_key: string;
  details: string;
  created_at: string;
  updated_at: string;
  reminded_for: string | null;
  notified_start: string | null;
  notified_at: string | null;
  notice_pending: number | null;
};

/** Columns added after the table was first made (issue 35): each added once, on the first start that lacks it. */
export const ADDED_COLUMNS = [
  `phone_key TEXT NOT NULL DEFAULT ''`,
  `email_key TEXT NOT NULL DEFAULT ''`,
  `client_key TEXT NOT NULL DEFAULT ''`,
  // The window the customer and the contractor were last told of, when, and whether a later move waits to be told.
  'notified_start TEXT',
  'notified_at TEXT',
  'notice_pending INTEGER NOT NULL DEFAULT 0',
];

/** A stored row as the `Booking` the routes, the emails and the admin read (its visit details parsed from JSON). */
export const toBooking = (row: BookingRow): Booking => ({
  ...(JSON.parse(row.details) as VisitDetails),
  token: row.token,
  start: row.start,
  end: row.end,
  status: row.status,
  sequence: row.sequence,
  leadKey: row.lead_key,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  remindedFor: row.reminded_for,
});
