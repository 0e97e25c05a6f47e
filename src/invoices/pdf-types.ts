/**
 * What the site's Worker passes the side Worker for an invoice's PDF (issue 47 item 3; `invoicePdf` of
 * workers/pdf-stripe/). A leaf: type imports only (and the PDF's path), so the side Worker's bundle takes no D1 or store code from here.
 */
import type { Locale } from '../i18n';
import type { Invoice } from './store';

/** An invoice's PDF: the invoice with its payments, the quote it bills (its name, customer, address), the language, the instant. */
export interface InvoicePdfRequest {
  invoice: Invoice;
  quote: { number: number; customer: string; address: string | null };
  lang: Locale;
  /** The instant the state (overdue or not) is read at. */
  now: Date;
}

/** The path of an invoice's PDF on the customer's page of `token`, in `lang` (src/invoices/pdf-route.ts answers it). */
export const invoicePdfPath = (token: string, number: number, lang: Locale): string =>
  `${lang === 'es' ? '/es' : ''}/quotes/${token}/invoices/INV-${number}.pdf`;
