/**
 * `npm run leads -- status <id> <status> [options]`: moves a lead through the
 * pipeline from the command line (issue 30), through the site's own route
 * `POST /admin/leads/<id>/status`, so it holds the page's rules exactly.
 *
 *   npm run leads -- status 42 quoted --amount 4850 --follow-up 2026-12-10
 *   npm run leads -- status 42 lost --reason price --note "went with a cheaper bid"
 *
 * Statuses: new, contacted, visit_booked, quoted, won, done, lost. `--amount`
 * in US dollars (with quoted, won, done); `--reason` with lost: price, timing,
 * other_contractor, no_answer, not_a_fit; `--note`; `--follow-up YYYY-MM-DD`
 * (an empty value clears it; without the option it is kept). Local by
 * default; `--remote` or `--url` as `npm run projects` (scripts/site-client.mjs).
 * Exit codes: 0 stored, 1 refused (the reasons printed) or failed, 2 a usage error.
 */
import { shown } from './cli-output.mjs';
import { parseArgs } from 'node:util';
import { siteClient } from './site-client.mjs';

const STATUSES = ['new', 'contacted', 'visit_booked', 'quoted', 'won', 'done', 'lost'];
const USAGE = `Usage:
  npm run leads -- status <id> <${STATUSES.join('|')}> [--amount <usd>] [--reason "…"] [--note "…"] [--follow-up YYYY-MM-DD]
Options: --remote (the deployed site), --url <origin> (another address).`;

/**
 * Runs the command on `args` (what follows `status`).
 * @returns the exit code: 0 stored, 1 refused or failed, 2 usage error
 */
export async function leadStatusCommand(args) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        amount: { type: 'string' },
        reason: { type: 'string' },
        note: { type: 'string' },
        'follow-up': { type: 'string' },
        remote: { type: 'boolean', default: false },
        url: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const { values: options, positionals } = parsed;
  const [id, status, ...extra] = positionals;
  if (!/^[1-9][0-9]{0,15}$/.test(id ?? '') || !STATUSES.includes(status ?? '') || extra.length > 0) {
    console.error(
      `${id && !/^[1-9][0-9]*$/.test(id) ? `Not a lead number: ${id}\n` : ''}${status && !STATUSES.includes(status) ? `Not a status: ${status}\n` : ''}\n${USAGE}`,
    );
    return 2;
  }
  let failed = null;
  const { base, send } = siteClient(options, (message) => {
    failed = message;
    throw new Error(message);
  });
  const form = new URLSearchParams({ status });
  if (options.amount !== undefined) form.set('amount', options.amount);
  if (options.reason !== undefined) form.set('reason', options.reason);
  if (options.note !== undefined) form.set('note', options.note);
  if (options['follow-up'] !== undefined) form.set('followUp', options['follow-up']);
  let answer;
  try {
    answer = await send(`/admin/leads/${id}/status`, {
      method: 'POST',
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  } catch (error) {
    console.error(failed ?? error.message);
    return 1;
  }
  const { status: code, body } = answer;
  if (code === 200 && body.ok) {
    console.log(`Lead #${id} is now ${status}${body.amount ? ` (${body.amount})` : ''}: ${base}/admin/leads/${id}`);
    return 0;
  }
  if (code === 422 && body.errors) {
    console.error(
      `Refused, nothing changed:\n${Object.values(body.errors)
        .map((message) => `  - ${shown(message)}`)
        .join('\n')}`,
    );
    return 1;
  }
  console.error(`Refused (${code}): ${shown(body.error ?? 'no answer')}`);
  return 1;
}
