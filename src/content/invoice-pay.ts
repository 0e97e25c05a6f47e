/**
 * Paying an invoice online through Stripe Checkout (issue 47 item 3): the words of the customer's page (the "Pay"
 * button, the note under it, the status after Checkout, a bank transfer processing or failed), in both editions,
 * and the contractor's words (English, as the admin's) for the lead's history and a failed bank payment. Spanish
 * follows src/content/es/README-translation.md (usted, "cotización").
 *
 * The card note: Texas Business & Commerce Code ch. 604A (§604A.002: a seller may not impose a surcharge on a
 * buyer who uses a credit card instead of cash, a check or a similar means of payment). We add no fee for any card
 * and only say that a bank transfer costs the business less (the cheaper method offered, not a surcharge).
 * FOR THE OWNER'S LAWYER: confirm the citation and the wording (the statute's reach over debit cards and its
 * enforceability after Rowell v. Pettijohn).
 */
import type { Locale } from '../i18n';

/** The customer's words of an invoice paid online, in one language. */
export interface InvoicePayWords {
  /** The button: "Pay $2,340.00 online". */
  button: (amount: string) => string;
  /** Under the button: the two methods, no card fee (ch. 604A), a bank transfer costs us less. */
  methods: string;
  /** Back from Checkout (`?paid=INV-12`), per what the webhook has recorded by then. */
  returned: { card: string; transfer: string; confirming: string };
  /** The state shown while a bank debit is processing (in place of "Paid"). */
  processingState: string;
  /** A bank debit processing: "Bank transfer of $X processing since November 2, 2026". */
  processing: (amount: string, day: string) => string;
  /** A bank debit that failed: the balance owed again. */
  failed: (amount: string, day: string) => string;
  /** The page refusing a payment (the route's 4xx): its title and why. */
  refused: {
    title: (invoice: string) => string;
    paid: string;
    void: string;
    processing: string;
    failed: string;
    back: string;
  };
}

/** The customer's words, English and Spanish. */
export const INVOICE_PAY_WORDS: Record<Locale, InvoicePayWords> = {
  en: {
    button: (amount) => `Pay ${amount} online`,
    methods:
      'By card or from a US bank account, on Stripe’s secure page. We add no fee for paying by card (Texas Business & Commerce Code, ch. 604A); a bank transfer costs us less, if it suits you.',
    returned: {
      card: 'Thank you: your card payment was received.',
      transfer: 'Thank you: your bank transfer is processing; it takes up to 4 business days.',
      confirming: 'Thank you: we are confirming your payment with Stripe. Reload this page in a minute.',
    },
    processingState: 'Processing',
    processing: (amount, day) => `Bank transfer of ${amount} processing since ${day}`,
    failed: (amount, day) => `Bank transfer of ${amount} of ${day} failed: the balance is owed again`,
    refused: {
      title: (invoice) => `Invoice ${invoice} cannot be paid online`,
      paid: 'It is paid in full: nothing is owed on it.',
      void: 'It was cancelled (void): nothing is owed on it.',
      processing: 'A bank transfer for it is processing. Once it goes through, the invoice is paid.',
      failed: 'Stripe’s payment page could not be opened. Try again in a minute, or call us:',
      back: 'Back to your page',
    },
  },
  es: {
    button: (amount) => `Pagar ${amount} en línea`,
    methods:
      'Con tarjeta o desde una cuenta bancaria de EE. UU., en la página segura de Stripe. No cobramos ningún recargo por pagar con tarjeta (Código de Negocios y Comercio de Texas, cap. 604A). Si le da lo mismo, la transferencia bancaria nos cuesta menos.',
    returned: {
      card: 'Gracias: recibimos su pago con tarjeta.',
      transfer: 'Gracias: su transferencia bancaria está en proceso; puede tardar hasta 4 días hábiles.',
      confirming: 'Gracias: estamos confirmando su pago con Stripe. Vuelva a cargar esta página en un minuto.',
    },
    processingState: 'En proceso',
    processing: (amount, day) => `Transferencia bancaria de ${amount} en proceso desde el ${day}`,
    failed: (amount, day) => `La transferencia bancaria de ${amount} del ${day} no se completó: el saldo vuelve a estar pendiente`,
    refused: {
      title: (invoice) => `La factura ${invoice} no se puede pagar en línea`,
      paid: 'Está pagada por completo: no se debe nada.',
      void: 'Fue anulada: no se debe nada.',
      processing: 'Ya hay una transferencia bancaria en proceso para esta factura. Cuando se complete, la factura quedará pagada.',
      failed: 'No se pudo abrir la página de pago de Stripe. Intente de nuevo en un minuto o llámenos:',
      back: 'Volver a la página de su trabajo',
    },
  },
};

/** The contractor's words (the lead's history, the push and the email), English as the admin's. */
export const CONTRACTOR_PAY_WORDS = {
  /** A card payment recorded. */
  paid: (amount: string, invoice: string) => `Payment of ${amount} for ${invoice} received (Stripe, card)`,
  /** A bank debit started. */
  processing: (amount: string, invoice: string) => `Bank transfer of ${amount} for ${invoice} processing (Stripe)`,
  /** A bank debit gone through. */
  succeeded: (amount: string, invoice: string) => `Bank transfer of ${amount} for ${invoice} received (Stripe)`,
  /** A bank debit that failed: the push's line and the email's subject. */
  failed: (amount: string, invoice: string, customer: string) =>
    `Bank payment of ${amount} for ${invoice} (${customer}) failed; the balance is owed again`,
  failedTitle: (invoice: string) => `Bank payment failed: ${invoice}`,
  /** A payment recorded apart, to refund. */
  apart: (amount: string, invoice: string, why: string) => `Payment of ${amount} (Stripe) for ${invoice} needs a refund: ${why}`,
  apartTitle: (invoice: string) => `Refund needed: ${invoice}`,
  apartDetail: (customer: string, leadId: number) =>
    `${customer} paid through Stripe (lead #${leadId}); the invoice was not changed. Refund it in Stripe's dashboard.`,
  /** Why it is apart. */
  why: {
    void: 'the invoice is void',
    over: (balance: string) => `it is more than the balance owed when it arrived (${balance}): paid meanwhile another way`,
    currency: 'it is not in US dollars',
  },
} as const;
