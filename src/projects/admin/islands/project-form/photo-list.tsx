import { Field } from '../../../../ui/field';
import type { Errors, Item, Phase } from './types';
import { MAX_PHOTOS, type Photos } from './use-photos';

/** A size in KB, for the progress line. */
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A new photo's progress: "Making it smaller…", "Sending… 40% (120 of 300 KB)" (the bytes sent, XHR upload progress),
 * "Processing photo 2 of 3…" (the server judging it and deriving its variants), "Uploaded", or "Waiting for signal".
 */
function Progress({ photo, index, count }: { photo: Item; index: number; count: number }) {
  if (photo.stage === 'failed') return null;
  const total = photo.blob?.size ?? 0;
  const words =
    photo.stage === 'scaling'
      ? 'Making it smaller…'
      : photo.stage === 'sending'
        ? `Sending… ${photo.progress}%${total ? ` (${kb((total * photo.progress) / 100)} of ${kb(total)})` : ''}`
        : photo.stage === 'processing'
          ? `Processing photo ${index + 1} of ${count}…`
          : photo.stage === 'waiting'
            ? (photo.error ?? 'Waiting for signal: kept on this phone, sent with the project.')
            : 'Uploaded';
  return (
    <>
      <progress
        className="mt-1 h-3 w-full"
        max={100}
        value={photo.stage === 'scaling' || photo.stage === 'processing' ? undefined : photo.stage === 'waiting' ? 0 : photo.progress}
        aria-label={`Photo ${index + 1}`}
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        {words}
      </p>
    </>
  );
}

/** The words of one photo: alt text (English, prefilled with the suggestion; Spanish, optional) and before/after. */
function PhotoWords({
  idPrefix,
  names,
  alt,
  altEs,
  phase,
  error,
  onChange,
}: {
  idPrefix: string;
  names?: { alt: string; altEs: string; phase: string };
  alt: string;
  altEs: string;
  phase: Phase;
  error?: string;
  onChange: (change: Partial<{ alt: string; altEs: string; phase: Phase }>) => void;
}) {
  return (
    <div className="mt-2 min-w-0 flex-1 space-y-2">
      <Field
        id={`${idPrefix}-alt`}
        label="Describe the photo (for people who cannot see it)"
        error={error}
        name={names?.alt}
        required
        maxLength={200}
        value={alt}
        onChange={(e) => onChange({ alt: e.target.value })}
      />
      <Field
        id={`${idPrefix}-alt-es`}
        label="The same in Spanish (optional)"
        name={names?.altEs}
        lang="es"
        maxLength={200}
        value={altEs}
        onChange={(e) => onChange({ altEs: e.target.value })}
      />
      <Field
        as="select"
        id={`${idPrefix}-phase`}
        label="Before or after"
        name={names?.phase}
        value={phase}
        onChange={(e) => onChange({ phase: e.target.value as Phase })}
      >
        <option value="">Neither</option>
        <option value="before">Before</option>
        <option value="after">After</option>
      </Field>
    </div>
  );
}

/**
 * The project form's photos (issue 31 §4): each with its thumbnail, progress, alt text and before/after; Move up, Move
 * down and Remove once the form is hydrated (without JavaScript, a stored photo's "Remove this photo" box); the cover
 * choice; then "Add photos" (the camera or the phone's photos) and the list's messages.
 * @param cover the key of the photo chosen as the cover, '' for "choose for me"
 * @param coverKey the key of the photo that is the cover now (`coverOf`)
 * @param altOf the alt text a photo shows: the one typed, else the suggestion
 */
export function PhotoList({
  photos,
  cover,
  coverKey,
  setCover,
  altOf,
  hydrated,
  errors,
}: {
  photos: Photos;
  cover: string;
  coverKey: string | undefined;
  setCover: (key: string) => void;
  altOf: (item: Item, index: number) => string;
  hydrated: boolean;
  errors: Errors;
}) {
  const { items, update, move, remove, send, addFiles, fileInput } = photos;
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-300 p-4">
      <legend className="px-1 font-semibold">Photos (1 to {MAX_PHOTOS})</legend>
      <p id="photos-help" className="text-sm text-slate-600">
        Take them now or pick them from the phone. Each is made smaller before it is sent, and its location data is removed. The cover is
        the one you choose, else the first “after” photo.
      </p>
      <ul className="mt-3 space-y-4">
        {items.map((photo, i) => (
          <li key={photo.key} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" data-photo-stage={photo.stage}>
            {photo.id && photo.key.startsWith('stored-') && <input type="hidden" name="photo_id" value={photo.id} />}
            <div className="flex gap-3">
              {photo.thumb ? (
                <img src={photo.thumb} alt="" width={96} height={72} className="h-18 w-24 shrink-0 rounded object-cover" />
              ) : (
                <div className="h-18 w-24 shrink-0 rounded bg-slate-200" />
              )}
              <div className="min-w-0 flex-1">
                {/* A long file name wraps inside the row (issue 37 §11: the form stays within a 390 px screen). */}
                <p className="line-clamp-2 text-sm font-semibold break-all">
                  Photo {i + 1}
                  {photo.name ? ` · ${photo.name}` : ''}
                  {coverKey === photo.key && (
                    <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950">Cover</span>
                  )}
                </p>
                {photo.key.startsWith('stored-') ? null : <Progress photo={photo} index={i} count={items.length} />}
                {photo.stage === 'failed' && (
                  <div role="alert">
                    <p className="text-sm font-semibold text-red-800">{photo.error}</p>
                  </div>
                )}
                {(photo.stage === 'failed' || photo.stage === 'waiting') && (
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      onClick={() => void send(photo)}
                      className="dark-control min-h-12 rounded-lg bg-slate-900 px-4 font-semibold text-white"
                    >
                      Try again
                    </button>
                  </div>
                )}
              </div>
            </div>
            {photo.stage !== 'failed' && (
              <PhotoWords
                idPrefix={`photo-${photo.key}`}
                names={
                  photo.key.startsWith('stored-')
                    ? { alt: `alt_${photo.id}`, altEs: `alt_es_${photo.id}`, phase: `phase_${photo.id}` }
                    : undefined
                }
                alt={altOf(photo, i)}
                altEs={photo.altEs}
                phase={photo.phase}
                error={photo.id ? errors[`alt_${photo.id}`] : undefined}
                onChange={(change) => update(photo.key, { ...change, ...(change.alt !== undefined ? { altEdited: true } : {}) })}
              />
            )}
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {hydrated && (
                <>
                  <button
                    type="button"
                    aria-disabled={i === 0}
                    aria-label={`Move photo ${i + 1} up`}
                    onClick={() => move(i, -1)}
                    className="min-h-12 rounded-lg px-4 font-semibold ring-1 ring-slate-400 aria-disabled:opacity-50"
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    aria-disabled={i === items.length - 1}
                    aria-label={`Move photo ${i + 1} down`}
                    onClick={() => move(i, 1)}
                    className="min-h-12 rounded-lg px-4 font-semibold ring-1 ring-slate-400 aria-disabled:opacity-50"
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove photo ${i + 1}`}
                    onClick={() => remove(photo.key)}
                    className="min-h-12 rounded-lg px-4 font-semibold text-red-900 ring-1 ring-red-300"
                  >
                    Remove
                  </button>
                </>
              )}
              {!hydrated && photo.key.startsWith('stored-') && (
                <label className="inline-flex min-h-12 items-center gap-2 font-semibold text-red-900">
                  <input type="checkbox" id={`remove-${photo.key}`} name="remove" value={photo.id} className="size-5" />
                  Remove this photo
                </label>
              )}
            </div>
            {photo.stage !== 'failed' && (photo.id || hydrated) && (
              <label className="flex min-h-12 items-center gap-2 font-semibold">
                <input
                  type="radio"
                  name="cover_photo_id"
                  value={photo.id ?? photo.key}
                  checked={cover === photo.key}
                  onChange={() => setCover(photo.key)}
                  className="size-6 shrink-0"
                />
                Use as the cover photo
              </label>
            )}
          </li>
        ))}
      </ul>
      {items.length > 0 && (
        <label className="mt-3 flex min-h-12 items-center gap-3 font-semibold">
          <input
            type="radio"
            name="cover_photo_id"
            value=""
            checked={cover === ''}
            onChange={() => setCover('')}
            className="size-6 shrink-0"
          />
          Cover: choose for me (the first “after” photo, else the first)
        </label>
      )}
      <Field
        ref={fileInput}
        id="project-photos"
        label="Add photos"
        labelClassName="mt-4 block font-semibold"
        describedBy="photos-help"
        error={errors.photos}
        errorId="photos-error"
        unstyled
        controlClassName="mt-2 block min-h-12 w-full text-base file:mr-3 file:min-h-12 file:rounded-lg file:border-0 file:bg-slate-900 file:px-4 file:font-semibold file:text-white"
        name="photos"
        type="file"
        accept="image/*"
        multiple
        onChange={(e) => hydrated && addFiles(Array.from(e.target.files ?? []))}
      />
      {Object.entries(errors)
        .filter(([name, message]) => name.startsWith('photo-') && message)
        .map(([name, message]) => (
          <p key={name} className="mt-1.5 text-sm font-semibold text-red-800">
            {message}
          </p>
        ))}
    </fieldset>
  );
}
