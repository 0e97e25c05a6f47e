/**
 * What a signer was shown beside the signature (issue 44 §9), kept with the acceptance so the signed record
 * reproduces it whatever the words become later: the consent sentence itself (`quotes.signed_consent`) and the
 * SHA-256 of every text the page shows before the signature in that language (`quotes.signed_notices_hash`): the
 * consent, the electronic-signature disclosure (15 U.S.C. §7001(c)) and the notices (16 CFR 429.1, Tex. Prop. Code
 * §53.255(b), §41.007), their blanks filled as the unsigned page fills them. The wording itself is the content's
 * (src/content/quotes.ts, src/content/quote-notices.ts: drafts for the owner's lawyer), never copied here. The payment
 * schedule (issue 47) is part of the quote's content hash (src/quotes/model.ts `canonicalText`), which the acceptance
 * records and the PDF prints: a schedule changed after signing no longer matches the signed hash.
 */
import { sha256 } from 'hono/utils/crypto';
import { addressLine, business } from '../content/business';
import { QUOTE_NOTICES } from '../content/quote-notices';
import { QUOTE_WORDS } from '../content/quotes';
import type { Locale } from '../i18n';

/** The consent sentence shown beside the checkbox in `lang` (src/content/quotes.ts `page.accept.consent`). */
export const consentSentence = (lang: Locale): string => QUOTE_WORDS[lang].page.accept.consent;

/**
 * The texts shown before the signature in `lang`, in page order, as one string (one text a line, blanks filled
 * as on an unsigned page: the phone, the email, the seller, the address, "the third business day after the day
 * you accept").
 */
export function shownTexts(lang: Locale): string {
  const page = QUOTE_WORDS[lang].page;
  const notices = QUOTE_NOTICES[lang];
  const cancellation = notices.cancellation;
  return [
    notices.heading,
    notices.coolingOff,
    notices.coolingOffCitation,
    cancellation.heading,
    cancellation.dateWhenAccepted,
    ...cancellation.paragraphs,
    cancellation.howTo
      .replace('{seller}', business.name)
      .replace('{address}', addressLine)
      .replace('{deadline}', cancellation.deadlineWhenAccepted),
    cancellation.iCancel,
    cancellation.citation,
    notices.disclosure.heading,
    ...notices.disclosure.paragraphs,
    notices.disclosure.citation,
    notices.homestead.heading,
    notices.homestead.text.replace('{phone}', business.phone.display),
    page.disclosure.heading,
    ...page.disclosure.paragraphs.map((paragraph) =>
      paragraph.replace('{phone}', business.phone.display).replace('{email}', business.email),
    ),
    page.disclosure.citation,
    consentSentence(lang),
  ].join('\n');
}

/**
 * The SHA-256 (64 hex digits) of `shownTexts(lang)`: the one function that hashes what a signer was shown.
 * @returns the hex digest
 */
export async function noticesHash(lang: Locale): Promise<string> {
  return (await sha256(shownTexts(lang))) ?? '';
}
