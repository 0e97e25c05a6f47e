#!/usr/bin/env node
/**
 * `npm run projects`: posts and manages finished projects from the command line, for
 * the photos already on the contractor's phone or computer. It talks to the
 * site's own admin routes (/admin/uploads, /admin/projects), so a photo passes the
 * same checks as one posted from the project form.
 *
 *   npm run projects -- add --service <slug> --town <slug> --date YYYY-MM --description "…" \
 *        --photo <file> [--photo <file> …] [--alt "…" …] [--phase before|after …] \
 *        [--description-es "…"] [--customer-name "…" --customer-quote "…" --consent] \
 *        [--cover <n or file>] [--featured] [--publish]
 *   npm run projects -- list
 *   npm run projects -- publish <id>
 *   npm run projects -- remove <id>
 *
 * By default it works on the local `npm start` (http://localhost:8787, signed
 * in with a local admin token from `npm run admin-token`). With `--remote` it
 * works on the deployed site (SITE_URL of wrangler.toml, or `--url`), signed in
 * with a Cloudflare Access service token: set CF_ACCESS_CLIENT_ID and
 * CF_ACCESS_CLIENT_SECRET (docs/admin-and-access.md). `--url` alone names
 * another local site (signed in with the local token).
 *
 * A customer's first name and words are published only with `--consent` (the
 * customer agreed). `--alt` and `--phase` apply to the photos in order; a photo without `--alt`
 * gets the suggestion "<Service> in <Town>". `add` uploads every photo first:
 * when any is refused, it deletes those already uploaded, prints why, and
 * exits 1 having added nothing. It prints the new project's id and public path.
 * `--cover` names the photo the cards and the home page show, by its number
 * among the `--photo`s (1 for the first) or its file; without it, the first
 * `--phase after` photo, else the first. `--featured` puts the project's cover on
 * home's first screen.
 * Exit codes: 0 done, 1 refused or failed, 2 a usage error.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { shown } from './cli-output.mjs';
import { commandLine } from './command-line.mjs';
import { siteClient } from './site-client.mjs';

const USAGE = `Usage:
  npm run projects -- add --service <slug> --town <slug> --date YYYY-MM --description "…" --photo <file> [--photo <file> …] [--alt "…" …] [--phase before|after …] [--description-es "…"] [--customer-name "…" --customer-quote "…" --consent] [--cover <n or file>] [--featured] [--publish]
  npm run projects -- list
  npm run projects -- publish <id>
  npm run projects -- remove <id>
Options: --remote (the deployed site), --url <origin> (another address).`;

const { options, positionals, usage, fail } = commandLine(USAGE, {
  service: { type: 'string' },
  town: { type: 'string' },
  date: { type: 'string' },
  description: { type: 'string' },
  'description-es': { type: 'string' },
  'customer-name': { type: 'string' },
  'customer-quote': { type: 'string' },
  consent: { type: 'boolean', default: false },
  photo: { type: 'string', multiple: true },
  alt: { type: 'string', multiple: true },
  phase: { type: 'string', multiple: true },
  cover: { type: 'string' },
  featured: { type: 'boolean', default: false },
  publish: { type: 'boolean', default: false },
});
const [command, argument] = positionals;

if (options.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 2);
}

const { base, send } = siteClient(options, fail);

/** A project id argument, or a usage error. */
function projectId() {
  if (!/^[1-9][0-9]{0,8}$/.test(argument ?? '')) usage(`${command} needs a project id, for example: npm run projects -- ${command} 12`);
  return argument;
}

switch (command) {
  case 'add':
    await add();
    break;
  case 'list':
    await list();
    break;
  case 'publish': {
    const { status, body } = await send(`/admin/projects/${projectId()}/publish`, { method: 'POST' });
    if (status !== 200) fail(`Not published: ${shown(body.error ?? status)}`);
    console.log(`Project ${argument} published.`);
    break;
  }
  case 'remove': {
    const { status, body } = await send(`/admin/projects/${projectId()}/delete`, { method: 'POST' });
    if (status !== 200) fail(`Not removed: ${shown(body.error ?? status)}`);
    console.log(`Project ${argument} removed, with its photos.`);
    break;
  }
  default:
    usage(`Unknown command "${command}".`);
}

/** `list`: every project, newest change first. */
async function list() {
  const { status, body } = await send('/admin/projects');
  if (status !== 200) fail(`Could not list the projects: ${shown(body.error ?? status)}`);
  if (body.projects.length === 0) return console.log(`No projects on ${base} yet.`);
  const rows = body.projects.map((project) =>
    [project.id, project.status, project.photos, project.title, project.path].map((cell) => shown(cell)),
  );
  const widths = [2, 9, 6, 5].map((min, i) => Math.max(min, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((cell, i) => (i < widths.length ? cell.padEnd(widths[i]) : cell)).join('  ');
  console.log(line(['id', 'status', 'photos', 'title', 'page']));
  for (const row of rows) console.log(line(row));
}

/** `add`: uploads the photos (all or none), then saves the project. */
async function add() {
  for (const name of ['service', 'town', 'date', 'description']) if (!options[name]) usage(`add needs --${name}.`);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(options.date)) usage('--date is the month finished, as YYYY-MM (for example 2026-05).');
  const photos = options.photo ?? [];
  if (photos.length === 0) usage('add needs at least one --photo <file>.');
  if (photos.length > 10) usage('A project holds at most 10 photos.');
  for (const phase of options.phase ?? []) if (!['before', 'after', ''].includes(phase)) usage('--phase is before or after.');
  // The cover: a photo's number (1-based) or its file as given to --photo.
  const coverIndex =
    options.cover === undefined ? -1 : /^[1-9][0-9]?$/.test(options.cover) ? Number(options.cover) - 1 : photos.indexOf(options.cover);
  if (options.cover !== undefined && !(coverIndex >= 0 && coverIndex < photos.length))
    usage(`--cover is the number of a --photo (1 to ${photos.length}) or its file.`);

  const files = photos.map((path) => {
    try {
      return { path, bytes: readFileSync(path) };
    } catch (error) {
      return fail(`Cannot read ${path}: ${error.code ?? error.message}. Nothing was added.`);
    }
  });
  const uploaded = [];
  const forget = () => Promise.all(uploaded.map((id) => send(`/admin/uploads/${id}/delete`, { method: 'POST' })));
  for (const file of files) {
    const form = new FormData();
    form.append('photo', new Blob([file.bytes]), basename(file.path));
    const { status, body } = await send('/admin/uploads', { method: 'POST', body: form });
    if (status !== 201) {
      await forget();
      fail(`${file.path}: ${shown(body.error ?? `refused (${status})`)}\nNothing was added.`);
    }
    uploaded.push(body.id);
    console.error(`uploaded ${file.path}`);
  }

  const fields = new URLSearchParams({
    service: options.service,
    town: options.town,
    month: options.date,
    description: options.description,
    description_es: options['description-es'] ?? '',
    customer_name: options['customer-name'] ?? '',
    customer_quote: options['customer-quote'] ?? '',
    ...(options.consent ? { consent: 'on' } : {}),
    ...(options.featured ? { featured: 'on' } : {}),
    intent: options.publish ? 'publish' : 'draft',
  });
  uploaded.forEach((id, i) => {
    fields.append('photo_id', String(id));
    if (options.alt?.[i]) fields.append(`alt_${id}`, options.alt[i]);
    if (options.phase?.[i]) fields.append(`phase_${id}`, options.phase[i]);
    if (i === coverIndex) fields.append('cover_photo_id', String(id));
  });
  const { status, body } = await send('/admin/projects', {
    method: 'POST',
    body: fields,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (status !== 201) {
    await forget();
    const why = body.errors
      ? Object.entries(body.errors).map(([field, message]) => `  ${shown(field)}: ${shown(message)}`)
      : [`  ${shown(body.error ?? status)}`];
    fail(`The project was refused; nothing was added:\n${why.join('\n')}`);
  }
  console.log(`Project ${shown(body.id)} added (${options.publish ? 'published' : 'draft'}).`);
  console.log(
    `Public page: ${shown(new URL(body.path, base).href)}${options.publish ? '' : ` (after: npm run projects -- publish ${body.id})`}`,
  );
}
