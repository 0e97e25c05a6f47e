import { Container } from '../components/container';
import { addressLine, business, mailHref } from '../content/business';
import { QUOTE_NOTICES } from '../content/quote-notices';
import { QUOTE_WORDS } from '../content/quotes';
import { escapeInvisible } from '../lib/display';
import { cn } from '../lib/cn';
import { formatDateTime, formatIsoDate } from '../lib/dates';
import { labelClass } from '../ui/form-styles';
import { Field } from '../ui/field';
import { DECLINE_REASONS, MAX_DECLINE_DETAILS, MAX_SIGNER_NAME, type QuoteStanding } from './answer';
import { dollars, lineCents, quantityText } from './model';
import { type Quote, quoteName } from './store';
import { FieldError } from '../ui/field-error';
import { buttonClass, DepositPart, type DepositView, PhoneLink, secondaryClass } from './deposit-part';

/** What a refused answer is sent back with: the typed values and a message per field. */
export interface AnswerForm {
  kind: 'accept' | 'decline' | 'cancel';
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** The cancellation period of an accepted quote: its days ("YYYY-MM-DD", Central) and whether it is still open. */
export type CancelPeriod = { transactionDay: string; deadlineDay: string; open: boolean };

/**
 * The notices of issue 38 §6 in `lang` (src/content/quote-notices.ts, drafts
 * marked for the lawyer): the cooling-off statement in bold, the notice of
 * cancellation with the transaction's date and the last day once accepted,
 * the cancel form while that period is open, the §53.255 disclosure
 * statement and the homestead-lien note.
 */
function Notices({
  lang,
  period,
  cancelAction,
  form,
}: {
  lang: 'en' | 'es';
  period: CancelPeriod | null;
  cancelAction: string | null;
  form?: AnswerForm;
}) {
  const notices = QUOTE_NOTICES[lang];
  const locale = QUOTE_WORDS[lang].locale;
  const cancellation = notices.cancellation;
  const deadline = period ? formatIsoDate(period.deadlineDay, locale) : cancellation.deadlineWhenAccepted;
  const cancelError = form?.kind === 'cancel' ? form.errors.cancelName : undefined;
  return (
    <section aria-labelledby="notices-heading" className="mt-8 border-t-2 border-slate-400 pt-6">
      <h2 id="notices-heading" className="text-xl font-bold">
        {notices.heading}
      </h2>
      <p className="mt-1 text-sm font-semibold text-slate-700">{notices.lawyer}</p>
      <p className="mt-3 font-bold" data-notice="cooling-off">
        {notices.coolingOff}
      </p>
      <p className="text-sm text-slate-700">{notices.coolingOffCitation}</p>
      <div className="mt-4 border-2 border-slate-800 p-4 font-bold" data-notice="cancellation">
        <h3 className="text-lg uppercase">{cancellation.heading}</h3>
        <p className="mt-1">
          {period ? cancellation.date.replace('{date}', formatIsoDate(period.transactionDay, locale)) : cancellation.dateWhenAccepted}
        </p>
        {cancellation.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-2">
            {paragraph}
          </p>
        ))}
        <p className="mt-2">
          {cancellation.howTo.replace('{seller}', business.name).replace('{address}', addressLine).replace('{deadline}', deadline)}
        </p>
        <p className="mt-2">{cancellation.iCancel}</p>
        <p className="mt-2 text-sm font-normal text-slate-700">{cancellation.citation}</p>
      </div>
      {period?.open && cancelAction && (
        <form method="post" action={cancelAction} className="mt-4 grid gap-3" noValidate>
          <p className="font-semibold">{notices.cancelForm.until.replace('{deadline}', formatIsoDate(period.deadlineDay, locale))}</p>
          <Field
            id="quote-cancelName"
            label={notices.cancelForm.name}
            error={cancelError}
            name="cancelName"
            autoComplete="name"
            defaultValue={form?.kind === 'cancel' ? form.values.cancelName : ''}
          />
          <p>
            <button type="submit" className={cn(secondaryClass, 'w-full sm:w-auto')}>
              {notices.cancelForm.button}
            </button>
          </p>
        </form>
      )}
      <div className="mt-6" data-notice="disclosure">
        <h3 className="text-lg font-bold">{notices.disclosure.heading}</h3>
        {notices.disclosure.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-2">
            {paragraph}
          </p>
        ))}
        <p className="mt-1 text-sm text-slate-700">{notices.disclosure.citation}</p>
      </div>
      <div className="mt-6" data-notice="homestead">
        <h3 className="text-lg font-bold">{notices.homestead.heading}</h3>
        <p className="mt-2">
          {notices.homestead.text.split('{phone}')[0]}
          <PhoneLink />
          {notices.homestead.text.split('{phone}')[1]}
        </p>
      </div>
    </section>
  );
}

/**
 * The customer's page of a quote, /quotes/<token> or /es/quotes/<token>
 * (issue 38 §4-5), in `lang`: the business, the customer and the job's
 * address, the lines as a table, the totals, the deposit, the validity, the
 * terms; where it stands (replaced, with a link to the newer version;
 * expired, with the phone; accepted, by whom and when in Central time;
 * declined); while open, the consumer disclosure, then "Accept" (typed name
 * and consent) and "Decline" (optional reason); the deposit: paid, "Pay
 * the deposit" once accepted (Stripe), or how it is paid. Every form posts
 * without JavaScript.
 * @param newer the path of the version that replaced this one, if any
 * @param form a refused answer's values and messages (422)
 */
export function QuotePage({
  quote,
  lang,
  standing,
  customer,
  address,
  newer,
  basePath,
  form,
  period,
  deposit = { kind: 'none' },
}: {
  quote: Quote;
  /** What the page says of the deposit. */
  deposit?: DepositView;
  lang: 'en' | 'es';
  standing: QuoteStanding;
  /** The cancellation period once accepted (or cancelled), else null. */
  period: CancelPeriod | null;
  customer: string;
  address: string;
  newer: string | null;
  basePath: string;
  form?: AnswerForm;
}) {
  const words = QUOTE_WORDS[lang];
  const page = words.page;
  const acceptErrors = form?.kind === 'accept' ? form.errors : {};
  const declineErrors = form?.kind === 'decline' ? form.errors : {};
  const described = (errors: Record<string, string>, field: string) => (errors[field] ? `quote-${field}-error` : undefined);
  return (
    <section className="py-8 sm:py-12">
      <Container width="3xl">
        <p className="text-sm text-slate-700">
          {page.business}: <strong>{business.name}</strong>, {addressLine}, <PhoneLink />
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{page.title(quoteName(quote))}</h1>
        <p className="text-slate-700">{page.version(quote.version)}</p>

        {standing === 'replaced' && (
          <p role="status" className="mt-4 rounded-lg border-2 border-amber-700 bg-amber-50 p-3 font-medium">
            {page.replaced}{' '}
            {newer && (
              <a href={newer} className="font-semibold underline">
                {page.replacedLink}
              </a>
            )}
          </p>
        )}
        {standing === 'expired' && (
          <p role="status" className="mt-4 rounded-lg border-2 border-amber-700 bg-amber-50 p-3 font-medium">
            {page.expired} <PhoneLink />
          </p>
        )}
        {standing === 'accepted' && quote.accepted_name && quote.accepted_at && (
          <p role="status" className="mt-4 rounded-lg border-2 border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-900">
            {page.accepted(
              escapeInvisible(quote.accepted_name),
              `${formatDateTime(quote.accepted_at, business.timeZone, words.locale)} (${page.centralTime})`,
            )}
          </p>
        )}
        {standing === 'declined' && (
          <p role="status" className="mt-4 rounded-lg border-2 border-slate-500 bg-slate-50 p-3 font-medium">
            {page.declined}
          </p>
        )}
        {standing === 'cancelled' && (
          <p role="status" className="mt-4 rounded-lg border-2 border-slate-500 bg-slate-50 p-3 font-medium">
            {QUOTE_NOTICES[lang].cancelForm.done}
          </p>
        )}
        {standing === 'draft' && (
          <p role="status" className="mt-4 rounded-lg border-2 border-slate-500 bg-slate-50 p-3 font-medium">
            {page.notSent}
          </p>
        )}

        <dl className="mt-6 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-700">{page.preparedFor}</dt>
            <dd className="text-lg">{escapeInvisible(customer)}</dd>
          </div>
          {address && (
            <div>
              <dt className="text-sm font-semibold text-slate-700">{page.address}</dt>
              <dd className="text-lg">{escapeInvisible(address)}</dd>
            </div>
          )}
        </dl>

        <table className="mt-6 w-full text-left">
          <caption className="sr-only">{page.title(quoteName(quote))}</caption>
          <thead>
            <tr className="border-b-2 border-slate-400 text-sm">
              <th scope="col" className="py-2 pr-2">
                {page.description}
              </th>
              <th scope="col" className="py-2 text-right">
                {page.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a stored quote's lines keep their order.
              <tr key={index} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-2">
                  {escapeInvisible(line.description)}
                  <span className="block text-sm text-slate-700">
                    {`${quantityText(line.quantityHundredths)} ${words.units[line.unit]} × ${dollars(line.unitCents)}`}
                  </span>
                </td>
                <td className="py-2 text-right tabular-nums">{dollars(lineCents(line))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-3 font-semibold">
                {page.subtotal}
              </th>
              <td className="pt-3 text-right tabular-nums">{dollars(quote.subtotal_cents)}</td>
            </tr>
            {quote.tax_cents > 0 && (
              <tr>
                <th scope="row" className="font-semibold">
                  {escapeInvisible(quote.tax_label ?? '')}
                </th>
                <td className="text-right tabular-nums">{dollars(quote.tax_cents)}</td>
              </tr>
            )}
            <tr className="text-xl">
              <th scope="row" className="pt-1 font-extrabold">
                {page.total}
              </th>
              <td className="pt-1 text-right font-extrabold tabular-nums">{dollars(quote.total_cents)}</td>
            </tr>
          </tfoot>
        </table>

        <dl className="mt-6 grid gap-2">
          {quote.deposit_cents > 0 && (
            <div>
              <dt className="inline font-semibold">{page.deposit}: </dt>
              <dd className="inline">
                {dollars(quote.deposit_cents)}
                {quote.deposit_percent !== null && ` (${page.depositPercent(String(quote.deposit_percent))})`}
              </dd>
            </div>
          )}
          <div>
            <dt className="inline font-semibold">{page.validUntil}: </dt>
            <dd className="inline">{formatIsoDate(quote.valid_until, words.locale)}</dd>
          </div>
        </dl>
        <DepositPart deposit={deposit} cents={quote.deposit_cents} lang={lang} />

        {quote.terms && (
          <section aria-labelledby="terms-heading" className="mt-6">
            <h2 id="terms-heading" className="text-xl font-bold">
              {page.terms}
            </h2>
            {quote.terms.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph} className="mt-2 whitespace-pre-line">
                {escapeInvisible(paragraph, { keepNewlines: true })}
              </p>
            ))}
          </section>
        )}

        <Notices lang={lang} period={period} cancelAction={standing === 'accepted' ? `${basePath}/cancel` : null} form={form} />

        {standing === 'open' && (
          <>
            <section aria-labelledby="disclosure-heading" className="mt-8 rounded-lg border-2 border-slate-400 bg-slate-50 p-4">
              <h2 id="disclosure-heading" className="text-xl font-bold">
                {page.disclosure.heading}
              </h2>
              {page.disclosure.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-2">
                  {paragraph.replace('{phone}', business.phone.display).replace('{email}', business.email)}
                </p>
              ))}
              <p className="mt-2 text-sm text-slate-700">{page.disclosure.citation}</p>
              <p className="mt-1 text-sm font-semibold text-slate-700">{page.lawyer}</p>
            </section>

            <form method="post" action={`${basePath}/accept`} className="mt-6 grid gap-4" noValidate>
              <h2 className="text-xl font-bold">{page.accept.heading}</h2>
              <Field
                id="quote-name"
                label={page.accept.name}
                hint={page.accept.nameHint}
                error={acceptErrors.name}
                name="name"
                autoComplete="name"
                maxLength={MAX_SIGNER_NAME * 2}
                defaultValue={form?.kind === 'accept' ? form.values.name : ''}
              />
              <div>
                <label className="flex min-h-12 cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    name="consent"
                    value="yes"
                    defaultChecked={form?.kind === 'accept' && form.values.consent === 'yes'}
                    aria-invalid={acceptErrors.consent ? true : undefined}
                    aria-describedby={described(acceptErrors, 'consent')}
                    className="mt-1 size-6 shrink-0 accent-slate-900"
                  />
                  <span>{page.accept.consent}</span>
                </label>
                <FieldError id="quote-consent-error" message={acceptErrors.consent} />
              </div>
              <p className="font-bold">{QUOTE_NOTICES[lang].coolingOff}</p>
              <p>
                <button type="submit" className={cn(buttonClass, 'w-full sm:w-auto')}>
                  {page.accept.button}
                </button>
              </p>
            </form>

            <form method="post" action={`${basePath}/decline`} className="mt-10 grid gap-4 border-t border-slate-300 pt-6" noValidate>
              <h2 className="text-xl font-bold">{page.decline.heading}</h2>
              <fieldset>
                <legend className={labelClass}>{page.decline.reason}</legend>
                <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
                  {DECLINE_REASONS.map((reason) => (
                    <label
                      key={reason}
                      className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-300 bg-white px-4 has-[:checked]:border-slate-900"
                    >
                      <input
                        type="radio"
                        name="reason"
                        value={reason}
                        defaultChecked={form?.kind === 'decline' && form.values.reason === reason}
                        className="size-5 accent-slate-900"
                      />
                      {page.decline.reasons[reason]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <Field
                as="textarea"
                id="quote-details"
                label={page.decline.details}
                error={declineErrors.details}
                name="details"
                rows={3}
                maxLength={MAX_DECLINE_DETAILS}
                defaultValue={form?.kind === 'decline' ? form.values.details : ''}
              />
              <p>
                <button type="submit" className={cn(secondaryClass, 'w-full sm:w-auto')}>
                  {page.decline.button}
                </button>
              </p>
            </form>
          </>
        )}

        <p className="mt-8 text-slate-700">
          {page.questions} <PhoneLink /> ·{' '}
          <a href={mailHref} className="font-semibold underline">
            {business.email}
          </a>
        </p>
        <p className="mt-4">
          <a href={`${basePath}.pdf`} className={secondaryClass}>
            {words.download}
          </a>
        </p>
      </Container>
    </section>
  );
}
