/**
 * What the homeowner is told about an invoice (issue 47 items 3's receipt, 4 and 7), in the quote's language: the
 * invoice emailed on the contractor's "Send", the receipt of each payment, and at most two polite reminders. Amounts
 * and days arrive already written; `{name}` greetings reuse the quote messages' (src/content/quote-messages.ts).
 * The trust-fund sentence is INVOICE_WORDS' (src/content/invoices.ts, Texas Property Code ch. 162); the retainage's
 * reason repeats the §53.255 words the quote's disclosure carries. Both are drafts for the owner's lawyer, like the
 * notices. Nothing here says a payment "buys the materials": a payment is for a part of the job, held in trust.
 * Spanish follows src/content/es/README-translation.md (usted, "cotización", "colado").
 */
import type { Locale } from '../i18n';
import { business } from './business';
import type { Milestone } from './invoices';

/** The words of the invoice's messages in one language. */
export interface InvoiceMessageWords {
  sent: {
    subject: (invoice: string, amount: string, day: string) => string;
    intro: (invoice: string) => string;
    balanceDue: (amount: string, day: string) => string;
    see: string;
    payOnline: string;
  };
  receipt: {
    subject: (amount: string, invoice: string) => string;
    body: (amount: string, day: string, method: string) => string;
    forWhat: (what: string, invoice: string) => string;
    balance: (balance: string, invoice: string) => string;
    paidInFull: (invoice: string) => string;
    keep: string;
    /**
     * Why the retainage was held (Tex. Prop. Code §53.255(b)(3) and ch. 53 subch. E: the owner retains 10 % for 30
     * days after completion), as the quote's disclosure says. For the owner's lawyer to confirm.
     */
    retainageWhy: (days: number) => string;
  };
  reminder: {
    subject: (invoice: string, amount: string) => string;
    body: (invoice: string, amount: string, day: string) => string;
    second: string;
    already: string;
  };
  /** What a payment paid for: the milestone's payment, or the items billed by hand. */
  paidFor: Record<Milestone, string> & { items: string };
  labels: { total: string; paid: string; balance: string; due: string; page: string };
  method: { online: string };
}

/** The words of the invoice's messages, English and Spanish. */
export const INVOICE_MESSAGES: Record<Locale, InvoiceMessageWords> = {
  en: {
    sent: {
      subject: (invoice, amount, day) => `Invoice ${invoice} from ${business.name}: ${amount} due ${day}`,
      intro: (invoice) => `Here is invoice ${invoice} for your job with ${business.name}.`,
      balanceDue: (amount, day) => `Amount due: ${amount}, by ${day}.`,
      see: 'See the invoice and your payments on your page:',
      payOnline:
        'Pay online on that page by card or by bank transfer (US bank account). There is no card surcharge; a bank transfer costs us less.',
    },
    receipt: {
      subject: (amount, invoice) => `Receipt: ${amount} received for invoice ${invoice}`,
      body: (amount, day, method) => `We received your payment of ${amount} on ${day} (${method}). Thank you.`,
      forWhat: (what, invoice) => `It pays ${what}, invoice ${invoice}.`,
      balance: (balance, invoice) => `Balance still due on ${invoice}: ${balance}.`,
      paidInFull: (invoice) => `Invoice ${invoice} is paid in full.`,
      keep: 'Keep this email as your receipt.',
      retainageWhy: (days) =>
        `You held this retainage back for ${days} days after the work was done, as the disclosure statement on your quote says (Texas Property Code §53.255), so that anyone who supplied the job and was not paid could claim it.`,
    },
    reminder: {
      subject: (invoice, amount) => `A reminder: invoice ${invoice}, ${amount} due`,
      body: (invoice, amount, day) => `A friendly reminder that invoice ${invoice} was due on ${day}. The amount still due is ${amount}.`,
      second:
        'This is our last reminder about this invoice. If something about it is not right, reply to this email and we will sort it out.',
      already: 'If you have already sent your payment, thank you, and please ignore this email.',
    },
    paidFor: {
      acceptance: 'the payment due on acceptance (the deposit)',
      pour: 'the payment due when the pour day is done',
      completion: 'the payment due when the job is done',
      retainage: 'the retainage',
      items: 'the items billed',
    },
    labels: { total: 'Total', paid: 'Paid', balance: 'Balance due', due: 'Due', page: 'Your page' },
    method: { online: 'online' },
  },
  es: {
    sent: {
      subject: (invoice, amount, day) => `Factura ${invoice} de ${business.name}: ${amount}, vence el ${day}`,
      intro: (invoice) => `Le enviamos la factura ${invoice} de su trabajo con ${business.name}.`,
      balanceDue: (amount, day) => `Monto a pagar: ${amount}, a más tardar el ${day}.`,
      see: 'Vea la factura y sus pagos en la página de su trabajo:',
      payOnline:
        'Pague en línea en esa página con tarjeta o con transferencia bancaria (cuenta bancaria de EE. UU.). No cobramos recargo por tarjeta; una transferencia bancaria nos cuesta menos.',
    },
    receipt: {
      subject: (amount, invoice) => `Recibo: pago de ${amount} de la factura ${invoice}`,
      body: (amount, day, method) => `Recibimos su pago de ${amount} el ${day} (${method}). Gracias.`,
      forWhat: (what, invoice) => `Este pago cubre ${what}, factura ${invoice}.`,
      balance: (balance, invoice) => `Saldo pendiente de la factura ${invoice}: ${balance}.`,
      paidInFull: (invoice) => `La factura ${invoice} está pagada por completo.`,
      keep: 'Guarde este correo como recibo.',
      retainageWhy: (days) =>
        `Usted retuvo este pago durante ${days} días después de terminado el trabajo, como dice la declaración informativa de su cotización (Código de Propiedad de Texas §53.255), para que quien no hubiera cobrado su trabajo o sus materiales pudiera reclamarlo.`,
    },
    reminder: {
      subject: (invoice, amount) => `Recordatorio: factura ${invoice}, ${amount} pendiente`,
      body: (invoice, amount, day) => `Le recordamos que la factura ${invoice} venció el ${day}. El saldo pendiente es de ${amount}.`,
      second: 'Este es nuestro último recordatorio sobre esta factura. Si algo no está bien, responda a este correo y lo resolveremos.',
      already: 'Si ya envió su pago, gracias; puede ignorar este correo.',
    },
    paidFor: {
      acceptance: 'el anticipo (al aceptar)',
      pour: 'la parte que vence al terminar el colado',
      completion: 'la parte que vence al terminar el trabajo',
      retainage: 'la retención',
      items: 'las partidas facturadas',
    },
    labels: { total: 'Total', paid: 'Pagado', balance: 'Saldo pendiente', due: 'Vence', page: 'Página de su trabajo' },
    method: { online: 'en línea' },
  },
};
