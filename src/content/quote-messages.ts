/**
 * The words of a quote's states told to both sides (issue 44 item 5): the
 * homeowner's owed emails (the cancel confirmation, the deposit receipt) and
 * follow-up reminders in the quote's language, and the contractor's push and
 * email lines in English. `{name}` is the first name cut to letters (empty:
 * the greeting drops it); amounts and dates arrive already written.
 * Spanish follows src/content/es/README-translation.md ("cotización", usted).
 */
import type { Locale } from '../i18n';
import { business } from './business';

/** What the homeowner is told, in one language. */
export interface QuoteMessageWords {
  hello: (name: string) => string;
  cancelled: {
    subject: (number: string) => string;
    body: (number: string, day: string) => string;
    refund: (amount: string, day: string) => string;
  };
  receipt: {
    subject: (amount: string, number: string) => string;
    body: (amount: string, number: string, day: string) => string;
    balance: (total: string, balance: string) => string;
  };
  reminder: {
    subject: (number: string) => string;
    expiringSubject: (number: string, day: string) => string;
    body: (number: string, total: string, day: string) => string;
    expiringBody: (number: string, total: string, day: string) => string;
    stop: string;
  };
  questions: string;
}

export const QUOTE_MESSAGES: Record<Locale, QuoteMessageWords> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    cancelled: {
      subject: (number) => `Your cancellation of quote ${number} is confirmed`,
      body: (number, day) => `We received your cancellation of quote ${number} on ${day}. The agreement is cancelled: you owe nothing.`,
      refund: (amount, day) => `We will refund your deposit of ${amount} by ${day}, to the card or account it was paid from.`,
    },
    receipt: {
      subject: (amount, number) => `Receipt: deposit of ${amount} for quote ${number}`,
      body: (amount, number, day) =>
        `We received your deposit of ${amount} for quote ${number} on ${day}, paid online. Keep this email as your receipt.`,
      balance: (total, balance) => `Quote total: ${total}. Balance after the deposit: ${balance}, due as the quote's terms say.`,
    },
    reminder: {
      subject: (number) => `A reminder: your quote ${number} from ${business.name}`,
      expiringSubject: (number, day) => `Your quote ${number} expires on ${day}`,
      body: (number, total, day) => `Your quote ${number} for ${total} is still waiting for you. It is valid until ${day}.`,
      expiringBody: (number, total, day) => `Your quote ${number} for ${total} expires on ${day}. After that day the price may change.`,
      stop: 'Want changes? Reply to this email. Decided already? Accept or decline on the page, and we will not write about it again.',
    },
    questions: `Questions? Call us at ${business.phone.display} or reply to this email.`,
  },
  es: {
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    cancelled: {
      subject: (number) => `Confirmamos la cancelación de su cotización ${number}`,
      body: (number, day) =>
        `Recibimos la cancelación de su cotización ${number} el ${day}. El acuerdo queda cancelado: usted no debe nada.`,
      refund: (amount, day) =>
        `Le devolveremos su anticipo de ${amount} a más tardar el ${day}, a la misma tarjeta o cuenta con la que lo pagó.`,
    },
    receipt: {
      subject: (amount, number) => `Recibo: anticipo de ${amount} de la cotización ${number}`,
      body: (amount, number, day) =>
        `Recibimos su anticipo de ${amount} de la cotización ${number} el ${day}, pagado en línea. Guarde este correo como recibo.`,
      balance: (total, balance) =>
        `Total de la cotización: ${total}. Saldo después del anticipo: ${balance}, que se paga según las condiciones de la cotización.`,
    },
    reminder: {
      subject: (number) => `Recordatorio: su cotización ${number} de ${business.name}`,
      expiringSubject: (number, day) => `Su cotización ${number} vence el ${day}`,
      body: (number, total, day) => `Su cotización ${number} por ${total} sigue disponible. Es válida hasta el ${day}.`,
      expiringBody: (number, total, day) =>
        `Su cotización ${number} por ${total} vence el ${day}. Después de ese día el precio puede cambiar.`,
      stop: '¿Quiere cambios? Responda a este correo. ¿Ya decidió? Acéptela o recházela en la página y no le escribiremos más sobre ella.',
    },
    questions: `¿Tiene preguntas? Llámenos al ${business.phone.display} o responda a este correo.`,
  },
};

/** The contractor's words (English): push titles and lines, email subjects. Names arrive already cut to one line. */
export const CONTRACTOR_QUOTE_WORDS = {
  viewed: { title: (number: string) => `Quote ${number} viewed`, line: (who: string, quote: string) => `${who} opened ${quote}` },
  accepted: {
    title: (number: string) => `Quote ${number} accepted`,
    line: (who: string, quote: string, total: string) => `${who} accepted ${quote}: ${total}`,
    subject: (number: string, name: string, total: string) => `Quote ${number} accepted by ${name}: ${total}`,
  },
  declined: {
    title: (number: string) => `Quote ${number} declined`,
    line: (who: string, quote: string, reason: string) => `${who} declined ${quote}: ${reason}`,
    subject: (number: string, name: string, reason: string) => `Quote ${number} declined by ${name}: ${reason}`,
    details: (details: string) => `In their words: ${details}`,
  },
  cancelled: {
    title: (number: string) => `Quote ${number} cancelled`,
    line: (who: string, quote: string) => `${who} cancelled ${quote} within the three business days`,
    subject: (number: string, name: string) => `Quote ${number} cancelled by ${name}`,
    refund: (amount: string, day: string) => `Refund ${amount} by ${day} (16 CFR 429.1(g): within 10 business days of the cancel).`,
  },
  depositPaid: {
    title: (number: string) => `Deposit paid: ${number}`,
    line: (who: string, amount: string, quote: string) => `${who} paid the ${amount} deposit of ${quote} (Stripe)`,
    subject: (number: string, amount: string, name: string) => `Deposit paid: ${number}, ${amount} by ${name}`,
  },
  refundNeeded: {
    title: (number: string) => `Refund needed: ${number}`,
    line: (paid: string, number: string, why: string) => `Payment of ${paid} for ${number} needs a refund: ${why}`,
    detail: (name: string, quote: string, leadId: number) =>
      `${name} paid through Stripe for quote ${quote} (lead #${leadId}); the deposit was not marked paid. Refund it in Stripe's dashboard.`,
  },
  lead: (url: string) => `Lead: ${url}`,
} as const;
