import { Fragment } from 'react';
import { type Booking, type BookingSettings, WEEKDAY_NAMES } from '../model';
import { cn } from '../../lib/cn';
import { dayInWords, visitWindow } from '../../lib/dates';
import { labelClass } from '../../ui/form-styles';
import { type SettingsField, type SettingsValues, valuesOf, WINDOW_LENGTHS } from './settings';
import { actionClass } from '../../admin/styles';
import { BUSINESS_TIME_ZONE } from '../../content/business';
import { FieldError } from '../../ui/field-error';
import { Field } from '../../ui/field';
import { type CalendarWorkDay, WorkDayEntries } from '../../jobs/calendar';

export { dayInWords };

/** A window's times in words under its day's heading, America/Chicago: "9:00 – 11:00 AM" (`visitWindow`). */
const windowInWords = (booking: Pick<Booking, 'start' | 'end'>) =>
  visitWindow(booking.start, booking.end, BUSINESS_TIME_ZONE, 'en-US', 'time');

/** A Google Maps search link for an address. */
const mapsLink = (street: string, town: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${street}, ${town}, TX`)}`;

/** One booked visit: window, name, a 48 px Call button, the address as a maps link, service, notes, its lead. */
function Visit({ booking, leadId, readablePhone }: { booking: Booking; leadId?: number; readablePhone: (e164: string) => string }) {
  return (
    <li className="rounded-xl border border-slate-300 bg-white p-4">
      <p className="text-lg font-bold">{windowInWords(booking)}</p>
      <p className="mt-1 font-semibold break-words">{booking.name}</p>
      <p className="mt-3 grid grid-cols-2 gap-2 sm:flex">
        <a href={`tel:${booking.phone}`} className={actionClass} aria-label={`Call ${booking.name} at ${readablePhone(booking.phone)}`}>
          Call
        </a>
        <a href={mapsLink(booking.street, booking.town)} className={actionClass} target="_blank" rel="noopener noreferrer">
          Map
        </a>
      </p>
      <dl className="mt-3 grid gap-2 text-slate-800">
        <div>
          <dt className="text-sm font-medium text-slate-600">Address</dt>
          <dd className="break-words">
            <a href={mapsLink(booking.street, booking.town)} className="font-semibold text-amber-800 underline">
              {`${booking.street}, ${booking.town}`}
            </a>
          </dd>
        </div>
        {booking.service && (
          <div>
            <dt className="text-sm font-medium text-slate-600">Service</dt>
            <dd>{booking.service}</dd>
          </div>
        )}
        {booking.notes && (
          <div>
            <dt className="text-sm font-medium text-slate-600">Notes</dt>
            <dd className="whitespace-pre-wrap break-words">{booking.notes}</dd>
          </div>
        )}
      </dl>
      {leadId !== undefined ? (
        <p className="mt-3">
          <a href={`/admin/leads/${leadId}`} className="inline-flex min-h-12 items-center font-semibold text-amber-800 underline">
            Lead #{leadId}
          </a>
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Its lead is not in the database yet (it is queued).</p>
      )}
    </li>
  );
}

/** The days of the agenda, each with its visits and whether it is blocked. */
export interface AgendaDay {
  day: string;
  blocked: boolean;
  visits: Booking[];
  /** The work days of jobs that day (issue 46 item 2b), a pour with its weather. */
  work: CalendarWorkDay[];
}

/** The "Block this day" / "Unblock" button of a day: one tap, a form post. */
function BlockButton({ day, blocked }: { day: string; blocked: boolean }) {
  return (
    <form method="post" action={`/admin/calendar/${blocked ? 'unblock' : 'block'}`}>
      <input type="hidden" name="day" value={day} />
      <button type="submit" className={cn(actionClass, 'w-full sm:w-auto')}>
        {blocked ? 'Unblock this day' : 'Block this day'}
      </button>
    </form>
  );
}

/** A day's first or last window start in the hours grid: 48 px, narrow enough for three columns at 390 px (named by `aria-label`). */
const timeClass =
  'block min-h-12 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-1 py-2.5 text-sm text-slate-900 shadow-sm focus:border-slate-900';

/** A settings field's message, tied to its input (`settings-<field>-error`). */
const SettingsError = ({ field, message }: { field: string; message?: string }) => (
  <FieldError id={`settings-${field}-error`} message={message} />
);

/** The settings form: working days with each one's first and last window (issue 37 §9), length, capacity, notice and horizon; `saved` beside its button. */
function SettingsForm({
  values,
  errors,
  saved,
}: {
  values: SettingsValues;
  errors?: Partial<Record<SettingsField, string>>;
  saved?: string;
}) {
  const described = (field: SettingsField) => (errors?.[field] ? `settings-${field}-error` : undefined);
  const number = (field: 'capacity' | 'noticeDays' | 'horizonDays', label: string, min: number, max: number) => (
    <Field
      id={`settings-${field}`}
      label={label}
      error={errors?.[field]}
      name={field}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      defaultValue={values[field]}
    />
  );
  return (
    <form method="post" action="/admin/calendar/settings" className="mt-4 grid gap-5 sm:grid-cols-2" noValidate>
      <fieldset
        className="min-w-0 sm:col-span-2"
        aria-describedby={[described('days'), described('firstStart'), described('lastStart')].filter(Boolean).join(' ') || undefined}
      >
        <legend className={labelClass}>Working days and their hours</legend>
        <p className="text-sm text-slate-600">Each day’s first and last arrival window start (the office hours to begin with).</p>
        <div className="mt-2 grid grid-cols-[minmax(0,1fr)_7.5rem_7.5rem] items-center gap-2 text-sm font-medium text-slate-700">
          <span>Day</span>
          <span>First window</span>
          <span>Last window</span>
          {WEEKDAY_NAMES.map((name, i) => {
            const day = String(i + 1);
            const hours = values.hours[day] ?? { first: '', last: '' };
            return (
              <Fragment key={name}>
                <label className="flex min-h-12 min-w-0 cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-300 bg-white px-2 font-semibold text-slate-900 has-[:checked]:border-slate-900">
                  <input type="checkbox" name="days" value={day} defaultChecked={values.days.includes(day)} className="size-5 shrink-0" />
                  {/* "Mon" on a phone, so the times keep their AM/PM; the full name for screen readers and from 640 px. */}
                  <span aria-hidden="true" className="sm:hidden">
                    {name.slice(0, 3)}
                  </span>
                  <span className="max-sm:sr-only">{name}</span>
                </label>
                <input
                  name={`first_${day}`}
                  type="time"
                  step={900}
                  aria-label={`${name} first window`}
                  defaultValue={hours.first}
                  className={timeClass}
                />
                <input
                  name={`last_${day}`}
                  type="time"
                  step={900}
                  aria-label={`${name} last window`}
                  defaultValue={hours.last}
                  className={timeClass}
                />
              </Fragment>
            );
          })}
        </div>
        <SettingsError field="days" message={errors?.days} />
        <SettingsError field="firstStart" message={errors?.firstStart} />
        <SettingsError field="lastStart" message={errors?.lastStart} />
      </fieldset>
      <Field
        as="select"
        id="settings-windowMinutes"
        label="Window length"
        error={errors?.windowMinutes}
        name="windowMinutes"
        defaultValue={values.windowMinutes}
      >
        {WINDOW_LENGTHS.map((length) => (
          <option key={length} value={String(length)}>
            {length % 60 === 0 ? `${length / 60} hour${length === 60 ? '' : 's'}` : `${length} minutes`}
          </option>
        ))}
      </Field>
      {number('capacity', 'Visits per window', 1, 20)}
      {number('noticeDays', 'Notice, in working days (1: from the next working day)', 0, 30)}
      {number('horizonDays', 'Offer windows this many days ahead', 1, 120)}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className="dark-control min-h-12 rounded-lg bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700">
          Save settings
        </button>
        {/* "Saved" beside the button it answers (issue 37 §9). */}
        {saved && (
          <p role="status" className="font-semibold text-emerald-800">
            {saved}
          </p>
        )}
      </div>
    </form>
  );
}

/** The line a saved settings form shows beside its button. */
export const SETTINGS_SAVED = 'Saved.';

/**
 * /admin/calendar (issue 29 §8): the next 14 days as an agenda that reads
 * on a 390 px phone, each day with its visits and a one-tap "Block this day"
 * (or Unblock), then the settings form.
 * @param leadIds the lead id of each booking, by the lead's idempotency key (a booking whose lead is still queued has none)
 * @param saved the line confirming what was just stored, if any
 * @param form the settings form's values and messages when a post was refused (422)
 */
export function AdminCalendarPage({
  days,
  settings,
  leadIds,
  readablePhone,
  paging,
  saved,
  form,
}: {
  days: readonly AgendaDay[];
  settings: BookingSettings;
  leadIds: ReadonlyMap<string, number>;
  readablePhone: (e164: string) => string;
  /** The first day shown and the first days of the weeks before and after (null: no link). */
  paging: { from: string; earlier: string | null; later: string | null };
  saved?: string;
  form?: { values: SettingsValues; errors: Partial<Record<SettingsField, string>> };
}) {
  const visits = days.reduce((sum, day) => sum + day.visits.length, 0);
  const workDays = days.reduce((sum, day) => sum + day.work.length, 0);
  const settingsSaved = saved === SETTINGS_SAVED;
  return (
    <section className="py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">Calendar</h1>
        <a href="#settings" className={actionClass}>
          Hours and settings
        </a>
      </div>
      <p className="mt-2 text-slate-700">
        Estimate visits and work days, 14 days from {dayInWords(paging.from)} ({visits} visit{visits === 1 ? '' : 's'}, {workDays} work day
        {workDays === 1 ? '' : 's'}). Times in {BUSINESS_TIME_ZONE}.
      </p>
      <p className="mt-3 grid grid-cols-2 gap-2 sm:flex">
        {paging.earlier && (
          <a href={`/admin/calendar?from=${paging.earlier}`} className={actionClass}>
            Earlier week
          </a>
        )}
        {paging.later && (
          <a href={`/admin/calendar?from=${paging.later}`} className={cn(actionClass, 'col-start-2')}>
            Later week
          </a>
        )}
      </p>
      {saved && !settingsSaved && (
        <p role="status" className="mt-4 rounded-lg border-2 border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-900">
          {saved}
        </p>
      )}
      <ol className="mt-6 grid gap-6">
        {days.map(({ day, blocked, visits: booked, work }) => (
          <li key={day} id={`day-${day}`} aria-labelledby={`day-${day}-title`}>
            <div className="flex flex-wrap items-center justify-between gap-2 border-b-2 border-slate-300 pb-2">
              <h2 id={`day-${day}-title`} className="text-xl font-bold">
                {dayInWords(day)}
                {blocked && (
                  <span className="ml-2 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-sm font-semibold">Blocked</span>
                )}
              </h2>
              <BlockButton day={day} blocked={blocked} />
            </div>
            <WorkDayEntries entries={work} />
            {booked.length === 0 ? (
              <p className="mt-2 text-slate-600">No visits.</p>
            ) : (
              <ul className="mt-3 grid gap-3">
                {booked.map((booking) => (
                  <Visit key={booking.token} booking={booking} leadId={leadIds.get(booking.leadKey)} readablePhone={readablePhone} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <section id="settings" aria-labelledby="settings-title" className="mt-10 scroll-mt-4">
        <h2 id="settings-title" className="text-2xl font-bold">
          Hours and settings
        </h2>
        {form && (
          <p role="alert" className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-medium text-red-800">
            Not saved: see the messages below.
          </p>
        )}
        <SettingsForm values={form?.values ?? valuesOf(settings)} errors={form?.errors} saved={settingsSaved ? saved : undefined} />
      </section>
    </section>
  );
}

/**
 * The step before blocking a day that already has visits: the visits listed,
 * "Block anyway" (the same post, confirmed) and a way back.
 */
export function ConfirmBlockPage({ day, visits }: { day: string; visits: readonly Booking[] }) {
  return (
    <section className="py-4">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Block {dayInWords(day)}?</h1>
      <p className="mt-3 text-lg">
        {visits.length === 1 ? 'This visit is' : `These ${visits.length} visits are`} booked that day. Blocking the day offers no more
        windows on it; the visits stay booked: call the customers to move them.
      </p>
      <ul className="mt-4 grid gap-2">
        {visits.map((booking) => (
          <li key={booking.token} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-white p-3">
            <span className="min-w-0 grow break-words">
              <span className="font-semibold">{windowInWords(booking)}</span> · {booking.name} · {`${booking.street}, ${booking.town}`}
            </span>
            {/* Call to move the visit before blocking its day (issue 37 §9). */}
            <a href={`tel:${booking.phone}`} className={actionClass} aria-label={`Call ${booking.name}`}>
              Call
            </a>
          </li>
        ))}
      </ul>
      <form method="post" action="/admin/calendar/block" className="mt-6 grid gap-3 sm:flex">
        <input type="hidden" name="day" value={day} />
        <input type="hidden" name="confirm" value="1" />
        <button type="submit" className="dark-control min-h-12 rounded-lg bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700">
          Block anyway
        </button>
        <a href={`/admin/calendar#day-${day}`} className={actionClass}>
          Keep the day open
        </a>
      </form>
    </section>
  );
}
