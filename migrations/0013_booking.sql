-- Online booking (issue 29, docs/booking.md): a booked visit is a lead (form 'booking', status 'visit_booked')
-- with its arrival window, UTC instants (ISO 8601), shown on /admin/leads and in the lead email.
ALTER TABLE leads ADD COLUMN visit_start TEXT;
ALTER TABLE leads ADD COLUMN visit_end TEXT;
