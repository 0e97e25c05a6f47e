/**
 * What happens to a lead form post once its body is read: the
 * heavy part of the lead path (zod, the phone metadata, storage, the email),
 * loaded by the routes with a dynamic `import()` so that none of it is
 * evaluated when the Worker starts for a page GET, which keeps a new isolate's start short.
 *
 * Order: validate (messages in the form's language) → rate limits (a post
 * with valid answers counts against `LEAD_LIMITER`, an invalid one only
 * against the higher `LEAD_INVALID_LIMITER`, both keyed by the client's
 * address, an IPv6 client by its /64) → the photos judged → store in D1 →
 * email after the answer.
 *
 * When D1 fails, the lead is emailed at once marked "NOT YET STORED" and put
 * on the queue `LEAD_QUEUE`, whose consumer (`storeQueuedLeads`) inserts it
 * under the same idempotency key when D1 is back. The visitor is told the
 * truth: accepted while the store or the email worked, 503 when both failed.
 */
import type { LeadSource } from '../insights/source';
import { clientKey } from '../lib/client-key';
import type { FieldErrors, Lang, LeadForm, StoredForm } from '../forms/fields';
import { queueFollowups } from './followups';
import { errorText, logLeadError, notifyLead, sendLeadEmail } from './notify';
import {
  type AcceptedLeadPhoto,
  attachPostedPhotos,
  deletePhotoRowsFiles,
  insertLeadPhotos,
  keepPhotoFiles,
  type LeadPhotoRow,
} from './photos';
import { idempotencyKeyOf, storeLead, type LeadRecord } from './store';
import { validateLead } from './validation';

/** The bindings the lead path uses. */
export type LeadEnv = Pick<
  Env,
  | 'DB'
  | 'EMAIL'
  | 'LEADS_FROM'
  | 'LEADS_ALERT_TO'
  | 'LEADS_EMAILS_PER_HOUR'
  | 'SITE_URL'
  | 'LEAD_LIMITER'
  | 'LEAD_INVALID_LIMITER'
  | 'LEAD_QUEUE'
  | 'PHOTOS'
  | 'IMAGES'
  | 'LEAD_PHOTO_BYTES_PER_DAY'
>;

/** A lead held on the queue while D1 could not take it. */
export interface QueuedLead {
  form: StoredForm;
  input: LeadRecord;
  /** The idempotency key computed at the request: the consumer stores under it, so a retry or a second copy stores nothing new. */
  key: string;
  /** When the request came in (ISO 8601 UTC). */
  receivedAt: string;
  /** When the "not yet stored" email went out (ISO 8601 UTC), or null when it failed too (the cron trigger sends it after storing). */
  emailedAt: string | null;
  /** The photos of a post without JavaScript, whose files were kept in R2: their rows, inserted with the lead. */
  photos?: LeadPhotoRow[];
}

/** The photos that came with a post: judged and accepted (`photos`), refused (`refused`: the message beside the field), and how many the island will send after the lead (`expected`). */
export interface PostedPhotos {
  photos?: AcceptedLeadPhoto[];
  refused?: string;
  expected?: number;
}

/** What the routes answer: field errors (422), too many posts (429), accepted (201/200 or 303), or neither stored nor emailed (503). */
export type LeadOutcome =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'limited' }
  | { kind: 'accepted'; created: boolean; photosKept?: boolean }
  | { kind: 'unavailable' };

/**
 * Handles a lead post whose body was read: validation, rate limits, then the
 * photos, then storage. The rate limit comes before any photo is judged, so a
 * limited client's photos cost nothing (issue 28): a post whose answers are
 * valid counts against `LEAD_LIMITER` even when a photo is then refused.
 * @param fields the posted fields (strings, or arrays/files that fail validation)
 * @param client the client's address (`CF-Connecting-IP`)
 * @param extra what else the request brings: `photos`, judging the photos of the post, called only past the rate
 *   limit (a refused photo sends the form back like a field error, nothing stored; accepted photos are kept with the
 *   lead once it is stored, `photosKept` says whether they were); `source`, where the lead came from
 *   (src/insights/source.ts; none: unknown); `now`
 */
export async function handleLeadPost(
  env: LeadEnv,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  form: LeadForm,
  lang: Lang,
  fields: Record<string, unknown>,
  client: string | undefined,
  { now = new Date(), photos: judgePhotos, source }: { now?: Date; photos?: () => Promise<PostedPhotos>; source?: LeadSource } = {},
): Promise<LeadOutcome> {
  const validated = validateLead(form, lang, fields);
  const limiter = 'errors' in validated ? env.LEAD_INVALID_LIMITER : env.LEAD_LIMITER;
  if (!(await limiter.limit({ key: await clientKey(client) })).success) return { kind: 'limited' };
  const posted = judgePhotos ? await judgePhotos() : {};
  if ('errors' in validated || posted.refused) {
    const errors = { ...('errors' in validated ? validated.errors : {}), ...(posted.refused ? { photos: posted.refused } : {}) };
    console.log(`lead refused (${form}): invalid ${Object.keys(errors).join(', ')}`);
    return { kind: 'invalid', errors };
  }
  const record = { ...validated.input, photosExpected: posted.expected ?? 0, ...(source ? { source } : {}) };
  return commitLead(env, ctx, form, record, now, posted.photos ?? []);
}

/**
 * Commits a valid lead (once per idempotency key), keeps the photos that
 * came with it, and only then starts the notification email, after the
 * answer (`waitUntil`), so the email counts them. When the insert fails,
 * `rescueLead` takes over.
 */
async function commitLead(
  env: LeadEnv,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  form: StoredForm,
  input: LeadRecord,
  now: Date,
  photos: AcceptedLeadPhoto[],
): Promise<LeadOutcome> {
  const key = await idempotencyKeyOf(form, input, now);
  let stored: { id: number; created: boolean };
  try {
    stored = await storeLead(env.DB, form, input, key, now);
  } catch (error) {
    return rescueLead(env, form, input, key, now, error, photos);
  }
  const { id, created } = stored;
  console.log(`lead ${id} (${form}): ${created ? 'stored' : 'already stored, not stored again'}`);
  // A repeated post (same key) kept its photos the first time.
  const photosKept = created && photos.length > 0 ? await attachPostedPhotos(env, key, photos, now) : true;
  if (!photosKept) console.warn(`lead ${id} (${form}): stored, its ${photos.length} photo(s) not kept`);
  if (created) {
    ctx.waitUntil(
      notifyLead(env, id, now).catch((error: unknown) =>
        logLeadError('lead_notify_state_lost', { leadId: id, form, reason: errorText(error) }),
      ),
    );
    // The lead's follow-ups (src/leads/followups.ts) run from the queue, after the answer.
    ctx.waitUntil(queueFollowups(env, id));
  }
  return { kind: 'accepted', created, ...(photos.length > 0 ? { photosKept } : {}) };
}

/**
 * Commits the lead of a booked visit (issue 29) with the lead path's guarantees: stored once per idempotency key
 * (`input.idempotencyKey`, the key the calendar holds the booking under), the contractor emailed after the answer,
 * its follow-ups queued; with D1 down, emailed "NOT YET STORED" and queued. 'unavailable': neither stored, queued
 * nor emailed (the caller then releases the window).
 */
export function commitBookingLead(
  env: LeadEnv,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  input: LeadRecord,
  now: Date,
): Promise<LeadOutcome> {
  return commitLead(env, ctx, 'booking', input, now, []);
}

/** D1 refused the lead: email it now marked "NOT YET STORED", queue it for the database, and say whether the visitor can be told it arrived. */
async function rescueLead(
  env: LeadEnv,
  form: StoredForm,
  input: LeadRecord,
  key: string,
  now: Date,
  cause: unknown,
  photos: AcceptedLeadPhoto[],
): Promise<LeadOutcome> {
  logLeadError('lead_store_failed', { form, reason: errorText(cause) });
  // The photos' files go to R2 now and their rows ride with the queued lead, so they reach the table with it.
  let photoRows: LeadPhotoRow[] = [];
  if (photos.length > 0) {
    try {
      photoRows = await keepPhotoFiles(env, key, photos, now);
    } catch (error) {
      logLeadError('lead_photos_not_kept', { form, photos: photos.length, reason: errorText(error) });
    }
  }
  let emailedAt: Date | null = null;
  try {
    await sendLeadEmail(
      env,
      {
        ...input,
        id: null,
        form,
        created_at: now.toISOString(),
        photo_count: photoRows.length,
        town: input.visit?.town,
        visit_start: input.visit?.start,
        visit_end: input.visit?.end,
      },
      { notStored: true },
    );
    emailedAt = now;
  } catch (error) {
    logLeadError('lead_unstored_email_failed', { form, reason: errorText(error) });
  }
  try {
    await env.LEAD_QUEUE.send({
      form,
      input,
      key,
      receivedAt: now.toISOString(),
      emailedAt: emailedAt?.toISOString() ?? null,
      ...(photoRows.length > 0 ? { photos: photoRows } : {}),
    } satisfies QueuedLead);
    console.log(`lead (${form}): queued for storage${emailedAt ? ', emailed marked not yet stored' : ''}`);
  } catch (error) {
    logLeadError('lead_queue_failed', { form, emailed: emailedAt ? 1 : 0, reason: errorText(error) });
    // No row will ever name these files: delete them rather than keep photos no lead shows.
    await deletePhotoRowsFiles(env.PHOTOS, photoRows);
    photoRows = [];
  }
  if (!emailedAt) return { kind: 'unavailable' };
  return { kind: 'accepted', created: true, ...(photos.length > 0 ? { photosKept: photoRows.length === photos.length } : {}) };
}

/** Delay before the queue offers a lead again after D1 refused it: 30 s doubled per attempt, at most an hour. */
const queueRetryDelay = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

/**
 * The queue consumer: stores each queued lead under its idempotency key
 * (`stored_late` = 1; 'sent' when its email went out already, else pending,
 * so the cron trigger emails it). A lead already stored is acknowledged
 * without writing. When D1 still fails, the message is retried with a
 * growing delay; after the consumer's `max_retries` it goes to the
 * dead-letter queue (wrangler.toml). A lead stored here gets its
 * follow-ups queued like one stored at the request.
 */
export async function storeQueuedLeads(messages: readonly Message<QueuedLead>[], env: Pick<Env, 'DB' | 'LEAD_QUEUE'>): Promise<void> {
  for (const message of messages) {
    const { form, input, key, receivedAt, emailedAt, photos = [] } = message.body;
    try {
      const { id, created } = await storeLead(env.DB, form, input, key, new Date(receivedAt), {
        late: true,
        emailedAt: emailedAt ? new Date(emailedAt) : null,
      });
      // Skipped row by row when stored already (a message delivered twice).
      await insertLeadPhotos(env.DB, photos);
      console.log(`lead ${id} (${form}): ${created ? 'stored from the queue' : 'from the queue, already stored'}`);
      if (created) await queueFollowups(env, id);
      message.ack();
    } catch (error) {
      logLeadError('lead_queue_store_failed', { form, attempt: message.attempts, reason: errorText(error) });
      message.retry({ delaySeconds: queueRetryDelay(message.attempts) });
    }
  }
}
