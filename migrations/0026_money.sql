-- Migration number: 0026 	 The contractor's money (issue 47 item 5: /admin/money, insights by collected money, the payments CSV).
-- Indexes only, so the money page, the insights and the bookkeeper's CSV read a period's payments and online deposits
-- by a range of days (SEARCH) and never the whole table (SCAN) at 100,000 leads and thousands of invoices
-- (src/invoices/money.ts).
-- quotes_deposit_paid        the deposits paid online on a quote, by the instant Stripe said so (ISO 8601 UTC).
-- invoice_payments_day       every payment by its day, failed ones included (the CSV lists them, marked failed);
--                            0025's invoice_payments_paid_on keeps the collected ones (failed_at IS NULL).
CREATE INDEX quotes_deposit_paid ON quotes (deposit_paid_at) WHERE deposit_paid_at IS NOT NULL;
CREATE INDEX invoice_payments_day ON invoice_payments (paid_on, id);
