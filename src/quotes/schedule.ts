/**
 * A quote's payment schedule (issue 47 item 1): the payments agreed in the quote, each due at a milestone (on
 * acceptance: the deposit; when the pour day is done; when the job is done; the retainage, days after that), each a
 * whole percent of the total, an amount, or "the rest". Pure functions on whole US cents (never a float): the
 * amounts always sum to the total to the cent. Written by the quote form (src/quotes/admin/form.tsx) and the
 * command line, shown on the customer's page and in the PDF, covered by the content hash (src/quotes/model.ts).
 */
import { DEFAULT_SCHEDULE, MILESTONES, type Milestone } from '../content/invoices';
import { dollarsToCents } from '../lib/money';

export { MILESTONES, type Milestone };

/** A payment's share as typed: a whole percent of the total (1–100), an amount in cents, or what is left. */
export type Share = { kind: 'percent'; percent: number } | { kind: 'amount'; cents: number } | { kind: 'rest' };

/** One agreed payment: its milestone, its share as typed and its amount in cents (what the customer pays). */
export interface ScheduledPayment {
  milestone: Milestone;
  share: Share;
  cents: number;
  /** The retainage only: days after the job is done that it is due. */
  afterDays?: number;
}

/** The schedule's fields as the form posts them (the deposit is the quote's own field: the payment on acceptance). */
export interface ScheduleValues {
  pour: string;
  completion: string;
  retainage: string;
}

/** The form's starting values: the business default (src/content/invoices.ts `DEFAULT_SCHEDULE`). */
export const DEFAULT_SCHEDULE_VALUES: ScheduleValues = {
  pour: DEFAULT_SCHEDULE.pour,
  completion: DEFAULT_SCHEDULE.completion,
  retainage: DEFAULT_SCHEDULE.retainage,
};

/**
 * Reads a share as typed: "25%" or "25 %" a whole percent 1–100; "$500", "500.00" or "1,250" dollars; a bare whole
 * number 1–100 a percent (as the deposit's rule reads one with "None": src/quotes/deposit-typed.ts); "rest" (or
 * "resto", "the rest") what is left; blank: no payment at that milestone.
 * @returns the share, null for blank, or a message
 */
export function readShare(typed: string): Share | null | { error: string } {
  const plain = typed.trim().toLowerCase();
  if (!plain) return null;
  if (['rest', 'the rest', 'resto', 'el resto'].includes(plain)) return { kind: 'rest' };
  const percent = /^(\d{1,3})\s*%?$/.exec(plain);
  if (percent && (plain.endsWith('%') || Number(percent[1]) <= 100) && !plain.startsWith('$')) {
    const value = Number(percent[1]);
    if (value < 1 || value > 100) return { error: 'A percent is a whole number from 1 to 100, like 65%.' };
    return { kind: 'percent', percent: value };
  }
  if (plain.endsWith('%')) return { error: 'A percent is a whole number from 1 to 100, like 65%.' };
  const amount = dollarsToCents(plain);
  if ('error' in amount) return { error: `${amount.error} Or a percent like 65%, or "rest".` };
  if (amount.cents === 0) return { error: 'A payment cannot be $0: leave the field blank for none.' };
  return { kind: 'amount', cents: amount.cents };
}

/** The exact value of a share in hundredths of a cent × 100 (cents × 100): amounts × 100, percents × total. */
const hundredthsOf = (share: Share, totalCents: number): bigint =>
  share.kind === 'amount' ? BigInt(share.cents) * 100n : share.kind === 'percent' ? BigInt(share.percent) * BigInt(totalCents) : 0n;

/**
 * Splits `totalCents` along `entries` (milestones in the order of `MILESTONES`, each at most once). A percent is
 * of the total, rounded down to the cent; an amount is as typed; "rest" (at most one) takes what the others leave.
 * Without "rest" the shares must add up to the total exactly (percents and amounts together: Σ amounts + Σ
 * percents × total / 100 = total), and the last payment takes the remainder cents of the rounding, so the amounts
 * always sum to the total to the cent (33/33/34 % of $100.01 is $33.00, $33.00, $34.01).
 * @returns the payments, or a message (shares over the total; not adding up to it; nothing left for "rest"; a payment
 *   of $0.00 after rounding)
 */
export function splitSchedule(
  entries: readonly { milestone: Milestone; share: Share; afterDays?: number }[],
  totalCents: number,
): { ok: true; payments: ScheduledPayment[] } | { ok: false; error: string } {
  if (entries.length === 0) return { ok: false, error: 'A schedule has at least one payment.' };
  const order = entries.map((entry) => MILESTONES.indexOf(entry.milestone));
  if (order.some((at, i) => at < 0 || (i > 0 && at <= order[i - 1]!))) return { ok: false, error: 'Each milestone comes once, in order.' };
  const rests = entries.filter((entry) => entry.share.kind === 'rest').length;
  if (rests > 1) return { ok: false, error: 'Only one payment can be "the rest".' };
  const typed = entries.reduce((sum, entry) => sum + hundredthsOf(entry.share, totalCents), 0n);
  const total = BigInt(totalCents) * 100n;
  const money = (hundredths: bigint) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(hundredths) / 10000);
  if (rests === 0 && typed !== total)
    return {
      ok: false,
      error: `The payments add up to ${money(typed)}, not the total ${money(total)}: make them add up to 100 %, or type "rest" for one.`,
    };
  if (rests === 1 && typed >= total)
    return {
      ok: false,
      error: `The other payments add up to ${money(typed)}, leaving nothing of the total ${money(total)} for "the rest".`,
    };
  const cents = entries.map((entry) =>
    entry.share.kind === 'amount'
      ? entry.share.cents
      : entry.share.kind === 'percent'
        ? Number(hundredthsOf(entry.share, totalCents) / 100n)
        : 0,
  );
  // "rest" takes what the others leave; else the last payment takes the cents the rounding down left.
  const taker = rests === 1 ? entries.findIndex((entry) => entry.share.kind === 'rest') : entries.length - 1;
  cents[taker] = 0;
  cents[taker] = totalCents - cents.reduce((sum, value) => sum + value, 0);
  if (cents.some((value) => value <= 0)) return { ok: false, error: 'A payment would be $0.00: the total is too small for this schedule.' };
  return {
    ok: true,
    payments: entries.map((entry, i) => ({
      milestone: entry.milestone,
      share: entry.share,
      cents: cents[i]!,
      ...(entry.milestone === 'retainage' ? { afterDays: entry.afterDays ?? DEFAULT_SCHEDULE.retainageDays } : {}),
    })),
  };
}

/**
 * The schedule of a quote from its form: the deposit (the quote's own field, already read) on acceptance, then the
 * pour, completion and retainage fields. Nothing typed after the deposit: the rest on completion (none when the
 * deposit is the whole total).
 * @param deposit the deposit as the quote form read it (src/quotes/model.ts `Deposit`)
 * @param depositCents its amount as the quote computes it (a percent rounded half up): the acceptance payment's cents
 * @returns the payments, or one message per field (`schedulePour`, `scheduleCompletion`, `scheduleRetainage`, `schedule`)
 */
export function scheduleOfForm(
  deposit: { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'amount'; cents: number },
  depositCents: number,
  values: ScheduleValues,
  totalCents: number,
): { ok: true; payments: ScheduledPayment[] } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const entries: { milestone: Milestone; share: Share }[] = [];
  if (deposit.kind !== 'none') entries.push({ milestone: 'acceptance', share: deposit });
  const fields = [
    ['pour', 'schedulePour'],
    ['completion', 'scheduleCompletion'],
    ['retainage', 'scheduleRetainage'],
  ] as const;
  for (const [milestone, field] of fields) {
    const share = readShare(values[milestone]);
    if (share && 'error' in share) errors[field] = share.error;
    else if (share) entries.push({ milestone, share });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!entries.some((entry) => entry.milestone !== 'acceptance') && depositCents < totalCents)
    entries.push({ milestone: 'completion', share: { kind: 'rest' } });
  const split = splitSchedule(entries, totalCents);
  if (!split.ok) return { ok: false, errors: { schedule: split.error } };
  // A percent deposit is rounded half up (src/quotes/model.ts `totalsOf`), the schedule's percents down: the deposit
  // keeps its own cents and the payment that takes the remainder ("rest", else the last) gives or takes the cent.
  const [first] = split.payments;
  const taker = split.payments.find((payment) => payment.share.kind === 'rest') ?? split.payments.at(-1)!;
  if (first?.milestone === 'acceptance' && first !== taker && first.cents !== depositCents) {
    taker.cents -= depositCents - first.cents;
    first.cents = depositCents;
    if (taker.cents <= 0) return { ok: false, errors: { schedule: 'A payment would be $0.00: the total is too small for this schedule.' } };
  }
  return split;
}

/** The share as the form shows it again: "25%", "1250.00", "rest". */
export const shareTyped = (share: Share): string =>
  share.kind === 'percent' ? `${share.percent}%` : share.kind === 'amount' ? (share.cents / 100).toFixed(2) : 'rest';

/** The share of a payment in percent of `totalCents`, when it is a whole percent typed or implied ("rest" of percents). */
export function percentOf(payment: ScheduledPayment, schedule: readonly ScheduledPayment[]): number | null {
  if (payment.share.kind === 'percent') return payment.share.percent;
  if (payment.share.kind === 'rest' && schedule.every((other) => other === payment || other.share.kind === 'percent'))
    return 100 - schedule.reduce((sum, other) => sum + (other.share.kind === 'percent' ? other.share.percent : 0), 0);
  return null;
}
