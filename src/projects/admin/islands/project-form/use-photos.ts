import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import { postPhoto, scalePhoto } from '../../../../photos/upload';
import type { Errors, Item, Phase, StoredPhoto } from './types';

/** Most photos a project may have. */
export const MAX_PHOTOS = 10;

/**
 * The suggested alt text of the photo at `index`, from the service, the town and its marker:
 * "Stamped Concrete in Nederland, before the work" / ", finished"; when two photos would get the same words,
 * ", photo 2 of 3" tells them apart (issue 31 §4).
 */
export function suggestAlt(service: string, town: string, items: readonly { phase: Phase }[], index: number): string {
  const base = [service, town].filter(Boolean).join(' in ');
  if (!base) return '';
  const words = (phase: Phase) => (phase === 'before' ? `${base}, before the work` : phase === 'after' ? `${base}, finished` : base);
  const phase = items[index]?.phase ?? '';
  const twins = items.filter((item) => item.phase === phase).length;
  return twins > 1 ? `${words(phase)}, photo ${index + 1} of ${items.length}` : words(phase);
}

/** The photo that is the cover: the one chosen, else the first "after" photo, else the first (as src/projects/present.ts `coverOf`). */
export const coverOf = (items: readonly Item[], chosen: string) =>
  items.find((item) => item.key === chosen) ?? items.find((item) => item.phase === 'after') ?? items[0];

/** A stored photo as a list item. */
const storedItem = (photo: StoredPhoto): Item => ({
  key: `stored-${photo.id}`,
  id: photo.id,
  thumb: photo.thumb,
  stage: 'done',
  progress: 100,
  alt: photo.alt,
  altEs: photo.altEs,
  altEdited: true,
  phase: photo.phase,
});

/** The element id of a photo's alt text field. */
export const altId = (item: Item) => `photo-${item.key}-alt`;

/**
 * The project form's photos (issue 31 §4): the list, stored ones first, and what is done to it. Each file added is
 * scaled in the browser once (`scalePhoto`: at most 2,560 px, JPEG, EXIF and GPS dropped) and uploaded with its
 * idempotency key (`postPhoto` to /admin/uploads), its row showing the stage and progress; with no signal, or when
 * the server is busy (5xx), it waits on the phone and goes with the project through the outbox; refused, it says why.
 * @param stored the photos the server already holds for the project
 * @param setErrors the form's messages: "photos" says when files beyond `MAX_PHOTOS` were left out
 */
export function usePhotos(stored: readonly StoredPhoto[], setErrors: Dispatch<SetStateAction<Errors>>) {
  const [items, setItems] = useState<Item[]>(() => stored.map(storedItem));
  const fileInput = useRef<HTMLInputElement>(null);

  const update = (key: string, change: Partial<Item>) => setItems((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const move = (index: number, by: -1 | 1) =>
    setItems((list) => {
      const to = index + by;
      if (to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[index], next[to]] = [next[to] as Item, next[index] as Item];
      return next;
    });
  const remove = (key: string) => setItems((list) => list.filter((p) => p.key !== key));

  /** Scales one photo (once) and uploads it with its idempotency key, updating its row as it goes. */
  async function send(photo: Item) {
    let blob = photo.blob;
    if (!blob) {
      update(photo.key, { stage: 'scaling', progress: 0, error: undefined });
      try {
        blob = await scalePhoto(photo.file as File);
      } catch {
        update(photo.key, {
          stage: 'failed',
          error: /heic|heif/i.test(`${photo.file?.type}${photo.name}`)
            ? 'This browser cannot read this iPhone HEIC photo. Use Safari on the iPhone, or set Settings > Camera > Formats > Most Compatible.'
            : 'This file could not be read as a photo.',
        });
        return;
      }
      update(photo.key, { blob });
    }
    if (!navigator.onLine) {
      update(photo.key, { stage: 'waiting', error: undefined });
      return;
    }
    update(photo.key, { stage: 'sending', progress: 0, error: undefined });
    let answer: Awaited<ReturnType<typeof postPhoto>>;
    try {
      answer = await postPhoto('/admin/uploads', { idempotency_key: photo.key }, blob, `${photo.key}.jpg`, (progress) =>
        update(photo.key, { progress, stage: progress >= 100 ? 'processing' : 'sending' }),
      );
    } catch {
      update(photo.key, { stage: 'waiting', error: 'The connection dropped. The photo is kept on this phone and sent with the project.' });
      return;
    }
    const { id, thumb, error } = answer.body as { id?: number; thumb?: string; error?: string };
    if (answer.status === 201 && id && thumb) update(photo.key, { stage: 'done', progress: 100, id, thumb, blob: undefined });
    else if (answer.status >= 500)
      update(photo.key, { stage: 'waiting', error: 'The server is busy. The photo is kept on this phone and sent with the project.' });
    else update(photo.key, { stage: 'failed', error: error ?? `The upload failed (${answer.status}). Try again.` });
  }

  /** Adds the files picked (up to `MAX_PHOTOS` in all) as "after" photos and starts sending each. */
  function addFiles(files: File[]) {
    setItems((list) => {
      const room = MAX_PHOTOS - list.length;
      setErrors((e) => ({
        ...e,
        photos: files.length > room ? `A project holds at most ${MAX_PHOTOS} photos; the rest were left out.` : '',
      }));
      const fresh = files.slice(0, Math.max(0, room)).map(
        (file): Item => ({
          key: crypto.randomUUID(),
          name: file.name,
          file,
          stage: 'scaling',
          progress: 0,
          alt: '',
          altEs: '',
          altEdited: false,
          phase: 'after',
        }),
      );
      queueMicrotask(() => {
        for (const photo of fresh) void send(photo);
      });
      return [...list, ...fresh];
    });
    if (fileInput.current) fileInput.current.value = '';
  }

  return { items, setItems, update, move, remove, send, addFiles, fileInput };
}

/** What `usePhotos` gives the form and its photo list. */
export type Photos = ReturnType<typeof usePhotos>;
