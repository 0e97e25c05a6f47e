/**
 * The legal notices of a written quote (issue 38 §6), on its page and in its
 * PDF, in the quote's language. DRAFTS FOR THE OWNER'S LAWYER TO CONFIRM
 * before launch: each English text is the statute's or rule's own wording
 * (filled in where it has blanks), each Spanish text a translation of it.
 *
 * Sources (the texts as found; see the note):
 * - 16 CFR 429.1(a) and (b), the FTC's Cooling-Off Rule: the statement near the
 *   signature (its last sentence names where the form is, as 429.1(a) requires: "in this quote") and the "Notice of Cancellation" form (paragraphs 1-3 checked
 *   against the eCFR's text as published; paragraphs 4-6 against copies of
 *   the form, to be checked against the eCFR by the lawyer). "Business day"
 *   follows 16 CFR 429.0: every day but Sundays and federal holidays.
 * - Tex. Bus. & Com. Code §601.052(b)(4)(B): the same statement, in capitals;
 *   §601.054 lets a merchant use the FTC's forms and notices.
 * - Tex. Prop. Code §53.255(b) (as amended effective January 1, 2022): the
 *   disclosure statement before a residential construction contract is signed.
 * - Tex. Prop. Code §41.007: a contract that makes a lien on a homestead is
 *   out of scope; the page says to call.
 *
 * FOR THE OWNER'S LAWYER (issue 49, the native editor's notes; the texts are unchanged by them, never rewritten):
 * - The web page's notice of cancellation has no "(Date)" and "(Buyer's signature)" lines; the PDF's has them
 *   (src/quotes/pdf.ts). 16 CFR 429.1(b) gives the form with both: is the page's copy, with the cancel form under
 *   it, enough, or must the page carry the blanks too?
 * - 16 CFR 429.1(b) asks the seller to furnish the buyer "a completed form in duplicate" ("dos copias"): today the
 *   buyer gets one PDF by email and can download it again. Confirm that satisfies "in duplicate", or add a second
 *   copy of the form to the PDF.
 * - Tex. Bus. & Com. Code §601.052(b)(4)(B) sets its statement in capital letters; the page and the PDF print
 *   `coolingOff` in bold, in sentence case. Confirm whether capitals are required for the Texas statement.
 * - The Spanish texts translate the rule's English word for word where the law speaks (issue 49 chose the words
 *   "penalidad" for "penalty", "correo postal" for "mail", "finalización definitiva de la obra" for "final
 *   completion", "sigue siendo responsable" for "remain liable": src/content/es/README-translation.md).
 */
import type { Locale } from '../i18n';

/** The words of the notices in one language; `{…}` marks a blank the page fills in. */
export interface QuoteNotices {
  heading: string;
  /** The drafts' marking for the lawyer: kept here and in docs/quotes.md, never shown on the customer's page (issue 44). */
  lawyer: string;
  /**
   * The three-day right in plain words, shown above the statute's text (issue 44), not a substitute for it:
   * `before` acceptance (no date yet); `after` it, "{date}" the last day in words ("Wednesday, December 2").
   */
  plain: { before: string; after: string };
  /** 16 CFR 429.1(a) / Tex. Bus. & Com. Code §601.052(b)(4)(B), set in bold beside the signature. */
  coolingOff: string;
  coolingOffCitation: string;
  cancellation: {
    heading: string;
    /** "{date}": the date of the transaction. */
    date: string;
    /** Before acceptance: the date is the day of acceptance. */
    dateWhenAccepted: string;
    paragraphs: readonly string[];
    /** "{seller}", "{address}", "{deadline}". */
    howTo: string;
    /** Before acceptance: the deadline is counted from the day of acceptance. */
    deadlineWhenAccepted: string;
    iCancel: string;
    citation: string;
  };
  /** The online form that cancels within the period. */
  cancelForm: {
    /** "{deadline}". */
    until: string;
    name: string;
    button: string;
    nameMissing: string;
    /** The name typed is not the one the quote was signed with (issue 44, fault 5). */
    nameMismatch: string;
    done: string;
  };
  disclosure: { heading: string; paragraphs: readonly string[]; citation: string };
  homestead: { heading: string; text: string; citation: string };
}

export const QUOTE_NOTICES: Record<Locale, QuoteNotices> = {
  en: {
    heading: 'Notices',
    lawyer: 'Draft notices: to be confirmed by the owner’s lawyer before launch.',
    plain: {
      before: 'You can cancel within three business days after you accept. Use the form on this page or mail the notice.',
      after: 'You can cancel until midnight on {date}. Use the form below or mail the notice.',
    },
    coolingOff:
      'You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the notice of cancellation form in this quote for an explanation of this right.',
    coolingOffCitation: '16 CFR 429.1(a); Tex. Bus. & Com. Code §601.052(b)(4)(B).',
    cancellation: {
      heading: 'Notice of Cancellation',
      date: 'Date of transaction: {date}',
      dateWhenAccepted: 'Date of transaction: the day you accept this quote.',
      paragraphs: [
        'You may CANCEL this transaction, without any penalty or obligation, within THREE BUSINESS DAYS from the above date.',
        'If you cancel, any property traded in, any payments made by you under the contract or sale, and any negotiable instrument executed by you will be returned within TEN BUSINESS DAYS following receipt by the seller of your cancellation notice, and any security interest arising out of the transaction will be cancelled.',
        'If you cancel, you must make available to the seller at your residence, in substantially as good condition as when received, any goods delivered to you under this contract or sale, or you may, if you wish, comply with the instructions of the seller regarding the return shipment of the goods at the seller’s expense and risk.',
        'If you do make the goods available to the seller and the seller does not pick them up within 20 days of the date of your Notice of Cancellation, you may retain or dispose of the goods without any further obligation. If you fail to make the goods available to the seller, or if you agree to return the goods to the seller and fail to do so, then you remain liable for performance of all obligations under the contract.',
      ],
      howTo:
        'To cancel this transaction, mail or deliver a signed and dated copy of this Cancellation Notice or any other written notice, or send a telegram, to {seller}, at {address}, NOT LATER THAN MIDNIGHT OF {deadline}.',
      deadlineWhenAccepted: 'the third business day after the day you accept',
      iCancel: 'I HEREBY CANCEL THIS TRANSACTION.',
      citation:
        '16 CFR 429.1(b); Tex. Bus. & Com. Code §601.054. Business days: every day but Sundays and federal holidays (16 CFR 429.0).',
    },
    cancelForm: {
      until: 'You may also cancel here, until midnight of {deadline} (Central time):',
      name: 'Your full name',
      button: 'Cancel this agreement',
      nameMissing: 'Type your full name to cancel.',
      nameMismatch: 'Type the name you signed this quote with: this name does not match the signature.',
      done: 'You cancelled this agreement. Any payment you made will be returned within ten business days.',
    },
    disclosure: {
      heading: 'Disclosure statement',
      paragraphs: [
        '(1) If you receive a written notice from a subcontractor or supplier, you should withhold payment from your contractor for the amount of the claim stated in the notice until the dispute between your contractor and the subcontractor or supplier is resolved. If your lender is disbursing money directly to your contractor, you should immediately provide a copy of the notice to your lender and instruct the lender to withhold payment in the amount of the claim stated in the notice. If you continue to pay the contractor after receiving the written notice without withholding the amount of the claim, you may be liable and your property may be subject to a lien for the amount you failed to withhold.',
        '(2) During construction and for 30 days after final completion, termination, or abandonment of the contract by the contractor, you should reserve or cause your lender to reserve 10 percent of the amount of payments made for the work performed by your contractor. If you choose not to reserve the 10 percent for at least 30 days after final completion, termination, or abandonment of the contract by the contractor and if a valid claim is timely made by a claimant and your contractor fails to pay the claim, you may be personally liable and your property may be subject to a lien up to the amount that you failed to reserve.',
      ],
      citation: 'Tex. Prop. Code §53.255(b).',
    },
    homestead: {
      heading: 'Financing with a lien on your home',
      text: 'If you want to pay for this work with financing that places a lien on your homestead, do not accept this quote online: call us at {phone}. Such contracts need their own notice (Tex. Prop. Code §41.007) and are not signed on this page.',
      citation: 'Tex. Prop. Code §41.007.',
    },
  },
  es: {
    heading: 'Avisos',
    lawyer:
      'Avisos en borrador: el abogado de la empresa debe confirmarlos antes de publicarlos. Traducción al español del texto legal en inglés.',
    plain: {
      before:
        'Puede cancelar dentro de los tres días hábiles después de aceptar. Use el formulario de esta página o envíe el aviso de cancelación por correo postal.',
      after: 'Puede cancelar hasta la medianoche del {date}. Use el formulario de abajo o envíe el aviso de cancelación por correo postal.',
    },
    coolingOff:
      'Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del tercer día hábil después de la fecha de esta transacción. Vea en esta cotización el formulario de aviso de cancelación, que explica este derecho.',
    coolingOffCitation: '16 CFR 429.1(a); Tex. Bus. & Com. Code §601.052(b)(4)(B).',
    cancellation: {
      heading: 'Aviso de cancelación',
      date: 'Fecha de la transacción: {date}',
      dateWhenAccepted: 'Fecha de la transacción: el día en que usted acepte esta cotización.',
      paragraphs: [
        'Usted puede CANCELAR esta transacción, sin ninguna penalidad ni obligación, dentro de los TRES DÍAS HÁBILES siguientes a la fecha de arriba.',
        'Si usted cancela, cualquier bien entregado como parte de pago, cualquier pago que usted haya hecho conforme al contrato o la venta y cualquier instrumento negociable que usted haya firmado le serán devueltos dentro de los DIEZ DÍAS HÁBILES siguientes a que el vendedor reciba su aviso de cancelación, y cualquier garantía real que resulte de la transacción será cancelada.',
        'Si usted cancela, debe poner a disposición del vendedor en su residencia, en un estado sustancialmente tan bueno como cuando los recibió, los bienes que se le hayan entregado conforme a este contrato o venta; o, si lo desea, puede seguir las instrucciones del vendedor para devolver los bienes por envío, por cuenta y riesgo del vendedor.',
        'Si usted pone los bienes a disposición del vendedor y el vendedor no los recoge dentro de los 20 días siguientes a la fecha de su aviso de cancelación, usted puede quedarse con ellos o deshacerse de ellos sin ninguna otra obligación. Si usted no pone los bienes a disposición del vendedor, o si acepta devolverlos al vendedor y no lo hace, usted sigue siendo responsable de cumplir todas las obligaciones del contrato.',
      ],
      howTo:
        'Para cancelar esta transacción, envíe por correo postal o entregue una copia firmada y fechada de este aviso de cancelación o cualquier otro aviso por escrito, o envíe un telegrama, a {seller}, en {address}, A MÁS TARDAR A LA MEDIANOCHE DEL {deadline}.',
      deadlineWhenAccepted: 'tercer día hábil después del día en que usted acepte',
      iCancel: 'POR LA PRESENTE CANCELO ESTA TRANSACCIÓN.',
      citation:
        '16 CFR 429.1(b); Tex. Bus. & Com. Code §601.054. Días hábiles: todos los días menos los domingos y los feriados federales (16 CFR 429.0).',
    },
    cancelForm: {
      until: 'También puede cancelar aquí, hasta la medianoche del {deadline} (hora del centro):',
      name: 'Su nombre completo',
      button: 'Cancelar este acuerdo',
      nameMissing: 'Escriba su nombre completo para cancelar.',
      nameMismatch: 'Escriba el nombre con el que firmó esta cotización: este nombre no coincide con la firma.',
      done: 'Usted canceló este acuerdo. Cualquier pago que haya hecho le será devuelto en un plazo de diez días hábiles.',
    },
    disclosure: {
      heading: 'Declaración informativa',
      paragraphs: [
        '(1) Si usted recibe un aviso por escrito de un subcontratista o proveedor, debe retener el pago a su contratista por el monto del reclamo indicado en el aviso hasta que se resuelva la disputa entre su contratista y el subcontratista o proveedor. Si su prestamista le paga directamente a su contratista, debe darle de inmediato una copia del aviso a su prestamista e indicarle que retenga el pago por el monto del reclamo indicado en el aviso. Si usted sigue pagándole al contratista después de recibir el aviso por escrito sin retener el monto del reclamo, usted puede ser responsable y su propiedad puede quedar sujeta a un gravamen por el monto que no retuvo.',
        '(2) Durante la construcción y por 30 días después de la finalización definitiva de la obra, la rescisión del contrato o su abandono por parte del contratista, usted debe reservar, o hacer que su prestamista reserve, el 10 por ciento del monto de los pagos hechos por el trabajo realizado por su contratista. Si decide no reservar el 10 por ciento por al menos 30 días después de la finalización definitiva de la obra, la rescisión del contrato o su abandono por parte del contratista, y si un reclamante presenta a tiempo un reclamo válido y su contratista no paga el reclamo, usted puede ser personalmente responsable y su propiedad puede quedar sujeta a un gravamen hasta por el monto que no reservó.',
      ],
      citation: 'Tex. Prop. Code §53.255(b).',
    },
    homestead: {
      heading: 'Financiamiento con un gravamen sobre su casa',
      text: 'Si quiere pagar este trabajo con un financiamiento que ponga un gravamen sobre su vivienda familiar (homestead), no acepte esta cotización en línea: llámenos al {phone}. Esos contratos necesitan su propio aviso (Tex. Prop. Code §41.007) y no se firman en esta página.',
      citation: 'Tex. Prop. Code §41.007.',
    },
  },
};
