/**
 * Getting paid (issue 47): the business's default payment schedule and invoice terms (settings the owner
 * replaces, like the profile in business.ts), and the words of the payment schedule and the invoices on the
 * customer's page and the PDF, in both editions. Spanish follows src/content/es/README-translation.md (usted,
 * "cotización", "colado"). The retainage sentence repeats what the §53.255 disclosure on the quote already tells
 * the homeowner (src/content/quote-notices.ts): a draft for the owner's lawyer, like those notices.
 */
import type { Locale } from '../i18n';
import { addressLine, business } from './business';

/** The milestones a payment can be due at, in the order they come. */
export const MILESTONES = ['acceptance', 'pour', 'completion', 'retainage'] as const;
export type Milestone = (typeof MILESTONES)[number];

/**
 * The business's default schedule (issue 47 item 1): 25 % on acceptance (the deposit), the rest on completion,
 * 10 % retainage due 30 days after completion: 25 / 65 / 10. What the quote form starts from, and what a quote
 * written without a schedule (the command line) gets. Typed as the form reads them (src/quotes/schedule.ts).
 */
export const DEFAULT_SCHEDULE = {
  deposit: { kind: 'percent', value: '25' },
  pour: '',
  completion: 'rest',
  retainage: '10%',
  /** Days after the job is done that the retainage is due. */
  retainageDays: 30,
} as const;

/** Days an invoice is due after it is written, unless the contractor says otherwise (`--due-days`). */
export const INVOICE_DUE_DAYS = 15;

/** How a payment recorded by hand was made. */
export const PAYMENT_METHODS = ['check', 'cash', 'transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The words of the schedule and the invoices in one language. */
export interface InvoiceWords {
  schedule: {
    heading: string;
    intro: string;
    milestone: Record<Milestone, string>;
    retainageDue: (days: number) => string;
    /** Why the retainage is held: Tex. Prop. Code §53.255(b) and ch. 53 subch. E, as the quote's disclosure says. */
    retainageWhy: string;
    percent: (value: string) => string;
    rest: string;
  };
  invoices: {
    heading: string;
    number: (name: string) => string;
    due: (date: string) => string;
    total: string;
    paid: string;
    balance: string;
    states: Record<'draft' | 'sent' | 'partly paid' | 'paid' | 'void' | 'overdue', string>;
    /** How to pay without online payment: the terms' words. */
    howToPay: string;
    /**
     * Texas Property Code ch. 162 (construction trust funds), in plain words: payments to a contractor under a
     * construction contract for improving real property are trust funds (§162.001(a)), the contractor receiving them
     * is their trustee (§162.002), for those who furnish the labor or material (§162.003). Written from the statute;
     * for the owner's lawyer to confirm.
     */
    trust: string;
    payment: (amount: string, date: string, method: string) => string;
    methods: Record<PaymentMethod, string>;
    milestoneLine: (milestone: string, share: string, quote: string, total: string) => string;
  };
}

const methodsEn = 'a check, cash or a bank transfer';

/** The schedule's and invoices' words, English and Spanish. */
export const INVOICE_WORDS: Record<Locale, InvoiceWords> = {
  en: {
    schedule: {
      heading: 'Payment schedule',
      intro: 'Part of what you sign:',
      milestone: {
        acceptance: 'On acceptance (the deposit)',
        pour: 'When the pour day is done',
        completion: 'When the job is done',
        retainage: 'Retainage',
      },
      retainageDue: (days) => `${days} days after the job is done`,
      retainageWhy:
        'You hold back this retainage for 30 days after the work is done, as the disclosure statement below says (Texas Property Code §53.255), so that anyone who supplied the job and was not paid can claim it.',
      percent: (value) => `${value} %`,
      rest: 'the rest',
    },
    invoices: {
      heading: 'Invoices',
      number: (name) => `Invoice ${name}`,
      due: (date) => `Due ${date}`,
      total: 'Total',
      paid: 'Paid',
      balance: 'Balance due',
      states: { draft: 'Draft', sent: 'Due', 'partly paid': 'Partly paid', paid: 'Paid', void: 'Void', overdue: 'Overdue' },
      howToPay: `Pay by ${methodsEn}: hand it to the crew or mail it to ${business.name}, ${addressLine}, with the invoice number. Questions: ${business.phone.display}.`,
      trust:
        'Under Texas law (Property Code ch. 162), your payments for this job are held in trust for the workers and suppliers who furnish its labor and materials.',
      payment: (amount, date, method) => `${amount} received ${date} (${method})`,
      methods: { check: 'check', cash: 'cash', transfer: 'bank transfer', card: 'card' },
      milestoneLine: (milestone, share, quote, total) => `${milestone}: ${share} of quote ${quote} (${total})`,
    },
  },
  es: {
    schedule: {
      heading: 'Calendario de pagos',
      intro: 'Parte de lo que firma:',
      milestone: {
        acceptance: 'Al aceptar (el anticipo)',
        pour: 'Al terminar el colado',
        completion: 'Al terminar el trabajo',
        retainage: 'Retención',
      },
      retainageDue: (days) => `${days} días después de terminado el trabajo`,
      retainageWhy:
        'Usted retiene este pago 30 días después de terminado el trabajo, como indica la declaración informativa de abajo (Código de Propiedad de Texas §53.255), para que quien no haya cobrado su trabajo o sus materiales pueda reclamarlo.',
      percent: (value) => `${value}%`,
      rest: 'el resto',
    },
    invoices: {
      heading: 'Facturas',
      number: (name) => `Factura ${name}`,
      due: (date) => `Vence el ${date}`,
      total: 'Total',
      paid: 'Pagado',
      balance: 'Saldo pendiente',
      states: {
        draft: 'Borrador',
        sent: 'Pendiente',
        'partly paid': 'Pagada en parte',
        paid: 'Pagada',
        void: 'Anulada',
        overdue: 'Vencida',
      },
      howToPay: `Pague con cheque, en efectivo o por transferencia bancaria. Puede entregar su pago a la cuadrilla o enviarlo por correo postal a ${business.name}, ${addressLine}, con el número de factura. Preguntas: ${business.phone.display}.`,
      trust:
        'Según la ley de Texas (Código de Propiedad, cap. 162), sus pagos por este trabajo son fondos en fideicomiso a favor de los trabajadores y proveedores que aportan la mano de obra y los materiales.',
      payment: (amount, date, method) => `${amount} recibido el ${date} (${method})`,
      methods: { check: 'cheque', cash: 'efectivo', transfer: 'transferencia bancaria', card: 'tarjeta' },
      milestoneLine: (milestone, share, quote, total) => `${milestone}: ${share} de la cotización ${quote} (${total})`,
    },
  },
};
