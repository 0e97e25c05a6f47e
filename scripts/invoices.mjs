#!/usr/bin/env node
/**
 * `npm run invoices`: a job's invoices and the payments recorded by hand (issue 47 item 6), through the site's own
 * admin routes (src/invoices/admin/routes.tsx), so an invoice passes the same checks as one made on the lead's page.
 *
 *   npm run invoices -- create <leadId> [--milestone <name> | --item "<description>|<quantity>|<unit>|<unit price usd>"] [--due-days <n>] [--send]
 *   npm run invoices -- pay <invoice> --amount <usd> --method <check|cash|transfer|card> [--date <YYYY-MM-DD>] [--note "<text>"]
 *   npm run invoices -- list [--unpaid]
 *
 * `create` prints "Invoice INV-<n> for lead #<id>: $<amount>, due <date>. Customer page: <absolute url>". Amounts
 * are read by the site as whole cents (at most two decimals; never a float). Local by default; `--remote` and
 * `--url` as for `npm run quotes` (scripts/site-client.mjs); text from the site printed through `shown`.
 * Exit codes: 0 done; 1 refused (no job, a total past 100 %, a negative amount, a payment over the balance or on a
 * void invoice…) with the reasons; 2 a usage error.
 */
import { shown } from './cli-output.mjs';
import { commandLine } from './command-line.mjs';
import { siteClient } from './site-client.mjs';

const USAGE = `Usage:
  npm run invoices -- create <leadId> [--milestone <name> | --item "<description>|<quantity>|<unit>|<unit price usd>"] [--due-days <n>] [--send]
  npm run invoices -- pay <invoice> --amount <usd> --method <check|cash|transfer|card> [--date <YYYY-MM-DD>] [--note "<text>"]
  npm run invoices -- list [--unpaid]
Milestones: acceptance, pour, completion, retainage (the quote's payment schedule). Units: sqft, lf, cy, each, lump.
Options: --remote (the deployed site), --url <origin> (another address).`;

const { options, positionals, usage, fail, refused } = commandLine(USAGE, {
  milestone: { type: 'string' },
  item: { type: 'string', multiple: true },
  'due-days': { type: 'string' },
  send: { type: 'boolean', default: false },
  amount: { type: 'string' },
  method: { type: 'string' },
  date: { type: 'string' },
  note: { type: 'string' },
  unpaid: { type: 'boolean', default: false },
});
const [command, argument, ...extra] = positionals;

if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const COMMANDS = ['create', 'pay', 'list'];
if (!COMMANDS.includes(command)) usage(command ? `Unknown command: ${command}` : `Name a command: ${COMMANDS.join(', ')}.`);
if (extra.length > 0) usage(`Unexpected: ${extra.join(' ')}`);
const only = { create: ['milestone', 'item', 'due-days', 'send'], pay: ['amount', 'method', 'date', 'note'], list: ['unpaid'] };
for (const [other, names] of Object.entries(only))
  for (const name of names)
    if (other !== command && options[name] !== undefined && options[name] !== false) usage(`--${name} belongs to ${other}.`);

const client = siteClient(options, fail);
const form = (body) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });

if (command === 'create') {
  if (!argument || !/^\d+$/.test(argument)) usage('Give the lead number: npm run invoices -- create <leadId> …');
  if (options.milestone && options.item?.length) usage('Give --milestone or --item, not both.');
  if (!options.milestone && !options.item?.length)
    usage('Give --milestone <name> or --item "<description>|<quantity>|<unit>|<unit price usd>".');
  if (options['due-days'] !== undefined && !/^\d+$/.test(options['due-days'])) usage('--due-days is a whole number of days.');
  const body = new URLSearchParams();
  if (options.milestone) body.set('milestone', options.milestone);
  for (const item of options.item ?? []) body.append('item', item);
  if (options['due-days'] !== undefined) body.set('dueDays', options['due-days']);
  if (options.send) body.set('send', 'yes');
  const { status, body: answer } = await client.send(`/admin/leads/${argument}/invoices`, form(body));
  if (status !== 201) refused(status, answer);
  const invoice = answer.invoice;
  console.log(
    `Invoice ${shown(invoice.number)} for lead #${shown(invoice.lead)}: ${shown(invoice.total)}, due ${shown(invoice.due)}. ` +
      `Customer page: ${invoice.customerUrl ? shown(invoice.customerUrl) : 'none'}`,
  );
  if (invoice.state === 'draft') console.log('It is a draft: send it with --send, or "Send" on the lead\'s page.');
}

if (command === 'pay') {
  if (!argument || !/^(INV-?)?\d+$/i.test(argument)) usage('Give the invoice: npm run invoices -- pay INV-<n> …');
  if (options.amount === undefined) usage('Give --amount <usd>.');
  if (options.method === undefined) usage('Give --method <check|cash|transfer|card>.');
  const body = new URLSearchParams({ amount: options.amount, method: options.method, date: options.date ?? '', note: options.note ?? '' });
  const { status, body: answer } = await client.send(`/admin/invoices/${encodeURIComponent(argument)}/payments`, form(body));
  if (status !== 201) refused(status, answer);
  const invoice = answer.invoice;
  console.log(
    `Payment recorded on ${shown(invoice.number)}: paid ${shown(invoice.paid)} of ${shown(invoice.total)}, balance ${shown(invoice.balance)} (${shown(invoice.state)}).`,
  );
}

if (command === 'list') {
  if (argument) usage(`Unexpected: ${argument}`);
  const { status, body: answer } = await client.send(`/admin/invoices${options.unpaid ? '?unpaid=1' : ''}`);
  if (status !== 200) refused(status, answer);
  if (answer.invoices.length === 0) console.log(options.unpaid ? 'No unpaid invoices.' : 'No invoices.');
  for (const invoice of answer.invoices)
    console.log(
      [
        shown(invoice.number),
        `lead #${shown(invoice.lead)} ${shown(invoice.customer, { max: 60 })}`,
        shown(invoice.total),
        `balance ${shown(invoice.balance)}`,
        shown(invoice.state),
        `due ${shown(invoice.dueOn)}`,
      ].join('  '),
    );
}
