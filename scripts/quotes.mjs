#!/usr/bin/env node
/**
 * `npm run quotes`: writes and lists written quotes (issue 38) from the
 * command line, through the site's own admin routes, so a quote passes the
 * same checks as one written on /admin/leads/<id>/quotes/new.
 *
 *   npm run quotes -- create <leadId> --item "<description>|<quantity>|<unit>|<unit price usd>" [--item …]
 *        [--deposit <percent>] [--valid-days <n>] [--send]
 *   npm run quotes -- list [--lead <id>]
 *
 * Units: sqft ("sq ft"), lf ("linear ft"), cy ("cubic yard"), each, lump ("lump sum").
 * `create` prints "Quote Q-<n> for lead #<id>: $<total> (deposit $<amount>). Customer page: <absolute url>";
 * with `--send` the customer is emailed the link and the lead moves to Quoted,
 * as the admin's Send does. The terms are the business profile's, in the lead's language.
 * Local by default (http://localhost:8787 with a local admin token); `--remote`
 * (SITE_URL, a Cloudflare Access service token) and `--url` as for `npm run projects`
 * (scripts/site-client.mjs).
 * Exit codes: 0 done, 1 refused (an unknown lead, a negative or non-numeric
 * price, no item…) with the reasons, 2 a usage error.
 */
import { quoteListLine, shown } from './cli-output.mjs';
import { commandLine } from './command-line.mjs';
import { siteClient } from './site-client.mjs';

const USAGE = `Usage:
  npm run quotes -- create <leadId> --item "<description>|<quantity>|<unit>|<unit price usd>" [--item …] [--deposit <percent>] [--valid-days <n>] [--send]
  npm run quotes -- list [--lead <id>]
Units: sqft, lf, cy, each, lump (or "sq ft", "linear ft", "cubic yard", "lump sum").
Options: --remote (the deployed site), --url <origin> (another address).`;

/** The units as typed, to the form's values. */
const UNITS = {
  sqft: 'sqft',
  'sq ft': 'sqft',
  lf: 'lf',
  'linear ft': 'lf',
  cy: 'cy',
  'cubic yard': 'cy',
  'cubic yd': 'cy',
  each: 'each',
  lump: 'lump',
  'lump sum': 'lump',
};

const { options, positionals, usage, fail } = commandLine(USAGE, {
  item: { type: 'string', multiple: true },
  deposit: { type: 'string' },
  'valid-days': { type: 'string' },
  send: { type: 'boolean', default: false },
  lead: { type: 'string' },
});
const [command, argument, ...extra] = positionals;

if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (command !== 'create' && command !== 'list') usage(command ? `Unknown command: ${command}` : 'Name a command: create or list.');
if (extra.length > 0) usage(`Unexpected: ${extra.join(' ')}`);

/** The field names of the site's refusals, in words. */
const FIELDS = { tax: 'tax', deposit: '--deposit', validDays: '--valid-days', terms: 'terms', lines: 'items', send: 'send' };
/** "line-2-price" → "item 3 price". */
const fieldName = (key) => {
  const line = /^line-(\d+)-(\w+)$/.exec(key);
  return line ? `item ${Number(line[1]) + 1} ${line[2]}` : (FIELDS[key] ?? key);
};

const client = siteClient(options, fail);

if (command === 'create') {
  if (!argument || !/^\d+$/.test(argument)) usage('Give the lead number: npm run quotes -- create <leadId> --item "…"');
  const body = new URLSearchParams();
  for (const [index, item] of (options.item ?? []).entries()) {
    const parts = item.split('|').map((part) => part.trim());
    if (parts.length !== 4) usage(`--item ${index + 1} needs four parts, "<description>|<quantity>|<unit>|<unit price usd>": ${item}`);
    const [description, quantity, unit, price] = parts;
    body.append('description', description);
    body.append('quantity', quantity);
    body.append('unit', UNITS[unit.toLowerCase()] ?? unit);
    body.append('price', price);
  }
  if (options.deposit !== undefined) {
    body.set('depositKind', 'percent');
    body.set('deposit', options.deposit);
  } else body.set('depositKind', 'none');
  if (options['valid-days'] !== undefined) body.set('validDays', options['valid-days']);
  body.set('action', options.send ? 'send' : 'create');
  const { status, body: answer } = await client.send(`/admin/leads/${argument}/quotes/new`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  if (status === 200 && answer.ok) {
    const quote = answer.quote;
    console.log(
      `Quote ${shown(quote.number)} for lead #${shown(quote.lead)}: ${shown(quote.total)} (deposit ${shown(quote.deposit)}). Customer page: ${shown(quote.url)}` +
        (quote.state === 'sent' ? '\nSent to the customer; the lead is now Quoted.' : ''),
    );
    process.exit(0);
  }
  if (status === 422 && answer.errors)
    fail(
      `Refused:\n${Object.entries(answer.errors)
        .map(([key, message]) => `  ${shown(fieldName(key))}: ${shown(message)}`)
        .join('\n')}`,
    );
  fail(`Refused (${status}): ${shown(answer.error ?? JSON.stringify(answer))}`);
}

if (command === 'list') {
  if (argument) usage(`Unexpected: ${argument}`);
  if (options.lead !== undefined && !/^\d+$/.test(options.lead)) usage('--lead takes a lead number.');
  const { status, body: answer } = await client.send(`/admin/quotes.json${options.lead ? `?lead=${options.lead}` : ''}`);
  if (status !== 200) fail(`Refused (${status}): ${shown(answer.error ?? JSON.stringify(answer))}`);
  if (answer.quotes.length === 0) {
    console.log('No quotes.');
    process.exit(0);
  }
  for (const quote of answer.quotes) console.log(quoteListLine(quote));
}
