-- Migration number: 0018 	 Payments recorded apart from a quote's deposit (issue 44, fault 1): a paid Checkout Session
-- that must not mark the deposit paid, kept for the contractor to refund.
--   quote_payments.session    the Checkout Session ("cs_…"), once per session.
--   quote_payments.event_id   the Stripe event that said it was paid (its id is also in stripe_events).
--   quote_payments.cents      what Stripe says was paid (`amount_total`), in the smallest unit of `currency`.
--   quote_payments.currency   Stripe's currency code, lower case ("usd").
--   quote_payments.flag       why it is apart: 'mismatch' (amount, currency or version not the deposit's),
--                             'second' (the deposit was already paid), 'not_accepted' (the quote is not accepted:
--                             cancelled, declined, replaced or never accepted).
--   quote_payments.at         when the webhook recorded it, ISO 8601 UTC.
--   quote_payments.refunded_at  when the contractor marked it refunded; NULL until then.
CREATE TABLE quote_payments (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quotes (id),
  session TEXT NOT NULL UNIQUE,
  event_id TEXT NOT NULL,
  cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  flag TEXT NOT NULL CHECK (flag IN ('mismatch', 'second', 'not_accepted')),
  at TEXT NOT NULL,
  refunded_at TEXT
);
CREATE INDEX quote_payments_by_quote ON quote_payments (quote_id, at);
