import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import worker from '../src/index';
import type { EventMessage } from '../src/insights/events';
import { bucketOf, p75, ratingOf } from '../src/insights/vitals';
import { ORIGIN, fetchWith, postForm, someClient } from './helpers';

/**
 * The cookieless counts (docs/insights.md): the beacon endpoint refuses what
 * the beacon script never sends and drops robots and opted-out visitors; the
 * queue consumer adds a batch once however often it is delivered; a lead
 * keeps where it came from, with and without JavaScript.
 */

/** A recording stand-in for EVENT_QUEUE and for the Analytics Engine dataset EVENTS. */
function recorders() {
  const queued: EventMessage[] = [];
  const points: AnalyticsEngineDataPoint[] = [];
  const vars = {
    EVENT_QUEUE: { send: vi.fn(async (body: EventMessage) => void queued.push(body)) } as unknown as Queue,
    EVENTS: { writeDataPoint: (point: AnalyticsEngineDataPoint) => void points.push(point) } as AnalyticsEngineDataset,
  };
  return { queued, points, vars };
}

const VIEW = { v: 1, p: '/concrete-driveways', d: 'phone', r: 'google.com', e: [{ k: 'view' }] };

/** Sends a beacon as navigator.sendBeacon does (a string body: text/plain), from `client`. */
function beacon(
  body: unknown,
  { vars = {}, headers = {}, client = someClient() }: { vars?: Partial<Env>; headers?: Record<string, string>; client?: string } = {},
) {
  return fetchWith(
    vars,
    new Request(`${ORIGIN}/insights/beacon`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'Sec-Fetch-Site': 'same-origin',
        'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile Safari/537.36',
        'CF-Connecting-IP': client,
        ...headers,
      },
    }),
  );
}

describe('POST /insights/beacon', () => {
  it('answers a well-formed beacon 204, without a cookie, and queues its events and writes them to Analytics Engine', async () => {
    const { queued, points, vars } = recorders();
    // A fixed clock half a second before a UTC midnight: the day is the one that is ending, whenever the test runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T23:59:59.500Z') });
    const response = await beacon(VIEW, { vars }).finally(() => vi.useRealTimers());
    expect(response.status).toBe(204);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(queued).toEqual([
      {
        day: '2026-03-10',
        events: [
          { kind: 'view', path: '/concrete-driveways', edition: 'en', device: 'phone', referrer: 'google.com', template: 'service' },
        ],
      },
    ]);
    expect(points).toEqual([
      { indexes: ['view'], blobs: ['view', '/concrete-driveways', 'en', 'phone', 'google.com', 'service', ''], doubles: [1] },
    ]);
  });

  it('keeps an alias as its primary path, a Spanish page with its edition, an unknown page as "other", and a 404 as "other" (its path kept in Analytics Engine only)', async () => {
    const { queued, vars } = recorders();
    for (const p of ['/services/concrete-driveways', '/es/about', '/projects/filter/x', '/no-such-page?email=a@b.example'])
      expect((await beacon({ ...VIEW, p, e: [{ k: p.startsWith('/no-such') ? 'missing' : 'view' }] }, { vars })).status).toBe(204);
    expect(queued.map((m) => [m.events[0]!.path, m.events[0]!.edition, m.events[0]!.template])).toEqual([
      ['/concrete-driveways', 'en', 'service'],
      ['/es/about', 'es', 'about'],
      ['other', 'en', 'other'],
      ['other', 'en', 'missing'],
    ]);
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['another version', { ...VIEW, v: 2 }],
    ['no version', { p: VIEW.p, d: VIEW.d, r: VIEW.r, e: VIEW.e }],
    ['an unknown kind', { ...VIEW, e: [{ k: 'purchase' }] }],
    ['an unknown key', { ...VIEW, ip: '203.0.113.9' }],
    ['an unknown device', { ...VIEW, d: 'watch' }],
    ['a full referring URL', { ...VIEW, r: 'https://www.google.com/search?q=concrete' }],
    ['no events', { ...VIEW, e: [] }],
    ['too many events', { ...VIEW, e: Array.from({ length: 9 }, () => ({ k: 'tel' })) }],
    ['a vital without a value', { ...VIEW, e: [{ k: 'vital', m: 'LCP' }] }],
    ['a value on a tap', { ...VIEW, e: [{ k: 'tel', x: 3 }] }],
    ['a negative vital', { ...VIEW, e: [{ k: 'vital', m: 'CLS', x: -1 }] }],
    ['a path that is a URL', { ...VIEW, p: 'https://evil.example/' }],
    ['a body over 2 KB', { ...VIEW, r: `${'a'.repeat(2100)}.com` }],
  ])('refuses %s with 400 and queues nothing', async (_, body) => {
    const { queued, vars } = recorders();
    expect((await beacon(body, { vars })).status).toBe(400);
    expect(queued).toEqual([]);
  });

  it('refuses a body over 2 KB that passes every other check (white space JSON allows), and takes it at 2 KB', async () => {
    const { queued, vars } = recorders();
    const json = JSON.stringify(VIEW);
    expect((await beacon(`${json}${' '.repeat(2049 - json.length)}`, { vars })).status).toBe(400);
    expect(queued).toEqual([]);
    expect((await beacon(`${json}${' '.repeat(2048 - json.length)}`, { vars })).status).toBe(204);
    expect(queued).toHaveLength(1);
  });

  it('refuses what a page of this site never sends: another media type, a cross-site post, a GET', async () => {
    const { queued, vars } = recorders();
    expect((await beacon(VIEW, { vars, headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await beacon(VIEW, { vars, headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(400);
    expect((await fetchWith(vars, new Request(`${ORIGIN}/insights/beacon`))).status).toBe(405);
    expect(queued).toEqual([]);
  });

  it.each([
    ['a robot', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a crawler', { 'User-Agent': 'SomeCrawler/1.0' }],
    ['a headless browser', { 'User-Agent': 'Mozilla/5.0 HeadlessChrome/131.0' }],
    ["Facebook's link preview", { 'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' }],
    ["Google's URL inspection", { 'User-Agent': 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)' }],
    ['curl', { 'User-Agent': 'curl/8.5.0' }],
    ['python-requests', { 'User-Agent': 'python-requests/2.31.0' }],
    [
      'Lighthouse',
      {
        'User-Agent':
          'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      },
    ],
    ["Yahoo's Slurp", { 'User-Agent': 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)' }],
    ['Global Privacy Control', { 'Sec-GPC': '1' }],
    ['Do Not Track', { DNT: '1' }],
  ])('answers %s 204 and counts nothing', async (_, headers) => {
    const { queued, points, vars } = recorders();
    expect((await beacon(VIEW, { vars, headers })).status).toBe(204);
    expect(queued).toEqual([]);
    expect(points).toEqual([]);
  });

  it('counts a visitor on a Cubot phone, whose model name holds "bot"', async () => {
    const { queued, vars } = recorders();
    const headers = {
      'User-Agent':
        'Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    };
    expect((await beacon(VIEW, { vars, headers })).status).toBe(204);
    expect(queued).toHaveLength(1);
  });

  it('bounds a flood per client, an IPv6 client by its /64, and leaves other clients alone', async () => {
    // A stand-in for BEACON_LIMITER that allows 60 per key, like wrangler.toml's, without a window on the wall clock.
    const used = new Map<string, number>();
    const limiter = {
      limit: async ({ key }: { key: string }) => {
        used.set(key, (used.get(key) ?? 0) + 1);
        return { success: (used.get(key) ?? 0) <= 60 };
      },
    } as unknown as RateLimit;
    const { queued, vars } = recorders();
    const withLimiter = { ...vars, BEACON_LIMITER: limiter };
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await beacon(VIEW, { vars: withLimiter, client: `${prefix}::${(i % 7) + 1}` })).status);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    expect(queued).toHaveLength(60);
    // Seven addresses of one /64 were one key; another /64 is a key of its own, and the key is no address.
    expect(used.size).toBe(1);
    expect((await beacon(VIEW, { vars: withLimiter, client: `${prefix.replace(/:1$/, ':2')}::1` })).status).toBe(204);
    expect(used.size).toBe(2);
    expect([...used.keys()].some((key) => key.includes('2001'))).toBe(false);
  });
});

/** A queue message of one beacon's events. */
const message = (id: string, body: EventMessage) => ({ id, timestamp: new Date(), attempts: 1, body });

/** The count of `kind` on `path` for `day`, all devices and referrers. */
const countOf = async (day: string, kind: string, path: string) =>
  (await env.DB.prepare('SELECT SUM(count) AS n FROM event_counts WHERE day = ?1 AND kind = ?2 AND path = ?3')
    .bind(day, kind, path)
    .first<number>('n')) ?? 0;

describe('the events queue consumer', () => {
  const day = '2026-01-15';
  const view = { kind: 'view', path: '/about', edition: 'en', device: 'phone', referrer: 'direct', template: 'about' } as const;

  it('adds a batch to the daily counts and the Web Vitals histograms in one go, and a retried batch adds nothing', async () => {
    const messages = [
      message('a1', { day, events: [view, { ...view, kind: 'tel', referrer: '' }] }),
      message('a2', { day, events: [view] }),
      message('a3', {
        day,
        events: [
          { ...view, kind: 'vital', referrer: '', metric: 'LCP', value: 2430 },
          { ...view, kind: 'vital', referrer: '', metric: 'CLS', value: 0.02 },
        ],
      }),
    ];
    const batch = createMessageBatch<EventMessage>('golden-triangle-events', messages);
    const spy = vi.spyOn(env.DB, 'batch');
    let ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect(await getQueueResult(batch, ctx)).toMatchObject({ ackAll: true, retryMessages: [] });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(await countOf(day, 'view', '/about')).toBe(2);
    expect(await countOf(day, 'tel', '/about')).toBe(1);
    const { results } = await env.DB.prepare('SELECT metric, bucket, count FROM vital_buckets WHERE day = ?1 ORDER BY metric')
      .bind(day)
      .all();
    expect(results).toEqual([
      { metric: 'CLS', bucket: 20, count: 1 },
      { metric: 'LCP', bucket: 2400, count: 1 },
    ]);

    // Delivered again (an ack lost), alone and mixed with a new message: only the new one counts.
    const again = createMessageBatch<EventMessage>('golden-triangle-events', [...messages, message('a4', { day, events: [view] })]);
    ctx = createExecutionContext();
    await worker.queue(again, env, ctx);
    expect(await getQueueResult(again, ctx)).toMatchObject({ ackAll: true });
    expect(await countOf(day, 'view', '/about')).toBe(3);
    expect(await countOf(day, 'tel', '/about')).toBe(1);
    expect(await env.DB.prepare('SELECT SUM(count) AS n FROM vital_buckets WHERE day = ?1').bind(day).first('n')).toBe(2);
  });

  it('keeps the ids of counted messages 15 days, then the cron forgets them', async () => {
    const at = new Date('2026-06-20T12:00:00.000Z');
    const ago = (ms: number) => new Date(at.getTime() - ms).toISOString();
    const ids = { kept: `keep-${crypto.randomUUID()}`, gone: `gone-${crypto.randomUUID()}` };
    await env.DB.batch([
      env.DB.prepare('INSERT INTO counted_messages (id, claim, counted_at) VALUES (?1, ?2, ?3)').bind(
        ids.kept,
        'c',
        ago(15 * 86_400_000 - 60_000),
      ),
      env.DB.prepare('INSERT INTO counted_messages (id, claim, counted_at) VALUES (?1, ?2, ?3)').bind(
        ids.gone,
        'c',
        ago(15 * 86_400_000 + 60_000),
      ),
    ]);
    await (worker.scheduled as NonNullable<typeof worker.scheduled>)(
      { scheduledTime: at.getTime(), cron: '*/5 * * * *', noRetry: () => {} },
      env,
      createExecutionContext(),
    );
    const left = await env.DB.prepare('SELECT id FROM counted_messages WHERE id IN (?1, ?2)')
      .bind(ids.kept, ids.gone)
      .all<{ id: string }>();
    expect(left.results.map((r) => r.id)).toEqual([ids.kept]);
  });

  it('retries the whole batch, having counted none of it, when D1 fails', async () => {
    const batch = createMessageBatch<EventMessage>('golden-triangle-events', [message('b1', { day: '2026-01-16', events: [view] })]);
    const down = vi.spyOn(env.DB, 'batch').mockRejectedValueOnce(new Error('D1_ERROR: down'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect(await getQueueResult(batch, ctx)).toMatchObject({ retryBatch: { retry: true } });
    expect(await countOf('2026-01-16', 'view', '/about')).toBe(0);
    down.mockRestore();
    errors.mockRestore();
  });
});

describe('the rows a visitor can add (issue 28)', () => {
  const day = '2026-02-03';
  const rows = async () =>
    (await env.DB.prepare('SELECT COUNT(*) AS n FROM event_counts WHERE day = ?1').bind(day).first<number>('n')) ?? 0;
  const paths = async () =>
    (
      await env.DB.prepare('SELECT DISTINCT path FROM event_counts WHERE day = ?1 ORDER BY path').bind(day).all<{ path: string }>()
    ).results.map((r) => r.path);

  /** The `i`th invented beacon: a project that was never published, a page that never was, a missing page, an invented referrer; 12 shapes in turn. */
  const invented = (i: number) => {
    const path = [
      `/projects/stamped-concrete-nowhere-2026-01-${900_000 + i}`,
      `/wp-admin/x${i}`,
      `/es/projects/fake-${i}`,
      `/es/blog/made-up-${i}`,
    ][i % 4]!;
    const kind = (['view', 'tel', 'missing'] as const)[Math.floor(i / 4) % 3]!;
    return { ...VIEW, p: path, r: `spam-${i}.example`, e: [{ k: kind }] };
  };

  /** Sends beacons `from` to `to` (each from a client of its own) and counts what they queued on `day`. */
  async function sendAndCount(from: number, to: number) {
    const { queued, vars } = recorders();
    for (let i = from; i < to; i++) expect((await beacon(invented(i), { vars })).status).toBe(204);
    const batch = createMessageBatch<EventMessage>(
      'golden-triangle-events',
      queued.map((body, i) => message(`inv-${from}-${i}`, { ...body, day })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect(await getQueueResult(batch, ctx)).toMatchObject({ ackAll: true });
  }

  it('adds no row for 500 invented paths and referrers once each kind of beacon was counted', async () => {
    await sendAndCount(0, 12);
    const before = await rows();
    expect(await paths()).toEqual(['other']);
    await sendAndCount(12, 512);
    expect(await rows()).toBe(before);
    expect(await paths()).toEqual(['other']);
    expect(await env.DB.prepare('SELECT SUM(count) AS n FROM event_counts WHERE day = ?1').bind(day).first<number>('n')).toBe(512);
  });

  it('counts a published project page by its path, a draft one as "other"', async () => {
    const insert = (status: string) =>
      env.DB.prepare(
        `INSERT INTO jobs (status, service, town, month, description, created_at, updated_at)
         VALUES (?1, 'stamped-concrete', 'nederland', '2026-01', 'A patio.', '2026-01-20T00:00:00Z', '2026-01-20T00:00:00Z') RETURNING id`,
      )
        .bind(status)
        .first<number>('id');
    const published = `/projects/stamped-concrete-nederland-2026-01-${await insert('published')}`;
    const draft = `/es/projects/stamped-concrete-nederland-2026-01-${await insert('draft')}`;
    const { queued, vars } = recorders();
    for (const p of [published, draft, `${published}9`]) expect((await beacon({ ...VIEW, p }, { vars })).status).toBe(204);
    const otherDay = '2026-02-04';
    const batch = createMessageBatch<EventMessage>(
      'golden-triangle-events',
      queued.map((body, i) => message(`proj-${published}-${i}`, { ...body, day: otherDay })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    await getQueueResult(batch, ctx);
    expect(await countOf(otherDay, 'view', published)).toBe(1);
    expect(await countOf(otherDay, 'view', 'other')).toBe(2);
  });

  it('keeps referrers to the fixed list plus "other"', async () => {
    const { queued, vars } = recorders();
    const sent = ['www.google.com', 'google.com.mx', 'l.facebook.com', 't.co', 'yelp.com', 'google.evil.example', 'spam.example'];
    for (const r of sent) expect((await beacon({ ...VIEW, r }, { vars })).status).toBe(204);
    expect(queued.map((m) => m.events[0]!.referrer)).toEqual([
      'google.com',
      'google.com',
      'facebook.com',
      'x.com',
      'yelp.com',
      'other',
      'other',
    ]);
  });
});

describe('Web Vitals buckets', () => {
  it('puts every Google threshold on a bucket edge and reads the p75 back as the upper edge of its bucket', () => {
    expect(bucketOf('LCP', 2499)).toBe(2400);
    expect(bucketOf('LCP', 2500)).toBe(2500);
    expect(bucketOf('INP', 199)).toBe(190);
    expect(bucketOf('CLS', 0.0999)).toBe(95);
    expect(bucketOf('LCP', 90_000)).toBe(60_000);
    expect(bucketOf('LCP', Number.NaN)).toBeNull();
    // 4 loads: 1.2 s, 1.8 s, 2.45 s, 5 s; the 3rd is the 75th percentile (nearest rank).
    const rows = [1200, 1800, 2450, 5000].map((v) => ({ bucket: bucketOf('LCP', v)!, count: 1 }));
    expect(p75('LCP', rows)).toBe(2500);
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('INP', 201)).toBe('needs improvement');
    expect(ratingOf('CLS', p75('CLS', [{ bucket: bucketOf('CLS', 0.3)!, count: 3 }])!)).toBe('poor');
    expect(p75('CLS', [])).toBeNull();
  });
});

/** The source columns of the newest lead with `email`. */
const sourceOf = (email: string) =>
  env.DB.prepare(
    `SELECT source_landing, source_page, source_referrer, source_utm_source, source_utm_medium, source_utm_campaign, source_edition, source_device
     FROM leads WHERE email = ?1 ORDER BY id DESC LIMIT 1`,
  )
    .bind(email)
    .first();

const contact = (email: string) => ({
  name: 'Pat Doe',
  phone: '(409) 555-0123',
  email,
  message: 'A new patio, about 300 sq ft.',
});

describe("a lead's source", () => {
  it('with JavaScript: the visit kept in sessionStorage, every value checked', async () => {
    const email = `js.${crypto.randomUUID()}@example.com`;
    const { queued, vars } = recorders();
    const response = await postForm(
      '/contact',
      {
        ...contact(email),
        src_landing: '/es/port-arthur-tx-concrete-contractors',
        src_page: '/es/contact',
        src_ref: 'www.Google.com',
        utm_source: 'gbp',
        utm_medium: 'organic<script>',
        utm_campaign: `fall-${'x'.repeat(200)}`,
        src_device: 'phone',
        lang: 'es',
      },
      { json: true, vars, headers: { Referer: `${ORIGIN}/es/contact` } },
    );
    expect(response.status).toBe(201);
    expect(await sourceOf(email)).toEqual({
      source_landing: '/es/port-arthur-tx-concrete-contractors',
      source_page: '/es/contact',
      source_referrer: 'google.com',
      source_utm_source: 'gbp',
      source_utm_medium: 'organicscript',
      source_utm_campaign: `fall-${'x'.repeat(95)}`,
      source_edition: 'es',
      source_device: 'phone',
    });
    // The form sent is counted, joined to nothing but the page and the device.
    expect(queued.map((m) => m.events)).toEqual([
      [{ kind: 'sent', path: '/es/contact', edition: 'es', device: 'phone', referrer: '', template: 'form' }],
    ]);
  });

  it('with JavaScript: a referring URL instead of a domain is "unknown", an unknown page "other", an unknown device read from the hint', async () => {
    const email = `js2.${crypto.randomUUID()}@example.com`;
    await postForm(
      '/contact',
      { ...contact(email), src_landing: '/wp-admin', src_page: '/contact', src_ref: 'https://evil.example/x', src_device: 'fridge' },
      { json: true, headers: { 'Sec-CH-UA-Mobile': '?1' } },
    );
    expect(await sourceOf(email)).toMatchObject({
      source_landing: 'other',
      source_page: '/contact',
      source_referrer: 'unknown',
      source_device: 'phone',
    });
  });

  it('without JavaScript: the form page and its UTM values from the Referer; the referrer unknown', async () => {
    const email = `nojs.${crypto.randomUUID()}@example.com`;
    const response = await postForm('/contact', contact(email), {
      headers: { Referer: `${ORIGIN}/contact?utm_source=google&utm_medium=cpc&utm_campaign=driveways-fall` },
    });
    expect(response.status).toBe(303);
    expect(await sourceOf(email)).toEqual({
      source_landing: '/contact',
      source_page: '/contact',
      source_referrer: 'unknown',
      source_utm_source: 'google',
      source_utm_medium: 'cpc',
      source_utm_campaign: 'driveways-fall',
      source_edition: 'en',
      source_device: 'unknown',
    });
  });

  it("ignores another site's Referer, and keeps no source at all for Global Privacy Control, nor counts the form", async () => {
    const other = `other.${crypto.randomUUID()}@example.com`;
    await postForm('/contact', contact(other), { headers: { Referer: 'https://evil.example/contact?utm_source=x' } });
    expect(await sourceOf(other)).toMatchObject({ source_page: null, source_utm_source: null, source_referrer: 'unknown' });

    const gpc = `gpc.${crypto.randomUUID()}@example.com`;
    const { queued, vars } = recorders();
    await postForm(
      '/contact',
      { ...contact(gpc), src_page: '/contact', src_ref: 'google.com' },
      { json: true, vars, headers: { 'Sec-GPC': '1' } },
    );
    expect(Object.values((await sourceOf(gpc)) ?? {})).toEqual(Array(8).fill(null));
    expect(queued).toEqual([]);
  });
});
