-- Migration number: 0008 	 Leads: the acknowledgement email to the customer (issue 30).
--   ack_claimed_at  when a send of the acknowledgement started (ISO 8601 UTC); a claim older than two minutes is
--                   taken as failed, so a retry may send; NULL when none is in flight.
--   ack_sent_at     when the acknowledgement went out (ISO 8601 UTC); NULL until then, and for a lead without email.
-- Leads stored before this are marked as acknowledged at their creation: nobody is written to months late.
ALTER TABLE leads ADD COLUMN ack_claimed_at TEXT;
ALTER TABLE leads ADD COLUMN ack_sent_at TEXT;
UPDATE leads SET ack_sent_at = created_at WHERE email <> '';
