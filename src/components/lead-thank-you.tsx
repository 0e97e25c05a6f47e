import { useLocale } from './locale-context';
import { CircleCheck } from 'lucide';
import { IconSvg } from './icon-svg';
import { business, telHref } from '../content/business';
import { leadFormMessages } from '../content/form-messages';
import { FORM_ACTION, type LeadForm } from '../leads/fields';
import { ButtonLink } from './button-link';

/**
 * The thank-you state of a form, shown in its place on /contact/thank-you and
 * /quote/thank-you after a post without JavaScript (issue 7): the success
 * message of spec section 8, the phone number for anything urgent and a link
 * back to an empty form. The same for every visitor: it holds nothing the
 * visitor typed, so the page can be cached by path.
 */
export function LeadThankYou({ form }: { form: LeadForm }) {
  const { locale, t, href } = useLocale();
  return (
    <div role="status" className="rounded-xl border-2 border-emerald-600 bg-emerald-50 p-6 sm:p-8">
      <p className="flex items-start gap-3 text-xl font-bold text-emerald-900">
        <IconSvg icon={CircleCheck} size={28} className="shrink-0 text-emerald-700" />
        <span>{leadFormMessages(locale).success}</span>
      </p>
      <p className="mt-4 text-slate-700">
        {t.thankYou.received}{' '}
        <a href={telHref} className="font-semibold text-amber-800 underline hover:text-amber-900">
          {business.phone.display}
        </a>
        .
      </p>
      <ButtonLink href={href(FORM_ACTION[form])} variant="outline" className="mt-6">
        {t.thankYou.another}
      </ButtonLink>
    </div>
  );
}
