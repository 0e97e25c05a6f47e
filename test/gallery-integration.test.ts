import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { localAdminAccess, requestWith } from './helpers';

/**
 * Proof up front (issue 28): the gallery linked from every page's header,
 * phone menu and footer once a project is published; home's first screen shows a
 * project's cover (the featured project's, else the newest's); cards show the cover
 * the contractor chose, else the first "after" photo, else the first; project
 * pages show before photos, then after; Spanish alt text written from the
 * service, the town and the marker; the town and service pages' "see all"
 * links open the gallery filtered by them.
 */

const photos = inject('photos');
const bytesOf = (name: keyof typeof photos): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(photos[name]), (ch) => ch.charCodeAt(0));

let vars: Partial<Env>;
let owner: Record<string, string>;
beforeAll(async () => {
  ({ vars, owner } = await localAdminAccess('local-gallery'));
});

/** A request to the Worker, waiting for its `waitUntil` work. */
const call = (path: string, init: RequestInit = {}) => requestWith(vars, path, init);
const page = async (path: string) => {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  return parse(await response.text());
};
const asJson = () => ({ ...owner, Accept: 'application/json' });

/** Uploads one fixture photo; its id and stored name. */
async function upload(fixture: keyof typeof photos): Promise<{ id: number; name: string }> {
  const body = new FormData();
  body.append('photo', new File([bytesOf(fixture)], 'photo.jpg', { type: 'image/jpeg' }));
  const response = await call('/admin/uploads', { method: 'POST', headers: asJson(), body });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

type Photo = { fixture: keyof typeof photos; phase?: 'before' | 'after'; alt?: string; altEs?: string };

/**
 * Posts and publishes a project as the form island does (urlencoded); `cover` is the index of the chosen cover in
 * `list`. Returns its path and its photos' stored names, in upload order.
 */
async function postProject(
  project: { service: string; town: string; month: string; featured?: boolean; cover?: number; path?: string },
  list: Photo[],
) {
  const uploaded = [];
  for (const photo of list) uploaded.push(await upload(photo.fixture));
  const body = new URLSearchParams({
    service: project.service,
    town: project.town,
    month: project.month,
    description: 'Broke out the old slab and poured a new one on compacted base, broom finish.',
    intent: 'publish',
  });
  if (project.featured) body.append('featured', 'on');
  if (project.cover !== undefined) body.append('cover_photo_id', String(uploaded[project.cover]!.id));
  uploaded.forEach(({ id }, i) => {
    body.append('photo_id', String(id));
    body.append(`alt_${id}`, list[i]!.alt ?? `Photo ${i + 1} of the project`);
    if (list[i]!.altEs) body.append(`alt_es_${id}`, list[i]!.altEs!);
    body.append(`phase_${id}`, list[i]!.phase ?? '');
  });
  const response = await call(project.path ?? '/admin/projects', {
    method: 'POST',
    headers: { ...asJson(), 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  expect(response.status).toBeLessThan(300);
  const saved = (await response.json()) as { id: number; path: string };
  return { ...saved, names: uploaded.map((u) => u.name) };
}

/** The photo name in a variant URL ("/media/<name>/960.jpg"). */
const nameOf = (src: string | undefined) => /\/media\/([^/]+)\//.exec(src ?? '')?.[1];

/** The gallery links of a page: in the desktop header's nav, the phone menu and the footer. */
function galleryLinks(document: ReturnType<typeof parse>, gallery: string) {
  return {
    header: document.querySelectorAll(`header nav a[href="${gallery}"]`).filter((a) => !a.closest('details')).length,
    menu: document.querySelectorAll(`details[data-menu="mobile"] a[href="${gallery}"]`).length,
    footer: document.querySelectorAll(`footer a[href="${gallery}"]`).length,
  };
}

describe('proof up front', () => {
  let driveway: Awaited<ReturnType<typeof postProject>>;
  let patio: Awaited<ReturnType<typeof postProject>>;
  let walk: Awaited<ReturnType<typeof postProject>>;
  let unmarked: Awaited<ReturnType<typeof postProject>>;

  it('links no gallery while no project is published, and keeps home’s hero without a photo', async () => {
    for (const [path, gallery] of [
      ['/', '/projects'],
      ['/about', '/projects'],
      ['/es', '/es/projects'],
      ['/es/about', '/es/projects'],
    ] as const) {
      const document = await page(path);
      expect(galleryLinks(document, gallery), path).toEqual({ header: 0, menu: 0, footer: 0 });
    }
    expect((await page('/')).querySelectorAll('main img')).toHaveLength(0);
  });

  it('links “Projects” (“Proyectos”) in the header, the phone menu and the footer of both editions once a project is published', async () => {
    // The driveway, posted as crews do: the "after" photo uploaded first, then "before", then another "after".
    driveway = await postProject({ service: 'concrete-driveways', town: 'nederland', month: '2026-08' }, [
      { fixture: 'webp', phase: 'after', alt: 'New driveway seen from the street' },
      { fixture: 'png', phase: 'before', alt: 'Cracked old driveway' },
      { fixture: 'jpeg', phase: 'after', alt: 'New driveway seen from the garage', altEs: 'La entrada nueva vista desde el garaje' },
    ]);
    for (const [path, gallery, label] of [
      ['/', '/projects', 'Projects'],
      ['/concrete-driveways', '/projects', 'Projects'],
      ['/es', '/es/projects', 'Proyectos'],
      ['/es/about', '/es/projects', 'Proyectos'],
    ] as const) {
      const document = await page(path);
      expect(galleryLinks(document, gallery), path).toEqual({ header: 1, menu: 1, footer: 1 });
      expect(document.querySelector(`header nav a[href="${gallery}"]`)?.text).toBe(label);
      expect(document.querySelector(`footer a[href="${gallery}"]`)?.text).toBe(label);
    }
  });

  it('shows each card’s cover: the first “after” photo by default, the first photo when none is marked, the contractor’s choice', async () => {
    patio = await postProject({ service: 'stamped-concrete', town: 'nederland', month: '2026-09', cover: 2 }, [
      { fixture: 'webp' },
      { fixture: 'png' },
      { fixture: 'small' },
    ]);
    walk = await postProject({ service: 'concrete-sidewalks-walkways', town: 'port-arthur', month: '2026-07' }, [
      { fixture: 'png', phase: 'before' },
      { fixture: 'webp', phase: 'after' },
    ]);
    unmarked = await postProject({ service: 'concrete-patios', town: 'orange', month: '2026-06' }, [
      { fixture: 'png' },
      { fixture: 'webp' },
    ]);
    const gallery = await page('/projects');
    const cards = gallery.querySelectorAll('main li article');
    expect(cards).toHaveLength(4);
    const covers = Object.fromEntries(
      cards.map((card) => [card.querySelector('h3 a')?.getAttribute('href'), nameOf(card.querySelector('img')?.getAttribute('src'))]),
    );
    expect(covers[driveway.path]).toBe(driveway.names[0]);
    expect(covers[patio.path]).toBe(patio.names[2]);
    expect(covers[walk.path]).toBe(walk.names[1]);
    expect(covers[unmarked.path]).toBe(unmarked.names[0]);
    // The whole photo is kept: fitted into the card's box, never cropped.
    for (const img of gallery.querySelectorAll('main li article img')) {
      expect(img.getAttribute('class')).toContain('object-contain');
      expect(img.getAttribute('class')).not.toContain('object-cover');
    }
  });

  it('lets the contractor change the cover without JavaScript, and show it on home’s first screen by marking the project featured', async () => {
    // Without a featured project, the hero shows the newest project's cover (the patio, September), eager and high priority.
    let home = await page('/');
    let hero = home.querySelector('main figure');
    expect(nameOf(hero?.querySelector('img')?.getAttribute('src'))).toBe(patio.names[2]);
    expect(hero?.querySelector('a')?.getAttribute('href')).toBe(patio.path);

    // The edit form offers a cover choice per photo and the featured mark, as plain form controls.
    const edit = parse(await (await call(`/admin/projects/${driveway.id}`, { headers: owner })).text());
    expect(edit.querySelectorAll('input[type="radio"][name="cover_photo_id"]')).toHaveLength(4);
    expect(edit.querySelector('input[type="checkbox"][name="featured"]')).not.toBeNull();

    // A post without JavaScript (multipart, no JSON): the driveway's "before" photo as cover, and featured.
    const ids = (
      await env.DB.prepare('SELECT id, name FROM job_photos WHERE job_id = ? ORDER BY position')
        .bind(driveway.id)
        .all<{ id: number; name: string }>()
    ).results;
    const body = new FormData();
    for (const [k, v] of Object.entries({
      service: 'concrete-driveways',
      town: 'nederland',
      month: '2026-08',
      description: 'Broke out the old slab and poured a new one on compacted base, broom finish.',
      intent: 'publish',
      featured: 'on',
      cover_photo_id: String(ids[1]!.id),
    }))
      body.append(k, v);
    // The photos keep their words and markers (the form sends them back as they were).
    const phases = ['after', 'before', 'after'];
    ids.forEach(({ id }, i) => {
      body.append('photo_id', String(id));
      body.append(`alt_${id}`, 'The driveway');
      body.append(`phase_${id}`, phases[i]!);
      if (i === 2) body.append(`alt_es_${id}`, 'La entrada nueva vista desde el garaje');
    });
    const response = await call(`/admin/projects/${driveway.id}`, { method: 'POST', headers: owner, body });
    expect(response.status).toBe(303);

    home = await page('/');
    hero = home.querySelector('main figure');
    const img = hero?.querySelector('img');
    expect(nameOf(img?.getAttribute('src'))).toBe(driveway.names[1]);
    expect(hero?.querySelector('a')?.getAttribute('href')).toBe(driveway.path);
    expect(hero?.text).toContain('Featured job');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(Number(img?.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(img?.getAttribute('height'))).toBeGreaterThan(0);
    expect(img?.getAttribute('srcset')).toMatch(/ 480w/);
    expect(img?.getAttribute('sizes')).toBeTruthy();
    // The hero's photo comes before the first section below the hero: it is in the hero.
    expect(home.querySelector('main > section:first-of-type figure')).not.toBeNull();
    const card = home.querySelectorAll('#recent-work article').find((a) => a.querySelector(`a[href="${driveway.path}"]`));
    expect(nameOf(card?.querySelector('img')?.getAttribute('src'))).toBe(driveway.names[1]);

    const spanish = (await page('/es')).querySelector('main figure');
    expect(nameOf(spanish?.querySelector('img')?.getAttribute('src'))).toBe(driveway.names[1]);
    expect(spanish?.text).toContain('Trabajo destacado');
  });

  it('loads the gallery’s first card photo eagerly with high priority (its largest paint on a phone), the rest lazily', async () => {
    for (const path of ['/projects', '/es/projects']) {
      const images = (await page(path)).querySelectorAll('main ul article img');
      expect(images.length).toBeGreaterThan(1);
      expect([images[0]?.getAttribute('loading'), images[0]?.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
      for (const img of images.slice(1))
        expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['lazy', undefined]);
    }
    // The home page's recent work sits below the hero: none of its cards is eager.
    const cards = (await page('/')).querySelectorAll('#recent-work article img');
    expect(cards.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('shows a project’s before photos first, then the after ones, whatever the upload order', async () => {
    const project = await page(driveway.path);
    const images = project.querySelectorAll('main picture img');
    expect(images.map((img) => nameOf(img.getAttribute('src')))).toEqual([driveway.names[1], driveway.names[0], driveway.names[2]]);
    expect(project.querySelectorAll('main figcaption').map((f) => f.text)).toEqual(['Before', 'After', 'After']);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    // No photo taller than the screen: a height limit, and `sizes` that follow the narrower width it gives.
    for (const img of images) {
      expect(img.getAttribute('class')).toMatch(/max-h-\[calc\(100svh/);
      expect(img.getAttribute('sizes')).toMatch(/min\(/);
    }
  });

  it('writes Spanish alt text from the service, the town and the marker, unless the contractor wrote one', async () => {
    const project = await page(`/es${driveway.path}`);
    expect(project.querySelectorAll('main picture img').map((img) => img.getAttribute('alt'))).toEqual([
      'Entradas de concreto para autos en Nederland, Texas, antes del trabajo',
      'Entradas de concreto para autos en Nederland, Texas, después del trabajo',
      'La entrada nueva vista desde el garaje',
    ]);
    const patioPage = await page(`/es${patio.path}`);
    expect(patioPage.querySelector('main picture img')?.getAttribute('alt')).toBe('Concreto estampado en Nederland, Texas');
    for (const img of patioPage.querySelectorAll('img')) expect(img.getAttribute('alt')).not.toMatch(/foto \d+ de \d+/i);
  });

  it('opens the gallery filtered by the town or the service from their pages’ “see all” links', async () => {
    for (const [path, href, label] of [
      ['/nederland-tx-concrete-contractors', '/projects?town=nederland', 'See all projects in Nederland'],
      ['/stamped-concrete', '/projects?service=stamped-concrete', 'See all Stamped Concrete projects'],
      ['/es/nederland-tx-concrete-contractors', '/es/projects?town=nederland', 'Ver todos los proyectos en Nederland'],
      ['/es/stamped-concrete', '/es/projects?service=stamped-concrete', 'Ver todos los proyectos de concreto estampado'],
    ] as const) {
      const link = (await page(path)).querySelector(`#recent-work a[href="${href}"]`);
      expect(link?.text, path).toBe(label);
    }
    const filtered = await page('/projects?town=nederland');
    const shown = filtered.querySelectorAll('main li article h3 a').map((a) => a.getAttribute('href'));
    expect(shown.sort()).toEqual([driveway.path, patio.path].sort());
    // Home's link stays the whole gallery.
    expect((await page('/')).querySelector('#recent-work a[href="/projects"]')).not.toBeNull();
  });

  it('drops the links again once the last project leaves the site', async () => {
    for (const project of [driveway, patio, walk, unmarked])
      expect((await call(`/admin/projects/${project.id}/unpublish`, { method: 'POST', headers: owner })).status).toBe(303);
    for (const [path, gallery] of [
      ['/', '/projects'],
      ['/es', '/es/projects'],
    ] as const) {
      const document = await page(path);
      expect(galleryLinks(document, gallery), path).toEqual({ header: 0, menu: 0, footer: 0 });
      expect(document.querySelectorAll('main figure img')).toHaveLength(0);
    }
  });
});
