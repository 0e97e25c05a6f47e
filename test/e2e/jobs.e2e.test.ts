import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import startNwsStandIn from '../nws-service';
import { launch, openPage } from './browser';

/**
 * The job after the yes end to end (issue 46 items 1 and 2), against `wrangler dev` with the NWS stand-in of
 * test/nws-service.ts as `NWS_API_BASE`: `npm run schedule -- add | move | list | weather` with their outputs and
 * exit codes (0, 1 refused with the reasons, 2 usage), and "Schedule the job" on the lead's page in Chromium at
 * 390 px WITHOUT JavaScript, every control at least 48 px tall. The screenshot goes to SHOTS_DIR (default
 * /tmp/shots). Days are set relative to the real clock (the site runs on it); the pour days with a recorded
 * forecast (Nederland 2027-07-14 hot and windy, Vidor 2027-04-14 mild) lie ahead until 2027.
 */

const run = promisify(execFile);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let browser: Browser;
let site: { url: string; stop: () => void; token: string };
let stopNws: () => Promise<void>;

beforeAll(async () => {
  let nws = '';
  stopNws = (await startNwsStandIn({ provide: (_key: string, value: string) => (nws = value) } as never)) as () => Promise<void>;
  site = await startAdminSite({ vars: { NWS_API_BASE: nws } });
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
  await stopNws?.();
});

/** Runs `npm run schedule -- …` (or another script) against the site: its exit code and output. */
async function cli(script: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${script}.mjs`, ...args, '--url', site.url]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
const schedule = (...args: string[]) => cli('schedule', ...args);

/** Posts an estimate request from `town` and returns its lead's id (found through the admin's search). */
async function newLead(town: string, lang: 'en' | 'es' = 'en') {
  const tag = crypto.randomUUID().slice(0, 8);
  await fetch(`${site.url}/quote`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
    body: new URLSearchParams({
      lang,
      firstName: 'Ana',
      lastName: `Job${tag}`,
      email: `ana-${tag}@example.com`,
      phone: '(409) 555-0166',
      address: `42 Calder Ave, ${town}`,
      service: 'Concrete Driveways',
      description: 'A new driveway of about 650 square feet.',
    }).toString(),
  });
  const list = await fetch(`${site.url}/admin/leads?q=Job${tag}`, { headers: { 'Cf-Access-Jwt-Assertion': site.token } });
  const id = /href="\/admin\/leads\/(\d+)"/.exec(await list.text())?.[1];
  if (!id) throw new Error('the lead was not found');
  return id;
}

/** A Central day `days` after today that is a weekday, "YYYY-MM-DD". */
function weekdayAhead(days: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('npm run schedule', () => {
  it('adds the days of an accepted quote’s job, moves one, lists it, and refuses with exit codes 1 and 2', async () => {
    const id = await newLead('Vidor', 'es');
    // Usage errors: 2.
    expect((await schedule('plan', id)).code).toBe(2);
    expect((await schedule('add', 'abc', '--day', '2027-04-14 07:00|6|pour')).code).toBe(2);
    expect((await schedule('add', id)).code).toBe(2);
    expect((await schedule('move', id, '--day', '2027-04-14')).code).toBe(2);
    // Not won yet: 1.
    const early = await schedule('add', id, '--day', '2027-04-14 07:00|6|pour');
    expect([early.code, early.stderr]).toEqual([1, expect.stringContaining(`Lead #${id} is not won`)]);
    const unknown = await schedule('add', '999999999', '--day', '2027-04-14 07:00|6|pour');
    expect([unknown.code, unknown.stderr]).toEqual([1, expect.stringContaining('No lead #999999999.')]);

    // The quote sent and accepted.
    const quote = await cli('quotes', 'create', id, '--item', 'Driveway, 4 in. reinforced|650|sqft|8', '--send');
    expect(quote.code).toBe(0);
    const page = /Customer page: (\S+)/.exec(quote.stdout)?.[1] ?? '';
    const accepted = await fetch(`${page.replace(/^https?:\/\/[^/]+/, site.url)}/accept`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
      body: new URLSearchParams({ name: 'Ana Job', consent: 'yes' }).toString(),
    });
    expect(accepted.status).toBe(303);

    // Refused days: 1, with the reasons; nothing stored.
    const refused = await schedule('add', id, '--day', '2020-01-06 07:00|8|prep', '--day', `${weekdayAhead(3)} 07:00|8|demolition`);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('day 1, date: That start is in the past.');
    expect(refused.stderr).toContain('day 2, kind: Choose a kind: prep, pour, finish or other.');
    const far = await schedule('add', id, '--day', `${new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10)} 07:00|8|pour`);
    expect([far.code, far.stderr]).toEqual([1, expect.stringContaining('date: That day is more than a year ahead.')]);

    const prep = weekdayAhead(2);
    const added = await schedule(
      'add',
      id,
      '--day',
      `${prep} 07:00|8|forms`,
      '--day',
      '2027-04-14 07:00|6|pour',
      '--crew',
      'Juan, Luis',
      '--notify',
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(
      new RegExp(
        `^Job for lead #${id}: 2 work days, pour Wednesday, April 14, 2027, 7:00 AM \\(Central\\)\\. Customer page: https?://\\S+/es/quotes/[0-9a-f]{32}\\nCustomer will be told\\.\\n$`,
      ),
    );

    // A reason holding a link is refused (1); a move with --notify is told 15 minutes later, the last move winning.
    const linked = await schedule('move', id, '--day', prep, '--to', `${weekdayAhead(5)} 08:00`, '--reason', 'see www.example.com');
    expect([linked.code, linked.stderr]).toEqual([1, expect.stringContaining('reason: Write the reason without a web or email address')]);
    const moved = await schedule(
      'move',
      id,
      '--day',
      prep,
      '--to',
      `${weekdayAhead(5)} 08:00`,
      '--reason',
      'the pump truck is booked',
      '--notify',
    );
    expect(moved.code).toBe(0);
    expect(moved.stdout).toMatch(/^Moved to \w+day, \w+ \d+, \d{4}, 8:00 AM, 8 hours, prep\/forms\.\nJob for lead #/);
    expect(moved.stdout).toMatch(/\nCustomer will be told\.\n {2}\(\w+day, \w+ \d+, \d{4}, \d+:\d\d [AP]M, Central: another move/);
    const gone = await schedule('move', id, '--day', prep, '--to', `${weekdayAhead(6)} 08:00`);
    expect([gone.code, gone.stderr]).toEqual([1, expect.stringContaining(`has no work day not done on ${prep}`)]);

    const listed = await schedule('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`^lead #${id} Ana Job\\S+ \\(Vidor\\)  scheduled  0/2 days done  pour Wednesday, April 14, 2027, 7:00 AM$`, 'm'),
    );

    // Vidor's recorded forecast of 2027-04-14 is mild.
    const weather = await schedule('weather', id);
    expect([weather.code, weather.stdout]).toEqual([0, 'Pour Wednesday, April 14, 2027, 7:00 AM in Vidor: GO\n']);
  });

  it('weather: a hot and windy pour day in Nederland is CAUTION, with its reasons', async () => {
    const id = await newLead('Nederland');
    expect((await cli('leads', 'status', id, 'won', '--amount', '5200')).code).toBe(0);
    const added = await schedule('add', id, '--day', '2027-07-14 10:00|6|pour');
    expect(added.stdout).toContain('Customer page: none (no accepted quote)');
    const weather = await schedule('weather', id);
    expect(weather.code).toBe(0);
    expect(weather.stdout).toMatch(/^Pour Wednesday, July 14, 2027, 10:00 AM in Nederland: CAUTION\n {2}- /);
    expect(weather.stdout).toContain('evaporation');
  });
});

describe('"Schedule the job" on the lead’s page', () => {
  it('adds a work day without JavaScript at 390 px, every control at least 48 px tall', async () => {
    const id = await newLead('Beaumont');
    expect((await cli('leads', 'status', id, 'won', '--amount', '5200')).code).toBe(0);
    const { page, context } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${site.url}/admin/login?token=${encodeURIComponent(site.token)}`);
    await page.goto(`${site.url}/admin/leads/${id}`);
    await page.getByRole('link', { name: 'Schedule the job' }).click();
    await page.waitForURL(`${site.url}/admin/leads/${id}/job`);
    expect(await page.locator('h1').textContent()).toBe('Schedule the job');
    // The next free weekday morning is proposed.
    expect(await page.locator('#add-time').inputValue()).toBe('07:00');
    const proposed = await page.locator('#add-date').inputValue();
    expect([1, 2, 3, 4, 5]).toContain(new Date(`${proposed}T12:00:00Z`).getUTCDay());
    await page.locator('#add-hours').fill('30');
    await page.getByRole('button', { name: 'Add the day' }).click();
    expect(await page.locator('#add-day [role="alert"] h3').textContent()).toBe('The day was not added');
    await page.locator('#add-hours').fill('6');
    await page.locator('#add-kind').selectOption('pour');
    await page.locator('#add-crew').fill('Juan, Luis');
    await page.getByRole('button', { name: 'Add the day' }).click();
    await page.waitForURL(/\/job#day-\d+$/);
    expect(await page.locator('ol li p.font-semibold').first().textContent()).toMatch(/, 7:00 AM, 6 hours, pour$/);
    const heights = await page
      .locator('main button, main summary, main input:not([type=checkbox]), main select')
      .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().height)));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(48);
    // The "Tell the customer" boxes are 24 × 24 px at least (WCAG 2.2 2.5.8), not squeezed by their wrapping label.
    const boxes = await page
      .locator('main input[type=checkbox]')
      .evaluateAll((nodes) => nodes.map((node) => Math.min(node.getBoundingClientRect().width, node.getBoundingClientRect().height)));
    expect(boxes.length).toBeGreaterThan(0);
    expect(Math.min(...boxes)).toBeGreaterThanOrEqual(24);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/job-schedule-390.png`, fullPage: true });
    // The lead's page lists the day under Job.
    await page.goto(`${site.url}/admin/leads/${id}#job`);
    expect(await page.locator('#job li').first().textContent()).toMatch(/, 7:00 AM, 6 hours, pour$/);
    await page.locator('#job').screenshot({ path: `${SHOTS}/lead-job-390.png` });
    await context.close();
  });
});
