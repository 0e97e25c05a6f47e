/**
 * An invoice paid online, on the customer's page (issue 47 item 3), in the page's language
 * (src/content/invoice-pay.ts): "Pay $X online" (a plain form post, no script) with the note on the methods and the
 * card fee; back from Checkout (`?paid=INV-12`), what Stripe said by then; a bank transfer processing; one that
 * failed, with the balance owed again.
 */
import { INVOICE_PAY_WORDS } from '../content/invoice-pay';
import { QUOTE_WORDS } from '../content/quotes';
import type { Locale } from '../i18n';
import { cn } from '../lib/cn';
import { formatIsoDate } from '../lib/dates';
import { buttonClass } from '../quotes/deposit-part';
import { dollars } from '../quotes/model';
import { payRefusal } from './checkout';
import { invoiceName } from './model';
import type { Invoice } from './store';

/** What the page knows of paying online: whether Stripe is set up, the page's path, and `?paid=` as given (or null). */
export interface InvoicePayView {
  online: boolean;
  basePath: string;
  returned: string | null;
}

/** Whether a payment is a bank debit still processing. */
export const isProcessing = (payment: Invoice['payments'][number]) => payment.processing === 1 && !payment.failed_at;

/** The online part of one invoice (`balance` in cents): the Stripe payments' lines, the status back from Checkout, the button. */
export function InvoicePayPart({ invoice, balance, lang, pay }: { invoice: Invoice; balance: number; lang: Locale; pay: InvoicePayView }) {
  const words = INVOICE_PAY_WORDS[lang];
  const locale = QUOTE_WORDS[lang].locale;
  const name = invoiceName(invoice);
  const processing = invoice.payments.some(isProcessing);
  const back = pay.returned === name;
  const returned = !back ? null : processing ? words.returned.transfer : balance === 0 ? words.returned.card : words.returned.confirming;
  const offered = pay.online && payRefusal(invoice) === null && returned !== words.returned.confirming;
  return (
    <>
      {invoice.payments.map((payment) =>
        isProcessing(payment) ? (
          <p key={payment.id} data-payment="processing" className="mt-1 font-medium text-amber-900">
            {words.processing(dollars(payment.cents), formatIsoDate(payment.paid_on, locale))}
          </p>
        ) : payment.failed_at && payment.source === 'stripe' ? (
          <p key={payment.id} data-payment="failed" className="mt-1 font-medium text-red-800">
            {words.failed(dollars(payment.cents), formatIsoDate(payment.paid_on, locale))}
          </p>
        ) : null,
      )}
      {returned && (
        <p role="status" className="mt-2 rounded-lg border-2 border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-900">
          {returned}
        </p>
      )}
      {offered && (
        <form method="post" action={`${pay.basePath}/invoices/${name}/pay`} className="mt-3">
          <button type="submit" className={cn(buttonClass, 'w-full sm:w-auto')}>
            {words.button(dollars(balance))}
          </button>
          <p className="mt-2 text-sm text-slate-700">{words.methods}</p>
        </form>
      )}
    </>
  );
}
