/**
 * The words of the contractor's money (issue 47 item 5: /admin/money, the payments CSV, the insights' collected
 * money; the admin is English) and the customer's link to an invoice's PDF (issue 47 item 3, English and Spanish;
 * the PDF's own words are src/content/invoice-pdf.ts, bundled by the side Worker only).
 */
import type { Locale } from '../i18n';

/** The admin's words of the money page and the payments CSV (English: the admin is the contractor's). */
export const MONEY_WORDS = {
  title: 'Money',
  intro:
    'What customers owe, what came in, and what should come in next. Collected money is money in hand: bank payments still processing and failed ones are not.',
  figures: {
    outstanding: 'Outstanding',
    overdue: (amount: string) => `${amount} overdue`,
    invoices: (count: number) => `${count} invoice${count === 1 ? '' : 's'}`,
    month: 'Collected this month',
    year: 'Collected this year',
    expected: 'Expected, next 30 days',
    expectedParts: (invoices: string, processing: string, scheduled: string) =>
      `${invoices} on invoices due by then, ${processing} in bank payments processing, ${scheduled} of the payment schedules not invoiced yet`,
  },
  outstandingHeading: 'Outstanding by invoice',
  outstandingNote: 'Most overdue first. Each links to the lead’s money.',
  none: 'Nothing is owed: every invoice sent is paid.',
  more: (shown: number, all: number) => `The ${shown} most overdue of ${all}.`,
  daysOverdue: (days: number) => (days === 0 ? 'not overdue' : `${days} day${days === 1 ? '' : 's'} overdue`),
  due: (day: string) => `due ${day}`,
  processing: (amount: string) => `${amount} processing`,
  scheduledHeading: 'From the payment schedules, not invoiced yet',
  scheduledNote:
    'A milestone’s invoice is due 15 days after it (the first pour day not done; the job’s last work day), the retainage on its agreed day. Deposits on acceptance are paid on the quote.',
  milestone: { acceptance: 'deposit', pour: 'pour day', completion: 'job done', retainage: 'retainage' },
  csvHeading: 'For the bookkeeper',
  csvLink: 'Download this year’s payments (CSV)',
  csvNote:
    'One row per payment: date, invoice, customer, method, gross, Stripe fee when known, net, status. Other dates: add ?from=YYYY-MM-DD&to=YYYY-MM-DD.',
  badDates:
    'Give the dates as from=YYYY-MM-DD and to=YYYY-MM-DD (real days, from not after to, at most 5 years apart), like ?from=2026-01-01&to=2026-12-31.',
  unreadable: 'The money cannot be read right now. Try again in a minute.',
  csv: {
    header: ['date', 'invoice', 'customer', 'method', 'gross (USD)', 'Stripe fee (USD)', 'net (USD)', 'status'],
    method: (method: string, source: 'hand' | 'stripe') =>
      method === 'online'
        ? 'online (Stripe)'
        : `${method === 'transfer' ? 'bank transfer' : method}${source === 'stripe' ? ' (Stripe)' : ''}`,
  },
  insights: {
    collected: 'Collected',
    quoted: 'Quoted (won)',
    perJob: 'Per job paid',
    note: 'Collected: payments received on a day of the period (bank payments processing or failed are not), deposits paid online included, by the source of the lead who paid. Quoted: the won totals of the period’s requests.',
  },
} as const;

/** The customer's page's link to an invoice's PDF (src/invoices/customer-part.tsx); the PDF's words are src/content/invoice-pdf.ts. */
export const INVOICE_PDF_LINK: Record<Locale, (name: string) => string> = {
  en: (name) => `${name} as a PDF`,
  es: (name) => `${name} en PDF`,
};
