import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { leadsCsv } from '../src/admin/csv';
import type { QueuedLead } from '../src/leads/accept';
import { LEAD_PHOTO_LIMITS, type LeadPhotoRow } from '../src/leads/photos';
import { checkPhoto } from '../src/photos/check';
import type { Lead } from '../src/leads/store';
import { leadsPage } from '../src/leads/list-page';
import worker from '../src/index';
import { fetchWith, ORIGIN, postForm, someClient, startOfRateWindow } from './helpers';

/**
 * Photos attached to an estimate request, in workerd with the local R2
 * bucket and Images binding: posts without JavaScript (multipart, 0, 1 and 5
 * photos, a sixth, every refused kind of file, a body over the limit, a body
 * cut off), the island's later uploads (`POST /lead-photos`: with and without
 * a lead), the daily cap, the faults (R2 failing, D1 failing), the email,
 * the CSV and the 18-month clean-up.
 */

const photos = inject('photos');
const bytesOf = (name: keyof typeof photos): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(photos[name]), (ch) => ch.charCodeAt(0));
const fileOf = (name: keyof typeof photos, fileName = `${name}.jpg`) => new File([bytesOf(name)], fileName, { type: 'image/jpeg' });

/** The send_email binding, wrapped so each test can read or fail the emails (an RPC stub cannot be spied on). */
const send = vi.fn((message: EmailMessageBuilder) => env.EMAIL.send(message));
const testVars = (vars: Partial<Env> = {}): Partial<Env> => ({ EMAIL: { send } as unknown as SendEmail, ...vars });

afterEach(() => {
  vi.restoreAllMocks();
  send.mockReset();
  send.mockImplementation((message: EmailMessageBuilder) => env.EMAIL.send(message));
});

const uniqueEmail = () => `pat.${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A contact form as a browser sends it with the photo field: multipart, the files under `photos`. */
function contactForm(files: File[], overrides: Record<string, string> = {}) {
  const form = new FormData();
  const fields = {
    name: 'Pat Lee',
    phone: '409-555-0188',
    email: uniqueEmail(),
    service: '',
    address: '12 Pine St, Nederland, TX',
    message: 'Sunken walkway by the garage.',
    lang: 'en',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // A file input with nothing chosen still sends one empty, nameless part.
  if (files.length === 0) form.append('photos', new File([], '', { type: 'application/octet-stream' }));
  for (const file of files) form.append('photos', file);
  return { form, email: fields.email };
}

const post = (path: string, form: FormData, vars: Partial<Env> = {}, json = false) => postForm(path, form, { vars: testVars(vars), json });

/** The lead stored with `email`, if any. */
const leadOf = (email: string) => env.DB.prepare('SELECT * FROM leads WHERE email = ?1').bind(email).first<Lead>();

/** The photo rows of the lead with `email`. */
async function photosOf(email: string): Promise<LeadPhotoRow[]> {
  const { results } = await env.DB.prepare(
    'SELECT p.* FROM lead_photos p JOIN leads l ON l.idempotency_key = p.lead_key WHERE l.email = ?1 ORDER BY p.id',
  )
    .bind(email)
    .all<LeadPhotoRow>();
  return results;
}

/** Every key of the bucket under `leads/`. */
async function leadObjects(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await env.PHOTOS.list({ prefix: 'leads/', cursor });
    keys.push(...listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return keys;
}

/** The message beside the photo field of a form sent back. */
const photoError = async (response: Response) => parse(await response.text()).querySelector('#contact-photos-error')?.textContent;

describe('a post without JavaScript (multipart)', () => {
  it('with 0, 1 and 5 photos: the lead is stored and goes to the thank-you page; only metadata-free JPEG variants are kept, under the lead', async () => {
    for (const count of [0, 1, 5]) {
      const before = (await leadObjects()).length;
      const { form, email } = contactForm(Array.from({ length: count }, (_, i) => fileOf(i === 0 ? 'phoneJpeg' : 'small', `IMG_${i}.JPG`)));
      const response = await post('/contact', form);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/contact/thank-you#form-heading');
      expect(await leadOf(email)).toMatchObject({ name: 'Pat Lee', photos_expected: 0 });
      const rows = await photosOf(email);
      expect(rows).toHaveLength(count);
      const keys = (await leadObjects()).filter((key) => rows.some((row) => key.includes(row.name)));
      // Its variants only (a thumbnail and a full view; one for a photo narrower than the thumbnail), all JPEG: no upload kept.
      const variants = rows.flatMap((row) => row.widths.split(','));
      expect((await leadObjects()).length - before).toBe(variants.length);
      expect(keys).toHaveLength(variants.length);
      expect(keys.every((key) => /^leads\/[0-9a-f]{16}\/[0-9a-f]{8}-[0-9a-f]{16}\/(320|1200|300)\.jpg$/.test(key))).toBe(true);
      // Under the lead: one folder per lead.
      expect(new Set(keys.map((key) => key.split('/')[1])).size).toBe(count === 0 ? 0 : 1);
      if (count === 1) {
        // The phone photo (3:4 once upright) keeps neither EXIF nor GPS.
        const [row] = rows as [LeadPhotoRow];
        expect(row.height).toBeGreaterThan(row.width);
        expect(row.widths).toBe('320,1200');
        for (const key of (await leadObjects()).filter((k) => k.includes(row.name))) {
          const bytes = new Uint8Array(await (await env.PHOTOS.get(key))!.arrayBuffer());
          const text = new TextDecoder('latin1').decode(bytes);
          expect(text).not.toContain('Exif');
          expect(text).not.toContain('FixturePhone');
        }
      }
    }
  });

  it('a sixth photo sends the form back (422) with every value kept and nothing stored', async () => {
    const before = (await leadObjects()).length;
    const { form, email } = contactForm(Array.from({ length: 6 }, () => fileOf('small')));
    const response = await post('/contact', form);
    expect(response.status).toBe(422);
    const html = await response.clone().text();
    expect(await photoError(response)).toBe('Attach at most 5 photos. Remove some and send the form again.');
    expect(html).toContain(`value="${email}"`);
    expect(await leadOf(email)).toBeNull();
    expect((await leadObjects()).length).toBe(before);
  });

  it.each([
    ['a renamed text file', 'text', 'notes.jpg: This file is not a JPEG, PNG or WebP photo.'],
    [
      'a JPEG with a page appended (polyglot)',
      'appendedPolyglot',
      'appendedPolyglot.jpg: This file holds more than a photo (extra data or code), so it was refused. Export the photo again from your phone or camera.',
    ],
    [
      'a JPEG with a script in a comment (polyglot)',
      'commentPolyglot',
      'commentPolyglot.jpg: This file holds more than a photo (extra data or code), so it was refused. Export the photo again from your phone or camera.',
    ],
    [
      'a JPEG followed by a ZIP whose comment ends in FF D9 (polyglot)',
      'zipPolyglot',
      'zipPolyglot.jpg: This file holds more than a photo (extra data or code), so it was refused.',
    ],
    ['a decompression bomb', 'bomb', 'bomb.jpg: This photo is over 40 megapixels. Send a copy at most 40 megapixels.'],
    ['an iPhone HEIC photo', 'heic', 'heic.jpg: This is an iPhone HEIC photo, which cannot be read here.'],
  ] as const)('%s is refused beside the field, nothing stored', async (_, fixture, message) => {
    const before = (await leadObjects()).length;
    const { form, email } = contactForm([fileOf('small'), fileOf(fixture, fixture === 'text' ? 'notes.jpg' : undefined)]);
    const response = await post('/contact', form);
    expect(response.status).toBe(422);
    expect(await photoError(response)).toContain(message);
    expect(await leadOf(email)).toBeNull();
    expect((await leadObjects()).length).toBe(before);
  });

  it('a photo that cannot be decoded (a truncated JPEG, its end marker put back) is refused in the form language, with no ERROR line', async () => {
    const errors = vi.spyOn(console, 'error');
    const before = (await leadObjects()).length;
    const { form, email } = contactForm([fileOf('small'), fileOf('truncatedJpeg', 'IMG_0100.JPG')], { lang: 'es' });
    const response = await post('/contact', form);
    expect(response.status).toBe(422);
    expect(await photoError(response)).toBe('IMG_0100.JPG: No se pudo leer esta foto. Puede estar dañada; expórtela de nuevo.');
    expect(await leadOf(email)).toBeNull();
    expect((await leadObjects()).length).toBe(before);
    expect(errors).not.toHaveBeenCalled();
  });

  it('an empty file and one over 10 MB are refused in the form language', async () => {
    const empty = contactForm([new File([], 'IMG_9.JPG', { type: 'image/jpeg' })], { lang: 'es' });
    let response = await post('/contact', empty.form);
    expect(response.status).toBe(422);
    expect(await parse(await response.text()).querySelector('#contact-photos-error')?.textContent).toBe(
      'IMG_9.JPG: Este archivo está vacío. Elija la foto de nuevo.',
    );
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const large = contactForm([new File([big], 'big.jpg', { type: 'image/jpeg' })]);
    response = await post('/contact', large.form);
    expect(response.status).toBe(422);
    expect(await photoError(response)).toBe(
      "big.jpg: This photo is over 10 MB. Send a smaller copy (your phone's share menu can reduce it).",
    );
    expect(await leadOf(large.email)).toBeNull();
  });

  it('a body over 30 MB is 413 in the language of the form page; a urlencoded post keeps its 64 KiB limit', async () => {
    const huge = new Uint8Array(31 * 1024 * 1024);
    const { form, email } = contactForm([new File([huge], 'huge.jpg', { type: 'image/jpeg' })]);
    const response = await postForm('/contact', form, { vars: testVars(), headers: { Referer: `${ORIGIN}/es/contact` } });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('Su solicitud es más grande de lo que podemos aceptar');
    expect(await leadOf(email)).toBeNull();
    const text = await postForm('/contact', { name: 'Pat', message: 'x'.repeat(70 * 1024) }, { vars: testVars() });
    expect(text.status).toBe(413);
  });

  it('a multipart body cut off mid-stream is 400 and stores nothing', async () => {
    const { form, email } = contactForm([fileOf('jpeg')]);
    const whole = new Request(`${ORIGIN}/contact`, { method: 'POST', body: form });
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const before = (await leadObjects()).length;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, Math.floor(bytes.length / 2)));
        controller.error(new Error('connection reset'));
      },
    });
    const response = await fetchWith(
      testVars(),
      new Request(`${ORIGIN}/contact`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': whole.headers.get('Content-Type') ?? '', Origin: ORIGIN, 'CF-Connecting-IP': someClient() },
        // @ts-expect-error workerd's RequestInit takes `duplex` for a streamed body
        duplex: 'half',
      }),
    );
    expect(response.status).toBe(400);
    expect(await leadOf(email)).toBeNull();
    expect((await leadObjects()).length).toBe(before);
  });

  it('past the daily cap the lead is kept without its photos, and the thank-you page says so', async () => {
    const { form, email } = contactForm([fileOf('jpeg')]);
    const response = await post('/contact', form, { LEAD_PHOTO_BYTES_PER_DAY: '1000' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/thank-you?photos=not-kept#form-heading');
    expect(await leadOf(email)).not.toBeNull();
    expect(await photosOf(email)).toHaveLength(0);
    const page = await fetchWith({}, new Request(`${ORIGIN}/contact/thank-you?photos=not-kept`));
    expect(await page.text()).toContain('We have your request, but we could not keep its photos just now.');
    // The email still goes out, and says no photo came.
    expect(send).toHaveBeenCalledTimes(1);
    expect((send.mock.calls[0]![0] as EmailMessageBuilder).text).toContain('Photos: none sent.');
  });
});

/** The photo bucket, failing every write after the first `writes` (R2 going down in the middle of a post). */
function failingAfter(writes: number): R2Bucket {
  let left = writes;
  return {
    put: (...args: Parameters<R2Bucket['put']>) => (left-- > 0 ? env.PHOTOS.put(...args) : Promise.reject(new Error('R2 unavailable'))),
    list: (options?: R2ListOptions) => env.PHOTOS.list(options),
    delete: (keys: string | string[]) => env.PHOTOS.delete(keys),
    get: (key: string) => env.PHOTOS.get(key),
  } as unknown as R2Bucket;
}

describe('faults', () => {
  it('R2 failing during a post: the lead is stored and emailed, the visitor told the photos were not kept, nothing half-written', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = failingAfter(2);
    const { form, email } = contactForm([fileOf('jpeg'), fileOf('small')]);
    const before = (await leadObjects()).length;
    const response = await post('/contact', form, { PHOTOS: failing });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/thank-you?photos=not-kept#form-heading');
    expect(await leadOf(email)).toMatchObject({ notify_status: 'sent' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await photosOf(email)).toHaveLength(0);
    expect((await leadObjects()).length).toBe(before);
    expect(errors.mock.calls.flat().join('\n')).toContain('"event":"lead_photos_not_kept"');
  });

  it('D1 failing: the lead is emailed NOT YET STORED with its photo count and queued with the photos; the consumer stores both once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queued = vi.spyOn(env.LEAD_QUEUE, 'send').mockResolvedValue(undefined as never);
    const down = vi.spyOn(env.DB, 'prepare').mockImplementation(() => {
      throw new Error('D1_ERROR: database unavailable');
    });
    const { form, email } = contactForm([fileOf('jpeg'), fileOf('small')]);
    const response = await post('/contact', form);
    down.mockRestore();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/thank-you#form-heading');
    const mail = send.mock.calls[0]![0] as EmailMessageBuilder;
    expect(mail.subject).toMatch(/^NOT YET STORED:/);
    expect(mail.text).toContain('Photos: 2 sent with this request.');
    const body = queued.mock.calls[0]?.[0] as QueuedLead;
    expect(body.photos).toHaveLength(2);
    expect(await photosOf(email)).toHaveLength(0);

    for (const attempts of [1, 2]) {
      const batch = createMessageBatch<QueuedLead>('golden-triangle-leads', [{ id: 'p1', timestamp: new Date(), attempts, body }]);
      const ctx = createExecutionContext();
      await worker.queue(batch, { ...env, ...testVars() } as Env, ctx);
      expect(await getQueueResult(batch, ctx)).toMatchObject({ explicitAcks: ['p1'] });
    }
    expect(await leadOf(email)).toMatchObject({ stored_late: 1 });
    expect(await photosOf(email)).toHaveLength(2);
  });
});

describe('the island: the lead first, then each photo (POST /lead-photos)', () => {
  /** Sends the lead as the island does (JSON, its key, the number of photos to follow). */
  async function islandLead(count: number) {
    const key = crypto.randomUUID();
    const { form, email } = contactForm([], { idempotencyKey: key, photoCount: String(count) });
    form.delete('photos');
    const response = await post('/contact', form, {}, true);
    expect(response.status).toBe(201);
    return { key, email };
  }
  /** One upload as the island sends it. */
  function upload(key: string, file: File | string, vars: Partial<Env> = {}, lang = 'en') {
    const form = new FormData();
    form.append('key', key);
    form.append('lang', lang);
    form.append('photo', file);
    return postForm('/lead-photos', form, { vars: testVars(vars), json: true });
  }

  it('keeps each photo with its lead; the email waits for the announced photos, then counts them and links to the lead', async () => {
    const { key, email } = await islandLead(2);
    // Announced photos: not emailed yet.
    expect(send).not.toHaveBeenCalled();
    expect(await leadOf(email)).toMatchObject({ photos_expected: 2, notify_status: 'pending' });
    let response = await upload(key, fileOf('jpeg'));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(send).not.toHaveBeenCalled();
    response = await upload(key, fileOf('png'));
    expect(response.status).toBe(201);
    expect(send).toHaveBeenCalledTimes(1);
    const lead = (await leadOf(email))!;
    const mail = send.mock.calls[0]![0] as EmailMessageBuilder;
    expect(mail.text).toContain(`Photos: 2 sent with this request. See them with the lead: ${env.SITE_URL}/admin/leads/${lead.id}`);
    expect(mail.text).not.toMatch(/\/media\/|lead-photos/);
    expect(await photosOf(email)).toHaveLength(2);

    // The CSV counts them.
    const [header, row] = leadsCsv((await leadsPage(env.DB, { query: email })).leads)
      .split('\r\n')
      .map((line) => line.slice(1, -1).split('","'));
    expect(row?.[header?.indexOf('photos') ?? -1]).toBe('2');
  });

  it('refuses a sixth photo, a refused file, an undecodable one, a photo with no lead or a stale one, without touching the lead', async () => {
    const { key, email } = await islandLead(5);
    for (let i = 0; i < 5; i++) expect((await upload(key, fileOf('small'))).status).toBe(201);
    let response = await upload(key, fileOf('small'));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'Attach at most 5 photos. Remove some and send the form again.' });

    const other = await islandLead(1);
    response = await upload(other.key, fileOf('text', 'notes.jpg'), {}, 'es');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'Este archivo no es una foto JPEG, PNG o WebP.' });

    const errors = vi.spyOn(console, 'error');
    response = await upload(other.key, fileOf('truncatedJpeg', 'IMG_0100.JPG'));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'This photo could not be read. It may be damaged; export it again.' });
    expect(errors).not.toHaveBeenCalled();

    for (const noLead of [crypto.randomUUID(), 'sha256:abc', '']) {
      response = await upload(noLead, fileOf('small'));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: 'Photos can only be sent with an estimate request. Send the form first.' });
    }
    // A lead older than an hour takes no more photos.
    await env.DB.prepare("UPDATE leads SET created_at = '2026-01-01T00:00:00.000Z' WHERE idempotency_key = ?1").bind(other.key).run();
    expect((await upload(other.key, fileOf('small'))).status).toBe(422);
    expect(await photosOf(email)).toHaveLength(5);
    expect(await leadOf(email)).toMatchObject({ name: 'Pat Lee' });
  });

  it('keeps at most five photos when the fifth and a sixth upload arrive together (the INSERT guard)', async () => {
    const { key, email } = await islandLead(5);
    for (let i = 0; i < 4; i++) expect((await upload(key, fileOf('small'))).status).toBe(201);
    // Both uploads are let past the photo check only once both are in it, so both read "4 photos" before either inserts.
    let arrived = 0;
    let release: () => void = () => {};
    const bothIn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const images = {
      info: async (stream: ReadableStream<Uint8Array>) => {
        arrived += 1;
        if (arrived === 2) release();
        await bothIn;
        return env.IMAGES.info(stream);
      },
      input: (stream: ReadableStream<Uint8Array>) => env.IMAGES.input(stream),
    } as unknown as ImagesBinding;
    const statuses = (
      await Promise.all([upload(key, fileOf('small'), { IMAGES: images }), upload(key, fileOf('small'), { IMAGES: images })])
    )
      .map((response) => response.status)
      .sort();
    expect(arrived).toBeGreaterThanOrEqual(2);
    expect(statuses).toEqual([201, 422]);
    expect(await photosOf(email)).toHaveLength(5);
  });

  it("refuses an upload naming a real lead sent without JavaScript (its key is not the island's UUID)", async () => {
    const { form, email } = contactForm([]);
    expect((await post('/contact', form)).status).toBe(303);
    const { idempotency_key: key } = (await leadOf(email))!;
    const response = await upload(key, fileOf('small'));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'Photos can only be sent with an estimate request. Send the form first.' });
    expect(await photosOf(email)).toHaveLength(0);
  });

  it('takes a photo for a lead 59 minutes old, not for one just past the hour', async () => {
    const within = await islandLead(1);
    const past = await islandLead(1);
    const agedBy = (key: string, ms: number) =>
      env.DB.prepare('UPDATE leads SET created_at = ?2 WHERE idempotency_key = ?1')
        .bind(key, new Date(Date.now() - ms).toISOString())
        .run();
    await agedBy(within.key, 59 * 60_000);
    await agedBy(past.key, 60 * 60_000 + 5_000);
    expect((await upload(within.key, fileOf('small'))).status).toBe(201);
    expect((await upload(past.key, fileOf('small'))).status).toBe(422);
    expect(await photosOf(past.email)).toHaveLength(0);
  });

  it('answers the daily cap and R2 failing with 503 and a message, keeping nothing half-written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { key, email } = await islandLead(1);
    const before = (await leadObjects()).length;
    let response = await upload(key, fileOf('jpeg'), { LEAD_PHOTO_BYTES_PER_DAY: '1000' });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(/could not keep its photos/);
    response = await upload(key, fileOf('jpeg'), { PHOTOS: failingAfter(1) });
    expect(response.status).toBe(503);
    expect(await photosOf(email)).toHaveLength(0);
    expect((await leadObjects()).length).toBe(before);
  });

  it('bounds a flood of uploads from one client, keyed like the forms (429 past 20 a minute)', async () => {
    await startOfRateWindow();
    const client = someClient();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const form = new FormData();
      form.append('key', crypto.randomUUID());
      form.append('photo', fileOf('small'));
      statuses.push((await postForm('/lead-photos', form, { json: true, client })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another client is not held back.
    const form = new FormData();
    form.append('key', crypto.randomUUID());
    form.append('photo', fileOf('small'));
    expect((await postForm('/lead-photos', form, { json: true })).status).toBe(422);
  });

  it('refuses an upload from another site (403) and one that is not multipart (415)', async () => {
    const form = new FormData();
    form.append('key', crypto.randomUUID());
    form.append('photo', fileOf('small'));
    const foreign = await postForm('/lead-photos', form, { json: true, headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const text = await postForm('/lead-photos', { key: 'x' }, { json: true });
    expect(text.status).toBe(415);
  });
});

/** Runs the cron trigger as if it fired at `at`. */
const runCron = (at: Date) =>
  (worker.scheduled as NonNullable<typeof worker.scheduled>)(
    { scheduledTime: at.getTime(), cron: '*/5 * * * *', noRetry: () => {} },
    env,
    createExecutionContext(),
  );

describe('the clean-up', () => {
  it('deletes the photos of leads older than 18 months, files and rows, and keeps newer ones', async () => {
    const old = contactForm([fileOf('small')]);
    const recent = contactForm([fileOf('small')]);
    expect((await post('/contact', old.form)).status).toBe(303);
    expect((await post('/contact', recent.form)).status).toBe(303);
    const [oldPhoto] = (await photosOf(old.email)) as [LeadPhotoRow];
    await env.DB.prepare("UPDATE leads SET created_at = '2025-05-01T00:00:00.000Z' WHERE email = ?1").bind(old.email).run();
    const before = await leadObjects();
    expect(before.some((key) => key.includes(oldPhoto.name))).toBe(true);
    // Through the cron trigger, as it runs every five minutes.
    await runCron(new Date('2026-11-25T12:00:00Z'));
    expect(await photosOf(old.email)).toHaveLength(0);
    expect((await leadObjects()).some((key) => key.includes(oldPhoto.name))).toBe(false);
    expect(await photosOf(recent.email)).toHaveLength(1);
    // The lead itself stays.
    expect(await leadOf(old.email)).not.toBeNull();
  });
});

describe('a JPEG comment', () => {
  /** The `small` photo with a comment segment (COM, FF FE) holding `text` put right after its start marker. */
  const withComment = (text: string): Uint8Array<ArrayBuffer> => {
    const photo = bytesOf('small');
    const body = new TextEncoder().encode(text);
    const length = body.length + 2;
    const out = new Uint8Array(photo.length + 4 + body.length);
    out.set(photo.subarray(0, 2));
    out.set([0xff, 0xfe, length >> 8, length & 0xff], 2);
    out.set(body, 6);
    out.set(photo.subarray(2), 6 + body.length);
    return out;
  };

  it('holding any tag is refused (a link, a meta refresh, a style: none of them on the markup list), plain text kept', async () => {
    for (const tag of [
      '<a href="https://evil.example/login">Pay here</a>',
      '<meta http-equiv="refresh" content="0;url=//evil.example">',
      '<style>',
    ])
      expect(await checkPhoto(withComment(tag), env.IMAGES, LEAD_PHOTO_LIMITS), tag).toEqual({ ok: false, reason: 'polyglot' });
    expect(await checkPhoto(withComment('Driveway, 3 < 4 cracks; shot 2026-11-20'), env.IMAGES, LEAD_PHOTO_LIMITS)).toMatchObject({
      ok: true,
      format: 'image/jpeg',
    });
  });
});
