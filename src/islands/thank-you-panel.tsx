import { CircleCheck } from 'lucide';
import type { ReactNode, Ref } from 'react';
import type { ThankYouWords } from '../content/form-messages';
import { IconSvg } from '../ui/icon-svg';

/**
 * The thank-you panel that takes a lead form's place after an accepted
 * request: without JavaScript on /contact/thank-you and /quote/thank-you,
 * with JavaScript in the form island once the alert is closed.
 * `role="status"`; its heading is focusable (tabindex -1) so the island can
 * move focus to it; the phone number is a `tel:` link;
 * "Send another request" links to an empty form (`formHref`). It holds
 * nothing the visitor typed. `children` (the photos' progress or a notice
 * that they were not kept) come after the phone number. At 320 px it
 * holds the longest Spanish heading word without widening the page (issue
 * 28): less padding and a smaller heading below 640 px, and a word longer
 * than the line (a photo's file name, an email address) breaks anywhere
 * (`wrap-anywhere`, inherited) rather than pushing the page wider.
 */
export function ThankYouPanel({
  words,
  formHref,
  headingRef,
  children,
}: {
  words: ThankYouWords;
  formHref: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <div role="status" className="rounded-xl border-2 border-emerald-600 bg-emerald-50 p-4 wrap-anywhere sm:p-8">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="flex items-start gap-2 text-lg font-bold text-emerald-900 focus:outline-2 focus:outline-offset-4 focus:outline-emerald-700 sm:gap-3 sm:text-xl"
      >
        <IconSvg icon={CircleCheck} size={28} className="shrink-0 text-emerald-700" />
        <span>{words.heading}</span>
      </h3>
      <p className="mt-4 text-slate-700">
        {words.sooner}{' '}
        <a href={words.phone.href} className="font-semibold text-amber-800 underline hover:text-amber-900">
          {words.phone.display}
        </a>
        .
      </p>
      {children}
      <a
        href={formHref}
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-slate-900 px-5 py-3 font-semibold text-slate-900 hover:bg-slate-900 hover:text-white"
      >
        {words.another}
      </a>
    </div>
  );
}
