/**
 * What a job post may hold, checked with zod: the fields of the job form of
 * /admin/jobs and of `npm run jobs -- add` (the same names in both).
 * - `service`: one of the 15 service slugs; `town`: one of the 15 service
 *   areas' slugs, or "beaumont" (the home city, which has no page of its own);
 * - `month`: the month the job was finished, "YYYY-MM", not after this month;
 * - `description`: 20-600 characters; `description_es`: the same bounds, or empty;
 * - `customer_name` and `customer_quote`: optional, published only with `consent`;
 * - photos: 1-10 to publish (a draft may have none yet), each with alt text
 *   (1-200 characters) and a phase, "before", "after" or none.
 */
import { z } from 'zod';
import { cities, services } from '../content/index';

/** The home city's slug, a town a job may be in besides the 15 service areas. */
export const HOME_TOWN = 'beaumont';

/** Most photos a job may have. */
export const MAX_JOB_PHOTOS = 10;

/** Description bounds, in characters. */
export const DESCRIPTION_LENGTH = { min: 20, max: 600 } as const;

const serviceSlugs = services.map((s) => s.slug) as [string, ...string[]];
const townSlugs = [HOME_TOWN, ...cities.map((c) => c.slug)] as [string, ...string[]];

/** "" for a field left empty: an optional text. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `At most ${max} characters.` })
    .transform((v) => v || null);

/** One photo's words: its alt text (English, and Spanish or empty) and phase. */
export const photoWordsSchema = z.object({
  alt: z
    .string()
    .trim()
    .min(1, { message: 'Describe the photo for people who cannot see it.' })
    .max(200, { message: 'At most 200 characters.' }),
  alt_es: optionalText(200),
  phase: z.enum(['before', 'after', '']).transform((v) => v || null),
});

/** What a photo's words are once checked. */
export type PhotoWords = z.output<typeof photoWordsSchema>;

/**
 * The job's own fields. `now` bounds the month: a job cannot be finished in a
 * month that has not begun.
 */
export const jobFieldsSchema = (now: Date) =>
  z
    .object({
      service: z.enum(serviceSlugs, { message: 'Choose the service.' }),
      town: z.enum(townSlugs, { message: 'Choose the town.' }),
      month: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Give the month as YYYY-MM.' })
        .refine((m) => m >= '2000-01' && m <= now.toISOString().slice(0, 7), { message: 'Give a month from 2000 up to this month.' }),
      description: z
        .string()
        .trim()
        .min(DESCRIPTION_LENGTH.min, { message: `Write at least ${DESCRIPTION_LENGTH.min} characters.` })
        .max(DESCRIPTION_LENGTH.max, { message: `At most ${DESCRIPTION_LENGTH.max} characters.` }),
      description_es: z
        .string()
        .trim()
        .refine((v) => v === '' || (v.length >= DESCRIPTION_LENGTH.min && v.length <= DESCRIPTION_LENGTH.max), {
          message: `Leave it empty or write ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters.`,
        })
        .transform((v) => v || null),
      customer_name: optionalText(40),
      customer_quote: optionalText(600),
      consent: z.boolean(),
    })
    .refine((job) => !job.consent || (job.customer_name && job.customer_quote), {
      message: 'To publish a customer’s words, give both the first name and the quote.',
      path: ['customer_quote'],
    });

/** A job's checked fields. */
export type JobFields = z.output<ReturnType<typeof jobFieldsSchema>>;

/** The error messages of a failed check, by field name (the first message of each). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
