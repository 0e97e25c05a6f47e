/**
 * The text of the homeowner's invoice emails (issue 47 items 3's receipt, 4 and 7), in the quote's language, built
 * from stored rows only: the invoice emailed on "Send", a payment's receipt, a reminder. The link to the invoice is
 * absolute on the site's own origin (`SITE_URL`), never on anything a visitor typed: `<origin>/quotes/<token>#invoice-
 * <number>` (`/es/…` for a Spanish quote). How to pay is online when Stripe is configured, else the terms' offline
 * words (src/content/invoices.ts). Every message ends with the trust-fund sentence (Texas Property Code ch. 162).
 */
import { business } from '../content/business';
import { INVOICE_MESSAGES } from '../content/invoice-messages';
import { INVOICE_WORDS } from '../content/invoices';
import { QUOTE_MESSAGES } from '../content/quote-messages';
import type { CustomerMessage } from '../leads/customer-email';
import { formatIsoDate } from '../lib/dates';
import { firstName, oneLine } from '../lib/display';
import { dollars, lineCents } from '../quotes/model';
import { type Quote, quotePath } from '../quotes/store';
import { balanceCents, invoiceName, paidCents } from './model';
import type { ReminderKind } from './reminders';
import type { Invoice, PaymentRow } from './store';

/** What every message needs besides the invoice: its quote, the site's origin and whether Stripe takes payments. */
export interface MessageContext {
  quote: Pick<Quote, 'token' | 'lang' | 'customer' | 'sent_to' | 'payment_schedule'>;
  siteUrl: string;
  online: boolean;
}

const localeOf = (lang: Quote['lang']) => (lang === 'es' ? 'es-US' : 'en-US');

/** The customer's page of the invoice, absolute: the quote's page on the site's origin, at `#invoice-<number>`. */
export function invoiceLink(ctx: Pick<MessageContext, 'quote' | 'siteUrl'>, invoice: Pick<Invoice, 'number'>): string {
  const url = new URL(quotePath(ctx.quote), ctx.siteUrl);
  url.hash = `invoice-${invoice.number}`;
  return url.href;
}

/** The closing lines shared by every message: the trust-fund sentence, questions, the business. */
function closing(ctx: MessageContext): string[] {
  return [INVOICE_WORDS[ctx.quote.lang].invoices.trust, '', QUOTE_MESSAGES[ctx.quote.lang].questions, '', business.name];
}

/** How to pay: online on the page (card or US bank account, no surcharge) with Stripe, else the terms' offline words. */
const howToPay = (ctx: MessageContext) =>
  ctx.online ? INVOICE_MESSAGES[ctx.quote.lang].sent.payOnline : INVOICE_WORDS[ctx.quote.lang].invoices.howToPay;

/**
 * The invoice emailed on the contractor's "Send": subject "Invoice INV-12 from <business>: $X due <day>" ($X the
 * balance), its lines in short (80 characters a description), total, paid, balance, the due day, the link, how to
 * pay, and the trust-fund sentence.
 */
export function invoiceSentText(ctx: MessageContext, invoice: Invoice): CustomerMessage {
  const lang = ctx.quote.lang;
  const words = INVOICE_MESSAGES[lang];
  const name = invoiceName(invoice);
  const due = formatIsoDate(invoice.due_on, localeOf(lang));
  const balance = dollars(balanceCents(invoice.total_cents, invoice.payments));
  return {
    to: ctx.quote.sent_to ?? '',
    subject: words.sent.subject(name, balance, due),
    text: [
      QUOTE_MESSAGES[lang].hello(firstName(ctx.quote.customer)),
      '',
      words.sent.intro(name),
      '',
      ...invoice.lines.map((line) => `- ${oneLine(line.description, 80)}: ${dollars(lineCents(line))}`),
      `${words.labels.total}: ${dollars(invoice.total_cents)}`,
      `${words.labels.paid}: ${dollars(paidCents(invoice.payments))}`,
      `${words.labels.balance}: ${balance}`,
      words.sent.balanceDue(balance, due),
      '',
      words.sent.see,
      invoiceLink(ctx, invoice),
      '',
      howToPay(ctx),
      '',
      ...closing(ctx),
    ].join('\n'),
  };
}

/**
 * A payment's receipt: the amount, the day, the method, what it paid for (the milestone's payment, or the items),
 * the balance left on the invoice right after it (the payments counted up to it), why a retainage was held (the
 * §53.255 words, with the schedule's days), and the trust-fund sentence.
 */
export function receiptText(ctx: MessageContext, invoice: Invoice, payment: PaymentRow): CustomerMessage {
  const lang = ctx.quote.lang;
  const words = INVOICE_MESSAGES[lang];
  const name = invoiceName(invoice);
  const method = `${INVOICE_WORDS[lang].invoices.methods[payment.method]}${payment.source === 'stripe' ? `, ${words.method.online}` : ''}`;
  const left = balanceCents(
    invoice.total_cents,
    invoice.payments.filter((other) => other.id <= payment.id),
  );
  const afterDays = ctx.quote.payment_schedule?.find((entry) => entry.milestone === 'retainage')?.afterDays ?? 30;
  return {
    to: ctx.quote.sent_to ?? '',
    subject: words.receipt.subject(dollars(payment.cents), name),
    text: [
      QUOTE_MESSAGES[lang].hello(firstName(ctx.quote.customer)),
      '',
      words.receipt.body(dollars(payment.cents), formatIsoDate(payment.paid_on, localeOf(lang)), method),
      words.receipt.forWhat(words.paidFor[invoice.milestone ?? 'items'], name),
      left > 0 ? words.receipt.balance(dollars(left), name) : words.receipt.paidInFull(name),
      ...(invoice.milestone === 'retainage' ? ['', words.receipt.retainageWhy(afterDays)] : []),
      '',
      words.receipt.keep,
      `${words.labels.page}: ${invoiceLink(ctx, invoice)}`,
      '',
      ...closing(ctx),
    ].join('\n'),
  };
}

/** A reminder of an unpaid invoice: the amount still due, the due day, the link, how to pay; the second says it is the last. */
export function reminderText(ctx: MessageContext, invoice: Invoice, kind: ReminderKind): CustomerMessage {
  const lang = ctx.quote.lang;
  const words = INVOICE_MESSAGES[lang];
  const name = invoiceName(invoice);
  const balance = dollars(balanceCents(invoice.total_cents, invoice.payments));
  return {
    to: ctx.quote.sent_to ?? '',
    subject: words.reminder.subject(name, balance),
    text: [
      QUOTE_MESSAGES[lang].hello(firstName(ctx.quote.customer)),
      '',
      words.reminder.body(name, balance, formatIsoDate(invoice.due_on, localeOf(lang))),
      '',
      words.sent.see,
      invoiceLink(ctx, invoice),
      '',
      howToPay(ctx),
      '',
      ...(kind === 'reminder_2' ? [words.reminder.second] : []),
      words.reminder.already,
      '',
      ...closing(ctx),
    ].join('\n'),
  };
}
