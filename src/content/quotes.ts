/**
 * The words of a written quote (issue 38) in both editions: the units of a
 * line, the default terms (the business profile's, editable per quote), the
 * customer's email and page. Business facts (name, phone, payment methods,
 * how long an estimate stays valid) come from src/content/business.ts.
 * Spanish follows src/content/es/README-translation.md ("cotización", usted).
 */
import { business } from './business';

/** The units of a quote line: square feet, linear feet, cubic yards, each, lump sum. */
export const QUOTE_UNITS = ['sqft', 'lf', 'cy', 'each', 'lump'] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];

/** How many days a quote stays valid unless the contractor says otherwise: the profile's promise (30). */
export const QUOTE_VALID_DAYS = business.response.estimateValidDays;

/** The words of a quote in one language. */
export interface QuoteWords {
  locale: string;
  units: Record<QuoteUnit, string>;
  /** The default terms: payment, what the price covers, what it leaves out. One paragraph per entry. */
  terms: readonly string[];
  email: { subject: (number: string) => string; body: readonly string[] };
  page: {
    title: (number: string) => string;
    preparedFor: string;
    address: string;
    description: string;
    quantity: string;
    unit: string;
    unitPrice: string;
    amount: string;
    subtotal: string;
    total: string;
    deposit: string;
    depositPercent: (percent: string) => string;
    validUntil: string;
    terms: string;
    version: (n: number) => string;
    replaced: string;
    replacedLink: string;
    expired: (phone: string) => string;
    questions: string;
  };
}

/** Payment methods in Spanish, keyed by the profile's English value (as in es/pages.ts, which loads with the Spanish edition). */
const pago: Record<(typeof business.payment)[number], string> = {
  Cash: 'efectivo',
  Check: 'cheque',
  'Major credit cards': 'las principales tarjetas de crédito',
};
/** "cash, check and major credit cards" / "efectivo, cheque y las principales tarjetas de crédito", from the profile. */
const paymentIn = (locale: string, items: readonly string[]) =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);

export const QUOTE_WORDS: Record<'en' | 'es', QuoteWords> = {
  en: {
    locale: 'en-US',
    units: { sqft: 'sq ft', lf: 'linear ft', cy: 'cubic yd', each: 'each', lump: 'lump sum' },
    terms: [
      'The price covers the materials and labor of the lines above. Work not listed, and permit fees unless listed, are not included.',
      `Payment: the deposit shown (if any) when the work is scheduled, the balance when the work is done. We accept ${paymentIn(
        'en-US',
        business.payment.map((p) => p.toLowerCase()),
      )}.`,
      `This quote is valid until the date shown. After that, call us at ${business.phone.display} for a current price.`,
    ],
    email: {
      subject: (number) => `Your quote ${number} from ${business.name}`,
      body: [
        'Hello {name},',
        '',
        'Thank you for asking us to price your project. Your quote {number} is ready:',
        '',
        '{link}',
        '',
        'Total: {total}. Valid until {validUntil}.',
        '',
        'You can read it, download it, and accept or decline it on that page.',
        `Questions? Call us at ${business.phone.display} or reply to this email.`,
        '',
        business.name,
      ],
    },
    page: {
      title: (number) => `Quote ${number}`,
      preparedFor: 'Prepared for',
      address: 'Job address',
      description: 'Description',
      quantity: 'Quantity',
      unit: 'Unit',
      unitPrice: 'Unit price',
      amount: 'Amount',
      subtotal: 'Subtotal',
      total: 'Total',
      deposit: 'Deposit',
      depositPercent: (percent) => `${percent}% of the total`,
      validUntil: 'Valid until',
      terms: 'Terms',
      version: (n) => `Version ${n}`,
      replaced: 'This quote has been replaced by a newer version.',
      replacedLink: 'Read the newer version',
      expired: (phone) => `This quote has expired. Call us at ${phone} for a current price.`,
      questions: 'Questions? Call us at',
    },
  },
  es: {
    locale: 'es-US',
    units: { sqft: 'pie²', lf: 'pie lineal', cy: 'yarda cúbica', each: 'c/u', lump: 'precio global' },
    terms: [
      'El precio cubre los materiales y la mano de obra de las líneas de arriba. No incluye trabajos no listados ni el costo de permisos, salvo que aparezcan en la lista.',
      `Pago: el depósito indicado (si lo hay) al programar el trabajo y el saldo al terminarlo. Aceptamos ${paymentIn(
        'es-US',
        business.payment.map((p) => pago[p]),
      )}.`,
      `Esta cotización es válida hasta la fecha indicada. Después de esa fecha, llámenos al ${business.phone.display} para un precio actualizado.`,
    ],
    email: {
      subject: (number) => `Su cotización ${number} de ${business.name}`,
      body: [
        'Hola, {name}:',
        '',
        'Gracias por pedirnos el precio de su proyecto. Su cotización {number} está lista:',
        '',
        '{link}',
        '',
        'Total: {total}. Válida hasta el {validUntil}.',
        '',
        'En esa página puede leerla, descargarla y aceptarla o rechazarla.',
        `¿Tiene preguntas? Llámenos al ${business.phone.display} o responda a este correo.`,
        '',
        business.name,
      ],
    },
    page: {
      title: (number) => `Cotización ${number}`,
      preparedFor: 'Preparada para',
      address: 'Dirección del trabajo',
      description: 'Descripción',
      quantity: 'Cantidad',
      unit: 'Unidad',
      unitPrice: 'Precio unitario',
      amount: 'Importe',
      subtotal: 'Subtotal',
      total: 'Total',
      deposit: 'Depósito',
      depositPercent: (percent) => `${percent} % del total`,
      validUntil: 'Válida hasta',
      terms: 'Condiciones',
      version: (n) => `Versión ${n}`,
      replaced: 'Esta cotización fue reemplazada por una versión más reciente.',
      replacedLink: 'Ver la versión más reciente',
      expired: (phone) => `Esta cotización ya venció. Llámenos al ${phone} para un precio actualizado.`,
      questions: '¿Tiene preguntas? Llámenos al',
    },
  },
};
