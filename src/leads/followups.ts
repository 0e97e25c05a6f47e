/**
 * What follows a stored lead, off the visitor's request: each new lead puts
 * one message on the leads' queue (`LEAD_QUEUE`, the consumer of
 * src/index.ts), and the consumer runs the follow-ups in order. A follow-up
 * that throws makes the message retry later with a growing delay, so every
 * follow-up must be idempotent: it records what it did in D1 and does
 * nothing a second time (a retried delivery, a second copy of the message).
 */

/** The queue message of a stored lead: its id in `leads`. */
export interface LeadStoredMessage {
  kind: 'lead_stored';
  leadId: number;
}

/** Whether a leads' queue message is a stored lead's (the other kind is a lead D1 refused, `QueuedLead`). */
export const isLeadStored = (body: unknown): body is LeadStoredMessage =>
  typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'lead_stored';

/** One follow-up of a stored lead: runs once per lead (idempotent), throws to be retried. */
export type LeadFollowup = (env: Env, leadId: number, now: Date) => Promise<void>;

/**
 * The follow-ups, each loaded on first use (so the consumer's isolate
 * evaluates only what runs), in the order they run.
 */
const FOLLOWUPS: { name: string; load: () => Promise<LeadFollowup> }[] = [
  // Web Push to the contractor's phones, once per lead (src/push/send.ts).
  { name: 'push', load: () => import('../push/send').then((m) => m.pushLead) },
  // The customer's acknowledgement email (issue 30 §5).
  { name: 'acknowledgement', load: async () => (await import('./acknowledge')).acknowledgeLead },
];

/**
 * Queues the follow-ups of lead `leadId`; never throws (a failure is logged
 * as `lead_followups_not_queued`, and the lead stays stored and emailed).
 */
export async function queueFollowups(env: Pick<Env, 'LEAD_QUEUE'>, leadId: number): Promise<void> {
  try {
    await env.LEAD_QUEUE.send({ kind: 'lead_stored', leadId } satisfies LeadStoredMessage);
  } catch (error) {
    console.error(
      JSON.stringify({ event: 'lead_followups_not_queued', leadId, reason: error instanceof Error ? error.message : String(error) }),
    );
  }
}

/** Delay before a follow-up is tried again: 10 s doubled per attempt, at most an hour. */
const retryDelay = (attempts: number) => Math.min(10 * 2 ** (attempts - 1), 3600);

/**
 * Runs the follow-ups of each message; a message whose follow-up threw is
 * retried (`retry` with a growing delay), the others are acknowledged.
 */
export async function runFollowups(messages: readonly Message<LeadStoredMessage>[], env: Env, now = new Date()): Promise<void> {
  for (const message of messages) {
    const { leadId } = message.body;
    let failed = false;
    for (const followup of FOLLOWUPS) {
      try {
        await (await followup.load())(env, leadId, now);
      } catch (error) {
        failed = true;
        console.error(
          JSON.stringify({
            event: 'lead_followup_failed',
            followup: followup.name,
            leadId,
            attempt: message.attempts,
            reason: error instanceof Error ? error.message : String(error),
          }),
        );
      }
    }
    if (failed) message.retry({ delaySeconds: retryDelay(message.attempts) });
    else message.ack();
  }
}
