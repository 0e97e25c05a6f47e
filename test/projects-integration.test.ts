import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { deleteStalePhotos } from '../src/projects/cleanup';
import { createProject, findProject, insertPendingPhoto } from '../src/projects/store';
import { localAdminAccess, ORIGIN, requestWith, SITE_URL } from './helpers';

/**
 * Proof of work: projects posted by the contractor (/admin/projects), their photos
 * judged, stored in R2 and derived by the Images binding, and where published
 * projects appear (gallery, project page, town, service and home pages, sitemap),
 * in both editions. Runs in workerd with the local R2 bucket and Images
 * binding; the test photos are drawn with sharp in Node (test/fixtures/photos.ts).
 */

const photos = inject('photos');
const bytesOf = (name: keyof typeof photos): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(photos[name]), (ch) => ch.charCodeAt(0));

let vars: Partial<Env>;
let owner: Record<string, string>;
beforeAll(async () => {
  ({ vars, owner } = await localAdminAccess('local-projects'));
});

/**
 * A request to the Worker (the same module instance as the test, so its isolate state is the test's), waiting for
 * `waitUntil` work. `more` changes variables, e.g. `{ PAGE_CACHE: 'edge' }` to see only the Cache API's copies.
 */
const call = (path: string, init: RequestInit = {}, more: Partial<Env> = {}) => requestWith({ ...vars, ...more }, path, init);
const page = async (path: string) => {
  const response = await call(path);
  const html = await response.text();
  return { response, html, document: parse(html) };
};
const asJson = () => ({ ...owner, Accept: 'application/json' });

/** Uploads one photo as the form island does (with the outbox's idempotency key when given); the parsed answer and status. */
async function upload(bytes: Uint8Array<ArrayBuffer>, name = 'photo.jpg', type = 'image/jpeg', key = '') {
  const body = new FormData();
  if (key) body.append('idempotency_key', key);
  body.append('photo', new File([bytes], name, { type }));
  const response = await call('/admin/uploads', { method: 'POST', headers: asJson(), body });
  return { status: response.status, body: (await response.json()) as { id?: number; name?: string; thumb?: string; error?: string } };
}

/** Posts the project form as the island does (urlencoded, JSON answer). */
async function saveProject(fields: Record<string, string>, photoIds: number[], path = '/admin/projects', extra: [string, string][] = []) {
  const body = new URLSearchParams(fields);
  for (const id of photoIds) body.append('photo_id', String(id));
  for (const [k, v] of extra) body.append(k, v);
  const response = await call(path, {
    method: 'POST',
    headers: { ...asJson(), 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { status: response.status, body: (await response.json()) as { id?: number; path?: string; errors?: Record<string, string> } };
}

const PROJECT = {
  service: 'stamped-concrete',
  town: 'nederland',
  month: '2026-05',
  description: 'Poured and stamped a 400 sq ft ashlar slate patio with a charcoal release, sealed two days later.',
  description_es: 'Colamos y estampamos un patio de 400 pies cuadrados con diseño de pizarra, sellado dos días después.',
  customer_name: 'Maria',
  customer_quote: 'They finished in two days and left the yard cleaner than they found it.',
  consent: 'on',
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** A project of its own for a test (so no test leans on another's): one photo uploaded, then saved with `intent`. */
async function ownProject(intent: 'publish' | 'draft' = 'publish', fields: Partial<typeof PROJECT> = {}) {
  const { status, body } = await upload(bytesOf('small'));
  expect(status).toBe(201);
  const saved = await saveProject({ ...PROJECT, ...fields, intent }, [body.id!]);
  expect(saved.status).toBe(201);
  return { id: saved.body.id!, path: saved.body.path!, photoId: body.id! };
}

/** A D1 binding that fails every call, as D1 does when it cannot be reached. */
const downDb = {
  prepare: () => {
    throw new Error('D1_ERROR: the database is unreachable (test)');
  },
  batch: () => Promise.reject(new Error('D1_ERROR: the database is unreachable (test)')),
} as unknown as D1Database;

/** Every key in the photo bucket. */
async function bucketKeys(): Promise<string[]> {
  const listed = await env.PHOTOS.list();
  return listed.objects.map((o) => o.key);
}

/**
 * The markers of metadata a served image must not hold: an EXIF block (which is where GPS lives), XMP, the fixture
 * camera's name. The fixture's GPS position (30°4'48" N) is checked through its EXIF block: no block, no GPS.
 */
function metadataIn(bytes: Uint8Array): string[] {
  const text = new TextDecoder('latin1').decode(bytes);
  return ['Exif\0\0', 'http://ns.adobe.com/xap', 'FixturePhone'].filter((marker) => text.includes(marker));
}

describe('/admin/projects behind Access', () => {
  it('answers 403 without a valid token, for the pages, the uploads and the media of drafts', async () => {
    for (const [path, method] of [
      ['/admin/projects', 'GET'],
      ['/admin/projects/new', 'GET'],
      ['/admin/projects', 'POST'],
      ['/admin/uploads', 'POST'],
      ['/admin/projects/1/delete', 'POST'],
    ] as const) {
      const response = await call(path, { method, headers: { Origin: ORIGIN } });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a form post from another site with 403, even with a valid token', async () => {
    const body = new FormData();
    body.append('photo', new File([bytesOf('jpeg')], 'a.jpg'));
    const response = await call('/admin/uploads', { method: 'POST', headers: { ...owner, Origin: 'https://evil.example' }, body });
    expect(response.status).toBe(403);
    expect(await bucketKeys()).toEqual([]);
  });

  it('shows the project form in the admin layout: no public header, call bar or footer; every field labelled', async () => {
    const response = await call('/admin/projects/new', { headers: owner });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    const document = parse(html);
    expect(document.querySelector('footer')).toBeNull();
    expect(html).not.toContain('tel:');
    expect(document.querySelector('nav[aria-label="Admin"]')).not.toBeNull();
    const form = document.querySelector('form[action="/admin/projects"]');
    expect(form?.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form?.querySelector('input[type="file"][name="photos"]')?.getAttribute('accept')).toBe('image/*');
    expect(form?.querySelectorAll('select[name="service"] option').length).toBe(16);
    expect(form?.querySelectorAll('select[name="town"] option').length).toBe(17);
    for (const control of form?.querySelectorAll('input:not([type="hidden"]):not([type="checkbox"]), select, textarea') ?? []) {
      expect(document.querySelector(`label[for="${control.id}"]`), control.getAttribute('name') ?? '').not.toBeNull();
    }
  });
});

describe('photos, judged by their bytes', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'accepts a %s sent as application/octet-stream and keeps only re-encoded AVIF, WebP and JPEG variants, never the upload',
    async (fixture) => {
      const sent = bytesOf(fixture);
      const { status, body } = await upload(sent, `site.${fixture}`, 'application/octet-stream');
      expect(status).toBe(201);
      const keys = (await bucketKeys()).filter((k) => k.includes(body.name ?? '?'));
      for (const ext of ['avif', 'webp', 'jpg'])
        expect(keys.some((k) => k.startsWith(`variants/${body.name}/`) && k.endsWith(`.${ext}`))).toBe(true);
      // Nothing else of the photo is stored: no key outside its variants, and none of them holds the bytes as sent.
      expect(keys.filter((k) => !k.startsWith(`variants/${body.name}/`))).toEqual([]);
      for (const key of keys) {
        const stored = new Uint8Array(await (await env.PHOTOS.get(key))!.arrayBuffer());
        expect(stored.length === sent.length && stored.every((byte, i) => byte === sent[i]), key).toBe(false);
      }
    },
  );

  it('serves variants upright and without EXIF, GPS or XMP: a phone photo stored sideways with orientation 6 comes out portrait', async () => {
    const original = bytesOf('phoneJpeg');
    expect(metadataIn(original)).toEqual(['Exif\0\0', 'FixturePhone']);
    const { status, body } = await upload(original, 'IMG_0042.JPG');
    expect(status).toBe(201);
    for (const [width, ext] of [
      [480, 'avif'],
      [960, 'webp'],
      [960, 'jpg'],
    ] as const) {
      const object = await env.PHOTOS.get(`variants/${body.name}/${width}.${ext}`);
      const bytes = new Uint8Array(await object!.arrayBuffer());
      expect(metadataIn(bytes), `${width}.${ext}`).toEqual([]);
      const info = await env.IMAGES.info(new Blob([bytes]).stream());
      // Stored 1600 × 1200 sideways: upright it is 1200 × 1600, so a variant is taller than wide.
      expect('width' in info && info.width).toBe(width);
      expect('height' in info && info.height).toBe(Math.round((width * 1600) / 1200));
    }
    // Never wider than the photo: 480, 720 and 960, then its own 1,200 px.
    expect((await bucketKeys()).filter((k) => k.startsWith(`variants/${body.name}/`) && k.endsWith('.jpg')).sort()).toEqual([
      `variants/${body.name}/1200.jpg`,
      `variants/${body.name}/480.jpg`,
      `variants/${body.name}/720.jpg`,
      `variants/${body.name}/960.jpg`,
    ]);
  });

  it.each([
    ['a renamed text file', 'text', /not a JPEG, PNG or WebP/],
    ['a JPEG with an HTML page appended (polyglot)', 'appendedPolyglot', /more than a photo/],
    ['a JPEG with a script in a comment (polyglot)', 'commentPolyglot', /more than a photo/],
    ['a JPEG followed by a ZIP holding evil.html whose comment ends in FF D9 (polyglot)', 'zipPolyglot', /more than a photo/],
    ['a JPEG whose comment holds <img src=x onerror=…> (polyglot)', 'imgCommentPolyglot', /more than a photo/],
    ['a WebP with data appended after its RIFF size', 'appendedWebp', /more than a photo/],
    ['a decompression bomb (50 megapixels declared in a 100-byte PNG)', 'bomb', /over 40 megapixels/],
    ['an iPhone HEIC photo', 'heic', /HEIC.*Most Compatible/],
  ] as const)('refuses %s with a message and stores nothing', async (_label, fixture, message) => {
    const before = await bucketKeys();
    const { status, body } = await upload(bytesOf(fixture), 'photo.jpg');
    expect(status).toBe(422);
    expect(body.error).toMatch(message);
    expect(await bucketKeys()).toEqual(before);
  });

  it('answers a photo the Images binding cannot decode (a truncated JPEG, its end marker put back) 422 "could not be read", with no ERROR line', async () => {
    const errors = vi.spyOn(console, 'error');
    const before = await bucketKeys();
    const { status, body } = await upload(bytesOf('truncatedJpeg'), 'IMG_0100.JPG');
    expect(status).toBe(422);
    expect(body.error).toBe('This photo could not be read. It may be damaged; export it again.');
    expect(await bucketKeys()).toEqual(before);
    expect(errors).not.toHaveBeenCalled();
  });

  it('refuses an empty file and a file over 15 MB', async () => {
    const empty = await upload(new Uint8Array(0));
    expect(empty.status).toBe(422);
    expect(empty.body.error).toMatch(/empty/);
    const big = new Uint8Array(15 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const large = await upload(big);
    expect(large.status).toBe(422);
    expect(large.body.error).toMatch(/over 15 MB/);
  });

  it('answers 413 for a body over the upload limit, before reading it', async () => {
    const big = new Uint8Array(16 * 1024 * 1024);
    const response = await call('/admin/uploads', {
      method: 'POST',
      headers: { ...asJson(), 'Content-Type': 'multipart/form-data; boundary=x' },
      body: big,
    });
    expect(response.status).toBe(413);
  });
});

describe('a project from draft to deleted, as every page shows it', () => {
  let projectId = 0;
  let projectPath = '';
  const photoIds: number[] = [];

  it('saves a draft with two photos (before and after) that no public page shows', async () => {
    for (const fixture of ['jpeg', 'phoneJpeg'] as const) {
      const { status, body } = await upload(bytesOf(fixture));
      expect(status).toBe(201);
      photoIds.push(body.id!);
    }
    const saved = await saveProject({ ...PROJECT, intent: 'draft' }, photoIds, '/admin/projects', [
      [`alt_${photoIds[0]}`, 'Cracked old patio slab in Nederland before the pour'],
      [`phase_${photoIds[0]}`, 'before'],
      [`alt_${photoIds[1]}`, 'Stamped concrete patio in Nederland'],
      [`phase_${photoIds[1]}`, 'after'],
    ]);
    expect(saved.status).toBe(201);
    projectId = saved.body.id!;
    projectPath = saved.body.path!;
    expect(projectPath).toBe(`/projects/stamped-concrete-nederland-2026-05-${projectId}`);
    expect((await call(projectPath)).status).toBe(404);
    expect((await call('/projects')).status).toBe(404);
    const town = await page('/nederland-tx-concrete-contractors');
    expect(town.html).not.toContain('Recent work');
    // The location's Cache API now holds the town page without the project.
    expect(await (await call('/nederland-tx-concrete-contractors', {}, { PAGE_CACHE: 'edge' })).text()).not.toContain('Recent work');
    const name = (await env.DB.prepare('SELECT name FROM job_photos WHERE id = ?').bind(photoIds[1]).first<{ name: string }>())!.name;
    expect((await call(`/media/${name}/480.avif`)).status).toBe(404);
    expect((await call(`/admin/media/${name}/480.jpg`, { headers: owner })).status).toBe(200);
    expect((await page('/sitemap.xml')).html).not.toContain('/projects/');
  });

  it('refuses to publish with a field wrong, naming each, and keeps the project as it was', async () => {
    const saved = await saveProject(
      { ...PROJECT, description: 'Too short', month: '2999-01', intent: 'publish' },
      photoIds,
      `/admin/projects/${projectId}`,
    );
    expect(saved.status).toBe(422);
    expect(saved.body.errors).toMatchObject({ description: expect.stringMatching(/at least 20/), month: expect.any(String) });
    expect((await call(projectPath)).status).toBe(404);
  });

  it('once published, shows on its page, the gallery, its town, its service, home and the sitemap, in both editions', async () => {
    const response = await call(`/admin/projects/${projectId}/publish`, { method: 'POST', headers: owner });
    expect(response.status).toBe(303);

    // The Cache API's copy of the town page, kept at the older content version, is not served: it renders afresh, once.
    const edge = await call('/nederland-tx-concrete-contractors', {}, { PAGE_CACHE: 'edge' });
    expect(edge.headers.get('server-timing')).toMatch(/^render;/);
    expect(await edge.text()).toContain('Recent work in Nederland');
    expect((await call('/nederland-tx-concrete-contractors', {}, { PAGE_CACHE: 'edge' })).headers.get('server-timing')).toMatch(
      /^cache;desc=edge/,
    );

    const project = await page(projectPath);
    expect(project.response.status).toBe(200);
    expect(project.document.querySelector('h1')?.text).toBe('Stamped Concrete in Nederland, TX (May 2026)');
    const pictures = project.document.querySelectorAll('main picture, picture');
    expect(pictures.length).toBe(2);
    const sources = pictures[0]!.querySelectorAll('source').map((s) => s.getAttribute('type'));
    expect(sources).toEqual(['image/avif', 'image/webp']);
    const images = project.document.querySelectorAll('picture img');
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]!.getAttribute('loading')).toBe('lazy');
    for (const img of images) {
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      expect(img.getAttribute('srcset')).toMatch(/480w/);
      expect(img.getAttribute('sizes')).toBeTruthy();
    }
    // The phone photo is portrait once upright.
    expect(Number(images[1]!.getAttribute('height'))).toBeGreaterThan(Number(images[1]!.getAttribute('width')));
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Cracked old patio slab in Nederland before the pour',
      'Stamped concrete patio in Nederland',
    ]);
    expect(project.html).toContain('They finished in two days');
    expect(project.document.querySelector('a[href="/stamped-concrete"]')).not.toBeNull();
    expect(project.document.querySelector('a[href="/nederland-tx-concrete-contractors"]')).not.toBeNull();
    expect(project.document.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(project.document.querySelector('a[href="/contact#estimate-form"]')).not.toBeNull();

    // A served variant of a published photo: immutable, typed, without metadata.
    const src = images[1]!.getAttribute('src')!;
    const variant = await call(src);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(variant.headers.get('content-type')).toBe('image/jpeg');
    expect(metadataIn(new Uint8Array(await variant.arrayBuffer()))).toEqual([]);

    // Structured data: an ImageObject per photo, credited to the business.
    const graph = project.document
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as Record<string, unknown>)
      .find((d) => d['@type'] === 'WebPage' && Array.isArray(d.image)) as {
      image: Record<string, unknown>[];
      about: { name: string };
      contentLocation: { name: string };
    };
    expect(graph.image).toHaveLength(2);
    for (const image of graph.image) {
      expect(image).toMatchObject({
        '@type': 'ImageObject',
        contentUrl: expect.stringMatching(new RegExp(`^${SITE_URL}/media/`)),
        caption: expect.any(String),
        creditText: 'Golden Triangle Concrete',
        copyrightHolder: { '@id': `${SITE_URL}/#business` },
      });
    }
    expect(graph.about.name).toBe('Stamped Concrete');
    expect(graph.contentLocation.name).toBe('Nederland, TX');

    const town = await page('/nederland-tx-concrete-contractors');
    expect(town.document.querySelector('#recent-work-heading')?.text).toBe('Recent work in Nederland');
    expect(town.document.querySelector(`#recent-work a[href="${projectPath}"]`)).not.toBeNull();
    expect((await page('/lumberton-tx-concrete-contractors')).html).not.toContain('recent-work');
    const service = await page('/stamped-concrete');
    expect(service.document.querySelector(`#recent-work a[href="${projectPath}"]`)).not.toBeNull();
    const home = await page('/');
    expect(home.document.querySelector(`#recent-work a[href="${projectPath}"]`)).not.toBeNull();
    expect(home.document.querySelector('#testimonials')?.text).toContain('They finished in two days');
    const gallery = await page('/projects');
    expect(gallery.response.status).toBe(200);
    expect(gallery.document.querySelector(`a[href="${projectPath}"]`)).not.toBeNull();
    expect(gallery.document.querySelector('a[href="/projects?town=nederland"]')).not.toBeNull();
    expect((await page('/projects?town=orange')).document.querySelector(`a[href="${projectPath}"]`)).toBeNull();
    expect((await call('/projects?town=nowhere')).status).toBe(404);

    const spanish = await page(`/es${projectPath}`);
    expect(spanish.response.status).toBe(200);
    expect(spanish.document.querySelector('html')?.getAttribute('lang')).toBe('es-US');
    expect(spanish.document.querySelector('h1')?.text).toBe('Concreto estampado en Nederland, TX (mayo de 2026)');
    expect(spanish.html).toContain('Colamos y estampamos');
    expect((await page('/es/nederland-tx-concrete-contractors')).document.querySelector('#recent-work-heading')?.text).toBe(
      'Trabajos recientes en Nederland',
    );
    expect((await page('/es/projects')).document.querySelector(`a[href="/es${projectPath}"]`)).not.toBeNull();

    const sitemap = (await page('/sitemap.xml')).html;
    for (const path of [projectPath, `/es${projectPath}`, '/projects', '/es/projects'])
      expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
    expect(sitemap).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(sitemap).toMatch(/<image:image><image:loc>https:\/\/[^<]+\/media\/[0-9a-f-]+\/\d+\.jpg<\/image:loc><\/image:image>/);
  });

  it('shows an edit at once, and withholds the customer’s words without consent', async () => {
    const saved = await saveProject(
      {
        ...PROJECT,
        consent: '',
        description: 'Stamped an ashlar slate patio and a matching walkway, sealed after two days.',
        intent: 'publish',
      },
      photoIds,
      `/admin/projects/${projectId}`,
    );
    expect(saved.status).toBe(200);
    const project = await page(projectPath);
    expect(project.html).toContain('matching walkway');
    expect(project.html).not.toContain('They finished in two days');
    expect((await page('/')).document.querySelector('#testimonials')).toBeNull();
  });

  it('once unpublished, leaves every public page and the sitemap', async () => {
    expect((await call(`/admin/projects/${projectId}/unpublish`, { method: 'POST', headers: owner })).status).toBe(303);
    expect((await call(projectPath)).status).toBe(404);
    expect((await call(`/es${projectPath}`)).status).toBe(404);
    expect((await page('/nederland-tx-concrete-contractors')).html).not.toContain('recent-work');
    expect((await page('/es/stamped-concrete')).html).not.toContain('recent-work');
    expect((await page('/')).html).not.toContain('recent-work');
    expect((await page('/sitemap.xml')).html).not.toContain('/projects');
  });

  it('deleting the project deletes its photos from R2', async () => {
    const names = (
      await env.DB.prepare('SELECT name FROM job_photos WHERE job_id = ?').bind(projectId).all<{ name: string }>()
    ).results.map((r) => r.name);
    expect(names).toHaveLength(2);
    const response = await call(`/admin/projects/${projectId}/delete`, { method: 'POST', headers: owner });
    expect(response.status).toBe(303);
    const keys = await bucketKeys();
    for (const name of names) expect(keys.filter((k) => k.includes(name))).toEqual([]);
    expect((await call(`/admin/projects/${projectId}`, { headers: owner })).status).toBe(404);
  });
});

describe('a published project, on its own', () => {
  it('a slug that is not the project’s own redirects to it (301)', async () => {
    const project = await ownProject();
    const response = await call(`/projects/driveway-orange-2020-01-${project.id}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(project.path);
  });

  it('gives the content a new version in KV when it is published or unpublished (what other isolates read)', async () => {
    const before = await env.SITE_STATE.get('content-version');
    const project = await ownProject();
    const published = await env.SITE_STATE.get('content-version');
    expect(published).not.toBeNull();
    expect(published).not.toBe(before);
    expect((await call(`/admin/projects/${project.id}/unpublish`, { method: 'POST', headers: owner })).status).toBe(303);
    expect(await env.SITE_STATE.get('content-version')).not.toBe(published);
  });

  it('when D1 fails, a town page renders without its projects and is not cached: the next visit shows them', async () => {
    const project = await ownProject('publish', { town: 'port-neches' });
    const down = await call('/port-neches-tx-concrete-contractors', {}, { DB: downDb });
    expect(down.status).toBe(200);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.text()).not.toContain('recent-work');
    const back = await page('/port-neches-tx-concrete-contractors');
    expect(back.document.querySelector(`#recent-work a[href="${project.path}"]`)).not.toBeNull();
  });

  it('keeps its photos: another project posted with them is refused, and a write claiming them changes nothing', async () => {
    const first = await ownProject();
    const taking = await saveProject({ ...PROJECT, intent: 'draft' }, [first.photoId]);
    expect(taking.status).toBe(422);
    expect(taking.body.errors?.photos).toMatch(/not found/);
    // Past the check (a post racing another): the store's own claim takes only free photos.
    const other = await createProject(
      env.DB,
      { ...PROJECT, consent: false, featured: false, cover_photo_id: null },
      'draft',
      [{ id: first.photoId, alt: 'Taken', alt_es: null, phase: null }],
      new Date(),
    );
    expect((await findProject(env.DB, other))?.photos).toEqual([]);
    const project = await page(first.path);
    expect(project.response.status).toBe(200);
    expect(project.document.querySelectorAll('picture img')).toHaveLength(1);
  });

  it('a draft without a photo cannot be published from the list', async () => {
    const saved = await saveProject({ ...PROJECT, town: 'vidor', intent: 'draft' }, []);
    expect(saved.status).toBe(201);
    const response = await call(`/admin/projects/${saved.body.id}/publish`, { method: 'POST', headers: owner });
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/no photo/);
    expect((await call(saved.body.path!)).status).toBe(404);
    expect((await page('/vidor-tx-concrete-contractors')).html).not.toContain('recent-work');
  });
});

describe('posting without JavaScript (multipart with the photos)', () => {
  it('sends the form back (422) with every value kept and a message naming the refused photo; nothing stored', async () => {
    const before = await bucketKeys();
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...PROJECT, intent: 'publish' })) body.append(k, v);
    body.append('photos', new File([bytesOf('jpeg')], 'good.jpg'));
    body.append('photos', new File([bytesOf('text')], 'notes.jpg'));
    const response = await call('/admin/projects', { method: 'POST', headers: owner, body });
    expect(response.status).toBe(422);
    const document = parse(await response.text());
    expect(document.querySelector('#photos-error')?.text).toMatch(/notes\.jpg: This file is not a JPEG, PNG or WebP photo/);
    expect(document.querySelector('textarea[name="description"]')?.text).toBe(PROJECT.description);
    expect(document.querySelector('select[name="town"] option[selected]')?.getAttribute('value')).toBe('nederland');
    expect(await bucketKeys()).toEqual(before);
  });

  it('a refused post opens with the error summary on top: focused, its messages linking to their fields', async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...PROJECT, service: '', description: 'Too short', intent: 'publish' })) body.append(k, v);
    const response = await call('/admin/projects', { method: 'POST', headers: owner, body });
    expect(response.status).toBe(422);
    const document = parse(await response.text());
    const summary = document.querySelector('[data-error-summary]');
    expect(summary).not.toBeNull();
    // First in the form, before any field, and focused by the browser without JavaScript.
    expect(document.querySelector('form[action="/admin/projects"]')?.firstElementChild?.hasAttribute('data-error-summary')).toBe(true);
    expect(summary?.getAttribute('tabindex')).toBe('-1');
    expect(summary?.hasAttribute('autofocus')).toBe(true);
    const links = summary!.querySelectorAll('a').map((a) => [a.getAttribute('href'), a.text]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['#project-service', 'Choose the service.'],
        ['#project-description', 'Write at least 20 characters.'],
        ['#project-photos', 'Add at least one photo to publish the project.'],
      ]),
    );
    for (const [href] of links) expect(document.querySelector(href!), href!).not.toBeNull();
  });

  it('a new project’s form starts on this month in Beaumont (America/Chicago)', async () => {
    const document = parse(await (await call('/admin/projects/new', { headers: owner })).text());
    const chicago = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit' }).format(new Date());
    expect(document.querySelector('#project-month')?.getAttribute('value')).toBe(chicago.slice(0, 7));
  });

  it('publishes with the photos, each given the suggested alt text, and answers 303 to the list', async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...PROJECT, town: 'beaumont', intent: 'publish' })) body.append(k, v);
    body.append('photos', new File([bytesOf('jpeg')], 'one.jpg'));
    body.append('photos', new File([bytesOf('png')], 'two.png'));
    const response = await call('/admin/projects', { method: 'POST', headers: owner, body });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/admin\/projects\?published=\d+#project-\d+$/);
    const list = await call('/admin/projects', { headers: asJson() });
    const { projects } = (await list.json()) as { projects: { id: number; status: string; title: string; path: string; photos: number }[] };
    const posted = projects.find((j) => j.title === 'Stamped Concrete in Beaumont, TX (May 2026)');
    expect(posted).toMatchObject({ status: 'published', photos: 2 });
    const project = await page(posted!.path);
    expect(project.document.querySelectorAll('picture img').map((img) => img.getAttribute('alt'))).toEqual([
      'Stamped Concrete in Beaumont',
      'Stamped Concrete in Beaumont',
    ]);
    // Beaumont has no town page: the project links the service areas page.
    expect(project.document.querySelector('a[href="/service-areas"]')).not.toBeNull();
  });

  it('publishes a phone photo stored sideways (EXIF orientation 6) upright: its served variant is portrait', async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...PROJECT, town: 'silsbee', intent: 'publish' })) body.append(k, v);
    body.append('photos', new File([bytesOf('phoneJpeg')], 'IMG_0042.JPG', { type: 'image/jpeg' }));
    const response = await call('/admin/projects', { method: 'POST', headers: owner, body });
    expect(response.status).toBe(303);
    const { projects } = (await (await call('/admin/projects', { headers: asJson() })).json()) as {
      projects: { title: string; path: string }[];
    };
    const project = await page(projects.find((j) => j.title === 'Stamped Concrete in Silsbee, TX (May 2026)')!.path);
    const img = project.document.querySelector('picture img')!;
    expect(Number(img.getAttribute('height'))).toBeGreaterThan(Number(img.getAttribute('width')));
    const variant = await call(img.getAttribute('src')!);
    expect(variant.status).toBe(200);
    const info = await env.IMAGES.info(variant.body!);
    expect('width' in info && info.height > info.width).toBe(true);
  });

  it('sends the form back (422) for a photo that cannot be decoded, naming it: "could not be read", nothing stored, no ERROR line', async () => {
    const errors = vi.spyOn(console, 'error');
    const before = await bucketKeys();
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...PROJECT, intent: 'publish' })) body.append(k, v);
    body.append('photos', new File([bytesOf('jpeg')], 'good.jpg'));
    body.append('photos', new File([bytesOf('truncatedJpeg')], 'IMG_0100.JPG'));
    const response = await call('/admin/projects', { method: 'POST', headers: owner, body });
    expect(response.status).toBe(422);
    const document = parse(await response.text());
    expect(document.querySelector('#photos-error')?.text).toContain('IMG_0100.JPG: This photo could not be read.');
    expect(await bucketKeys()).toEqual(before);
    expect(errors).not.toHaveBeenCalled();
  });

  it('refuses more than 10 files before judging any: 422 naming the count, the Images binding never called', async () => {
    let calls = 0;
    const counting = {
      info: (...args: Parameters<ImagesBinding['info']>) => {
        calls += 1;
        return env.IMAGES.info(...args);
      },
      input: (...args: Parameters<ImagesBinding['input']>) => {
        calls += 1;
        return env.IMAGES.input(...args);
      },
    } as unknown as ImagesBinding;
    /** A post of `count` small photos without JavaScript; its status, errors and time. */
    const postMany = async (count: number) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({ ...PROJECT, intent: 'draft' })) body.append(k, v);
      for (let i = 0; i < count; i++) body.append('photos', new File([bytesOf('small')], `IMG_${i}.JPG`));
      const started = performance.now();
      const response = await call('/admin/projects', { method: 'POST', headers: asJson(), body }, { IMAGES: counting });
      const ms = performance.now() - started;
      return { status: response.status, errors: ((await response.json()) as { errors: Record<string, string> }).errors, ms };
    };
    const before = await bucketKeys();
    const eleven = await postMany(11);
    expect(eleven.status).toBe(422);
    expect(eleven.errors.photos).toBe('A project holds at most 10 photos; this post has 11.');
    expect(Object.keys(eleven.errors).filter((k) => k.startsWith('photo-'))).toEqual([]);
    expect(calls).toBe(0);
    const many = await postMany(300);
    expect(many.status).toBe(422);
    expect(calls).toBe(0);
    expect(await bucketKeys()).toEqual(before);
    console.log(`a post of 300 photos refused in ${many.ms.toFixed(0)} ms (11: ${eleven.ms.toFixed(0)} ms)`);
  });

  it('answers 413 for a project post over 32 MB, before reading it', async () => {
    const response = await call('/admin/projects', {
      method: 'POST',
      headers: { ...owner, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: new Uint8Array(33 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('Too large: at most 32 MB in one post. Send fewer photos at once.');
  });

  it('refuses more than 10 photos and a publish without any photo', async () => {
    // Eleven real photos waiting for their project: only the cap refuses them.
    const ids: number[] = [];
    for (let i = 0; i < 11; i++)
      ids.push(
        await insertPendingPhoto(
          env.DB,
          { name: `cap${i}-${'0'.repeat(16)}`, width: 480, height: 360, widths: [480], bytes: 1000 },
          new Date(),
        ),
      );
    const eleven = await saveProject({ ...PROJECT, intent: 'draft' }, ids);
    expect(eleven.status).toBe(422);
    expect(eleven.body.errors?.photos).toBe('A project holds at most 10 photos; this post has 11.');
    // Far more ids than D1 binds in one statement: refused the same way, before any query (was a 500).
    const many = await saveProject(
      { ...PROJECT, intent: 'draft' },
      Array.from({ length: 150 }, (_, i) => i + 1),
    );
    expect(many.status).toBe(422);
    expect(many.body.errors?.photos).toBe('A project holds at most 10 photos; this post has 150.');
    const ten = await saveProject({ ...PROJECT, intent: 'draft' }, ids.slice(0, 10));
    expect(ten.status).toBe(201);
    const none = await saveProject({ ...PROJECT, intent: 'publish' }, []);
    expect(none.status).toBe(422);
    expect(none.body.errors?.photos).toMatch(/at least one photo/);
  });
});

describe('the clean-up', () => {
  it('deletes the uploads earlier versions kept as sent (originals/), and no variant of a kept photo', async () => {
    const { body } = await upload(bytesOf('small'));
    await env.PHOTOS.put('originals/0123abcd-0123456789abcdef', bytesOf('zipPolyglot'));
    await env.PHOTOS.put(`originals/${body.name}`, bytesOf('small'));
    const variants = (await bucketKeys()).filter((k) => k.startsWith(`variants/${body.name}/`));
    expect(variants.length).toBeGreaterThan(0);
    await deleteStalePhotos(env, new Date());
    const keys = await bucketKeys();
    expect(keys.filter((k) => k.startsWith('originals/'))).toEqual([]);
    expect(keys.filter((k) => k.startsWith(`variants/${body.name}/`))).toEqual(variants);
  });
});

describe('idempotency keys (issue 31 §3: the outbox sends again after a dropped answer)', () => {
  it('an upload sent twice with one key stores one photo and answers both with it', async () => {
    const key = crypto.randomUUID();
    const before = (await bucketKeys()).length;
    const first = await upload(bytesOf('small'), 'a.jpg', 'image/jpeg', key);
    const again = await upload(bytesOf('small'), 'a.jpg', 'image/jpeg', key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM job_photos WHERE idempotency_key = ?').bind(key).first<{ n: number }>();
    expect(rows?.n).toBe(1);
    // The files of one photo only: the second upload stored nothing in R2 (as many files as one more upload adds).
    const mid = (await bucketKeys()).length;
    expect((await upload(bytesOf('small'))).status).toBe(201);
    expect(mid - before).toBe((await bucketKeys()).length - mid);
    expect(mid - before).toBeGreaterThan(0);
  });

  it('a project posted twice with one key makes one project with its photos; the second answer is the first one’s', async () => {
    const photoKeys = [crypto.randomUUID(), crypto.randomUUID()];
    const ids: number[] = [];
    for (const key of photoKeys) ids.push((await upload(bytesOf('small'), 'p.jpg', 'image/jpeg', key)).body.id!);
    const key = crypto.randomUUID();
    const fields = { ...PROJECT, town: 'port-arthur', intent: 'publish', idempotency_key: key };
    const first = await saveProject(fields, ids);
    const again = await saveProject(fields, ids);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({ status: 'published', photos: 2 });
    const list = await call('/admin/projects', { headers: asJson() });
    const { projects } = (await list.json()) as { projects: { title: string; photos: number }[] };
    expect(projects.filter((j) => j.title === 'Stamped Concrete in Port Arthur, TX (May 2026)')).toEqual([
      expect.objectContaining({ photos: 2 }),
    ]);
  });

  it('the same key with another body is 422 and stores nothing; the first body again still answers its project (issue 35)', async () => {
    const photoKey = crypto.randomUUID();
    const photo = await upload(bytesOf('small'), 'p.jpg', 'image/jpeg', photoKey);
    expect(photo.status).toBe(201);
    const other = await upload(bytesOf('jpeg'), 'p.jpg', 'image/jpeg', photoKey);
    expect(other.status).toBe(422);
    expect(other.body.error).toContain('reuses the key');
    const key = crypto.randomUUID();
    const fields = { ...PROJECT, town: 'nederland', intent: 'draft', idempotency_key: key };
    const first = await saveProject(fields, [photo.body.id!]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const changed = await saveProject({ ...fields, description: `${PROJECT.description} Another project entirely.` }, [photo.body.id!]);
    expect(changed.status).toBe(422);
    expect(changed.body.id).toBeUndefined();
    expect((await saveProject(fields, [photo.body.id!])).body).toEqual(first.body);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM jobs WHERE idempotency_key = ?').bind(key).first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('refuses a malformed key with 400 and stores nothing', async () => {
    const before = await bucketKeys();
    const photo = await upload(bytesOf('small'), 'a.jpg', 'image/jpeg', 'not-a-uuid');
    expect(photo.status).toBe(400);
    const project = await saveProject({ ...PROJECT, intent: 'draft', idempotency_key: '<script>' }, []);
    expect(project.status).toBe(400);
    expect(JSON.stringify(project.body)).not.toContain('<script>');
    expect(await bucketKeys()).toEqual(before);
  });
});
