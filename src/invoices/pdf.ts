/**
 * An invoice as a PDF (issue 47 item 3), built by the side Worker (workers/pdf-stripe/, method `invoicePdf`) with
 * pdf-lib and the quote PDF's writer (src/quotes/pdf.ts `Flow`): US Letter, the business, "Invoice INV-n" and its
 * state, the customer and the job's address, the lines, the total, the payments received, the balance and the due
 * day, how to pay, why a retainage is held (Texas Property Code §53.255) and the trust-fund sentence (ch. 162), in
 * the page's language. Its words are src/content/invoices.ts and src/content/invoice-pdf.ts. Imports no D1 or store code
 * (the side Worker's bundle stays a leaf).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addressLine, business } from '../content/business';
import { INVOICE_WORDS } from '../content/invoices';
import { INVOICE_PDF_WORDS } from '../content/invoice-pdf';
import { QUOTE_WORDS } from '../content/quotes';
import { formatIsoDate } from '../lib/dates';
import { dayIn } from '../lib/zoned-time';
import { dollars, lineCents, quoteName } from '../quotes/model';
import { Flow, PAGE } from '../quotes/pdf';
import { balanceCents, invoiceName, invoiceState, paidCents } from './model';
import type { InvoicePdfRequest } from './pdf-types';

/**
 * The PDF of `request.invoice` in `request.lang`, its state read at `request.now`.
 * @returns the PDF's bytes
 */
export async function invoicePdf({ invoice, quote, lang, now }: InvoicePdfRequest): Promise<Uint8Array> {
  const words = INVOICE_WORDS[lang];
  const own = INVOICE_PDF_WORDS[lang];
  const locale = QUOTE_WORDS[lang].locale;
  const pdf = await PDFDocument.create();
  const title = own.title(invoiceName(invoice));
  pdf.setTitle(title);
  pdf.setAuthor(business.name);
  pdf.setLanguage(locale);
  pdf.setCreationDate(new Date(invoice.sent_at ?? invoice.created_at));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const flow = new Flow(() => pdf.addPage([PAGE.width, PAGE.height]), regular, bold);
  const left = PAGE.margin;
  const rightEdge = PAGE.width - PAGE.margin;

  flow.text(business.name, { size: 16, bold: true, gap: 0 });
  flow.text(`${addressLine} · ${business.phone.display} · ${business.email}`, { gap: 10 });
  const state = invoiceState(invoice, invoice.payments, now);
  flow.text(`${title} – ${words.invoices.states[state]}`, { size: 14, bold: true, gap: 2 });
  flow.text(own.issued(formatIsoDate(dayIn(business.timeZone, new Date(invoice.sent_at ?? invoice.created_at)), locale)), { gap: 6 });
  flow.text(`${own.billTo}: ${quote.customer}`, { gap: 0 });
  if (quote.address) flow.text(`${own.address}: ${quote.address}`, { gap: 0 });
  flow.text(own.quote(quoteName(quote)), { gap: 10 });

  // The lines: description and amount, ruled.
  flow.need(30);
  flow.rule(flow.y, 1);
  flow.y -= 13;
  flow.page.drawText(flow.safe(bold, own.description), { x: left + 2, y: flow.y, size: 10, font: bold });
  flow.right(own.amount, rightEdge, flow.y, 10, true);
  flow.y -= 5;
  flow.rule(flow.y, 1);
  for (const line of invoice.lines) {
    const description = flow.wrap(line.description, regular, 10, 380);
    const height = description.length * 13 + 6;
    flow.need(height);
    const top = flow.y - 13;
    description.forEach((text, i) => {
      flow.page.drawText(text, { x: left + 2, y: top - i * 13, size: 10, font: regular });
    });
    flow.right(dollars(lineCents(line)), rightEdge, top);
    flow.y -= height;
    flow.rule(flow.y, 0.5);
  }
  const row = (label: string, value: string, big = false) => {
    flow.need(18);
    flow.y -= big ? 17 : 15;
    flow.right(label, rightEdge - 110, flow.y, big ? 12 : 10, big);
    flow.right(value, rightEdge, flow.y, big ? 12 : 10, big);
  };
  // Received: payments not failed and not processing; a bank debit processing holds its part of the balance, said so.
  const balance = balanceCents(invoice.total_cents, invoice.payments);
  const received = invoice.payments.filter((payment) => !payment.failed_at && !payment.processing);
  const processing = invoice.payments.filter((payment) => !payment.failed_at && payment.processing);
  row(words.invoices.total, dollars(invoice.total_cents));
  if (received.length > 0) row(words.invoices.paid, dollars(paidCents(received)));
  if (processing.length > 0) row(own.processing, dollars(paidCents(processing)));
  row(words.invoices.balance, dollars(balance), true);
  flow.y -= 12;
  if (balance > 0) flow.text(words.invoices.due(formatIsoDate(invoice.due_on, locale)), { size: 12, bold: true, gap: 8 });

  if (received.length > 0) {
    flow.text(own.payments, { size: 12, bold: true });
    for (const payment of received)
      flow.text(
        words.invoices.payment(dollars(payment.cents), formatIsoDate(payment.paid_on, locale), words.invoices.methods[payment.method]),
        { gap: 0 },
      );
    flow.y -= 8;
  }
  if (balance > 0) flow.text(words.invoices.howToPay, { gap: 8 });
  if (invoice.milestone === 'retainage') flow.text(words.schedule.retainageWhy, { gap: 8 });
  flow.text(words.invoices.trust);

  const pages = pdf.getPages();
  pages.forEach((each, i) => {
    const label = own.page(i + 1, pages.length);
    each.drawText(label, { x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(label, 8), y: 30, size: 8, font: regular });
  });
  return pdf.save();
}
