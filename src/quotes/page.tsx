import type { ReactNode } from 'react';
import { Container } from '../components/container';
import { addressLine, business, mailHref } from '../content/business';
import { QUOTE_NOTICES } from '../content/quote-notices';
import { QUOTE_WORDS } from '../content/quotes';
import type { Locale } from '../i18n';
import { escapeInvisible } from '../lib/display';
import { cn } from '../lib/cn';
import { formatIsoDate, longDateTime } from '../lib/dates';
import { CustomerJob } from '../jobs/customer-part';
import type { WorkDayRow } from '../jobs/store';
import { labelClass } from '../ui/form-styles';
import { Field } from '../ui/field';
import { ACCEPT_TARGET, AcceptForm } from './accept-part';
import { DECLINE_REASONS, MAX_DECLINE_DETAILS, type QuoteStanding } from './answer';
import { buttonClass, DepositPart, type DepositView, PhoneLink, secondaryClass } from './deposit-part';
import { dollars, lineCents, quantityText, quoteName } from './model';
import { cancelUntil } from './next-steps';
import { Notices } from './notices-part';
import type { AnswerForm, CancelPeriod } from './page-types';
import type { Quote } from './store';
import { SchedulePart } from './schedule-part';
import { taxLabelIn, unitLabel } from './units';
import { InvoicesPart } from '../invoices/customer-part';
import type { Invoice } from '../invoices/store';
import type { InvoicePayView } from '../invoices/pay-part';

export type { AnswerForm, CancelPeriod } from './page-types';

/** A status line at the top of the page: amber (replaced, expired), green (accepted), grey (declined, cancelled, draft). */
function Status({ tone, children }: { tone: 'amber' | 'green' | 'grey'; children: ReactNode }) {
  const tones = {
    amber: 'border-amber-700 bg-amber-50',
    green: 'border-emerald-700 bg-emerald-50 text-emerald-900',
    grey: 'border-slate-500 bg-slate-50',
  };
  return (
    <p role="status" className={cn('mt-4 rounded-lg border-2 p-3 font-medium', tones[tone])}>
      {children}
    </p>
  );
}

/**
 * "What happens next" on an accepted quote (issue 44 §4), first on its page: the deposit (paid; "Pay the deposit"
 * with Stripe, confirming after Checkout or its failure; else how it is paid), who calls from which number within how
 * long (business.ts `callBackWithinBusinessDays`), and the last day to cancel in words while it is open.
 */
function NextSteps({ lang, deposit, cents, period }: { lang: Locale; deposit: DepositView; cents: number; period: CancelPeriod | null }) {
  const words = QUOTE_WORDS[lang];
  return (
    <section aria-labelledby="next-heading" data-next="" className="mt-4 rounded-lg border-2 border-slate-900 p-4">
      <h2 id="next-heading" className="text-xl font-bold">
        {words.page.next}
      </h2>
      <DepositPart deposit={deposit} cents={cents} lang={lang} />
      <p className="mt-3">{words.callBack}</p>
      {period?.open && (
        <p className="mt-3" data-plain="cancel-next">
          <a href="#cancel" className="underline">
            {cancelUntil(period.deadlineDay, lang)}
          </a>
        </p>
      )}
    </section>
  );
}

/**
 * The customer's page of a quote, /quotes/<token> or /es/quotes/<token>
 * (issue 38 §4-5, issue 44), in `lang`. Its first screen (390×844): the quote's
 * name, where it stands (replaced, with a link to the newer version; expired,
 * with the phone; accepted, by whom and when in Central time, then "What
 * happens next", with the job's work days above it once it has any:
 * src/jobs/customer-part.tsx; declined; cancelled), the total, the deposit and the validity;
 * while open, ONE primary link "Accept and sign" ("Accept and pay the deposit"
 * when `payOnline`) to the signing form's name field, and "Decline this quote".
 * Then the customer, the address, the lines as a table, the signing form
 * (src/quotes/accept-part.tsx), the terms, the notices
 * (src/quotes/notices-part.tsx), the decline form (`#decline`). Every form posts
 * without JavaScript.
 * @param newer the path of the version that replaced this one, if any
 * @param form a refused answer's values and messages (422)
 * @param payOnline the deposit is paid on Stripe's Checkout right after the acceptance
 * @param workDays the work days of the job this accepted quote is the scope of (none: the page as before the job)
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
  payOnline = false,
  workDays = [],
  invoices = [],
  invoicePay,
  now = new Date(),
  refused,
}: {
  /** A post refused before it was read (400, 403, 413): the message shown first, the forms below as they were. */
  refused?: string;
  /** Paying the invoices online (issue 47 item 3, src/invoices/pay-part.tsx). */
  invoicePay?: InvoicePayView;
  /** The invoices of the job this quote is the scope of (issue 47); only the sent ones are shown. */
  invoices?: readonly Invoice[];
  now?: Date;
  quote: Quote;
  /** What the page says of the deposit. */
  deposit?: DepositView;
  payOnline?: boolean;
  workDays?: readonly WorkDayRow[];
  lang: Locale;
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
  const declineErrors = form?.kind === 'decline' ? form.errors : {};
  const payCents = payOnline && quote.deposit_cents > 0 ? quote.deposit_cents : 0;
  return (
    <section className="py-6 sm:py-12">
      <Container width="3xl">
        <p className="text-sm text-slate-700">
          {page.business}: <strong>{business.name}</strong>, {addressLine}, <PhoneLink />
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{page.title(quoteName(quote))}</h1>
        <p className="text-slate-700">{page.version(quote.version)}</p>

        {refused && (
          <p role="alert" data-refused="" className="mt-4 rounded-lg border-2 border-red-800 bg-red-50 p-3 font-medium text-red-900">
            {refused} <PhoneLink />
          </p>
        )}

        {standing === 'replaced' && (
          <Status tone="amber">
            {page.replaced}{' '}
            {newer && (
              <a href={newer} className="font-semibold underline">
                {page.replacedLink}
              </a>
            )}
          </Status>
        )}
        {standing === 'expired' && (
          <Status tone="amber">
            {page.expired} <PhoneLink />
          </Status>
        )}
        {standing === 'accepted' && quote.accepted_name && quote.accepted_at && (
          <Status tone="green">
            {page.accepted(
              escapeInvisible(quote.accepted_name),
              `${longDateTime(quote.accepted_at, business.timeZone, words.locale)} (${page.centralTime})`,
            )}
          </Status>
        )}
        {standing === 'accepted' && workDays.length > 0 && <CustomerJob days={workDays} lang={lang} />}
        {standing === 'accepted' && <NextSteps lang={lang} deposit={deposit} cents={quote.deposit_cents} period={period} />}
        {standing === 'accepted' && <InvoicesPart invoices={invoices} lang={lang} now={now} token={quote.token} pay={invoicePay} />}
        {standing === 'declined' && <Status tone="grey">{page.declined}</Status>}
        {standing === 'cancelled' && <Status tone="grey">{QUOTE_NOTICES[lang].cancelForm.done}</Status>}
        {standing === 'draft' && <Status tone="grey">{page.notSent}</Status>}

        <section aria-label={page.summary} data-summary="" className="mt-4 rounded-lg bg-slate-100 p-4">
          <dl className="grid gap-1">
            <div className="flex items-baseline justify-between gap-3 text-2xl font-extrabold">
              <dt>{page.total}</dt>
              <dd className="tabular-nums">{dollars(quote.total_cents)}</dd>
            </div>
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
          {standing !== 'accepted' && <DepositPart deposit={deposit} cents={quote.deposit_cents} lang={lang} />}
        </section>

        {standing === 'open' && (
          <div className="mt-4 grid gap-2 sm:flex sm:items-center sm:gap-6" data-first-screen="">
            <a href={`#${ACCEPT_TARGET}`} className={cn(buttonClass, 'flex w-full items-center justify-center sm:w-auto')}>
              {payCents > 0 ? page.accept.pay : page.accept.button}
            </a>
            <a href="#decline" className="flex min-h-11 items-center justify-center font-semibold underline">
              {page.declineLink}
            </a>
          </div>
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
                    {`${quantityText(line.quantityHundredths)} ${unitLabel(line.unit, line.quantityHundredths, lang)} × ${dollars(line.unitCents)}`}
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
                  {escapeInvisible(taxLabelIn(quote.tax_label, lang))}
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

        <SchedulePart schedule={quote.payment_schedule} lang={lang} />

        {standing === 'open' && <AcceptForm lang={lang} action={`${basePath}/accept`} form={form} payCents={payCents} />}

        {quote.terms && (
          <section id="terms" aria-labelledby="terms-heading" className="mt-8 scroll-mt-20">
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
          <form
            id="decline"
            method="post"
            action={`${basePath}/decline`}
            className="mt-10 grid scroll-mt-20 gap-4 border-t border-slate-300 pt-6"
            noValidate
          >
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
