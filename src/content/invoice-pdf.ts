/**
 * The invoice PDF's own words (issue 47 item 3; src/invoices/pdf.ts, made by the side Worker only, so these words are
 * not in the site's Worker), in English and Spanish. The invoice's words (lines, total, balance, how to pay, the
 * trust-fund sentence) are src/content/invoices.ts's.
 */
import type { Locale } from '../i18n';

/** The invoice PDF's own words (the rest are INVOICE_WORDS'). */
export interface InvoicePdfWords {
  title: (name: string) => string;
  billTo: string;
  address: string;
  quote: (name: string) => string;
  issued: (day: string) => string;
  description: string;
  amount: string;
  payments: string;
  /** A bank payment (ACH) still processing: it holds its part of the balance, not yet received. */
  processing: string;
  page: (n: number, of: number) => string;
}

/** The invoice PDF's words, English and Spanish. */
export const INVOICE_PDF_WORDS: Record<Locale, InvoicePdfWords> = {
  en: {
    title: (name) => `Invoice ${name}`,
    billTo: 'Bill to',
    address: 'Job address',
    quote: (name) => `For the work of quote ${name}`,
    issued: (day) => `Issued ${day}`,
    description: 'Description',
    amount: 'Amount',
    payments: 'Payments received',
    processing: 'Bank payment processing',
    page: (n, of) => `Page ${n} of ${of}`,
  },
  es: {
    title: (name) => `Factura ${name}`,
    billTo: 'Facturar a',
    address: 'Dirección de la propiedad',
    quote: (name) => `Por el trabajo de la cotización ${name}`,
    issued: (day) => `Emitida el ${day}`,
    description: 'Descripción',
    amount: 'Importe',
    payments: 'Pagos recibidos',
    processing: 'Transferencia bancaria en proceso',
    page: (n, of) => `Página ${n} de ${of}`,
  },
};
