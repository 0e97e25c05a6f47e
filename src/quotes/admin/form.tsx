import { Container } from '../../components/container';
import { QUOTE_UNITS, QUOTE_WORDS } from '../../content/quotes';
import { escapeInvisible } from '../../lib/display';
import type { Lead } from '../../leads/store';
import { cn } from '../../lib/cn';
import { DEPOSIT_RULE } from '../deposit-typed';
import { dollars, MAX_LINES, MAX_TERMS, type QuoteErrors, type QuoteFormValues, type QuoteTotals, quantityText, quoteName } from '../model';
import type { Quote } from '../store';
import { type ScheduledPayment, shareTyped } from '../schedule';
import type { SuggestedLine } from '../suggest';
import { labelClass } from '../../ui/form-styles';
import { actionClass } from '../../admin/styles';
import { FieldError } from '../../ui/field-error';
import { Field } from '../../ui/field';
import { Preview } from './confirm';
import { ScheduleFields } from './schedule-fields';

/** Unit names as the contractor reads them (English), for the unit select. */
const UNIT_NAMES = QUOTE_WORDS.en.units;

/**
 * The quote form, /admin/leads/<id>/quotes/new (issue 38 §2): the lines
 * (description, quantity, unit, unit price; each with a 48 px Remove), "Add a
 * line", the suggested lines from the service's published prices and its
 * usual extras, the tax line, the deposit (its kind read from the typing:
 * src/quotes/deposit-typed.ts), the validity and the terms; "Preview" and,
 * 24 px apart, "Send" (which asks once: `AdminQuoteConfirm`). Every button is
 * a submit, so it works without JavaScript; each posts to the form's address
 * with the place it edits as the fragment (`#line-<i>`, `#line-last`, `#totals`), so the
 * page comes back there (issue 44 §6). A refused form comes back with each
 * message beside its field.
 * @param preview the totals to show above the buttons (a form that reads), or null
 */
export function AdminQuoteForm({
  lead,
  values,
  errors,
  preview,
  suggestions,
  latest,
}: {
  lead: Pick<Lead, 'id' | 'name' | 'email' | 'address' | 'town' | 'lang'>;
  values: QuoteFormValues;
  errors: QuoteErrors;
  preview: QuoteTotals | null;
  suggestions: readonly SuggestedLine[];
  latest: Quote | null;
}) {
  const errorCount = Object.keys(errors).length;
  const described = (key: string) => (errors[key] ? `quote-${key}-error` : undefined);
  /** A field's id, label and message as this form names them: `q-<key>`, its message `quote-<key>-error`. */
  const field = (key: string, label: string) => ({ id: `q-${key}`, label, error: errors[key], errorId: `quote-${key}-error` });
  const action = `/admin/leads/${lead.id}/quotes/new`;
  /** The place a removal comes back to: the line that took the removed one's place, else the one before it. */
  const afterRemoving = (index: number) => `#line-${Math.max(0, Math.min(index, values.lines.length - 2))}`;
  return (
    <section className="bg-slate-50 py-8 sm:py-12">
      <Container width="4xl">
        <p>
          <a href={`/admin/leads/${lead.id}`} className="inline-flex min-h-12 items-center font-semibold text-amber-800 underline">
            ← Lead #{lead.id}
          </a>
        </p>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
          {latest
            ? `New version of ${quoteName(latest)} for ${escapeInvisible(lead.name)}`
            : `Write a quote for ${escapeInvisible(lead.name)}`}
        </h1>
        <p className="mt-1 text-slate-700">
          {lead.email ? `Sent to ${escapeInvisible(lead.email)}` : 'No email address on this lead: the quote cannot be sent by email.'}
          {' · '}
          {lead.lang === 'es' ? 'In Spanish' : 'In English'}
          {lead.address ? ` · ${escapeInvisible([lead.address, lead.town].filter(Boolean).join(', '))}` : ''}
        </p>
        {errorCount > 0 && (
          <p role="alert" className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-medium text-red-800">
            {`Not sent: ${errorCount === 1 ? 'one answer needs' : `${errorCount} answers need`} a change. See below.`}
          </p>
        )}
        <form method="post" action={action} className="mt-6 grid gap-6" noValidate>
          {/* The default button: Enter in a field previews, never removes a line or adds a suggestion. */}
          <button type="submit" name="action" value="preview" className="hidden" tabIndex={-1}>
            Preview
          </button>
          {suggestions.length > 0 && (
            <section aria-labelledby="suggested-heading">
              <h2 id="suggested-heading" className="text-lg font-bold">
                Suggested from the prices the site publishes
              </h2>
              <ul className="mt-2 grid gap-2">
                {suggestions.map((suggestion, index) => (
                  <li key={suggestion.description}>
                    <button
                      type="submit"
                      name="suggest"
                      value={String(index)}
                      formAction={`${action}#line-last`}
                      className={cn(actionClass, 'w-full justify-start text-left')}
                    >
                      {suggestion.unitCents === null
                        ? `Add “${suggestion.description}” (no published price: type yours)`
                        : `Add “${suggestion.description}” at ${dollars(suggestion.unitCents)} per ${UNIT_NAMES[suggestion.unit]} (published: ${suggestion.published})`}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="lines-heading">
            <h2 id="lines-heading" className="text-lg font-bold">
              Lines
            </h2>
            <FieldError id="quote-lines-error" message={errors.lines} />
            <ol className="mt-2 grid gap-4">
              {values.lines.map((line, index) => {
                const key = (field: string) => `line-${index}-${field}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity but their place.
                  <li key={index} id={`line-${index}`} className="scroll-mt-4">
                    {/* A suggestion lands last (the blank lines dropped, which the page cannot know before the post): its place. */}
                    {index === values.lines.length - 1 && <span id="line-last" className="block scroll-mt-4" />}
                    <fieldset className="rounded-lg border-2 border-slate-300 bg-white p-3">
                      <legend className="px-1 font-semibold">Line {index + 1}</legend>
                      <Field
                        {...field(key('description'), 'Description')}
                        name="description"
                        defaultValue={line.description}
                        maxLength={400}
                      />
                      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                        <Field {...field(key('quantity'), 'Quantity')} name="quantity" inputMode="decimal" defaultValue={line.quantity} />
                        <Field as="select" {...field(key('unit'), 'Unit')} name="unit" defaultValue={line.unit || 'sqft'}>
                          {QUOTE_UNITS.map((unit) => (
                            <option key={unit} value={unit}>
                              {UNIT_NAMES[unit]}
                            </option>
                          ))}
                        </Field>
                        <Field
                          {...field(key('price'), 'Unit price in dollars')}
                          className="col-span-2 sm:col-span-1"
                          name="price"
                          inputMode="decimal"
                          defaultValue={line.price}
                        />
                      </div>
                      <button
                        type="submit"
                        name="remove"
                        value={String(index)}
                        formAction={`${action}${afterRemoving(index)}`}
                        className={cn(actionClass, 'mt-3 w-full border-slate-400 sm:w-auto')}
                      >
                        Remove line {index + 1}
                      </button>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            {values.lines.length < MAX_LINES && (
              <button
                type="submit"
                name="action"
                value="add"
                formAction={`${action}#line-${values.lines.length}`}
                className={cn(actionClass, 'mt-3 w-full sm:w-auto')}
              >
                Add a line
              </button>
            )}
          </section>
          <section aria-labelledby="extras-heading" className="grid gap-4">
            <h2 id="extras-heading" className="text-lg font-bold">
              Tax, deposit and validity
            </h2>
            <div className="grid grid-cols-2 gap-2">
              <Field
                {...field('taxLabel', 'Tax line label (optional)')}
                name="taxLabel"
                defaultValue={values.taxLabel}
                placeholder="Sales tax"
                maxLength={60}
              />
              <Field {...field('tax', 'Tax in dollars (optional)')} name="tax" inputMode="decimal" defaultValue={values.tax} />
            </div>
            <fieldset aria-describedby={described('deposit')}>
              <legend className={labelClass}>Deposit</legend>
              <div className="mt-1.5 grid grid-cols-3 gap-2">
                {(
                  [
                    ['none', 'None'],
                    ['percent', 'Percent'],
                    ['amount', 'Dollars'],
                  ] as const
                ).map(([kind, label]) => (
                  <label
                    key={kind}
                    className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-300 bg-white px-3 font-semibold has-[:checked]:border-slate-900 has-[:checked]:bg-amber-50"
                  >
                    <input
                      type="radio"
                      name="depositKind"
                      value={kind}
                      data-deposit-kind={kind}
                      defaultChecked={values.depositKind === kind}
                      className="size-5 accent-slate-900"
                    />
                    {label}
                  </label>
                ))}
              </div>
              <Field
                {...field('deposit', 'Deposit (a percent like 30, or dollars)')}
                hint={DEPOSIT_RULE}
                className="mt-2"
                name="deposit"
                data-deposit-input=""
                inputMode="decimal"
                defaultValue={values.deposit}
              />
            </fieldset>
            <ScheduleFields values={values.schedule} errors={errors} />
            <Field {...field('validDays', 'Valid for (days)')} name="validDays" inputMode="numeric" defaultValue={values.validDays} />
            <Field
              as="textarea"
              {...field('terms', `Terms (${lead.lang === 'es' ? 'in Spanish, as the customer reads them' : 'as the customer reads them'})`)}
              name="terms"
              rows={6}
              maxLength={MAX_TERMS}
              defaultValue={values.terms}
            />
          </section>
          {preview && <Preview values={values} totals={preview} />}
          <FieldError id="quote-send-error" message={errors.send} />
          {/* Preview and Send 24 px apart; Send asks once (a summary page) before anything is emailed. */}
          <div className="grid gap-6 sm:flex">
            <button
              type="submit"
              name="action"
              value="preview"
              formAction={`${action}#totals`}
              className={cn(actionClass, 'w-full sm:w-auto')}
            >
              Preview
            </button>
            <button
              type="submit"
              name="action"
              value="review"
              className="dark-control min-h-12 w-full rounded-lg bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700 sm:w-auto"
            >
              Send
            </button>
          </div>
        </form>
      </Container>
    </section>
  );
}

/** The schedule's fields of a stored schedule (the payment on acceptance is the deposit's own field). */
const scheduleValuesOf = (schedule: readonly ScheduledPayment[]) => {
  const typed = (milestone: ScheduledPayment['milestone']) => {
    const payment = schedule.find((entry) => entry.milestone === milestone);
    return payment ? shareTyped(payment.share) : '';
  };
  return { pour: typed('pour'), completion: typed('completion'), retainage: typed('retainage') };
};

/** The form's values of a stored quote (its next version starts from them). */
export function valuesOfQuote(quote: Quote): QuoteFormValues {
  return {
    lines: quote.lines.map((line) => ({
      description: line.description,
      quantity: quantityText(line.quantityHundredths),
      unit: line.unit,
      price: (line.unitCents / 100).toFixed(2),
    })),
    taxLabel: quote.tax_label ?? '',
    tax: quote.tax_cents > 0 ? (quote.tax_cents / 100).toFixed(2) : '',
    depositKind: quote.deposit_percent !== null ? 'percent' : quote.deposit_cents > 0 ? 'amount' : 'none',
    deposit:
      quote.deposit_percent !== null
        ? String(quote.deposit_percent)
        : quote.deposit_cents > 0
          ? (quote.deposit_cents / 100).toFixed(2)
          : '',
    validDays: '30',
    terms: quote.terms,
    ...(quote.payment_schedule ? { schedule: scheduleValuesOf(quote.payment_schedule) } : {}),
  };
}

/** A sent quote, /admin/leads/<id>/quotes/<quoteId>: its state, total and the customer's page. */
export function AdminQuoteSent({ quote, link, leadName }: { quote: Quote; link: string; leadName: string }) {
  return (
    <section className="bg-slate-50 py-8 sm:py-12">
      <Container width="4xl">
        <p>
          <a
            href={`/admin/leads/${quote.lead_id}#quote-${quote.id}`}
            className="inline-flex min-h-12 items-center font-semibold text-amber-800 underline"
          >
            ← Lead #{quote.lead_id}
          </a>
        </p>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
          {quoteName(quote)} v{quote.version} for {escapeInvisible(leadName)}
        </h1>
        {quote.state === 'sent' && (
          <p role="status" className="mt-4 rounded-lg border-2 border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-900">
            {`Sent to ${escapeInvisible(quote.sent_to ?? '')}: ${dollars(quote.total_cents)}.`}
          </p>
        )}
        <dl className="mt-4 grid gap-1">
          <div>
            <dt className="inline font-semibold">State: </dt>
            <dd className="inline">{quote.state}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Total: </dt>
            <dd className="inline">{dollars(quote.total_cents)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Valid until: </dt>
            <dd className="inline">{quote.valid_until}</dd>
          </div>
        </dl>
        <p className="mt-4">
          <a href={link} className={actionClass}>
            Customer page
          </a>
        </p>
        <p className="mt-2 break-all text-slate-700">{link}</p>
      </Container>
    </section>
  );
}
