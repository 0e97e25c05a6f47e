/**
 * The payment schedule's fields of the quote form (issue 47 item 1): after the deposit (the payment on acceptance),
 * what is due when the pour day is done, when the job is done, and the retainage, each "65%", "$3,000" or "rest",
 * blank for none. Starts from the business default (src/content/invoices.ts); read by src/quotes/schedule.ts.
 */
import { DEFAULT_SCHEDULE } from '../../content/invoices';
import { FieldError } from '../../ui/field-error';
import { Field } from '../../ui/field';
import type { QuoteErrors } from '../model';
import { DEFAULT_SCHEDULE_VALUES, type ScheduleValues } from '../schedule';

/** The rule written under the fields. */
export const SCHEDULE_RULE =
  'Each a percent of the total (65%), dollars ($3,000) or "rest" (what the others leave); blank for none. The deposit above is the payment on acceptance. They must add up to the total.';

/** The fieldset: three fields and the schedule's own message (`#quote-schedule-error`). */
export function ScheduleFields({ values = DEFAULT_SCHEDULE_VALUES, errors }: { values?: ScheduleValues; errors: QuoteErrors }) {
  const field = (key: string, label: string) => ({ id: `q-${key}`, label, error: errors[key], errorId: `quote-${key}-error` });
  return (
    <fieldset id="schedule" className="grid scroll-mt-4 gap-2" aria-describedby={errors.schedule ? 'quote-schedule-error' : undefined}>
      <legend className="text-lg font-bold">Payment schedule</legend>
      <p className="text-sm text-slate-700">{SCHEDULE_RULE}</p>
      <FieldError id="quote-schedule-error" message={errors.schedule} />
      <Field {...field('schedulePour', 'When the pour day is done')} name="schedulePour" defaultValue={values.pour} />
      <Field {...field('scheduleCompletion', 'When the job is done')} name="scheduleCompletion" defaultValue={values.completion} />
      <Field
        {...field('scheduleRetainage', `Retainage, due ${DEFAULT_SCHEDULE.retainageDays} days after the job is done`)}
        name="scheduleRetainage"
        defaultValue={values.retainage}
      />
    </fieldset>
  );
}
