/**
 * The payment schedule on the customer's page of a quote (issue 47 item 1), `#schedule`: each payment, when it is
 * due and how much, in the quote's language, before the signature (it is part of what the signature covers: the
 * content hash, src/quotes/model.ts). The retainage says why it is held, with the §53.255 words the notices carry.
 */
import { INVOICE_WORDS } from '../content/invoices';
import type { Locale } from '../i18n';
import { dollars } from './model';
import { percentOf, type ScheduledPayment } from './schedule';

/** The schedule's section; nothing for a quote written before schedules (null). */
export function SchedulePart({ schedule, lang }: { schedule: readonly ScheduledPayment[] | null | undefined; lang: Locale }) {
  if (!schedule || schedule.length === 0) return null;
  const words = INVOICE_WORDS[lang].schedule;
  const retainage = schedule.find((payment) => payment.milestone === 'retainage');
  return (
    <section id="schedule" aria-labelledby="schedule-heading" className="mt-6 scroll-mt-20">
      <h2 id="schedule-heading" className="text-xl font-bold">
        {words.heading}
      </h2>
      <p className="text-slate-700">{words.intro}</p>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">{words.heading}</caption>
        <tbody>
          {schedule.map((payment) => {
            const percent = percentOf(payment, schedule);
            return (
              <tr key={payment.milestone} className="border-b border-slate-200 align-top" data-milestone={payment.milestone}>
                <th scope="row" className="py-1.5 pr-2 font-normal">
                  {words.milestone[payment.milestone]}
                  {payment.milestone === 'retainage' && `, ${words.retainageDue(payment.afterDays ?? 30)}`}
                </th>
                <td className="whitespace-nowrap py-1.5 text-right tabular-nums">
                  {dollars(payment.cents)}
                  {percent !== null && <span className="text-sm text-slate-700">{` (${words.percent(String(percent))})`}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {retainage && <p className="mt-2 text-sm">{words.retainageWhy}</p>}
    </section>
  );
}
