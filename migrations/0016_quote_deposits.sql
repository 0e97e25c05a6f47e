-- Migration number: 0016 	 A quote's deposit paid online through Stripe Checkout (issue 38 §7).
--   quotes.deposit_paid_at       when Stripe said the deposit was paid, ISO 8601 UTC; NULL while unpaid (set once).
--   quotes.deposit_paid_cents    what Stripe said was paid, whole US cents (the session's amount_total).
--   quotes.deposit_checkout      the Checkout Session id ("cs_…") that paid it.
--   stripe_events                the Stripe webhook events already handled, by event id ("evt_…"): a second delivery
--                                of one event changes nothing. `claim` is a random value of the delivery that stored
--                                the row, so the statements of the same batch act only for that delivery.
ALTER TABLE quotes ADD COLUMN deposit_paid_at TEXT;
ALTER TABLE quotes ADD COLUMN deposit_paid_cents INTEGER;
ALTER TABLE quotes ADD COLUMN deposit_checkout TEXT;
CREATE TABLE stripe_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL,
  claim TEXT NOT NULL
);
