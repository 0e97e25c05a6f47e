import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { UiWords } from '../content/ui';
import { type Lang, type LeadForm, MAX_LEAD_PHOTOS, PHOTO_UPLOAD_ACTION, PHOTOS_FIELD } from '../forms/fields';
import { postPhoto, scalePhoto } from '../photos/upload';
import { labelClass } from '../ui/form-styles';

/** The form words the photo field uses. */
type Words = UiWords['form'];

/** A photo the visitor chose: its scaled copy (`blob`, previewed at `url`) and where it stands. */
export interface ChosenPhoto {
  id: number;
  name: string;
  blob?: Blob;
  url?: string;
  stage: 'preparing' | 'ready' | 'sending' | 'sent' | 'failed';
  /** Upload progress, 0-100. */
  progress: number;
  error?: string;
}

let lastId = 0;
/** Photos are scaled one after the other, so a phone never holds several decoded photos at once. */
let scaling: Promise<unknown> = Promise.resolve();

/**
 * The photos of an estimate form, with JavaScript: each chosen photo is
 * scaled and re-encoded at once (`scalePhoto`: at most 2,560 px, no EXIF or
 * GPS) and previewed; none is sent with the lead. Once the lead is accepted,
 * `sendAll` sends them one by one to `PHOTO_UPLOAD_ACTION` with the lead's
 * idempotency key, so a photo can fail (and be tried again with `send`)
 * without the lead being lost or delayed.
 */
export function useLeadPhotos(words: Words) {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [note, setNote] = useState('');
  const lead = useRef<{ key: string; lang: Lang } | null>(null);
  const update = (id: number, change: Partial<ChosenPhoto>) =>
    setPhotos((list) => list.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));

  /** Takes chosen files, up to five photos in all (a note says when some were left out). */
  const add = (files: File[]) => {
    const taken = files.slice(0, Math.max(0, MAX_LEAD_PHOTOS - photos.length));
    setNote(taken.length < files.length ? words.photoLimit : '');
    for (const file of taken) {
      const id = ++lastId;
      setPhotos((list) => [...list, { id, name: file.name, stage: 'preparing', progress: 0 }]);
      scaling = scaling.then(() =>
        scalePhoto(file).then(
          (blob) => update(id, { blob, url: URL.createObjectURL(blob), stage: 'ready' }),
          () => update(id, { stage: 'failed', error: words.photoUnreadable }),
        ),
      );
    }
  };

  const remove = (id: number) => setPhotos((list) => list.filter((photo) => photo.id !== id));

  /** Sends one scaled photo for the accepted lead (as "photo.jpg": the server names it itself); its row shows the progress, then sent or why it failed. */
  const send = async ({ id, blob }: ChosenPhoto) => {
    if (!blob || !lead.current) return;
    update(id, { stage: 'sending', progress: 0, error: undefined });
    try {
      const { status, body } = await postPhoto(PHOTO_UPLOAD_ACTION, lead.current, blob, 'photo.jpg', (progress) =>
        update(id, { progress }),
      );
      update(id, status === 201 ? { stage: 'sent', progress: 100 } : { stage: 'failed', error: String(body.error ?? words.photoOffline) });
    } catch {
      update(id, { stage: 'failed', error: words.photoOffline });
    }
  };

  /** After the lead was accepted under `key`: sends every scaled photo, one after the other. */
  const sendAll = async (key: string, lang: Lang) => {
    lead.current = { key, lang };
    for (const photo of photos) await send(photo);
  };

  return { photos, note, add, remove, send, sendAll, ready: photos.filter((photo) => photo.blob).length };
}

/** What `useLeadPhotos` gives the forms. */
export type LeadPhotos = ReturnType<typeof useLeadPhotos>;

/** The words of a photo's state. */
const stageWords = (photo: ChosenPhoto, words: Words) =>
  photo.error ??
  {
    preparing: words.photoPreparing,
    ready: words.photoReady,
    sending: `${words.photoSending} ${photo.progress}%`,
    sent: words.photoSent,
    failed: '',
  }[photo.stage];

/**
 * The rows of the chosen photos: a thumbnail, the file's name, its state
 * (announced politely) and a button at least 48 px tall (WCAG 2.5.8 asks
 * 24): "Remove" in the form, before the lead is sent; "Try again" for a
 * photo that failed after, in the thank-you panel (`sent`, under the
 * heading "Your photos"). The thumbnail is grey until the scaled copy exists.
 * A name of any length never widens the page (issue 28): it wraps anywhere
 * (the form and the thank-you panel set `overflow-wrap: anywhere`, inherited)
 * and is cut with an ellipsis after two lines on screen (the whole name stays
 * in the text and in the button's name for a screen reader), its box adds
 * nothing to the row's least width (`contain-inline-size`), and the button
 * moves under the name when the row cannot hold both (at 320 px).
 */
export function PhotoList({ photos, words, sent }: { photos: LeadPhotos; words: Words; sent?: boolean }) {
  if (photos.photos.length === 0) return null;
  return (
    <>
      {sent && <h4 className="mt-4 font-semibold text-slate-900">{words.photosHeading}</h4>}
      <ul className="mt-3 space-y-2">
        {photos.photos.map((photo) => (
          <li
            key={photo.id}
            className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200"
            data-photo-stage={photo.stage}
          >
            <img src={photo.url} alt="" width={64} height={64} className="size-16 shrink-0 rounded bg-slate-200 object-cover" />
            <span className="min-w-0 flex-1 basis-24 contain-inline-size">
              <span className="line-clamp-2 text-sm font-semibold">{photo.name}</span>
              <span aria-live="polite" className={photo.error ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-700'}>
                {stageWords(photo, words)}
              </span>
            </span>
            {(!sent || (photo.stage === 'failed' && photo.blob)) && (
              <button
                type="button"
                onClick={() => (sent ? void photos.send(photo) : photos.remove(photo.id))}
                aria-label={`${sent ? words.photoRetry : words.photoRemove}: ${photo.name}`}
                className="ml-auto min-h-12 shrink-0 rounded-lg px-3 font-semibold ring-1 ring-slate-400 hover:bg-slate-100"
              >
                {sent ? words.photoRetry : words.photoRemove}
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The optional photo field of both estimate forms: "Photos of the area (up
 * to 5)", `accept="image/*"` (a phone offers its camera or its library),
 * multiple. Without JavaScript the files post with the form
 * (`multipart/form-data`) and the server's refusal shows as `error`. With
 * JavaScript the chosen files are taken into `photos` and the input is
 * emptied, so only their scaled copies are ever sent.
 */
export function PhotoField({ form, words, photos, error }: { form: LeadForm; words: Words; photos: LeadPhotos; error?: string }) {
  const id = `${form}-${PHOTOS_FIELD}`;
  const input = useRef<HTMLInputElement>(null);
  const message = error || photos.note;
  const take = (element: HTMLInputElement) => {
    if (element.files?.length) photos.add(Array.from(element.files));
    element.value = '';
  };
  // Photos chosen while the form was hydrating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the input once, on mount
  useEffect(() => {
    if (input.current) take(input.current);
  }, []);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {words.photos}
      </label>
      <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
        {words.photosHelp}
      </p>
      <input
        ref={input}
        id={id}
        name={PHOTOS_FIELD}
        type="file"
        accept="image/*"
        multiple
        onChange={(event: ChangeEvent<HTMLInputElement>) => take(event.currentTarget)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${message ? ` ${id}-error` : ''}`}
        className="mt-2 block w-full text-sm file:mr-3 file:min-h-12 file:rounded-lg file:border-0 file:bg-slate-900 file:px-4 file:font-semibold file:text-white"
      />
      {message && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      <PhotoList photos={photos} words={words} />
    </div>
  );
}
