/**
 * The server's rules for the contact and quote forms (issue 7, "Validation"),
 * as zod schemas for Hono's validator middleware (`@hono/zod-validator`).
 * Written with `zod/mini`, zod's tree-shakable build: the same engine and
 * parse methods, about 20 KB of the Worker instead of 450 KB.
 *
 * - Contact (spec section 5): Full Name, Phone Number, Email Address and
 *   Project Details required; Service (one of the site's services, or none)
 *   and Project Address optional.
 * - Quote: a first name, and a phone number or an email address (our decision;
 *   the spec shows no rules for it).
 * - Every field: trimmed, bounded by `MAX_LENGTH`; one-line fields hold no
 *   line break or control character.
 * - Phone: any common way of writing a North American number, read by
 *   libphonenumber-js ("(409) 555-0123", "409.555.0123", "+1 409 555 0123",
 *   "409-555-0123 x12"), stored in E.164 ("+14095550123", then " ext. 12").
 * - Email: the HTML Standard's valid e-mail address (the rule browsers apply
 *   to `<input type="email">`), so the no-JavaScript and JavaScript paths agree.
 *
 * Both schemas output the same `LeadInput`, the shape stored in `leads`.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import * as z from 'zod/mini';
import { FIELD_MESSAGES } from '../content/form-messages';
import { services } from '../content/index';
import { MAX_LENGTH, type FieldErrors } from './fields';

/** A lead as stored: the visitor's answers, normalised, plus the island's idempotency key ('' without JavaScript). */
export interface LeadInput {
  name: string;
  phone: string;
  email: string;
  service: string;
  address: string;
  message: string;
  idempotencyKey: string;
}

/** No control characters (Unicode category Cc): one-line fields. */
const ONE_LINE = /^\P{Cc}*$/u;
/** No control characters but tab, line feed and carriage return: multi-line fields. */
const MULTI_LINE = /^(?:\P{Cc}|[\t\n\r])*$/u;

/**
 * A trimmed text field of at most `max` characters. A missing field reads as
 * ''; a repeated field or a file gets `FIELD_MESSAGES.notText`.
 */
function text(max: number, tooLong: string, lines: 'one' | 'many' = 'one') {
  return z.pipe(
    z._default(z.string({ error: FIELD_MESSAGES.notText }), ''),
    z.string().check(z.trim(), z.maxLength(max, tooLong), z.regex(lines === 'one' ? ONE_LINE : MULTI_LINE, FIELD_MESSAGES.singleLine)),
  );
}

/** Adds "required" to a text field: '' fails with `message`. */
const required = <T extends z.ZodMiniType<string>>(field: T, message: string) =>
  field.check(z.refine((value: string) => value !== '', { error: message, abort: true }));

/** Adds a rule to a text field: a value `ok` rejects fails with `message`. */
const rule = <T extends z.ZodMiniType<string>>(field: T, ok: (value: string) => boolean, message: string) =>
  field.check(z.refine(ok, { error: message, abort: true }));

/**
 * Reads a North American phone number written any common way; returns it in
 * E.164 (plus " ext. N" when an extension was given), or undefined when it is
 * not a valid number with country code 1.
 */
function normalizeUsPhone(value: string): string | undefined {
  const phone = parsePhoneNumberFromString(value, 'US');
  if (phone?.countryCallingCode !== '1' || !phone.isValid()) return undefined;
  return phone.ext ? `${phone.number} ext. ${phone.ext}` : phone.number;
}

/** An optional phone field: '' or a valid US number, output in E.164. */
const phone = () =>
  z.pipe(
    rule(
      text(MAX_LENGTH.phone, FIELD_MESSAGES.phone.tooLong),
      (value) => value === '' || normalizeUsPhone(value) !== undefined,
      FIELD_MESSAGES.phone.invalid,
    ),
    z.transform((value: string) => (value === '' ? '' : normalizeUsPhone(value)!)),
  );

/** An optional email field: '' or an HTML Standard valid e-mail address. */
const email = () =>
  rule(
    text(MAX_LENGTH.email, FIELD_MESSAGES.email.tooLong),
    (value) => value === '' || z.regexes.html5Email.test(value),
    FIELD_MESSAGES.email.invalid,
  );

/** The island's idempotency key: a UUID, or '' when the form was posted without JavaScript. */
const idempotencyKey = z._default(
  z.union([z.literal(''), z.uuid({ error: FIELD_MESSAGES.idempotencyKey })], { error: FIELD_MESSAGES.idempotencyKey }),
  '',
);

/** The service names the contact form's select offers (spec section 3). */
const SERVICE_NAMES = services.map((service) => service.name);

/** `POST /contact` (spec section 5): name, phone, email and message required. */
export const contactSchema = z.pipe(
  z.object({
    name: required(text(MAX_LENGTH.name, FIELD_MESSAGES.name.tooLong), FIELD_MESSAGES.name.required),
    phone: required(phone(), FIELD_MESSAGES.phone.required),
    email: required(email(), FIELD_MESSAGES.email.required),
    service: rule(
      text(MAX_LENGTH.service, FIELD_MESSAGES.service.tooLong),
      (value) => value === '' || SERVICE_NAMES.includes(value),
      FIELD_MESSAGES.service.invalid,
    ),
    address: text(MAX_LENGTH.address, FIELD_MESSAGES.address.tooLong),
    message: required(text(MAX_LENGTH.message, FIELD_MESSAGES.message.tooLong, 'many'), FIELD_MESSAGES.message.required),
    idempotencyKey,
  }),
  z.transform((v): LeadInput => v),
);

/** `POST /quote`: a first name, and a phone number or an email address. */
export const quoteSchema = z.pipe(
  z
    .object({
      firstName: required(text(MAX_LENGTH.firstName, FIELD_MESSAGES.firstName.tooLong), FIELD_MESSAGES.firstName.required),
      lastName: text(MAX_LENGTH.lastName, FIELD_MESSAGES.lastName.tooLong),
      email: email(),
      phone: phone(),
      address: text(MAX_LENGTH.address, FIELD_MESSAGES.address.tooLong),
      service: text(MAX_LENGTH.service, FIELD_MESSAGES.service.tooLong),
      description: text(MAX_LENGTH.description, FIELD_MESSAGES.description.tooLong, 'many'),
      idempotencyKey,
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.phone === '' && v.email === '') ctx.addIssue({ code: 'custom', path: ['phone'], message: FIELD_MESSAGES.phoneOrEmail });
      }),
    ),
  z.transform(
    (v): LeadInput => ({
      name: [v.firstName, v.lastName].filter(Boolean).join(' '),
      phone: v.phone,
      email: v.email,
      service: v.service,
      address: v.address,
      message: v.description,
      idempotencyKey: v.idempotencyKey,
    }),
  ),
);

/** The first message of each field that failed (zod's `flattenError`), e.g. `{ phone: 'Enter your phone number.' }`. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const { fieldErrors: all } = z.flattenError(error);
  return Object.fromEntries(
    Object.entries(all as Record<string, string[] | undefined>).flatMap(([field, messages]) =>
      messages?.[0] ? [[field, messages[0]]] : [],
    ),
  );
}
