/**
 * The notices of a quote's customer page (issue 38 §6, issue 44), apart from src/quotes/page.tsx so neither file passes
 * 450 lines. The texts are src/content/quote-notices.ts: the statutes' own words, drafts for the owner's lawyer to
 * confirm before launch (that marking stays in the source and docs/quotes.md, never on the customer's page).
 */
import { addressLine, business } from '../content/business';
import { QUOTE_NOTICES } from '../content/quote-notices';
import { QUOTE_WORDS } from '../content/quotes';
import type { Locale } from '../i18n';
import { cn } from '../lib/cn';
import { formatIsoDate } from '../lib/dates';
import { Field } from '../ui/field';
import { PhoneLink, secondaryClass } from './deposit-part';
import { cancelUntil } from './next-steps';
import type { AnswerForm, CancelPeriod } from './page-types';

/**
 * The notices in `lang`: first the three-day right in plain words (normal weight: "You can cancel within three
 * business days after you accept…" before acceptance, "…until midnight on Wednesday, December 2…" after), then the
 * statute's texts verbatim: the cooling-off statement in bold (16 CFR 429.1(a)), the notice of cancellation in bold
 * (429.1(b)) with the transaction's date and the last day once accepted, the cancel form (`#cancel`) while that period
 * is open, the §53.255 disclosure statement and the homestead-lien note.
 * @param cancelAction where the cancel form posts, null when the quote cannot be cancelled
 */
export function Notices({
  lang,
  period,
  cancelAction,
  form,
}: {
  lang: Locale;
  period: CancelPeriod | null;
  cancelAction: string | null;
  form?: AnswerForm;
}) {
  const notices = QUOTE_NOTICES[lang];
  const locale = QUOTE_WORDS[lang].locale;
  const cancellation = notices.cancellation;
  const deadline = period ? formatIsoDate(period.deadlineDay, locale) : cancellation.deadlineWhenAccepted;
  const cancelError = form?.kind === 'cancel' ? form.errors.cancelName : undefined;
  return (
    <section id="notices" aria-labelledby="notices-heading" className="mt-8 scroll-mt-20 border-t-2 border-slate-400 pt-6">
      <h2 id="notices-heading" className="text-xl font-bold">
        {notices.heading}
      </h2>
      <p className="mt-3 rounded-lg bg-slate-100 p-3 text-lg" data-plain="cancel">
        {period ? cancelUntil(period.deadlineDay, lang) : notices.plain.before}
      </p>
      <p className="mt-4 font-bold" data-notice="cooling-off">
        {notices.coolingOff}
      </p>
      <p className="text-sm text-slate-700">{notices.coolingOffCitation}</p>
      <div className="mt-4 border-2 border-slate-800 p-4 font-bold" data-notice="cancellation">
        <h3 className="text-lg uppercase">{cancellation.heading}</h3>
        <p className="mt-1">
          {period ? cancellation.date.replace('{date}', formatIsoDate(period.transactionDay, locale)) : cancellation.dateWhenAccepted}
        </p>
        {cancellation.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-2">
            {paragraph}
          </p>
        ))}
        <p className="mt-2">
          {cancellation.howTo.replace('{seller}', business.name).replace('{address}', addressLine).replace('{deadline}', deadline)}
        </p>
        <p className="mt-2">{cancellation.iCancel}</p>
        <p className="mt-2 text-sm font-normal text-slate-700">{cancellation.citation}</p>
      </div>
      {period?.open && cancelAction && (
        <form id="cancel" method="post" action={cancelAction} className="mt-4 grid scroll-mt-20 gap-3" noValidate>
          <p className="font-semibold">{notices.cancelForm.until.replace('{deadline}', formatIsoDate(period.deadlineDay, locale))}</p>
          <Field
            id="quote-cancelName"
            label={notices.cancelForm.name}
            error={cancelError}
            name="cancelName"
            autoComplete="name"
            defaultValue={form?.kind === 'cancel' ? form.values.cancelName : ''}
          />
          <p>
            <button type="submit" className={cn(secondaryClass, 'w-full sm:w-auto')}>
              {notices.cancelForm.button}
            </button>
          </p>
        </form>
      )}
      <div className="mt-6" data-notice="disclosure">
        <h3 className="text-lg font-bold">{notices.disclosure.heading}</h3>
        {notices.disclosure.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-2">
            {paragraph}
          </p>
        ))}
        <p className="mt-1 text-sm text-slate-700">{notices.disclosure.citation}</p>
      </div>
      <div className="mt-6" data-notice="homestead">
        <h3 className="text-lg font-bold">{notices.homestead.heading}</h3>
        <p className="mt-2">
          {notices.homestead.text.split('{phone}')[0]}
          <PhoneLink />
          {notices.homestead.text.split('{phone}')[1]}
        </p>
      </div>
    </section>
  );
}
