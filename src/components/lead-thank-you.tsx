import { leadFormMessages } from '../content/form-messages';
import { ThankYouPanel } from '../islands/thank-you-panel';
import { FORM_ACTION, type LeadForm } from '../leads/fields';
import { useLocale } from './locale-context';

/**
 * The thank-you state of a form, shown in its place on /contact/thank-you and
 * /quote/thank-you (and their /es pairs) after a post without JavaScript:
 * the success message, the phone number for anything urgent and a link back
 * to an empty form of the page's edition. The same panel the form island
 * shows after a request sent with JavaScript, in the page's language. The
 * same for every visitor:
 * it holds nothing the visitor typed, so the page can be cached by path.
 */
export function LeadThankYou({ form }: { form: LeadForm }) {
  const { locale, href } = useLocale();
  return <ThankYouPanel words={leadFormMessages(locale).thankYou} formHref={href(FORM_ACTION[form])} />;
}
