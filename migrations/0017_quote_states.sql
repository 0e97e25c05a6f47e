-- Migration number: 0017 	 A quote's states told to both sides, its open Checkout Session, its reminders, and the record of
-- what the signer was shown (issue 44).
--   quotes.viewed_at             the customer's first open of the quote's page, ISO 8601 UTC; NULL until then (set once).
--   quotes.signed_consent        the consent sentence exactly as shown beside the signature (the audit page prints it).
--   quotes.signed_notices_hash   SHA-256 (hex) of the consent, disclosure and notices as shown when signed, in the quote's language.
--   quotes.checkout_session      the one open Checkout Session of the deposit ("cs_…"), reused until it expires; NULL for none.
--   quotes.checkout_url          that session's Checkout page.
--   quotes.checkout_expires_at   when that session expires, ISO 8601 UTC.
--   quotes.reminders_sent        how many follow-up reminders the customer was sent (at most two).
--   quotes.last_reminded_at      when the last reminder went, ISO 8601 UTC.
--   quotes.reminders_stopped     1 once the contractor stopped the reminders of this quote.
ALTER TABLE quotes ADD COLUMN viewed_at TEXT;
ALTER TABLE quotes ADD COLUMN signed_consent TEXT;
ALTER TABLE quotes ADD COLUMN signed_notices_hash TEXT;
ALTER TABLE quotes ADD COLUMN checkout_session TEXT;
ALTER TABLE quotes ADD COLUMN checkout_url TEXT;
ALTER TABLE quotes ADD COLUMN checkout_expires_at TEXT;
ALTER TABLE quotes ADD COLUMN reminders_sent INTEGER NOT NULL DEFAULT 0;
ALTER TABLE quotes ADD COLUMN last_reminded_at TEXT;
ALTER TABLE quotes ADD COLUMN reminders_stopped INTEGER NOT NULL DEFAULT 0;
