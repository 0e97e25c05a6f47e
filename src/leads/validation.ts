/**
 * The server's rules for the contact and quote forms,
 * as zod schemas for Hono's validator middleware (`@hono/zod-validator`).
 * Written with `zod/mini`, zod's tree-shakable build: the same engine and
 * parse methods, about 20 KB of the Worker instead of 450 KB.
 *
 * - Contact: Full Name, Phone Number, Email Address and
 *   Project Details required; Service (one of the site's services, or none)
 *   and Project Address optional.
 * - Quote: a first name, and a phone number or an email address (our decision;
 *   the product specification sets no rule for this form).
 * - Every field: trimmed, bounded by `MAX_LENGTH`; one-line fields hold no
 *   line break or control character.
 * - Phone: any common way of writing a North American number, read by
 *   libphonenumber-js ("(409) 555-0123", "409.555.0123", "+1 409 555 0123",
 *   "409-555-0123 x12"), stored in E.164 ("+14095550123", then " ext. 12").
 * - Email: an address SMTP carries and Reply-To can hold (RFC 5321
 *   section 4.5.3.1.1, RFC 5322 dot-atom): zod's `email` pattern (no
 *   leading, trailing or doubled dot, a dotted domain with a letter TLD, no
 *   `=` or `?`, so no RFC 2047 encoded word) and a local part of at most 64
 *   characters. Stricter than `<input type="email">`, so a few addresses the
 *   browser lets through get a 422 with the message.
 * - Multi-line fields: a line break is stored as LF (a lone CR or CRLF
 *   becomes LF), so a CR can never rewrite a line in a listing.
 * - Messages come in the language of the posted form (`lang`).
 *
 * Both schemas output the same `LeadInput`, the shape stored in `leads`.
 * Loaded only by a form post (dynamic import from the routes), so neither
 * zod nor the phone metadata is evaluated when the Worker starts.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import * as z from 'zod/mini';
import { leadMessages, type FieldMessages } from '../content/form-messages';
import { services } from '../content/index';
import { MAX_LENGTH, type FieldErrors, type Lang, type LeadAnswers, type LeadForm } from '../forms/fields';
import { NANP_METADATA } from './phone-metadata';

/** A lead as stored: the visitor's answers, normalised, plus the island's idempotency key ('' without JavaScript) and the form's language. */
export interface LeadInput extends LeadAnswers {
  idempotencyKey: string;
  lang: Lang;
}

/** No control characters (Unicode category Cc): one-line fields. */
const ONE_LINE = /^\P{Cc}*$/u;
/** No control characters but tab and line feed: multi-line fields, after line breaks became LF. */
const MULTI_LINE = /^(?:\P{Cc}|[\t\n])*$/u;

/** Longest local part of an address (RFC 5321 section 4.5.3.1.1), in octets; the pattern allows ASCII only, so characters. */
const MAX_LOCAL_PART = 64;

/** Builds both schemas with the messages `m` of one language. */
function buildSchemas(m: FieldMessages, lang: Lang) {
  /**
   * A trimmed text field of at most `max` characters. A missing field reads as
   * ''; a repeated field or a file gets `m.notText`. In a multi-line field a
   * CR, alone or before LF, becomes LF.
   */
  const text = (max: number, tooLong: string, lines: 'one' | 'many' = 'one') =>
    z.pipe(
      z._default(z.string({ error: m.notText }), ''),
      z.string().check(
        z.overwrite((value) => (lines === 'many' ? value.replace(/\r\n?/g, '\n') : value)),
        z.trim(),
        z.maxLength(max, tooLong),
        z.regex(lines === 'one' ? ONE_LINE : MULTI_LINE, m.singleLine),
      ),
    );

  /** Adds "required" to a text field: '' fails with `message`. */
  const required = <T extends z.ZodMiniType<string>>(field: T, message: string) =>
    field.check(z.refine((value: string) => value !== '', { error: message, abort: true }));

  /** Adds a rule to a text field: a value `ok` rejects fails with `message`. */
  const rule = <T extends z.ZodMiniType<string>>(field: T, ok: (value: string) => boolean, message: string) =>
    field.check(z.refine(ok, { error: message, abort: true }));

  /** An optional phone field: '' or a valid US number, output in E.164. */
  const phone = () =>
    z.pipe(
      rule(text(MAX_LENGTH.phone, m.phone.tooLong), (value) => value === '' || normalizeUsPhone(value) !== undefined, m.phone.invalid),
      z.transform((value: string) => (value === '' ? '' : normalizeUsPhone(value)!)),
    );

  /** An optional email field: '' or an address of RFC 5321/5322's dot-atom form (see the module comment). */
  const email = () =>
    rule(
      text(MAX_LENGTH.email, m.email.tooLong),
      (value) => value === '' || (z.regexes.email.test(value) && value.indexOf('@') <= MAX_LOCAL_PART),
      m.email.invalid,
    );

  /** The island's idempotency key: a UUID, or '' when the form was posted without JavaScript. */
  const idempotencyKey = z._default(z.union([z.literal(''), z.uuid({ error: m.idempotencyKey })], { error: m.idempotencyKey }), '');

  /** `POST /contact`: name, phone, email and message required. */
  const contact = z.pipe(
    z.object({
      name: required(text(MAX_LENGTH.name, m.name.tooLong), m.name.required),
      phone: required(phone(), m.phone.required),
      email: required(email(), m.email.required),
      service: rule(
        text(MAX_LENGTH.service, m.service.tooLong),
        (value) => value === '' || SERVICE_NAMES.includes(value),
        m.service.invalid,
      ),
      address: text(MAX_LENGTH.address, m.address.tooLong),
      message: required(text(MAX_LENGTH.message, m.message.tooLong, 'many'), m.message.required),
      idempotencyKey,
    }),
    z.transform((v): LeadInput => ({ ...v, lang })),
  );

  /** `POST /quote`: a first name, and a phone number or an email address. */
  const quote = z.pipe(
    z
      .object({
        firstName: required(text(MAX_LENGTH.firstName, m.firstName.tooLong), m.firstName.required),
        lastName: text(MAX_LENGTH.lastName, m.lastName.tooLong),
        email: email(),
        phone: phone(),
        address: text(MAX_LENGTH.address, m.address.tooLong),
        service: text(MAX_LENGTH.service, m.service.tooLong),
        description: text(MAX_LENGTH.description, m.description.tooLong, 'many'),
        idempotencyKey,
      })
      .check(
        z.superRefine((v, ctx) => {
          if (v.phone === '' && v.email === '') ctx.addIssue({ code: 'custom', path: ['phone'], message: m.phoneOrEmail });
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
        lang,
      }),
    ),
  );
  /** `POST /book` (issue 29): the contact form's rules, with the email and the notes (`message`) optional; the street and town are checked by the booking route. */
  const booking = z.pipe(
    z.object({
      name: required(text(MAX_LENGTH.name, m.name.tooLong), m.name.required),
      phone: required(phone(), m.phone.required),
      email: email(),
      service: rule(
        text(MAX_LENGTH.service, m.service.tooLong),
        (value) => value === '' || SERVICE_NAMES.includes(value),
        m.service.invalid,
      ),
      address: text(MAX_LENGTH.address, m.address.tooLong),
      message: text(MAX_LENGTH.message, m.message.tooLong, 'many'),
      idempotencyKey,
    }),
    z.transform((v): LeadInput => ({ ...v, lang })),
  );
  return { contact, quote, booking };
}

/**
 * Reads a North American phone number written any common way; returns it in
 * E.164 (plus " ext. N" when an extension was given), or undefined when it is
 * not a valid number with country code 1.
 */
function normalizeUsPhone(value: string): string | undefined {
  const phone = parsePhoneNumberFromString(value, 'US', NANP_METADATA);
  if (phone?.countryCallingCode !== '1' || !phone.isValid()) return undefined;
  return phone.ext ? `${phone.number} ext. ${phone.ext}` : phone.number;
}

/** The service names the contact form's select offers: the site's 15 services, in their order. */
const SERVICE_NAMES = services.map((service) => service.name);

const SCHEMAS = { en: buildSchemas(leadMessages('en').fields, 'en'), es: buildSchemas(leadMessages('es').fields, 'es') };

/** The schema of `form` with messages in `lang`. */
export const leadSchema = (form: LeadForm | 'booking', lang: Lang) => SCHEMAS[lang][form];

/** `POST /contact` with English messages. */
export const contactSchema = SCHEMAS.en.contact;
/** `POST /quote` with English messages. */
export const quoteSchema = SCHEMAS.en.quote;

/**
 * Validates the posted fields of `form` with the messages of `lang`:
 * `{ input }` (normalised) or `{ errors }` (the first message of each field
 * that failed, zod's `flattenError`, e.g. `{ phone: 'Enter your phone number.' }`).
 */
export function validateLead(
  form: LeadForm | 'booking',
  lang: Lang,
  fields: Record<string, unknown>,
): { input: LeadInput } | { errors: FieldErrors } {
  const result = leadSchema(form, lang).safeParse(fields);
  if (result.success) return { input: result.data };
  const { fieldErrors: all } = z.flattenError(result.error);
  return {
    errors: Object.fromEntries(
      Object.entries(all as Record<string, string[] | undefined>).flatMap(([field, messages]) =>
        messages?.[0] ? [[field, messages[0]]] : [],
      ),
    ),
  };
}
