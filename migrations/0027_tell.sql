-- Migration number: 0027 	 The invoices the reminders' cron reads (issue 47 item 4; src/invoices/messages.ts oweDueReminders).
-- invoices_remind  the invoices sent with reminders on, by due day: the cron's query (status 'sent', reminders_off 0,
--                  due_on BETWEEN today - 17 AND today - 3) SEARCHes this partial index instead of SCANning every
--                  invoice (EXPLAIN QUERY PLAN in test/invoices-tell-integration.test.ts).
CREATE INDEX invoices_remind ON invoices (due_on) WHERE status = 'sent' AND reminders_off = 0;
