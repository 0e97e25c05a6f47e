/**
 * The fixed words of the contact and quote forms: the required-fields notes
 * and the error summary heading. The form islands import
 * this module, so it holds no business fact (the hydration bundle would then
 * carry the whole business profile): the words built from the profile (the
 * success alert, the send failure) are in form-messages.ts and reach the
 * islands as props.
 */

/** The note under the contact form. */
export const REQUIRED_NOTE = '* Required fields. We respect your privacy and never share your information.';

/** The note under the quote form: what it needs (first name, and a phone number or an email). */
export const QUOTE_NOTE =
  '* Required. Give us a phone number or an email address so we can reach you. We respect your privacy and never share your information.';

/** The heading of the error summary above a form. */
export const ERROR_SUMMARY_HEADING = 'Please correct the following:';
