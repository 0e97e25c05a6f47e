/**
 * The words of a written quote (issue 38) in both editions: the units of a
 * line, the default terms (the business profile's, editable per quote), the
 * customer's email and page. Business facts (name, phone, payment methods,
 * how long an estimate stays valid) come from src/content/business.ts.
 * Spanish follows src/content/es/README-translation.md ("cotización", usted).
 */
import type { Locale } from '../i18n';
import { business } from './business';

/** The units of a quote line: square feet, linear feet, cubic yards, each, lump sum. */
export const QUOTE_UNITS = ['sqft', 'lf', 'cy', 'each', 'lump'] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];

/** How many days a quote stays valid unless the contractor says otherwise: the profile's promise (30). */
export const QUOTE_VALID_DAYS = business.response.estimateValidDays;

/** The words of a quote in one language. */
export interface QuoteWords {
  locale: string;
  /** A unit's name, as the contractor's form lists it (src/quotes/admin/). */
  units: Record<QuoteUnit, string>;
  /** A unit's words after a quantity, [one, other] by Intl's plural rule (src/quotes/units.ts `unitLabel`): "1 pie cuadrado", "2 pies cuadrados". */
  unitCount: Record<QuoteUnit, readonly [string, string]>;
  /** An email's greeting: with the first name, or without one when the name is not a plain first name ("J. Pérez"). */
  hello: (name: string) => string;
  /** The tax line's label when the contractor left it blank (src/quotes/model.ts stores "Sales tax"): the edition's word. */
  defaultTaxLabel: string;
  /** The default terms: payment, what the price covers, what it leaves out. One paragraph per entry. */
  terms: readonly string[];
  email: { subject: (number: string) => string; body: readonly string[] };
  /** The email with the signed PDF, after acceptance: "{next}" is the lines of `next` that apply, one a line (issue 44). */
  signed: {
    subject: (number: string) => string;
    body: readonly string[];
    filename: (number: string, version: number) => string;
    next: {
      /** The deposit paid already. */
      depositPaid: (amount: string) => string;
      /** With Stripe: the deposit due, payable on the quote's page ("{link}"). */
      depositOnline: (amount: string, link: string) => string;
      /** Without Stripe: when and how the deposit is paid. */
      depositOffline: (amount: string) => string;
      /** The cancel-by date in words, the quote's page as "{link}". */
      cancelBy: (date: string, link: string) => string;
    };
  };
  /** Who calls after an acceptance, from which number, within how long (business.ts `callBackWithinBusinessDays`). */
  callBack: string;
  /** The link to the PDF on the page. */
  download: string;
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
    /** Followed by the phone number as a link. */
    expired: string;
    questions: string;
    business: string;
    accepted: (name: string, when: string) => string;
    declined: string;
    notSent: string;
    /** The drafts' marking for the owner's lawyer: kept in the source (and docs/quotes.md), never shown to the customer (issue 44). */
    lawyer: string;
    /** The consumer disclosure before an electronic signature (15 U.S.C. §7001(c)(1)(B)-(C); Tex. Bus. & Com. Code ch. 322). */
    disclosure: { heading: string; paragraphs: readonly string[]; citation: string };
    /** The first screen's summary of an open quote (issue 44): its heading and the secondary link to the decline form. */
    summary: string;
    declineLink: string;
    /** Above the form's errors (a 422), each linked to its field. */
    errorsHeading: string;
    /** The accepted page's "What happens next" (issue 44). */
    next: string;
    accept: {
      heading: string;
      name: string;
      nameHint: string;
      /** The consumer disclosure in one line above the consent box, and the `<summary>` of its full text. */
      disclosureLine: string;
      disclosureMore: string;
      consent: string;
      /** The button, also the first screen's: "Accept and sign"; with a deposit paid through Stripe `pay`, and `payNext` below it. */
      button: string;
      pay: string;
      payNext: (amount: string) => string;
      nameMissing: string;
      nameTooLong: string;
      consentMissing: string;
    };
    decline: {
      heading: string;
      reason: string;
      reasons: { price: string; timing: string; other_contractor: string; not_a_fit: string };
      details: string;
      button: string;
      tooLong: string;
    };
    tooMany: string;
    /** A post refused before it was read (src/quotes/handlers.tsx `refusedAnswer`), above the page and its forms; followed by the phone as a link. */
    refused: Record<400 | 403 | 413, string>;
    centralTime: string;
    /** The deposit of an accepted quote (issue 38 §7): paid through Stripe Checkout when it is set up, else as the terms say. */
    pay: {
      heading: string;
      button: string;
      /** Beside the button: where the customer pays. */
      how: string;
      /** Without Stripe: when and how the deposit is paid (the same words as the default terms). */
      offline: string;
      paid: (amount: string, date: string) => string;
      /** Back from Checkout before Stripe's word has come. */
      confirming: string;
      /** Checkout could not be opened; followed by the phone number as a link. */
      failed: string;
      /** Accepted, then Checkout could not be opened (`?deposit=failed`); followed by the phone number as a link. */
      acceptedFailed: string;
      /** The line of the Checkout page: "Deposit for quote Q-12". */
      item: (number: string) => string;
    };
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
/** How a deposit is paid without Stripe, said once for the default terms and the quote's page: when, and the profile's methods. */
const depositWhen = { en: 'when the work is scheduled', es: 'al programar el trabajo' } as const;
const methods = {
  en: paymentIn(
    'en-US',
    business.payment.map((p) => p.toLowerCase()),
  ),
  es: paymentIn(
    'es-US',
    business.payment.map((p) => pago[p]),
  ),
};

export const QUOTE_WORDS: Record<Locale, QuoteWords> = {
  en: {
    locale: 'en-US',
    units: { sqft: 'sq ft', lf: 'linear ft', cy: 'cubic yd', each: 'each', lump: 'lump sum' },
    unitCount: {
      sqft: ['sq ft', 'sq ft'],
      lf: ['linear ft', 'linear ft'],
      cy: ['cubic yd', 'cubic yd'],
      each: ['each', 'each'],
      lump: ['lump sum', 'lump sum'],
    },
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    defaultTaxLabel: 'Sales tax',
    terms: [
      'The price covers the materials and labor of the lines above. Work not listed, and permit fees unless listed, are not included.',
      `Payment: the deposit shown (if any) ${depositWhen.en}, the balance when the work is done. We accept ${methods.en}.`,
      `This quote is valid until the date shown. After that, call us at ${business.phone.display} for a current price.`,
    ],
    email: {
      subject: (number) => `Your quote ${number} from ${business.name}`,
      body: [
        '{hello}',
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
    signed: {
      subject: (number) => `Your signed quote ${number} from ${business.name}`,
      body: [
        '{hello}',
        '',
        'Thank you for accepting quote {number} ({total}). Your signed copy is attached as a PDF.',
        '',
        'What happens next:',
        '{next}',
        '',
        `Questions? Call us at ${business.phone.display} or reply to this email.`,
        '',
        business.name,
      ],
      filename: (number, version) => `quote-${number}-v${version}-signed.pdf`,
      next: {
        depositPaid: (amount) => `Your deposit of ${amount} is paid. Thank you.`,
        depositOnline: (amount, link) => `The deposit is ${amount}. If you have not paid it yet, pay it on your quote’s page: ${link}`,
        depositOffline: (amount) => `Pay the deposit of ${amount} ${depositWhen.en}. We accept ${methods.en}.`,
        cancelBy: (date, link) =>
          `You can cancel until midnight on ${date}. Use the form on your quote’s page (${link}) or mail the notice in the PDF.`,
      },
    },
    callBack: `${business.name} will call you from ${business.phone.display} within ${business.callBackWithinBusinessDays === 1 ? 'one business day' : `${business.callBackWithinBusinessDays} business days`} to schedule the work.`,

    download: 'Download PDF',
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
      expired: 'This quote has expired. For a current price, call us at',
      questions: 'Questions? Call us at',
      business: 'From',
      accepted: (name, when) => `Accepted by ${name} on ${when}.`,
      declined: 'You declined this quote. Thank you for letting us know.',
      notSent: 'This quote has not been sent yet.',
      lawyer: 'Draft notice: to be confirmed by the owner’s lawyer before launch.',
      summary: 'Your quote at a glance',
      declineLink: 'Decline this quote',
      errorsHeading: 'Please correct the following:',
      next: 'What happens next',
      disclosure: {
        heading: 'Before you sign electronically',
        paragraphs: [
          'You may sign this quote electronically, on this page. You do not have to: you may ask us for a paper copy to sign instead, at no charge, by calling {phone} or writing to {email}.',
          'Your consent covers this quote and the records of this agreement only (the signed copy, its notices and receipts). You may withdraw it at any time, at no charge, by calling or writing to us; we will then send you paper copies. Withdrawing it does not undo a signature already given.',
          'After you sign, you may ask for a paper copy of the signed agreement at any time, at no charge. Tell us if your email address changes.',
          'To open and keep these records you need a web browser that shows this page, an email account, and a program that opens PDF files (most phones and computers have one). By checking the box below you confirm that you can read this page.',
        ],
        citation:
          'Electronic Signatures in Global and National Commerce Act, 15 U.S.C. §7001(c); Texas Uniform Electronic Transactions Act, Tex. Bus. & Com. Code ch. 322.',
      },
      accept: {
        heading: 'Accept and sign',
        name: 'Your full name',
        nameHint: 'Typing your name is your signature.',
        disclosureLine: 'You may sign on paper instead, at no charge, and withdraw your consent to electronic records at any time.',
        disclosureMore: 'Read the full disclosure before you sign',
        consent:
          'I have read this quote, its terms and notices, and the disclosure above; I agree to sign electronically, and I accept this quote.',
        button: 'Accept and sign',
        pay: 'Accept and pay the deposit',
        payNext: (amount) => `Next, you pay the deposit of ${amount} by card on Stripe’s secure page.`,
        nameMissing: 'Type your full name to sign.',
        nameTooLong: 'Keep your name under 100 characters.',
        consentMissing: 'Check the box to agree to sign electronically.',
      },
      decline: {
        heading: 'Not for you?',
        reason: 'Why (optional)',
        reasons: { price: 'The price', timing: 'The timing', other_contractor: 'I chose another contractor', not_a_fit: 'Another reason' },
        details: 'Anything else you want to tell us (optional)',
        button: 'Decline',
        tooLong: 'Keep it under 500 characters.',
      },
      tooMany: 'Too many tries from your connection. Wait a minute and try again.',
      refused: {
        400: 'We could not read your answer. Please send it again below, or call us at',
        403: 'For your safety we only accept this form from this page. Please send it again below, or call us at',
        413: 'Your answer is longer than we can accept. Please shorten it and send it again below, or call us at',
      },
      centralTime: 'Central time',
      pay: {
        heading: 'The deposit',
        button: 'Pay the deposit',
        how: 'You pay by card on Stripe’s secure checkout page, then come back to this page.',
        offline: `Pay the deposit ${depositWhen.en}. We accept ${methods.en}.`,
        paid: (amount, date) => `Deposit of ${amount} paid on ${date}. Thank you.`,
        confirming: 'Thank you. We are confirming your payment; this page will show it as soon as Stripe tells us.',
        failed: 'The payment page could not be opened. Try again in a few minutes, or call us at',
        acceptedFailed: 'Your acceptance is recorded. The deposit’s payment page could not be opened: try again below, or call us at',
        item: (number) => `Deposit for quote ${number}`,
      },
    },
  },
  es: {
    locale: 'es-US',
    units: { sqft: 'pies cuadrados', lf: 'pies lineales', cy: 'yardas cúbicas', each: 'unidad', lump: 'suma global' },
    unitCount: {
      sqft: ['pie cuadrado', 'pies cuadrados'],
      lf: ['pie lineal', 'pies lineales'],
      cy: ['yarda cúbica', 'yardas cúbicas'],
      each: ['unidad', 'unidades'],
      lump: ['suma global', 'suma global'],
    },
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    defaultTaxLabel: 'Impuesto sobre las ventas',
    terms: [
      'El precio cubre los materiales y la mano de obra de las partidas de arriba. No incluye trabajos que no estén en la lista ni el costo de los permisos, salvo que aparezcan en ella.',
      `Pago: el anticipo indicado (si lo hay), ${depositWhen.es}; el resto, al terminarlo. Aceptamos ${methods.es}.`,
      `Esta cotización es válida hasta la fecha indicada. Después de esa fecha, llámenos al ${business.phone.display} para un precio actualizado.`,
    ],
    email: {
      subject: (number) => `Su cotización ${number} de ${business.name}`,
      body: [
        '{hello}',
        '',
        'Gracias por su interés. Su cotización {number} ya está lista:',
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
    signed: {
      subject: (number) => `Su cotización firmada ${number} de ${business.name}`,
      body: [
        '{hello}',
        '',
        'Gracias por aceptar la cotización {number} ({total}). Le adjuntamos su copia firmada en PDF.',
        '',
        'Lo que sigue:',
        '{next}',
        '',
        `¿Tiene preguntas? Llámenos al ${business.phone.display} o responda a este correo.`,
        '',
        business.name,
      ],
      filename: (number, version) => `cotizacion-${number}-v${version}-firmada.pdf`,
      next: {
        depositPaid: (amount) => `Su anticipo de ${amount} ya está pagado. Gracias.`,
        depositOnline: (amount, link) =>
          `El anticipo es de ${amount}. Si todavía no lo ha pagado, puede pagarlo en la página de su cotización: ${link}`,
        depositOffline: (amount) => `El anticipo de ${amount} se paga ${depositWhen.es}. Aceptamos ${methods.es}.`,
        cancelBy: (date, link) =>
          `Puede cancelar hasta la medianoche del ${date}. Use el formulario de la página de su cotización (${link}) o envíe por correo postal el aviso de cancelación que viene en el PDF.`,
      },
    },
    callBack: `${business.name} le llamará desde el ${business.phone.display} en un plazo de ${business.callBackWithinBusinessDays === 1 ? 'un día hábil' : `${business.callBackWithinBusinessDays} días hábiles`} para programar el trabajo.`,

    download: 'Descargar PDF',
    page: {
      title: (number) => `Cotización ${number}`,
      preparedFor: 'Preparada para',
      address: 'Dirección de la propiedad',
      description: 'Descripción',
      quantity: 'Cantidad',
      unit: 'Unidad',
      unitPrice: 'Precio unitario',
      amount: 'Importe',
      subtotal: 'Subtotal',
      total: 'Total',
      deposit: 'Anticipo',
      depositPercent: (percent) => `${percent}% del total`,
      validUntil: 'Válida hasta',
      terms: 'Condiciones',
      version: (n) => `Versión ${n}`,
      replaced: 'Esta cotización fue reemplazada por una versión más reciente.',
      replacedLink: 'Ver la versión más reciente',
      expired: 'Esta cotización ya venció. Para un precio actualizado, llámenos al',
      questions: '¿Tiene preguntas? Llámenos al',
      business: 'De',
      accepted: (name, when) => `Aceptada por ${name} el ${when}.`,
      declined: 'Usted rechazó esta cotización. Gracias por avisarnos.',
      notSent: 'Esta cotización todavía no se ha enviado.',
      lawyer: 'Aviso en borrador: el abogado de la empresa debe confirmarlo antes de publicarlo.',
      summary: 'Su cotización en resumen',
      declineLink: 'Rechazar esta cotización',
      errorsHeading: 'Por favor, corrija lo siguiente:',
      next: 'Lo que sigue',
      disclosure: {
        heading: 'Antes de firmar electrónicamente',
        paragraphs: [
          'Puede firmar esta cotización electrónicamente, en esta página. No tiene que hacerlo: puede pedirnos una copia en papel para firmarla, sin costo, llamando al {phone} o escribiendo a {email}.',
          'Su consentimiento cubre solo esta cotización y los documentos de este acuerdo (la copia firmada, sus avisos y recibos). Puede retirarlo en cualquier momento, sin costo, llamándonos o escribiéndonos; entonces le enviaremos copias en papel. Retirarlo no anula una firma ya dada.',
          'Después de firmar, puede pedir una copia en papel del acuerdo firmado en cualquier momento, sin costo. Avísenos si cambia su correo electrónico.',
          'Para abrir y guardar estos documentos necesita un navegador web que muestre esta página, una cuenta de correo electrónico y un programa que abra archivos PDF (la mayoría de los teléfonos y computadoras lo tienen). Al marcar la casilla de abajo, confirma que puede leer esta página.',
        ],
        citation:
          'Ley de Firmas Electrónicas en el Comercio Global y Nacional, 15 U.S.C. §7001(c); Ley Uniforme de Transacciones Electrónicas de Texas, Tex. Bus. & Com. Code cap. 322.',
      },
      accept: {
        heading: 'Firmar y aceptar la cotización',
        name: 'Su nombre completo',
        nameHint: 'Su nombre escrito aquí vale como su firma.',
        disclosureLine:
          'Puede firmar en papel, sin costo, y retirar en cualquier momento su consentimiento para recibir documentos electrónicos.',
        disclosureMore: 'Lea toda la información antes de firmar',
        consent:
          'He leído esta cotización, sus condiciones, sus avisos y la información de arriba sobre la firma electrónica; estoy de acuerdo en firmar electrónicamente y acepto esta cotización.',
        button: 'Firmar y aceptar la cotización',
        pay: 'Firmar y pagar el anticipo',
        payNext: (amount) => `Después pagará el anticipo de ${amount} con tarjeta en la página segura de Stripe.`,
        nameMissing: 'Escriba su nombre completo para firmar.',
        nameTooLong: 'Su nombre debe tener menos de 100 caracteres.',
        consentMissing: 'Marque la casilla para confirmar que está de acuerdo en firmar electrónicamente.',
      },
      decline: {
        heading: '¿No le conviene?',
        reason: 'Motivo (opcional)',
        reasons: { price: 'El precio', timing: 'Las fechas', other_contractor: 'Elegí a otro contratista', not_a_fit: 'Otro motivo' },
        details: 'Algo más que quiera decirnos (opcional)',
        button: 'Rechazar la cotización',
        tooLong: 'Escriba menos de 500 caracteres.',
      },
      tooMany: 'Demasiados intentos desde su conexión. Espere un minuto e intente de nuevo.',
      refused: {
        400: 'No pudimos leer su respuesta. Envíela otra vez desde aquí abajo o llámenos al',
        403: 'Por su seguridad, solo aceptamos este formulario desde esta página. Envíelo otra vez desde aquí abajo o llámenos al',
        413: 'Su respuesta es más larga de lo que podemos aceptar. Acórtela y envíela otra vez desde aquí abajo o llámenos al',
      },
      centralTime: 'hora del centro',
      pay: {
        heading: 'El anticipo',
        button: 'Pagar el anticipo',
        how: 'Pagará con tarjeta en la página de pago segura de Stripe y luego volverá a esta página.',
        offline: `El anticipo se paga ${depositWhen.es}. Aceptamos ${methods.es}.`,
        paid: (amount, date) => `Anticipo de ${amount} pagado el ${date}. Gracias.`,
        confirming: 'Gracias. Estamos confirmando su pago; esta página lo indicará en cuanto Stripe nos avise.',
        failed: 'No se pudo abrir la página de pago. Intente de nuevo en unos minutos o llámenos al',
        acceptedFailed:
          'Su aceptación quedó registrada. No se pudo abrir la página de pago del anticipo: intente de nuevo abajo o llámenos al',
        item: (number) => `Anticipo de la cotización ${number}`,
      },
    },
  },
};
