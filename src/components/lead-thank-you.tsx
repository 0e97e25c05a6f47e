import { leadFormMessages } from '../content/form-messages';
import { BookVisitLink } from './book-visit-link';
import { ThankYouPanel } from '../islands/thank-you-panel';
import { FORM_ACTION, type LeadForm } from '../forms/fields';
import { useLocale } from './locale-context';

/**
 * The thank-you state of a form, shown in its place on /contact/thank-you and
 * /quote/thank-you (and their /es pairs) after a post without JavaScript:
 * the success message, the phone number for anything urgent and a link back
 * to an empty form of the page's edition. The same panel the form island
 * shows after a request sent with JavaScript, in the page's language. The
 * same for every visitor:
 * it holds nothing the visitor typed, so the page can be cached by path.
 * `photosNotice`: the lead was kept without its photos (the daily cap, the
 * photo store failing), said in words under the message.
 */
export function LeadThankYou({ form, photosNotice }: { form: LeadForm; photosNotice?: string }) {
  const { locale, href } = useLocale();
  return (
    <ThankYouPanel words={leadFormMessages(locale).thankYou} formHref={href(FORM_ACTION[form])}>
      <BookVisitLink className="mt-4 text-lg" />
      {photosNotice ? (
        <p className="mt-4 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 font-medium text-slate-900">{photosNotice}</p>
      ) : null}
    </ThankYouPanel>
  );
}
