#!/usr/bin/env node
/**
 * `npm run schedule`: the job after the yes from the command line (issue 46 item 2), through the site's own admin
 * routes (src/jobs/admin/routes.tsx), so a work day passes the same checks as one added on
 * /admin/leads/<id>/job.
 *
 *   npm run schedule -- add <leadId> --day "<YYYY-MM-DD HH:MM>|<hours>|<kind>" [--day …] [--crew "<names>"] [--notify]
 *   npm run schedule -- move <leadId> --day "<old YYYY-MM-DD>" --to "<YYYY-MM-DD HH:MM>" [--reason "<text>"] [--notify]
 *   npm run schedule -- list
 *   npm run schedule -- weather <leadId>
 *
 * Times are Central (America/Chicago). Kinds: prep (or forms), pour, finish (or cleanup), other.
 * `add` prints "Job for lead #<id>: <n> work days, pour <weekday, date, time> (Central). Customer page: <url>".
 * `--notify` tells the homeowner (src/jobs/messages.ts): `add` emails the work days with their .ics, `move` one
 * message 15 minutes after the first move (the last move winning) with the `--reason` in words; "Customer will be
 * told." is printed only when the site sent or queued the message. Local by default; `--remote` and `--url` as for `npm run quotes` (scripts/site-client.mjs).
 * Exit codes: 0 done, 1 refused (an unknown lead, a lead not won, a day in the past or over a year ahead, an
 * unknown kind…) with the reasons, 2 a usage error.
 */
import { shown } from './cli-output.mjs';
import { commandLine } from './command-line.mjs';
import { siteClient } from './site-client.mjs';

const USAGE = `Usage:
  npm run schedule -- add <leadId> --day "<YYYY-MM-DD HH:MM>|<hours>|<kind>" [--day …] [--crew "<names>"] [--notify]
  npm run schedule -- move <leadId> --day "<old YYYY-MM-DD>" --to "<YYYY-MM-DD HH:MM>" [--reason "<text>"] [--notify]
  npm run schedule -- list
  npm run schedule -- weather <leadId>
Times are Central. Kinds: prep (forms), pour, finish (cleanup), other.
Options: --remote (the deployed site), --url <origin> (another address).`;

const { options, positionals, usage, fail, refused } = commandLine(USAGE, {
  day: { type: 'string', multiple: true },
  to: { type: 'string' },
  reason: { type: 'string' },
  crew: { type: 'string' },
  notify: { type: 'boolean', default: false },
});
const [command, argument, ...extra] = positionals;

/** Why the site did not tell the customer (`JobMessageOutcome`), in words. */
const TOLD = {
  held: 'a bound on customer email was reached',
  no_address: 'the customer gave no email address',
  unchanged: 'no work day ahead to tell of',
  busy: 'the message is being sent already',
};
/** The line of a job as the site gives it (`jobJson`). */
const jobLine = (job) =>
  `Job for lead #${shown(job.lead)}: ${shown(job.days)} work ${job.days === 1 ? 'day' : 'days'}, ` +
  `${job.pour ? `pour ${shown(job.pour)} (Central)` : 'no pour day'}. ` +
  `Customer page: ${job.customerUrl ? shown(job.customerUrl) : 'none (no accepted quote)'}`;

if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const COMMANDS = ['add', 'move', 'list', 'weather'];
if (!COMMANDS.includes(command)) usage(command ? `Unknown command: ${command}` : `Name a command: ${COMMANDS.join(', ')}.`);
if (extra.length > 0) usage(`Unexpected: ${extra.join(' ')}`);
if (command !== 'list' && (!argument || !/^\d+$/.test(argument))) usage(`Give the lead number: npm run schedule -- ${command} <leadId> …`);
if (command === 'list' && argument) usage(`Unexpected: ${argument}`);

const client = siteClient(options, fail);
const form = (body) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });

if (command === 'add') {
  if (!options.day?.length) usage('Give at least one --day "<YYYY-MM-DD HH:MM>|<hours>|<kind>".');
  if (options.to !== undefined) usage('--to belongs to move.');
  if (options.reason !== undefined) usage('--reason belongs to move.');
  const body = new URLSearchParams();
  for (const day of options.day) body.append('day', day);
  if (options.crew !== undefined) body.set('crew', options.crew);
  if (options.notify) body.set('notify', 'yes');
  const { status, body: answer } = await client.send(`/admin/leads/${argument}/job/days`, form(body));
  if (status === 200 && answer.ok) {
    console.log(jobLine(answer.job));
    if (answer.told === 'sent' || answer.told === 'queued') console.log('Customer will be told.');
    else if (options.notify) console.log(`Customer not told: ${TOLD[answer.told] ?? shown(answer.told)}.`);
    process.exit(0);
  }
  refused(status, answer);
}

if (command === 'move') {
  if (options.day?.length !== 1 || !/^\d{4}-\d{2}-\d{2}$/.test(options.day[0])) usage('Give the day to move: --day "<old YYYY-MM-DD>".');
  if (!options.to) usage('Give the new start: --to "<YYYY-MM-DD HH:MM>".');
  if (options.crew !== undefined) usage('--crew belongs to add.');
  const body = new URLSearchParams({ from: options.day[0], to: options.to });
  if (options.reason !== undefined) body.set('reason', options.reason);
  if (options.notify) body.set('notify', 'yes');
  const { status, body: answer } = await client.send(`/admin/leads/${argument}/job/move`, form(body));
  if (status === 200 && answer.ok) {
    console.log(`Moved to ${shown(answer.moved)}.\n${jobLine(answer.job)}`);
    if (answer.told)
      console.log(`Customer will be told.\n  (${shown(answer.told)}, Central: another move before then is told in the same message)`);
    process.exit(0);
  }
  refused(status, answer);
}

if (command === 'list') {
  const { status, body: answer } = await client.send('/admin/jobs.json');
  if (status !== 200) refused(status, answer);
  if (answer.jobs.length === 0) console.log('No jobs.');
  for (const job of answer.jobs)
    console.log(
      [
        `lead #${shown(job.lead)} ${shown(job.name, { max: 60 })}${job.town ? ` (${shown(job.town)})` : ''}`,
        shown(job.state),
        `${shown(job.done)}/${shown(job.days)} days done`,
        job.pour ? `pour ${shown(job.pour)}` : 'no pour left',
      ].join('  '),
    );
}

if (command === 'weather') {
  const { status, body: answer } = await client.send(`/admin/leads/${argument}/job/weather.json`);
  if (status !== 200) refused(status, answer);
  if (answer.pours.length === 0) console.log(`Lead #${shown(answer.lead)}: no pour day left to check.`);
  for (const pour of answer.pours)
    console.log(
      `Pour ${shown(pour.when)} in ${shown(pour.town)}: ${shown(pour.verdict)}` +
        (pour.reasons.length ? `\n${pour.reasons.map((reason) => `  - ${shown(reason)}`).join('\n')}` : ''),
    );
}
