import { env } from 'cloudflare:workers';
import { describe, expect, inject, it, vi } from 'vitest';
import { MAX_FORM_PARTS } from '../src/forms/fields';
import { postForm } from './helpers';

/**
 * Hostile posts that must cost nothing (issue 28): a form of thousands of
 * fields is refused before it is parsed, and a rate-limited client's photos
 * are never judged or stored. Timings are printed, never asserted.
 */

const photos = inject('photos');
const fileOf = (name: keyof typeof photos) =>
  new File([Uint8Array.from(atob(photos[name]), (ch) => ch.charCodeAt(0))], `${name}.jpg`, { type: 'image/jpeg' });

/** A multipart form of `count` distinct empty dummy fields after a real contact form's answers. */
function manyFields(count: number): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: 'Pat Lee', phone: '409-555-0188', email: 'pat@example.com', lang: 'en' }))
    form.append(name, value);
  for (let i = 0; i < count; i++) form.append(`f${i}`, '');
  return form;
}

/** Posts `form` and prints how long the Worker took. */
async function timedPost(label: string, path: string, form: FormData | URLSearchParams, json = true) {
  const started = performance.now();
  const response = await postForm(path, form, { json });
  console.log(`${label}: ${response.status} in ${Math.round(performance.now() - started)} ms`);
  return response;
}

describe('a post of thousands of fields', () => {
  it('gets 413 in words before it is parsed: 20,000 multipart fields to /contact and /quote', async () => {
    const contact = await timedPost('POST /contact, 20,000 multipart fields', '/contact', manyFields(20_000));
    expect(contact.status).toBe(413);
    expect(((await contact.json()) as { error: string }).error).toMatch(/larger than we can accept/);
    const quote = await timedPost('POST /quote, 20,000 multipart fields (HTML)', '/quote', manyFields(20_000), false);
    expect(quote.status).toBe(413);
    expect(await quote.text()).toContain('Your request is too long');
  });

  it('gets 413 as a urlencoded post of 20,000 fields, and one field over the bound', async () => {
    const many = new URLSearchParams(Array.from({ length: 20_000 }, (_, i) => [`f${i}`, '']));
    expect((await timedPost('POST /contact, 20,000 urlencoded fields', '/contact', many)).status).toBe(413);
    const over = new URLSearchParams(Array.from({ length: MAX_FORM_PARTS + 1 }, (_, i) => [`f${i}`, '']));
    expect((await postForm('/contact', over, { json: true })).status).toBe(413);
    // At the bound the post is read: the answers are judged (422), not the field count.
    const at = new URLSearchParams(Array.from({ length: MAX_FORM_PARTS }, (_, i) => [`f${i}`, '']));
    expect((await postForm('/contact', at, { json: true })).status).toBe(422);
  });

  it('gets 413 at the photo upload: 20,000 fields to /lead-photos', async () => {
    const response = await timedPost('POST /lead-photos, 20,000 multipart fields', '/lead-photos', manyFields(20_000));
    expect(response.status).toBe(413);
  });
});

describe('a rate-limited client posting photos', () => {
  /** The Images binding, its `info` (the photo check's first call into it) counted. */
  const countedImages = () => {
    const info = vi.fn((stream: ReadableStream<Uint8Array>) => env.IMAGES.info(stream));
    return { info, images: { info, input: (stream: ReadableStream<Uint8Array>) => env.IMAGES.input(stream) } as unknown as ImagesBinding };
  };
  const contactWithPhotos = (email: string) => {
    const form = manyFields(0);
    form.set('email', email);
    form.append('message', 'Cracked patio slab.');
    for (let i = 0; i < 5; i++) form.append('photos', fileOf('jpeg'));
    return form;
  };
  const leadObjects = async () => (await env.PHOTOS.list({ prefix: 'leads/' })).objects.length;
  const refusing = { limit: async () => ({ success: false }) } as unknown as RateLimit;

  it('gets its 429 before any photo is judged or stored', async () => {
    const { info, images } = countedImages();
    const before = await leadObjects();
    const email = `limited.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await postForm('/contact', contactWithPhotos(email), {
      json: true,
      vars: { IMAGES: images, LEAD_LIMITER: refusing, LEAD_INVALID_LIMITER: refusing },
    });
    expect(response.status).toBe(429);
    expect(info).not.toHaveBeenCalled();
    expect(await leadObjects()).toBe(before);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM leads WHERE email = ?1').bind(email).first('n')).toBe(0);
  });

  it('has its five photos judged once the limit lets it through (the count above can fail)', async () => {
    const { info, images } = countedImages();
    const email = `allowed.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await postForm('/contact', contactWithPhotos(email), { json: true, vars: { IMAGES: images } });
    expect(response.status).toBe(201);
    expect(info.mock.calls.length).toBeGreaterThanOrEqual(5);
  });
});
