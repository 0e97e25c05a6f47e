import { Container } from '../../components/container';
import { CallButton } from '../../components/button-link';
import { ErrorSummary } from '../../ui/error-summary';
import { bookingWords } from '../../content/booking';
import { bookingEmailWords } from '../../content/booking-emails';
import { findService, services, UI } from '../../content/index';
import { SERVED_TOWNS } from '../../content/service-towns';
import { matchTown, type TownMatch } from '../towns';
import type { ArrivalWindow, Booking, DayWindows } from '../model';
import { HONEYPOT_FIELD, LANG_FIELD } from '../../forms/fields';
import { LANGUAGE_TAG, type Locale } from '../../i18n';
import { BUSINESS_TIME_ZONE } from '../../content/business';
import { dayIn, rfc3339In } from '../../lib/zoned-time';
import { dayInWords, visitWindow } from '../../lib/dates';

/** The booking form's fields, in form order (all strings). */
export const BOOK_FIELDS = ['name', 'phone', 'email', 'street', 'town', 'service', 'notes'] as const;
export type BookValues = Record<(typeof BOOK_FIELDS)[number] | 'window', string>;

/**
 * The served town a booking's "Town" answer names, as people write it ("Nederland, TX", "Nederland TX 77627",
 * "groves", "77627"): `matchTown` (src/booking/towns.ts) over `SERVED_TOWNS` (src/content/service-towns.ts).
 */
export const bookingTown = (typed: string): TownMatch => matchTown(typed, SERVED_TOWNS);

const dayLabel = (day: string, locale: Locale) => dayInWords(day, LANGUAGE_TAG[locale]);
const rangeLabel = (window: Pick<ArrivalWindow, 'start' | 'end'>, locale: Locale) =>
  visitWindow(window.start, window.end, BUSINESS_TIME_ZONE, LANGUAGE_TAG[locale], 'time');

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
              const value = rfc3339In(BUSINESS_TIME_ZONE, Date.parse(window.start));
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

/** The links to the earlier and later weeks of windows (null: none), plain GET links. */
function WeekLinks({ locale, prev, next }: { locale: Locale; prev: string | null; next: string | null }) {
  const w = bookingWords(locale);
  if (!prev && !next) return null;
  return (
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
  list,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
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
        list={list}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `book-${name}-error` : undefined}
        className="mt-1 block min-h-12 w-full rounded border border-slate-400 px-3"
      />
      {error && (
        <p id={`book-${name}-error`} className="mt-1 font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The fields of the booking form in the order the error summary lists them, each with its element's id. */
const SUMMARY_ORDER: readonly [keyof BookValues, string][] = [
  ['window', 'windows'],
  ['name', 'book-name'],
  ['phone', 'book-phone'],
  ['email', 'book-email'],
  ['street', 'book-street'],
  ['town', 'book-town'],
  ['service', 'book-service'],
  ['notes', 'book-notes'],
];

/** The error summary at the top of a refused booking form, focused on load; with the phone when the town is outside the area. */
const BookErrorSummary = ({ locale, errors }: { locale: Locale; errors: Partial<Record<keyof BookValues, string>> }) => (
  <ErrorSummary
    headingId="book-error-summary"
    heading={UI[locale].form.errorSummary}
    autoFocus
    items={SUMMARY_ORDER.filter(([field]) => errors[field]).map(([field, target]) => ({
      key: field,
      message: errors[field] ?? '',
      target,
    }))}
  >
    {errors.town && errors.town === bookingWords(locale).errors.outside && <CallButton variant="outline" className="mt-3" />}
  </ErrorSummary>
);

/**
 * /book and /es/book: the week's windows as radios and the visit's form. Works without JavaScript. The service select
 * shows the edition's service names over the English names the server validates and stores (as the contact form).
 * @param week the Monday-or-later first day shown; `prev`/`next` the paging links (null: none)
 * @param errors a message per field (422) or for `window` (409: `taken` is the window refused, `days` the next free ones),
 *   listed in a summary at the top that takes focus
 * @param source the lead's source as hidden fields (`SOURCE_FIELDS` names → values), rendered so a post without
 *   JavaScript carries them; with JavaScript client/beacon.ts sets the visit's own over them
 * The "Town" field suggests the served towns (a `<datalist>`: free text stays possible, so "Nederland, TX" or a ZIP
 * is accepted, src/booking/towns.ts). The section is marked `data-booking`: the phone action bar is hidden there.
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
  source = {},
}: {
  locale: Locale;
  days: DayWindows[];
  values: BookValues;
  errors?: Partial<Record<keyof BookValues, string>>;
  taken?: string;
  prev: string | null;
  next: string | null;
  action: string;
  source?: Readonly<Record<string, string>>;
}) {
  const w = bookingWords(locale);
  return (
    <section className="py-10" data-booking="">
      <Container width="3xl">
        <h1 className="text-3xl font-extrabold tracking-tight">{w.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{w.intro}</p>
        <form method="post" action={action} className="mt-6 space-y-5" noValidate>
          <input type="hidden" name={LANG_FIELD} value={locale} />
          {Object.entries(source).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <BookErrorSummary locale={locale} errors={errors} />
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
          <WeekLinks locale={locale} prev={prev} next={next} />
          <Field name="name" label={w.fields.name} value={values.name} error={errors.name} required autoComplete="name" />
          <Field name="phone" label={w.fields.phone} value={values.phone} error={errors.phone} required type="tel" autoComplete="tel" />
          <Field name="email" label={w.fields.email} value={values.email} error={errors.email} type="email" autoComplete="email" />
          <Field name="street" label={w.fields.street} value={values.street} error={errors.street} required autoComplete="address-line1" />
          <Field
            name="town"
            label={w.fields.town}
            value={values.town}
            error={errors.town}
            required
            autoComplete="address-level2"
            list="served-towns"
          />
          <datalist id="served-towns">
            {SERVED_TOWNS.map((town) => (
              <option key={town.name} value={town.name} />
            ))}
          </datalist>
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
                  {findService(service.slug, locale)?.name ?? service.name}
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

/**
 * A booking's own page, /book/<token>: the window, the address, what to expect, Reschedule (the free windows of the
 * week shown, with links `prev`/`next` to the earlier and later weeks, null: none) and Cancel, which asks once: a
 * `<details>` whose summary opens the question and the confirming button (no JavaScript needed).
 */
export function BookingPage({
  locale,
  booking,
  days,
  action,
  error,
  prev = null,
  next = null,
}: {
  locale: Locale;
  booking: Booking;
  days: DayWindows[];
  action: string;
  error?: string;
  prev?: string | null;
  next?: string | null;
}) {
  const w = bookingWords(locale);
  const live = booking.status === 'booked';
  return (
    <section className="py-10" data-booking="">
      <Container width="3xl">
        <h1 className="text-3xl font-extrabold tracking-tight">{live ? w.confirmedTitle : w.cancelled}</h1>
        <dl className="mt-5 space-y-2 text-lg">
          <div>
            <dt className="font-semibold">{w.when}</dt>
            <dd>{`${dayLabel(dayIn(BUSINESS_TIME_ZONE, Date.parse(booking.start)), locale)}, ${rangeLabel(booking, locale)}`}</dd>
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
                download={bookingEmailWords(locale).icsFile}
                className="inline-flex min-h-12 items-center rounded-lg border-2 border-slate-800 px-5 font-semibold text-slate-900 hover:bg-slate-100"
              >
                {w.addToCalendar}
              </a>
            </p>
            <h2 id="reschedule" className="mt-8 text-xl font-bold">
              {w.reschedule}
            </h2>
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
            <WeekLinks locale={locale} prev={prev} next={next} />
            <details className="mt-8">
              <summary className="inline-flex min-h-12 cursor-pointer items-center rounded border border-red-700 px-6 font-semibold text-red-800">
                {w.cancel}
              </summary>
              <form method="post" action={action} className="mt-3 rounded border border-red-300 bg-red-50 p-4">
                <input type="hidden" name="action" value="cancel" />
                <input type="hidden" name={LANG_FIELD} value={locale} />
                <p className="text-red-900">{w.cancelAsk}</p>
                <button type="submit" className="mt-3 min-h-12 rounded bg-red-700 px-6 font-semibold text-white">
                  {w.cancelConfirm}
                </button>
              </form>
            </details>
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

/**
 * A booking post refused before its answers could be read (400, 403, 413, 415: `leadMessages(lang).refusals`), in the
 * referring page's language: what happened, the way back to the form, and the phone number.
 */
export function BookRefused({ locale, heading, message }: { locale: Locale; heading: string; message: string }) {
  const w = bookingWords(locale);
  return (
    <section className="py-10">
      <Container width="3xl">
        <h1 className="text-3xl font-extrabold tracking-tight">{heading}</h1>
        <p className="mt-5 text-lg">{message}</p>
        <p className="mt-6 flex flex-wrap gap-3">
          <a className="inline-flex min-h-12 items-center underline" href={locale === 'es' ? '/es/book' : '/book'}>
            {w.title}
          </a>
          <CallButton variant="outline" />
        </p>
      </Container>
    </section>
  );
}
