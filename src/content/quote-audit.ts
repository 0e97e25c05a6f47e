/**
 * The words of a signed quote's PDF beyond the page's (src/content/quotes.ts): the signature block, the 16 CFR
 * 429.1(b) form's two blanks ("Date", "Buyer's signature") and the audit page (who signed, when, the version, the
 * hashes, the consent as the signer checked it), in the quote's language. The consent sentence itself is the
 * page's (`QUOTE_WORDS[lang].page.accept.consent`, as recorded at signing): only the words around it are here.
 * Drawn by src/quotes/pdf.ts in WinAnsi: a character it lacks prints as "?".
 */
import type { Locale } from '../i18n';

/** The signed PDF's words in one language. */
export interface QuoteAuditWords {
  /** The audit page's heading. */
  heading: string;
  signedBy: string;
  at: string;
  version: string;
  /** The label of the SHA-256 of the signed content (src/quotes/model.ts). */
  hash: string;
  sentTo: string;
  consent: string;
  /** The consent box's sentence as the signer checked it, quoted. */
  consentText: (sentence: string) => string;
  /** After `consentText` for a quote signed before its wording was recorded. */
  notRecorded: string;
  /** The label of the SHA-256 of the texts shown before the signature (src/quotes/record.ts). */
  noticesHash: string;
  noIp: string;
  /** The signature block's heading. */
  signature: string;
  /** The form's blanks' labels (16 CFR 429.1(b): "(Date)", "(Buyer's signature)"). */
  date: string;
  buyerSignature: string;
  accepted: (name: string, when: string) => string;
  /** The footer of every page: "Page 1 of 3". */
  page: (n: number, of: number) => string;
}

/** The signed PDF's words by edition. */
export const QUOTE_AUDIT: Record<Locale, QuoteAuditWords> = {
  en: {
    heading: 'Signature audit',
    signedBy: 'Signed electronically by',
    at: 'Signed at',
    version: 'Quote and version',
    hash: 'SHA-256 of the quote’s content',
    sentTo: 'Link sent to',
    consent: 'Consent given',
    consentText: (sentence: string) => `The signer checked: “${sentence}”`,
    notRecorded: '(consent wording not recorded: today’s wording shown)',
    noticesHash: 'SHA-256 of the consent, disclosure and notices as shown',
    noIp: 'No IP address is recorded.',
    signature: 'Signature',
    date: 'Date',
    buyerSignature: 'Buyer’s signature',
    accepted: (name: string, when: string) => `Accepted by ${name} on ${when}.`,
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  es: {
    heading: 'Registro de la firma',
    signedBy: 'Firmada electrónicamente por',
    at: 'Firmada el',
    version: 'Cotización y versión',
    hash: 'SHA-256 del contenido de la cotización',
    sentTo: 'Enlace enviado a',
    consent: 'Consentimiento',
    consentText: (sentence: string) => `La persona que firmó marcó: “${sentence}”`,
    notRecorded: '(no se registró el texto del consentimiento: se muestra el texto de hoy)',
    noticesHash: 'SHA-256 del consentimiento, la información sobre la firma electrónica y los avisos mostrados',
    noIp: 'No se registra ninguna dirección IP.',
    signature: 'Firma',
    date: 'Fecha',
    buyerSignature: 'Firma del comprador',
    accepted: (name: string, when: string) => `Aceptada por ${name} el ${when}.`,
    page: (n: number, of: number) => `Página ${n} de ${of}`,
  },
};
