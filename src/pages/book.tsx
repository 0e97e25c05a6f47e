import { Container } from '../components/container';
import { CallButton } from '../components/button-link';
import { bookingWords } from '../content/booking';
import { cities, services } from '../content/index';
import { business } from '../content/business';
import { rfc3339Local } from '../booking/clock';
import { BUSINESS_TIME_ZONE, type ArrivalWindow, type Booking, type DayWindows } from '../booking/model';
import { HONEYPOT_FIELD, LANG_FIELD } from '../leads/fields';
import { LANGUAGE_TAG, type Locale } from '../i18n';

/** The booking form's fields, in form order (all strings). */
export const BOOK_FIELDS = ['name', 'phone', 'email', 'street', 'town', 'service', 'notes'] as const;
export type BookValues = Record<(typeof BOOK_FIELDS)[number] | 'window', string>;

/** The towns a visit can be booked in: the home city and the service areas (src/content). */
export const BOOKING_TOWNS: readonly string[] = [business.homeCity, ...cities.map((city) => city.name)];

const dayLabel = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const rangeLabel = (window: Pick<ArrivalWindow, 'start' | 'end'>, locale: Locale) =>
  new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE }).formatRange(
    new Date(window.start),
    new Date(window.end),
  );

/**
 * The arrival windows as radios named `window` (value: the start, RFC 3339 with the local offset), grouped by day;
 * `taken` (a window just refused) is shown disabled and marked.
 */
function WindowRadios({ days, locale, checked, taken }: { days: DayWindows[]; locale: Locale; checked: string; taken?: string }) {
  const w = bookingWords(locale);
  const open = days.filter((day) => day.windows.length > 0);
  if (open.length === 0 && !taken) return <p className="mt-3 text-slate-700">{w.noWindows}</p>;
  return (
    <div className="mt-3 space-y-4">
      {taken && (
        <p className="flex min-h-12 items-center gap-3 rounded border border-red-300 bg-red-50 px-3 text-red-900">
          <input type="radio" name="window" value={taken} disabled aria-describedby="taken-note" />
          <span>
            {dayLabel(taken.slice(0, 10), locale)}, {rangeLabel({ start: taken, end: taken }, locale)} ({w.taken})
          </span>
        </p>
      )}
      {open.map((day) => (
        <fieldset key={day.day}>
          <legend className="font-semibold">{dayLabel(day.day, locale)}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {day.windows.map((window) => {
              const value = rfc3339Local(Date.parse(window.start));
              return (
                <label
                  key={value}
                  className="flex min-h-12 cursor-pointer items-center gap-2 rounded border border-slate-300 px-3 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
                >
                  <input type="radio" name="window" value={value} defaultChecked={value === checked} required />
                  <span>{rangeLabel(window, locale)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

function Field({
  name,
  label,
  value,
  error,
  required,
  type = 'text',
  autoComplete,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <div>
      <label htmlFor={`book-${name}`} className="block font-medium">
        {label}
      </label>
      <input
        id={`book-${name}`}
        name={name}
        type={type}
        defaultValue={value}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `book-${name}-error` : undefined}
        className="mt-1 block min-h-12 w-full rounded border border-slate-400 px-3"
      />
      {error && (
        <p id={`book-${name}-error`} className="mt-1 text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * /book and /es/book: the week's windows as radios and the visit's form. Works without JavaScript.
 * @param week the Monday-or-later first day shown; `prev`/`next` the paging links (null: none)
 * @param errors a message per field (422) or for `window` (409: `taken` is the window refused, `days` the next free ones)
 */
export function BookPage({
  locale,
  days,
  values,
  errors = {},
  taken,
  prev,
  next,
  action,
}: {
  locale: Locale;
  days: DayWindows[];
  values: BookValues;
  errors?: Partial<Record<keyof BookValues, string>>;
  taken?: string;
  prev: string | null;
  next: string | null;
  action: string;
}) {
  const w = bookingWords(locale);
  return (
    <section className="py-10">
      <Container width="3xl">
        <h1 className="text-3xl font-extrabold tracking-tight">{w.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{w.intro}</p>
        <form method="post" action={action} className="mt-6 space-y-5" noValidate>
          <input type="hidden" name={LANG_FIELD} value={locale} />
          <div aria-hidden="true" className="hidden">
            <label>
              Website <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <h2 className="text-xl font-bold" id="windows">
            {w.windowsHeading}
          </h2>
          {errors.window && (
            <p id="taken-note" role="alert" className="text-red-800">
              {errors.window}
            </p>
          )}
          <WindowRadios days={days} locale={locale} checked={values.window} taken={taken} />
          <nav className="flex justify-between gap-4" aria-label={w.windowsHeading}>
            {prev ? (
              <a className="inline-flex min-h-12 items-center underline" href={prev}>
                ← {w.earlier}
              </a>
            ) : (
              <span />
            )}
            {next && (
              <a className="inline-flex min-h-12 items-center underline" href={next}>
                {w.later} →
              </a>
            )}
          </nav>
          <Field name="name" label={w.fields.name} value={values.name} error={errors.name} required autoComplete="name" />
          <Field name="phone" label={w.fields.phone} value={values.phone} error={errors.phone} required type="tel" autoComplete="tel" />
          <Field name="email" label={w.fields.email} value={values.email} error={errors.email} type="email" autoComplete="email" />
          <Field name="street" label={w.fields.street} value={values.street} error={errors.street} required autoComplete="address-line1" />
          <Field name="town" label={w.fields.town} value={values.town} error={errors.town} required autoComplete="address-level2" />
          {errors.town && <CallButton variant="outline" />}
          <div>
            <label htmlFor="book-service" className="block font-medium">
              {w.fields.service}
            </label>
            <select
              id="book-service"
              name="service"
              defaultValue={values.service}
              className="mt-1 block min-h-12 w-full rounded border border-slate-400 px-3"
            >
              <option value="">—</option>
              {services.map((service) => (
                <option key={service.name} value={service.name}>
                  {service.name}
                </option>
              ))}
            </select>
            {errors.service && <p className="mt-1 text-red-800">{errors.service}</p>}
          </div>
          <div>
            <label htmlFor="book-notes" className="block font-medium">
              {w.fields.notes}
            </label>
            <textarea
              id="book-notes"
              name="notes"
              defaultValue={values.notes}
              rows={4}
              className="mt-1 block w-full rounded border border-slate-400 px-3 py-2"
            />
          </div>
          <button
            type="submit"
            className="min-h-12 rounded bg-blue-700 px-6 font-semibold text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {w.submit}
          </button>
        </form>
      </Container>
    </section>
  );
}

/** A booking's own page, /book/<token>: the window, the address, what to expect, Reschedule (free windows) and Cancel. */
export function BookingPage({
  locale,
  booking,
  days,
  action,
  error,
}: {
  locale: Locale;
  booking: Booking;
  days: DayWindows[];
  action: string;
  error?: string;
}) {
  const w = bookingWords(locale);
  const live = booking.status === 'booked';
  return (
    <section className="py-10">
      <Container width="3xl">
        <h1 className="text-3xl font-extrabold tracking-tight">{live ? w.confirmedTitle : w.cancelled}</h1>
        <dl className="mt-5 space-y-2 text-lg">
          <div>
            <dt className="font-semibold">{w.when}</dt>
            <dd>{`${dayLabel(new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(new Date(booking.start)), locale)}, ${rangeLabel(booking, locale)}`}</dd>
          </div>
          <div>
            <dt className="font-semibold">{w.where}</dt>
            <dd>{`${booking.street}, ${booking.town}`}</dd>
          </div>
        </dl>
        {live ? (
          <>
            <p className="mt-5 text-slate-700">{w.expect}</p>
            <p className="mt-5">
              <a
                href={`${action}.ics`}
                download="estimate-visit.ics"
                className="inline-flex min-h-12 items-center rounded-lg border-2 border-slate-800 px-5 font-semibold text-slate-900 hover:bg-slate-100"
              >
                {w.addToCalendar}
              </a>
            </p>
            <h2 className="mt-8 text-xl font-bold">{w.reschedule}</h2>
            {error && (
              <p role="alert" className="mt-2 text-red-800">
                {error}
              </p>
            )}
            <form method="post" action={action} className="mt-2">
              <input type="hidden" name="action" value="reschedule" />
              <input type="hidden" name={LANG_FIELD} value={locale} />
              <WindowRadios days={days} locale={locale} checked="" />
              <button type="submit" className="mt-4 min-h-12 rounded bg-blue-700 px-6 font-semibold text-white">
                {w.rescheduleSubmit}
              </button>
            </form>
            <form method="post" action={action} className="mt-8">
              <input type="hidden" name="action" value="cancel" />
              <input type="hidden" name={LANG_FIELD} value={locale} />
              <button type="submit" className="min-h-12 rounded border border-red-700 px-6 font-semibold text-red-800">
                {w.cancel}
              </button>
            </form>
          </>
        ) : (
          <a className="mt-6 inline-flex min-h-12 items-center underline" href={locale === 'es' ? '/es/book' : '/book'}>
            {w.bookAgain}
          </a>
        )}
      </Container>
    </section>
  );
}

/** The answer to the same booking posted again (issue 35): it is booked, without a word of which booking or its page. */
export function BookedAlready({ locale }: { locale: Locale }) {
  const w = bookingWords(locale);
  return (
    <section className="py-10">
      <Container width="3xl">
        <h1 className="text-3xl font-extrabold tracking-tight">{w.already.title}</h1>
        <p className="mt-5 text-lg">{w.already.text}</p>
      </Container>
    </section>
  );
}
