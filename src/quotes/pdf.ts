/**
 * A quote as a PDF (issue 38 §4-5), built in the Worker with pdf-lib: US
 * Letter, the business, the customer, a table of the lines (ruled columns:
 * description, quantity, unit, unit price, amount), the totals, the deposit,
 * the validity, the terms and the notices in the quote's language; once
 * accepted, a signature block and an audit page (who, when, the version, the
 * SHA-256 of the content, the address the link was sent to). Its words are
 * content (src/content/quotes.ts, quote-notices.ts, quote-audit.ts). Text is drawn
 * with the standard Helvetica fonts in WinAnsi encoding, so Spanish accents
 * print and PDF.js extracts the words; a character WinAnsi lacks is drawn
 * as "?". pdf-lib (about 460 KiB minified with its fonts and deflate) is
 * imported only by this module, which only the side Worker bundles
 * (workers/pdf-stripe/, issue 40): the site's Worker asks it for the bytes
 * through its service binding (src/quotes/pdf-client.ts). It imports no D1,
 * pipeline or store code (issue 45: the side Worker's bundle stays a leaf).
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { addressLine, business } from '../content/business';
import { QUOTE_AUDIT } from '../content/quote-audit';
import { QUOTE_NOTICES } from '../content/quote-notices';
import { QUOTE_WORDS } from '../content/quotes';
import type { Locale } from '../i18n';
import { formatIsoDate, longDateTime } from '../lib/dates';
import type { CancelPeriod } from './page-types';
import { dollars, lineCents, quantityText, quoteName } from './model';
import { consentSentence } from './record';
import { INVOICE_WORDS } from '../content/invoices';
import { percentOf } from './schedule';
import type { Quote } from './store';
import { taxLabelIn, unitLabel } from './units';

/** US Letter in points, and the margins (the invoice PDF, src/invoices/pdf.ts, shares them). */
export const PAGE = { width: 612, height: 792, margin: 54 } as const;

/** A writer that flows text down pages, adding one when the current is full (shared with src/invoices/pdf.ts). */
export class Flow {
  page: PDFPage;
  y: number;
  constructor(
    private readonly add: () => PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = add();
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room for `height` points, else a new page. */
  need(height: number) {
    if (this.y - height < PAGE.margin) {
      this.page = this.add();
      this.y = PAGE.height - PAGE.margin;
    }
  }

  /** `text` made drawable: every character the font cannot encode becomes "?". */
  safe(font: PDFFont, text: string): string {
    const known = new Set(font.getCharacterSet());
    return Array.from(text.replaceAll(/[\t\r]/g, ' '), (char) => (known.has(char.codePointAt(0) ?? 0) || char === '\n' ? char : '?')).join(
      '',
    );
  }

  /**
   * `text` cut into lines no wider than `width` points at `size` (words kept whole unless one alone is too wide,
   * then cut between characters). Linear in the text's length (issue 44, fault 7): each word and each character
   * of a cut word is measured once, with the kerning against the character before it (the width a word adds is
   * that of "<last char> <word>" less that of "<last char>"), never the growing line again.
   */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const measure = (part: string) => font.widthOfTextAtSize(part, size);
    const lines: string[] = [];
    for (const paragraph of this.safe(font, text).split('\n')) {
      let line = '';
      let last = '';
      let lineWidth = 0;
      for (const word of paragraph.split(/ +/)) {
        if (line) {
          const added = measure(`${last} ${word}`) - measure(last);
          if (lineWidth + added <= width) {
            line += ` ${word}`;
            lineWidth += added;
            last = word.at(-1) ?? ' ';
            continue;
          }
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        for (const char of word) {
          const added = line ? measure(last + char) - measure(last) : measure(char);
          if (line && lineWidth + added > width) {
            lines.push(line);
            line = char;
            lineWidth = measure(char);
          } else {
            line += char;
            lineWidth += added;
          }
          last = char;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Draws `text` wrapped at `size` from `x` (and as wide as `width`), moving down. */
  text(text: string, { size = 10, bold = false, x = PAGE.margin, width = PAGE.width - 2 * PAGE.margin, gap = 4 } = {}) {
    const font = bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size, width)) {
      this.need(size * 1.3);
      this.y -= size * 1.3;
      this.page.drawText(line, { x, y: this.y, size, font });
    }
    this.y -= gap;
  }

  /** Draws `text` ending at `right`, on the current line (no move). */
  right(text: string, right: number, y: number, size = 10, bold = false) {
    const font = bold ? this.bold : this.regular;
    const safe = this.safe(font, text);
    this.page.drawText(safe, { x: right - font.widthOfTextAtSize(safe, size), y, size, font });
  }

  rule(y = this.y, thickness = 0.75) {
    this.page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness });
  }
}

/**
 * The PDF of `quote` in its language (the page's language when given).
 * @param period the cancellation period once accepted, for the notice's dates
 * @returns the PDF's bytes
 */
export async function quotePdf(quote: Quote, lang: Locale, period: CancelPeriod | null): Promise<Uint8Array> {
  const words = QUOTE_WORDS[lang];
  const page = words.page;
  const notices = QUOTE_NOTICES[lang];
  const audit = QUOTE_AUDIT[lang];
  const pdf = await PDFDocument.create();
  const title = `${page.title(quoteName(quote))} – ${page.version(quote.version)}`;
  pdf.setTitle(title);
  pdf.setAuthor(business.name);
  pdf.setLanguage(words.locale);
  pdf.setCreationDate(new Date(quote.created_at));
  pdf.setModificationDate(new Date(quote.accepted_at ?? quote.created_at));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const flow = new Flow(() => pdf.addPage([PAGE.width, PAGE.height]), regular, bold);

  // The business and the quote.
  flow.text(business.name, { size: 16, bold: true, gap: 0 });
  flow.text(`${addressLine} · ${business.phone.display} · ${business.email}`, { gap: 10 });
  flow.text(title, { size: 14, bold: true, gap: 6 });
  flow.text(`${page.preparedFor}: ${quote.customer}`, { gap: 0 });
  if (quote.address) flow.text(`${page.address}: ${quote.address}`, { gap: 0 });
  flow.text(`${page.validUntil}: ${formatIsoDate(quote.valid_until, words.locale)}`, { gap: 10 });

  // The lines: a ruled table.
  const left = PAGE.margin;
  const rightEdge = PAGE.width - PAGE.margin;
  const columns = { quantity: left + 300, unit: left + 306, unitPrice: left + 428, amount: rightEdge };
  const descriptionWidth = 250;
  const header = () => {
    flow.need(30);
    flow.rule(flow.y, 1);
    flow.y -= 13;
    flow.page.drawText(flow.safe(bold, page.description), { x: left + 2, y: flow.y, size: 10, font: bold });
    flow.right(page.quantity, columns.quantity, flow.y, 10, true);
    flow.page.drawText(flow.safe(bold, page.unit), { x: columns.unit, y: flow.y, size: 10, font: bold });
    flow.right(page.unitPrice, columns.unitPrice, flow.y, 10, true);
    flow.right(page.amount, columns.amount, flow.y, 10, true);
    flow.y -= 5;
    flow.rule(flow.y, 1);
  };
  header();
  for (const line of quote.lines) {
    const description = flow.wrap(line.description, regular, 10, descriptionWidth);
    const height = description.length * 13 + 6;
    if (flow.y - height < PAGE.margin) {
      flow.need(PAGE.height);
      header();
    }
    const top = flow.y - 13;
    description.forEach((text, i) => {
      flow.page.drawText(text, { x: left + 2, y: top - i * 13, size: 10, font: regular });
    });
    flow.right(quantityText(line.quantityHundredths), columns.quantity, top);
    flow.page.drawText(flow.safe(regular, unitLabel(line.unit, line.quantityHundredths, lang)), {
      x: columns.unit,
      y: top,
      size: 10,
      font: regular,
    });
    flow.right(dollars(line.unitCents), columns.unitPrice, top);
    flow.right(dollars(lineCents(line)), columns.amount, top);
    flow.y -= height;
    flow.rule(flow.y, 0.5);
  }
  const totalRow = (label: string, value: string, isBold = false) => {
    flow.need(16);
    flow.y -= 15;
    flow.right(label, columns.unitPrice, flow.y, isBold ? 12 : 10, isBold);
    flow.right(value, columns.amount, flow.y, isBold ? 12 : 10, isBold);
  };
  totalRow(page.subtotal, dollars(quote.subtotal_cents));
  if (quote.tax_cents > 0) totalRow(taxLabelIn(quote.tax_label, lang), dollars(quote.tax_cents));
  totalRow(page.total, dollars(quote.total_cents), true);
  if (quote.deposit_cents > 0)
    totalRow(
      `${page.deposit}${quote.deposit_percent !== null ? ` (${page.depositPercent(String(quote.deposit_percent))})` : ''}`,
      dollars(quote.deposit_cents),
    );
  flow.y -= 14;

  // The payment schedule (issue 47): part of what the signature covers (the content hash).
  const schedule = quote.payment_schedule ?? [];
  if (schedule.length > 0) {
    const scheduleWords = INVOICE_WORDS[lang].schedule;
    flow.text(scheduleWords.heading, { size: 12, bold: true });
    for (const payment of schedule) {
      const percent = percentOf(payment, schedule);
      const when =
        payment.milestone === 'retainage'
          ? `${scheduleWords.milestone.retainage}, ${scheduleWords.retainageDue(payment.afterDays ?? 30)}`
          : scheduleWords.milestone[payment.milestone];
      flow.text(`${when}: ${dollars(payment.cents)}${percent !== null ? ` (${scheduleWords.percent(String(percent))})` : ''}`, { gap: 0 });
    }
    if (schedule.some((payment) => payment.milestone === 'retainage')) flow.text(scheduleWords.retainageWhy);
    flow.y -= 6;
  }

  if (quote.terms) {
    flow.text(page.terms, { size: 12, bold: true });
    for (const paragraph of quote.terms.split(/\n{2,}/)) flow.text(paragraph);
    flow.y -= 6;
  }

  // The signature block: the cooling-off statement beside it (16 CFR 429.1(a)).
  flow.need(90);
  flow.text(audit.signature, { size: 12, bold: true });
  flow.text(notices.coolingOff, { bold: true });
  if (quote.state === 'accepted' || quote.state === 'cancelled') {
    const when = `${longDateTime(quote.accepted_at ?? '', business.timeZone, words.locale)} (${page.centralTime})`;
    flow.text(audit.accepted(quote.accepted_name ?? '', when), { size: 11, bold: true });
    flow.text(`${audit.hash}: ${quote.content_hash}`);
  } else {
    flow.y -= 24;
    flow.rule(flow.y, 0.75);
    flow.text(`${page.accept.name} · ${audit.at}`);
  }
  flow.y -= 10;

  // The notices, in the quote's language. Drafts for the owner's lawyer (src/content/quote-notices.ts); that
  // marking stays in the source and docs, never in a customer's copy (issue 44 §3).
  flow.text(notices.heading, { size: 12, bold: true, gap: 4 });
  const cancellation = notices.cancellation;
  const deadline = period ? formatIsoDate(period.deadlineDay, words.locale) : cancellation.deadlineWhenAccepted;
  flow.text(cancellation.heading.toUpperCase(), { size: 11, bold: true, gap: 2 });
  flow.text(
    period ? cancellation.date.replace('{date}', formatIsoDate(period.transactionDay, words.locale)) : cancellation.dateWhenAccepted,
    {
      bold: true,
    },
  );
  for (const paragraph of cancellation.paragraphs) flow.text(paragraph, { bold: true });
  flow.text(cancellation.howTo.replace('{seller}', business.name).replace('{address}', addressLine).replace('{deadline}', deadline), {
    bold: true,
  });
  flow.text(cancellation.iCancel, { bold: true, gap: 14 });
  // The form's two blanks, each ruled with its label under it (16 CFR 429.1(b): "(Date)", "(Buyer's signature)").
  flow.need(44);
  flow.y -= 26;
  const blank = 200;
  for (const [x, label] of [
    [left, audit.date],
    [left + blank + 40, audit.buyerSignature],
  ] as const) {
    flow.page.drawLine({ start: { x, y: flow.y }, end: { x: x + blank, y: flow.y }, thickness: 0.75 });
    flow.page.drawText(flow.safe(regular, label), { x, y: flow.y - 13, size: 10, font: regular });
  }
  flow.y -= 22;
  flow.text(cancellation.citation, { gap: 10 });
  flow.text(notices.disclosure.heading, { size: 11, bold: true, gap: 2 });
  for (const paragraph of notices.disclosure.paragraphs) flow.text(paragraph);
  flow.text(notices.disclosure.citation, { gap: 10 });
  flow.text(notices.homestead.heading, { size: 11, bold: true, gap: 2 });
  flow.text(notices.homestead.text.replace('{phone}', business.phone.display), { gap: 10 });

  // The audit page of a signed quote.
  if (quote.accepted_at && quote.accepted_name) {
    flow.need(PAGE.height);
    flow.text(audit.heading, { size: 14, bold: true, gap: 10 });
    const rows: [string, string][] = [
      [audit.signedBy, quote.accepted_name],
      [audit.at, `${longDateTime(quote.accepted_at, business.timeZone, words.locale)} (${page.centralTime}); ${quote.accepted_at} UTC`],
      [audit.version, `${quoteName(quote)}, ${page.version(quote.version)}`],
      [audit.hash, quote.content_hash],
      [audit.sentTo, quote.sent_to ?? ''],
      [
        audit.consent,
        quote.signed_consent ? audit.consentText(quote.signed_consent) : `${audit.consentText(consentSentence(lang))} ${audit.notRecorded}`,
      ],
      ...(quote.signed_notices_hash ? [[audit.noticesHash, quote.signed_notices_hash] as [string, string]] : []),
    ];
    for (const [label, value] of rows) {
      flow.text(label, { bold: true, gap: 0 });
      flow.text(value, { gap: 8 });
    }
    flow.text(audit.noIp);
  }

  // Page numbers.
  const pages = pdf.getPages();
  pages.forEach((each, i) => {
    const label = audit.page(i + 1, pages.length);
    each.drawText(label, { x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(label, 8), y: 30, size: 8, font: regular });
  });
  return pdf.save();
}
