import { type FormEvent, useEffect, useRef, useState } from 'react';
import { postPhoto, scalePhoto } from '../../photos/upload';
import { inputClass, labelClass } from '../../ui/form-styles';

/** A choice of a select: its value (a slug) and label. */
export interface Choice {
  value: string;
  label: string;
}

/** A photo already stored for the job (edit page, or a post sent back): its id, thumbnail URL and words. */
export interface StoredPhoto {
  id: number;
  thumb: string;
  alt: string;
  altEs: string;
  phase: '' | 'before' | 'after';
}

/** The job form's values, as the server sends them back or prefills them. */
export interface JobFormValues {
  service: string;
  town: string;
  month: string;
  description: string;
  description_es: string;
  customer_name: string;
  customer_quote: string;
  consent: boolean;
  /** "featured": home's first screen shows this job. */
  featured: boolean;
  /** The id of the cover photo, or "" (the first "after" photo, else the first). */
  cover_photo_id: string;
}

/** Props of the job form (all JSON-serialisable: the island's props travel in the page). */
export interface JobFormProps {
  /** Where the form posts: /admin/jobs (new) or /admin/jobs/<id> (edit). */
  action: string;
  services: Choice[];
  towns: Choice[];
  /** The latest month allowed, "YYYY-MM" (this month). */
  maxMonth: string;
  values: JobFormValues;
  photos: StoredPhoto[];
  /** Messages beside fields, by field name ("photos" for the photo list, "photo-<n>" per file). */
  errors: Record<string, string>;
  /** true when editing a published job (its primary button then says "Save and keep published"). */
  published: boolean;
}

/** Where a photo being added stands. */
type Stage = 'scaling' | 'uploading' | 'done' | 'failed';

/** A photo added in this page: the file, its progress and, once uploaded, the stored photo's id. */
interface NewPhoto {
  key: string;
  file: File;
  stage: Stage;
  /** Upload progress, 0-100. */
  progress: number;
  id?: number;
  thumb?: string;
  alt: string;
  altEs: string;
  /** true once the person edited the alt text (it no longer follows the suggestion). */
  altEdited: boolean;
  phase: '' | 'before' | 'after';
  error?: string;
}

/** Most photos a job may have. */
const MAX_PHOTOS = 10;
/** Text fields kept in the browser while the person types, so nothing typed is lost (a dropped signal, a reload). */
const KEPT_FIELDS = ['service', 'town', 'month', 'description', 'description_es', 'customer_name', 'customer_quote'] as const;

/** The suggested alt text: "Stamped Concrete in Nederland". */
const suggestion = (service: string, town: string) => [service, town].filter(Boolean).join(' in ');

/**
 * Uploads one scaled photo to /admin/uploads with progress (`postPhoto`).
 * @returns the stored photo's id and thumbnail URL
 * @throws Error with the server's message (a refused photo) or a network error
 */
async function upload(blob: Blob, name: string, onProgress: (percent: number) => void): Promise<{ id: number; thumb: string }> {
  let answer: Awaited<ReturnType<typeof postPhoto>>;
  try {
    answer = await postPhoto('/admin/uploads', {}, blob, name, onProgress);
  } catch {
    throw new Error('The connection dropped. Try again when you have signal.');
  }
  const { id, thumb, error } = answer.body as { id?: number; thumb?: string; error?: string };
  if (answer.status === 201 && id && thumb) return { id, thumb };
  throw new Error(error ?? `The upload failed (${answer.status}). Try again.`);
}

/**
 * The job form of /admin/jobs/new and /admin/jobs/<id> (the contractor on a
 * phone at the job site). Without JavaScript it posts as multipart with the
 * photos, and the server checks and stores them. With JavaScript, each photo
 * chosen is scaled in the browser to at most 2,560 px on its long edge and
 * re-encoded as JPEG (`scalePhoto`, through a canvas: EXIF and
 * GPS are dropped), then uploaded on its own with a progress bar; a failed
 * photo can be tried again. The text typed is kept in `localStorage` until
 * the job is saved, so a reload or a lost signal loses nothing.
 */
export function JobForm(props: JobFormProps) {
  const { action, services, towns, maxMonth, photos: stored, errors: serverErrors, published } = props;
  const [values, setValues] = useState<JobFormValues>(props.values);
  const [kept, setKept] = useState<StoredPhoto[]>(stored);
  const [added, setAdded] = useState<NewPhoto[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors);
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const draftKey = `job-draft:${action}`;

  const serviceLabel = services.find((s) => s.value === values.service)?.label ?? '';
  const townLabel = towns.find((t) => t.value === values.town)?.label ?? '';
  const suggested = suggestion(serviceLabel, townLabel);

  // Restore what was typed before a reload; the server's values win when it sent errors back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form hydrates
  useEffect(() => {
    setHydrated(true);
    if (Object.keys(serverErrors).length > 0) return;
    try {
      const draft = JSON.parse(localStorage.getItem(draftKey) ?? 'null') as Partial<JobFormValues> | null;
      if (draft) setValues((v) => ({ ...v, ...draft }));
    } catch {
      // storage unavailable (private mode): nothing to restore
    }
    // Photos picked before hydration finished.
    const files = fileInput.current?.files;
    if (files && files.length > 0) addFiles(Array.from(files));
  }, []);

  const set = <K extends keyof JobFormValues>(name: K, value: JobFormValues[K]) => {
    setValues((v) => {
      const next = { ...v, [name]: value };
      try {
        localStorage.setItem(draftKey, JSON.stringify(Object.fromEntries(KEPT_FIELDS.map((f) => [f, next[f]]))));
      } catch {
        // storage full or unavailable: the form still works
      }
      return next;
    });
  };

  const update = (key: string, change: Partial<NewPhoto>) => setAdded((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  /** Scales and uploads one photo, updating its row as it goes. */
  async function send(photo: NewPhoto) {
    update(photo.key, { stage: 'scaling', progress: 0, error: undefined });
    let scaled: Blob;
    try {
      scaled = await scalePhoto(photo.file);
    } catch {
      update(photo.key, {
        stage: 'failed',
        error: /heic|heif/i.test(photo.file.type + photo.file.name)
          ? 'This browser cannot read this iPhone HEIC photo. Use Safari on the iPhone, or set Settings > Camera > Formats > Most Compatible.'
          : 'This file could not be read as a photo.',
      });
      return;
    }
    update(photo.key, { stage: 'uploading' });
    try {
      const name = photo.file.name.replace(/\.[^.]*$/, '') || 'photo';
      const { id, thumb } = await upload(scaled, `${name}.jpg`, (progress) => update(photo.key, { progress }));
      update(photo.key, { stage: 'done', progress: 100, id, thumb });
    } catch (error) {
      update(photo.key, { stage: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }

  function addFiles(files: File[]) {
    const room = MAX_PHOTOS - kept.length - added.length;
    const fresh = files.slice(0, Math.max(0, room)).map(
      (file, i): NewPhoto => ({
        key: `${Date.now()}-${i}-${file.name}`,
        file,
        stage: 'scaling',
        progress: 0,
        alt: suggested,
        altEs: '',
        altEdited: false,
        phase: '',
      }),
    );
    setErrors((e) => ({ ...e, photos: files.length > room ? `A job holds at most ${MAX_PHOTOS} photos; the rest were left out.` : '' }));
    setAdded((list) => [...list, ...fresh]);
    for (const photo of fresh) void send(photo);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (added.some((p) => p.stage === 'scaling' || p.stage === 'uploading')) {
      setErrors((e) => ({ ...e, photos: 'Wait until every photo is uploaded.' }));
      return;
    }
    const data = new URLSearchParams();
    for (const field of KEPT_FIELDS) data.append(field, String(values[field]));
    if (values.consent) data.append('consent', 'on');
    if (values.featured) data.append('featured', 'on');
    data.append('cover_photo_id', values.cover_photo_id);
    data.append('intent', submitter?.value ?? 'draft');
    for (const photo of kept) {
      data.append('photo_id', String(photo.id));
      data.append(`alt_${photo.id}`, photo.alt);
      data.append(`alt_es_${photo.id}`, photo.altEs);
      data.append(`phase_${photo.id}`, photo.phase);
    }
    for (const photo of added) {
      if (photo.stage !== 'done' || !photo.id) continue;
      data.append('photo_id', String(photo.id));
      data.append(`alt_${photo.id}`, photo.altEdited ? photo.alt : photo.alt || suggested);
      data.append(`alt_es_${photo.id}`, photo.altEs);
      data.append(`phase_${photo.id}`, photo.phase);
    }
    setBusy(true);
    try {
      const res = await fetch(form.action, { method: 'POST', body: data, headers: { Accept: 'application/json' } });
      const body = (await res.json().catch(() => ({}))) as { errors?: Record<string, string>; next?: string };
      if (res.ok && body.next) {
        try {
          localStorage.removeItem(draftKey);
        } catch {
          // nothing kept
        }
        window.location.assign(body.next);
        return;
      }
      setErrors(body.errors ?? { form: `Not saved (${res.status}). Your text is kept; try again.` });
    } catch {
      setErrors({ form: 'Not saved: the connection dropped. Your text and photos are kept; try again when you have signal.' });
    } finally {
      setBusy(false);
    }
  }

  const error = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="mt-1.5 text-sm font-semibold text-red-800">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) => (errors[name] ? `${name}-error` : undefined);
  const big = 'min-h-12 text-base';

  return (
    <form
      action={action}
      method="post"
      encType="multipart/form-data"
      onSubmit={hydrated ? submit : undefined}
      noValidate={hydrated}
      className="space-y-6"
    >
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-900 ring-1 ring-red-300">
          {errors.form}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {(
          [
            ['service', 'Service', services],
            ['town', 'Town', towns],
          ] as const
        ).map(([name, label, choices]) => (
          <div key={name}>
            <label htmlFor={`job-${name}`} className={labelClass}>
              {label}
            </label>
            <select
              id={`job-${name}`}
              name={name}
              required
              value={values[name]}
              onChange={(e) => set(name, e.target.value)}
              aria-describedby={described(name)}
              className={`${inputClass} ${big}`}
            >
              <option value="">Choose…</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            {error(name)}
          </div>
        ))}
        <div>
          <label htmlFor="job-month" className={labelClass}>
            Month finished
          </label>
          <input
            id="job-month"
            name="month"
            type="month"
            required
            max={maxMonth}
            placeholder="YYYY-MM"
            value={values.month}
            onChange={(e) => set('month', e.target.value)}
            aria-describedby={described('month')}
            className={`${inputClass} ${big}`}
          />
          {error('month')}
        </div>
      </div>

      <fieldset className="rounded-xl border border-slate-300 p-4">
        <legend className="px-1 font-semibold">Photos (1 to {MAX_PHOTOS})</legend>
        <p id="photos-help" className="text-sm text-slate-600">
          Take them now or pick them from the phone. Each is made smaller before it is sent, and its location data is removed.
        </p>
        <ul className="mt-3 space-y-4">
          {kept.map((photo, i) => (
            <li key={photo.id} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <input type="hidden" name="photo_id" value={photo.id} />
              <div className="flex gap-3">
                <img src={photo.thumb} alt="" width={96} height={72} className="h-18 w-24 shrink-0 rounded object-cover" />
                <PhotoWords
                  idPrefix={`kept-${photo.id}`}
                  names={{ alt: `alt_${photo.id}`, altEs: `alt_es_${photo.id}`, phase: `phase_${photo.id}` }}
                  alt={photo.alt}
                  altEs={photo.altEs}
                  phase={photo.phase}
                  error={errors[`alt_${photo.id}`]}
                  onChange={(change) => setKept((list) => list.map((p, k) => (k === i ? { ...p, ...change } : p)))}
                />
              </div>
              <label className="mt-2 inline-flex min-h-12 items-center gap-2 font-semibold text-red-900">
                <input
                  type="checkbox"
                  name="remove"
                  value={photo.id}
                  className="size-5"
                  onChange={(e) => {
                    if (hydrated && e.target.checked) setKept((list) => list.filter((p) => p.id !== photo.id));
                  }}
                />
                Remove this photo
              </label>
              <CoverChoice id={photo.id} chosen={values.cover_photo_id} onChoose={(v) => set('cover_photo_id', v)} />
            </li>
          ))}
          {added.map((photo) => (
            <li key={photo.key} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" data-photo-stage={photo.stage}>
              <div className="flex gap-3">
                {photo.thumb ? (
                  <img src={photo.thumb} alt="" width={96} height={72} className="h-18 w-24 shrink-0 rounded object-cover" />
                ) : (
                  <div className="h-18 w-24 shrink-0 rounded bg-slate-200" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold">{photo.file.name}</p>
                  {photo.stage !== 'failed' && (
                    <>
                      <progress
                        className="mt-1 h-3 w-full"
                        max={100}
                        value={photo.stage === 'scaling' ? undefined : photo.progress}
                        aria-label={`Upload of ${photo.file.name}`}
                      />
                      <p className="text-sm text-slate-700" aria-live="polite">
                        {photo.stage === 'scaling'
                          ? 'Making it smaller…'
                          : photo.stage === 'uploading'
                            ? `Uploading… ${photo.progress}%`
                            : 'Uploaded'}
                      </p>
                    </>
                  )}
                  {photo.stage === 'failed' && (
                    <div role="alert">
                      <p className="text-sm font-semibold text-red-800">{photo.error}</p>
                      <div className="mt-2 flex flex-wrap gap-2">
                        <button
                          type="button"
                          onClick={() => void send(photo)}
                          className="dark-control min-h-12 rounded-lg bg-slate-900 px-4 font-semibold text-white"
                        >
                          Try again
                        </button>
                        <button
                          type="button"
                          onClick={() => setAdded((list) => list.filter((p) => p.key !== photo.key))}
                          className="min-h-12 rounded-lg px-4 font-semibold ring-1 ring-slate-400"
                        >
                          Leave it out
                        </button>
                      </div>
                    </div>
                  )}
                </div>
              </div>
              {photo.stage !== 'failed' && (
                <PhotoWords
                  idPrefix={`new-${photo.key}`}
                  alt={photo.altEdited ? photo.alt : photo.alt || suggested}
                  altEs={photo.altEs}
                  phase={photo.phase}
                  error={photo.id ? errors[`alt_${photo.id}`] : undefined}
                  onChange={(change) => update(photo.key, { ...change, ...(change.alt !== undefined ? { altEdited: true } : {}) })}
                />
              )}
              {photo.stage === 'done' && (
                <button
                  type="button"
                  onClick={() => setAdded((list) => list.filter((p) => p.key !== photo.key))}
                  className="mt-2 min-h-12 rounded-lg px-4 font-semibold text-red-900 ring-1 ring-red-300"
                >
                  Remove this photo
                </button>
              )}
              {photo.stage === 'done' && photo.id && (
                <CoverChoice id={photo.id} chosen={values.cover_photo_id} onChoose={(v) => set('cover_photo_id', v)} />
              )}
            </li>
          ))}
        </ul>
        {kept.length + added.length > 0 && (
          <label className="mt-3 flex min-h-12 items-center gap-3 font-semibold">
            <input
              type="radio"
              name="cover_photo_id"
              value=""
              checked={values.cover_photo_id === ''}
              onChange={() => set('cover_photo_id', '')}
              className="size-6 shrink-0"
            />
            Cover: choose for me (the first “after” photo, else the first)
          </label>
        )}
        <label htmlFor="job-photos" className="mt-4 block font-semibold">
          Add photos
        </label>
        <input
          ref={fileInput}
          id="job-photos"
          name="photos"
          type="file"
          accept="image/*"
          multiple
          aria-describedby={['photos-help', described('photos')].filter(Boolean).join(' ')}
          onChange={(e) => hydrated && addFiles(Array.from(e.target.files ?? []))}
          className="mt-2 block min-h-12 w-full text-base file:mr-3 file:min-h-12 file:rounded-lg file:border-0 file:bg-slate-900 file:px-4 file:font-semibold file:text-white"
        />
        {error('photos')}
      </fieldset>

      <div>
        <label htmlFor="job-description" className={labelClass}>
          What was done (20 to 600 characters)
        </label>
        <textarea
          id="job-description"
          name="description"
          required
          minLength={20}
          maxLength={600}
          rows={5}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          aria-describedby={described('description')}
          className={inputClass}
        />
        <p className="mt-1 text-sm text-slate-600">{values.description.trim().length} / 600</p>
        {error('description')}
      </div>
      <div>
        <label htmlFor="job-description-es" className={labelClass}>
          In Spanish (optional)
        </label>
        <textarea
          id="job-description-es"
          name="description_es"
          lang="es"
          maxLength={600}
          rows={4}
          value={values.description_es}
          onChange={(e) => set('description_es', e.target.value)}
          aria-describedby={described('description_es')}
          className={inputClass}
        />
        {error('description_es')}
      </div>

      <fieldset className="rounded-xl border border-slate-300 p-4">
        <legend className="px-1 font-semibold">Customer’s words (optional)</legend>
        <div className="grid gap-4">
          <div>
            <label htmlFor="job-customer-name" className={labelClass}>
              First name
            </label>
            <input
              id="job-customer-name"
              name="customer_name"
              maxLength={40}
              autoComplete="off"
              value={values.customer_name}
              onChange={(e) => set('customer_name', e.target.value)}
              className={`${inputClass} ${big}`}
            />
          </div>
          <div>
            <label htmlFor="job-customer-quote" className={labelClass}>
              What they said
            </label>
            <textarea
              id="job-customer-quote"
              name="customer_quote"
              maxLength={600}
              rows={3}
              value={values.customer_quote}
              onChange={(e) => set('customer_quote', e.target.value)}
              aria-describedby={described('customer_quote')}
              className={inputClass}
            />
            {error('customer_quote')}
          </div>
          <label className="flex min-h-12 items-center gap-3 font-semibold">
            <input
              type="checkbox"
              name="consent"
              checked={values.consent}
              onChange={(e) => set('consent', e.target.checked)}
              className="size-6"
            />
            The customer agreed that their first name and words appear on the website
          </label>
        </div>
      </fieldset>

      <label className="flex min-h-12 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          name="featured"
          checked={values.featured}
          onChange={(e) => set('featured', e.target.checked)}
          className="size-6 shrink-0"
        />
        Featured: show this job’s cover photo at the top of the home page
      </label>

      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          name="intent"
          value="publish"
          disabled={busy}
          className="min-h-14 rounded-lg bg-amber-500 px-6 text-lg font-bold text-slate-950 hover:bg-amber-400 disabled:opacity-60"
        >
          {published ? 'Save and keep published' : 'Publish'}
        </button>
        <button
          type="submit"
          name="intent"
          value="draft"
          disabled={busy}
          className="min-h-14 rounded-lg px-6 text-lg font-semibold ring-2 ring-slate-900 disabled:opacity-60"
        >
          {published ? 'Save as draft (unpublish)' : 'Save as draft'}
        </button>
      </div>
    </form>
  );
}

/** The radio that makes a photo the job's cover (the photo the cards and the home page show); a 48 px target. */
function CoverChoice({ id, chosen, onChoose }: { id: number; chosen: string; onChoose: (value: string) => void }) {
  return (
    <label className="flex min-h-12 items-center gap-2 font-semibold">
      <input
        type="radio"
        name="cover_photo_id"
        value={id}
        checked={chosen === String(id)}
        onChange={() => onChoose(String(id))}
        className="size-6 shrink-0"
      />
      Use as the cover photo
    </label>
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
  phase: '' | 'before' | 'after';
  error?: string;
  onChange: (change: Partial<{ alt: string; altEs: string; phase: '' | 'before' | 'after' }>) => void;
}) {
  return (
    <div className="min-w-0 flex-1 space-y-2">
      <div>
        <label htmlFor={`${idPrefix}-alt`} className={labelClass}>
          Describe the photo (for people who cannot see it)
        </label>
        <input
          id={`${idPrefix}-alt`}
          name={names?.alt}
          required
          maxLength={200}
          value={alt}
          onChange={(e) => onChange({ alt: e.target.value })}
          aria-describedby={error ? `${idPrefix}-alt-error` : undefined}
          className={`${inputClass} min-h-12`}
        />
        {error && (
          <p id={`${idPrefix}-alt-error`} className="mt-1 text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-alt-es`} className={labelClass}>
          The same in Spanish (optional)
        </label>
        <input
          id={`${idPrefix}-alt-es`}
          name={names?.altEs}
          lang="es"
          maxLength={200}
          value={altEs}
          onChange={(e) => onChange({ altEs: e.target.value })}
          className={`${inputClass} min-h-12`}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-phase`} className={labelClass}>
          Before or after
        </label>
        <select
          id={`${idPrefix}-phase`}
          name={names?.phase}
          value={phase}
          onChange={(e) => onChange({ phase: e.target.value as '' | 'before' | 'after' })}
          className={`${inputClass} min-h-12`}
        >
          <option value="">Neither</option>
          <option value="before">Before</option>
          <option value="after">After</option>
        </select>
      </div>
    </div>
  );
}
