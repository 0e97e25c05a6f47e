/**
 * The deposit's part of the customer's quote page (issue 38 §7) and the page's two button styles, apart from
 * src/quotes/page.tsx so neither file passes 450 lines (issue 36).
 */
import { business, telHref } from '../content/business';
import { QUOTE_WORDS } from '../content/quotes';
import type { Locale } from '../i18n';
import { cn } from '../lib/cn';
import { longDateTime } from '../lib/dates';
import { dollars } from './model';

/** The business's phone number as a `tel:` link (underlined, bold), as the quote's page gives it wherever it says to call. */
export function PhoneLink() {
  return (
    <a href={telHref} className="font-semibold underline">
      {business.phone.display}
    </a>
  );
}

/** The page's main button (48 px tall) and its secondary, outlined button. */
export const buttonClass = 'dark-control min-h-12 rounded-lg bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700';
export const secondaryClass =
  'inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-slate-800 bg-white px-5 font-semibold text-slate-900 hover:bg-slate-100';

/**
 * What the page says of the deposit (src/quotes/handlers.tsx `depositView`):
 * nothing; paid (cents, ISO time); "Pay the deposit" posting to `action`
 * (`confirming` back from Checkout: the button withheld, `failed` when Checkout could not open,
 * `acceptedFailed` when it could not open right after the acceptance, issue 44);
 * or how it is paid without Stripe.
 */
export type DepositView =
  | { kind: 'none' }
  | { kind: 'paid'; cents: number; at: string }
  | { kind: 'stripe'; action: string; confirming: boolean; failed: boolean; acceptedFailed?: boolean }
  | { kind: 'offline' };

/** The deposit's part of the page (issue 38 §7), in `lang`; on an accepted quote it is part of "What happens next" (its heading an h3). */
export function DepositPart({ deposit, cents, lang }: { deposit: DepositView; cents: number; lang: Locale }) {
  const words = QUOTE_WORDS[lang];
  const pay = words.page.pay;
  if (deposit.kind === 'none') return null;
  if (deposit.kind === 'offline')
    return (
      <p className="mt-2" data-deposit="offline">
        {pay.offline}
      </p>
    );
  if (deposit.kind === 'paid')
    return (
      <p
        role="status"
        data-deposit="paid"
        className="mt-4 rounded-lg border-2 border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-900"
      >
        {pay.paid(dollars(deposit.cents), `${longDateTime(deposit.at, business.timeZone, words.locale)} (${words.page.centralTime})`)}
      </p>
    );
  return (
    <section aria-labelledby="deposit-heading" data-deposit="stripe" className="mt-3 rounded-lg border-2 border-slate-400 p-4">
      <h3 id="deposit-heading" className="text-lg font-bold">
        {pay.heading}: {dollars(cents)}
      </h3>
      {deposit.confirming && (
        <p role="status" className="mt-2 font-medium">
          {pay.confirming}
        </p>
      )}
      {(deposit.failed || deposit.acceptedFailed) && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {deposit.acceptedFailed ? pay.acceptedFailed : pay.failed} <PhoneLink />
        </p>
      )}
      {/* Back from Checkout, the payment is being confirmed: no second "Pay" (a second payment is only refunded, issue 44). */}
      {!deposit.confirming && (
        <>
          <form method="post" action={deposit.action} className="mt-3">
            <button type="submit" className={cn(buttonClass, 'w-full sm:w-auto')}>
              {pay.button}
            </button>
          </form>
          <p className="mt-2 text-sm text-slate-700">{pay.how}</p>
        </>
      )}
    </section>
  );
}
