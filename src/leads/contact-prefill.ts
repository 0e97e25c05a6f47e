import * as z from 'zod/mini';
import { findService } from '../content/index';
import { EMPTY_CONTACT, MAX_LENGTH, type ContactValues } from '../forms/fields';

/**
 * The contact form's prefill from a query string (the
 * calculator's "Get an exact quote" hand-off): `service` is a service slug,
 * shown preselected by its name; `message` is the text the Project Details
 * field starts with (at most the field's maximum length). Anything else, an
 * unknown slug or an over-long message is dropped, never echoed; React
 * escapes what is shown. zod/mini, like the lead validation: the Worker
 * carries one small zod.
 */
const Prefill = z.object({
  service: z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((slug: string) => findService(slug)?.name),
      ),
    ),
    undefined,
  ),
  message: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(MAX_LENGTH.message))), undefined),
});

/** The contact form's starting values for a query (`?service=…&message=…`), or undefined when the query prefills nothing. */
export function contactPrefill(query: Record<string, string>): ContactValues | undefined {
  const { service, message } = Prefill.parse(query);
  if (!service && !message) return undefined;
  return { ...EMPTY_CONTACT, service: service ?? '', message: message ?? '' };
}
