#!/usr/bin/env node
/**
 * `npm run leads`: prints the contact and quote requests stored in the
 * `leads` table of the D1 database DB, newest first, through
 * `wrangler d1 execute`.
 *
 *   npm run leads                       the local database of `npm start` (.wrangler/state)
 *   npm run leads -- --remote           the deployed database (needs `npm run wrangler -- login`)
 *   npm run leads -- --full             every field in full, one block per lead (default: a table)
 *   npm run leads -- --limit 200        how many leads, newest first (default 50, at most 1000)
 *   npm run leads -- --persist-to DIR   a local database kept elsewhere (the browser tests' server)
 *   npm run leads -- --json             the rows as JSON, for scripts
 *   npm run leads -- status <id> <status> [--amount <usd>] [--reason "…"] [--note "…"] [--follow-up YYYY-MM-DD]
 *                                       moves a lead through the pipeline (scripts/leads-status.mjs)
 *
 * "email" in the output is the notification to the contractor: sent,
 * pending (will be retried by the cron trigger), failed (gave up after 8
 * attempts; the lead itself is kept) or capped (not emailed: the hourly cap);
 * "status" is where the sale stands (new, contacted, … won, done, lost). Leads posted from the Spanish form
 * say "Spanish-speaking visitor". What visitors typed is printed with
 * control, bidi-format and line-separator characters written out ("[U+202E]"),
 * so no text can rewrite the terminal. Exits 1 with wrangler's message when
 * the query fails.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { business } from '../src/content/business.ts';
import { shown } from './cli-output.mjs';
import { SPANISH_MARK } from '../src/forms/fields.ts';

// `npm run leads -- status <id> <status> …`: a pipeline change (scripts/leads-status.mjs).
if (process.argv[2] === 'status') {
  const { leadStatusCommand } = await import('./leads-status.mjs');
  process.exit(await leadStatusCommand(process.argv.slice(3)));
}

const { values: options } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    limit: { type: 'string', default: '50' },
    'persist-to': { type: 'string' },
  },
});

const limit = Number(options.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error('--limit must be a whole number from 1 to 1000');
  process.exit(2);
}

const sql = `SELECT id, created_at, form, lang, name, phone, email, service, address, message, notify_status, notify_attempts, last_error, status, stored_late
  FROM leads ORDER BY id DESC LIMIT ${limit}`;
const where = options.remote ? ['--remote'] : ['--local', ...(options['persist-to'] ? ['--persist-to', options['persist-to']] : [])];
const args = ['d1', 'execute', 'DB', ...where, '--command', sql, '--json'];

let rows;
try {
  const { stdout } = await promisify(execFile)(join('node_modules', '.bin', 'wrangler'), args, {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    maxBuffer: 64 << 20,
  });
  rows = JSON.parse(stdout)[0]?.results ?? [];
} catch (error) {
  console.error(`Could not read the leads (wrangler ${args.slice(0, 4).join(' ')} …):\n${error.stderr || error.stdout || error.message}`);
  if (!options.remote) console.error('For the local database, run `npm start` once first: it creates the table.');
  process.exit(1);
}

if (options.json) {
  console.log(JSON.stringify(rows, null, 2));
  process.exit(0);
}

const source = options.remote ? 'the deployed database' : 'the local database';
if (rows.length === 0) {
  console.log(`No leads in ${source} yet.`);
  process.exit(0);
}

/** A stored time as the office reads it: "Nov 21, 2026, 12:05 PM" in the business time zone. */
const received = (iso) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: business.timeZone }).format(new Date(iso));
/** The notification state: "sent", "pending (2 tries)", "failed (8 tries)". */
const emailState = (row) =>
  (row.notify_status === 'sent' || row.notify_status === 'capped'
    ? row.notify_status
    : `${row.notify_status} (${row.notify_attempts} ${row.notify_attempts === 1 ? 'try' : 'tries'})`) +
  (row.stored_late ? ', stored late' : '');
/** A stored phone number (E.164) as people read it: "(409) 555-0142". */
const phone = (stored) => (stored ? (parsePhoneNumberFromString(stored)?.formatNational() ?? stored) : '');
/** One line of at most `max` characters, invisible characters written out. */
const short = (text, max) => shown(text, { max });

console.log(`${rows.length} most recent lead${rows.length === 1 ? '' : 's'} in ${source} (newest first, times in ${business.timeZone}):`);
if (options.full) {
  for (const row of rows) {
    console.log(
      `\n#${row.id}  ${row.form}  ${row.status}  ${received(row.created_at)}  email ${emailState(row)}${row.lang === 'es' ? `  ${SPANISH_MARK}` : ''}`,
    );
    for (const [label, value] of [
      ['Name', row.name],
      ['Phone', phone(row.phone)],
      ['Email', row.email],
      ['Service', row.service],
      ['Address', row.address],
    ]) {
      if (value) console.log(`  ${label}: ${shown(value)}`);
    }
    if (row.message) console.log(`  Message:\n    ${shown(row.message, { keepNewlines: true }).split('\n').join('\n    ')}`);
    if (row.last_error && row.notify_status !== 'sent') console.log(`  Last email error: ${shown(row.last_error)}`);
  }
} else {
  // Keyed by lead id, so the table's first column is the id.
  console.table(
    Object.fromEntries(
      rows.map((row) => [
        `#${row.id}`,
        {
          received: received(row.created_at),
          form: row.form + (row.lang === 'es' ? ` (${SPANISH_MARK})` : ''),
          status: row.status,
          name: short(row.name, 30),
          phone: phone(row.phone),
          email: short(row.email, 40),
          service: short(row.service, 24),
          message: short(row.message, 40),
          'email to office': emailState(row),
        },
      ]),
    ),
  );
  console.log('Every field in full: npm run leads -- --full');
}
