import { LEAD_FORM_MESSAGES } from '../content/form-messages';
import { ThankYouPanel } from '../islands/thank-you-panel';
import { FORM_ACTION, type LeadForm } from '../leads/fields';

/**
 * The thank-you state of a form, shown in its place on /contact/thank-you and
 * /quote/thank-you after a post without JavaScript (issue 7): the success
 * message of spec section 8, the phone number for anything urgent and a link
 * back to an empty form. The same panel the form island shows after a
 * request sent with JavaScript (issue 12). The same for every visitor: it
 * holds nothing the visitor typed, so the page can be cached by path.
 */
export function LeadThankYou({ form }: { form: LeadForm }) {
  return <ThankYouPanel words={LEAD_FORM_MESSAGES.thankYou} formHref={FORM_ACTION[form]} />;
}
