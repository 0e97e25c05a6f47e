import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import {
  FORM_ACTION,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  LANG_FIELD,
  langOf,
  PHOTO_COUNT_FIELD,
  PHOTOS_FIELD,
  type FieldErrors,
  type Lang,
  type LeadAnswer,
  type LeadForm,
} from '../forms/fields';
import type { LeadFormMessages } from '../content/form-messages';
import type { LeadFormState } from '../forms/types';
import { useLeadPhotos } from './lead-photos';

/** Element ids of a field and of its error message, e.g. "contact-phone" and "contact-phone-error". */
export const fieldId = (form: LeadForm, field: string) => `${form}-${field}`;
export const errorId = (form: LeadForm, field: string) => `${fieldId(form, field)}-error`;

/**
 * The state and submit logic shared by the contact and quote islands:
 * - values start from the server's (kept after a failed post) or empty;
 * - after hydration a random idempotency key (`crypto.randomUUID()`) goes in
 *   a hidden field, so a double click or a retried request is stored once; a
 *   new one is made after each accepted request;
 * - submit prevents the native post, sends the fields with `fetch` and
 *   `Accept: application/json` (nothing typed is written to the console), then
 *   sets `sent` so the island shows the thank-you panel in the form's place,
 *   its heading the specification's success words ("Thank you for your
 *   inquiry! We will contact you within 24 hours."), with focus on it
 *   (`thanksRef`); no native `alert()` (issue 37); or the
 *   field errors (focusing the summary), or a form-level notice
 *   (refused, failed, offline);
 * - the photos (`photos`, `useLeadPhotos`) are not in the lead's post, which
 *   only announces their number; once the lead is accepted they are sent one
 *   by one under its idempotency key, and the thank-you panel shows their progress.
 * `messages` holds the thank-you words and the send failure.
 * `field(name)` gives an input's id, name, value, change handler and ARIA state.
 */
export function useLeadForm<F extends string>(
  form: LeadForm,
  empty: Record<F, string>,
  initial: LeadFormState<F>,
  messages: LeadFormMessages,
) {
  const [values, setValues] = useState<Record<F, string>>(initial.values ?? empty);
  const [errors, setErrors] = useState<FieldErrors>(initial.errors ?? {});
  const [notice, setNotice] = useState(initial.notice ?? '');
  const [sending, setSending] = useState(false);
  const [key, setKey] = useState('');
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const photos = useLeadPhotos(messages.words);

  useEffect(() => setKey(crypto.randomUUID()), []);
  // Hydration starts at the first interaction with the form, and React keeps what the visitor typed before it (React
  // leaves a hydrated input's value alone); take those values into state so a re-render cannot drop them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the DOM once, on mount
  useEffect(() => {
    const typed: Partial<Record<F, string>> = {};
    for (const name of Object.keys(empty) as F[]) {
      const element = document.getElementById(fieldId(form, name)) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
      if (element && element.value !== (initial.values ?? empty)[name]) typed[name] = element.value;
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);
  useEffect(() => {
    if (summaryFocus) summaryRef.current?.focus();
  }, [summaryFocus]);
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const body = new FormData(event.currentTarget);
    body.delete(PHOTOS_FIELD);
    body.set(PHOTO_COUNT_FIELD, String(photos.ready));
    setSending(true);
    setNotice('');
    try {
      const response = await fetch(FORM_ACTION[form], { method: 'POST', body, headers: { Accept: 'application/json' } });
      const answer = (await response.json().catch(() => ({}))) as Partial<LeadAnswer>;
      if (response.ok && 'ok' in answer) {
        void photos.sendAll(key, langOf(body.get(LANG_FIELD)));
        setErrors({});
        setValues(empty);
        setKey(crypto.randomUUID());
        setSent(true);
      } else if ('errors' in answer && answer.errors) {
        setErrors(answer.errors);
        setSummaryFocus((n) => n + 1);
      } else {
        setNotice(('error' in answer && answer.error) || messages.sendFailed);
      }
    } catch {
      setNotice(messages.sendFailed);
    } finally {
      setSending(false);
    }
  };

  const field = (name: F) => ({
    id: fieldId(form, name),
    name,
    value: values[name],
    onChange: update,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(form, name) : undefined,
  });

  return { values, errors, notice, sending, key, summaryRef, onSubmit, field, sent, thanksRef, photos };
}

/**
 * The error summary above a lead form (GOV.UK Design System pattern): a heading
 * and one link per message to its field, in `order`. Focusable (tabindex -1)
 * so the island can move focus to it; announced as an alert. Renders nothing
 * without errors. The same markup as the server-rendered forms' `ErrorSummary`
 * (src/ui/error-summary.tsx), drawn here rather than through it: its props and
 * item objects cost this bundle 0.1 KB gzip, over issue 5's 75 KB hydration
 * budget (75.3 KB measured on /contact).
 */
export function ErrorSummary({
  form,
  heading,
  errors,
  order,
  ref,
  className,
}: {
  form: LeadForm;
  heading: string;
  errors: FieldErrors;
  order: readonly string[];
  ref: Ref<HTMLDivElement>;
  className?: string;
}) {
  const fields = [...order.filter((f) => errors[f]), ...Object.keys(errors).filter((f) => !order.includes(f))];
  if (fields.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${form}-error-summary`}
      className={`rounded-lg border-2 border-red-700 bg-red-50 p-4 focus:outline-2 focus:outline-offset-2 focus:outline-red-700${className ? ` ${className}` : ''}`}
    >
      <h3 id={`${form}-error-summary`} className="font-bold text-red-800">
        {heading}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
        {fields.map((f) => (
          <li key={f}>
            {order.includes(f) ? (
              <a href={`#${fieldId(form, f)}`} className="underline hover:text-red-950">
                {errors[f]}
              </a>
            ) : (
              errors[f]
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A message about the whole request (refused, failed to send), announced as an alert. Renders nothing without text. */
export function FormNotice({ text, className }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-800${className ? ` ${className}` : ''}`}
    >
      {text}
    </p>
  );
}

/**
 * The hidden fields: the idempotency key, the page's language (`lang`, "en"
 * or "es": the server answers in it; `lang` when given, else the
 * language of `messages`), and the honeypot, a text field people never see
 * (moved off screen, hidden from assistive technology, out of the tab order,
 * no autofill) that form-filling bots tend to fill.
 */
export function HiddenFields({
  form,
  idempotencyKey,
  messages,
  lang,
}: {
  form: LeadForm;
  idempotencyKey: string;
  messages: LeadFormMessages;
  lang?: Lang;
}) {
  return (
    <>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <input type="hidden" name={LANG_FIELD} value={lang ?? messages.lang} />
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={fieldId(form, HONEYPOT_FIELD)}>{messages.words.honeypot}</label>
        <input id={fieldId(form, HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/**
 * The asterisk after a required field's label: seen, not read (aria-hidden),
 * since the input's `required` attribute already tells assistive technology.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  );
}
