/**
 * What a project post may hold, checked with zod: the fields of the project form of
 * /admin/projects and of `npm run projects -- add` (the same names in both).
 * - `service`: one of the 15 service slugs; `town`: one of the 15 service
 *   areas' slugs, or "beaumont" (the home city, which has no page of its own);
 * - `month`: the month the project was finished, "YYYY-MM", not after this month;
 * - `description`: 20-600 characters; `description_es`: the same bounds, or empty;
 * - `customer_name` and `customer_quote`: optional, published only with `consent`;
 * - photos: 1-10 to publish (a draft may have none yet), each with alt text
 *   (1-200 characters) and a phase, "before", "after" or none;
 * - `cover_photo_id`: the id of the photo the cards show, or empty (the first
 *   "after" photo, else the first); `featured`: home's first screen shows
 *   this project (migrations/0006_job_cover_featured.sql).
 */
import * as z from 'zod/mini';
import { cities, services, HOME_TOWN_SLUG } from '../content/index';

/** Most photos a project may have. */
export const MAX_PROJECT_PHOTOS = 10;

/** Description bounds, in characters. */
const DESCRIPTION_LENGTH = { min: 20, max: 600 } as const;

const serviceSlugs = services.map((s) => s.slug) as [string, ...string[]];
const townSlugs = [HOME_TOWN_SLUG, ...cities.map((c) => c.slug)] as [string, ...string[]];

/** A trimmed text of at most `max` characters (zod/mini, as the lead forms: the Worker bundles no zod locale). */
const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`));

/** "" for a field left empty: an optional text, or null. */
const optionalText = (max: number) =>
  z.pipe(
    trimmed(max),
    z.transform((v: string) => v || null),
  );

/** One photo's words: its alt text (English, and Spanish or empty) and phase. */
export const photoWordsSchema = z.object({
  alt: trimmed(200).check(z.minLength(1, 'Describe the photo for people who cannot see it.')),
  alt_es: optionalText(200),
  phase: z.pipe(
    z.enum(['before', 'after', '']),
    z.transform((v: 'before' | 'after' | '') => (v === '' ? null : v)),
  ),
});

/** What a photo's words are once checked. */
export type PhotoWords = z.output<typeof photoWordsSchema>;

/**
 * The project's own fields. `now` bounds the month: a project cannot be finished in a
 * month that has not begun.
 */
export const projectFieldsSchema = (now: Date) =>
  z
    .object({
      service: z.enum(serviceSlugs, 'Choose the service.'),
      town: z.enum(townSlugs, 'Choose the town.'),
      month: z.string().check(
        z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM.'),
        z.refine((m: string) => m >= '2000-01' && m <= now.toISOString().slice(0, 7), 'Give a month from 2000 up to this month.'),
      ),
      description: trimmed(DESCRIPTION_LENGTH.max).check(
        z.minLength(DESCRIPTION_LENGTH.min, `Write at least ${DESCRIPTION_LENGTH.min} characters.`),
      ),
      description_es: z.pipe(
        z.string().check(
          z.trim(),
          z.refine(
            (v: string) => v === '' || (v.length >= DESCRIPTION_LENGTH.min && v.length <= DESCRIPTION_LENGTH.max),
            `Leave it empty or write ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters.`,
          ),
        ),
        z.transform((v: string) => v || null),
      ),
      customer_name: optionalText(40),
      customer_quote: optionalText(600),
      consent: z.boolean(),
      featured: z.boolean(),
      cover_photo_id: z.pipe(
        z.string().check(z.regex(/^\d{0,9}$/, 'Choose the cover among the project’s photos.')),
        z.transform((v: string) => (v ? Number(v) : null)),
      ),
    })
    .check(
      z.refine((project) => !project.consent || Boolean(project.customer_name && project.customer_quote), {
        error: 'To publish a customer’s words, give both the first name and the quote.',
        path: ['customer_quote'],
      }),
    );

/**
 * The idempotency key of a project post or a photo upload from the project form's outbox (field `idempotency_key`): a UUID,
 * made in the browser when the project enters the outbox (migrations/0011). Empty: none (no JavaScript, `npm run projects`).
 */
export const idempotencyKeySchema = z.union([z.literal(''), z.uuid()]);

/** A project's checked fields. */
export type ProjectFields = z.output<ReturnType<typeof projectFieldsSchema>>;

/** The error messages of a failed check, by field name (the first message of each). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
