import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { postPhoto, scalePhoto } from '../../photos/upload';
import { inputClass, labelClass } from '../../ui/form-styles';
import { OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, type OutboxJob, forget, queueJob, readOutbox, sendJob } from '../../../client/admin/outbox';

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

/**
 * Where a photo stands: scaled in the browser, its bytes sending (XHR upload progress), the server processing it
 * (judging and deriving its variants), done; waiting (no signal: kept with the job for the outbox); failed (refused).
 */
type Stage = 'scaling' | 'sending' | 'processing' | 'done' | 'waiting' | 'failed';
/** A photo's before/after marker. */
type Phase = '' | 'before' | 'after';

/** A photo of the form, stored or added here: its place in the list is its place in the job. */
interface Item {
  /** The React key; for an added photo, its upload's idempotency key (a UUID). */
  key: string;
  /** The stored photo's id, once on the server. */
  id?: number;
  thumb?: string;
  /** The file's name, for an added photo. */
  name?: string;
  file?: File;
  /** The scaled JPEG (`scalePhoto`), kept for the outbox until the photo is on the server. */
  blob?: Blob;
  stage: Stage;
  /** Upload progress, 0-100. */
  progress: number;
  alt: string;
  altEs: string;
  /** true once the person edited the alt text: it no longer follows the suggestion. */
  altEdited: boolean;
  phase: Phase;
  /** A stored photo's "Remove this photo" box (without JavaScript it travels with the post). */
  error?: string;
}

/** What the form shows once a job is handed over. */
type Outcome =
  | { kind: 'sent'; status: 'published' | 'draft'; id: number; path: string }
  | { kind: 'queued'; photos: number; key: string }
  | { kind: 'refused'; message: string };

/** Most photos a job may have. */
const MAX_PHOTOS = 10;
/** Text fields kept in the browser while the person types, so nothing typed is lost (a dropped signal, a reload). */
const KEPT_FIELDS = ['service', 'town', 'month', 'description', 'description_es', 'customer_name', 'customer_quote'] as const;
/** The element id of each field, where the error summary's links lead. */
const FIELD_IDS: Record<string, string> = {
  service: 'job-service',
  town: 'job-town',
  month: 'job-month',
  description: 'job-description',
  description_es: 'job-description-es',
  customer_name: 'job-customer-name',
  customer_quote: 'job-customer-quote',
  photos: 'job-photos',
};

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

/** The photo that is the cover: the one chosen, else the first "after" photo, else the first (as src/jobs/present.ts `coverOf`). */
const coverOf = (items: readonly Item[], chosen: string) =>
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
const altId = (item: Item) => `photo-${item.key}-alt`;

/** A size in KB, for the progress line. */
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The job's title for the outbox list: "Stamped Concrete in Nederland". */
const titleOf = (service: string, town: string) => [service || 'A job', town].filter(Boolean).join(' in ');

/** Asks the service worker, where there is one with Background Sync, to send the outbox once a connection is back. */
async function registerSync() {
  try {
    if (!navigator.serviceWorker?.controller) return;
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync: the `online` event and the next page load send it (src/admin/outbox-list.ts).
  }
}

/**
 * The job form of /admin/jobs/new and /admin/jobs/<id> (the contractor on a
 * phone at the job site). Without JavaScript it posts as multipart with the
 * photos, and the server checks and stores them; a refused post comes back
 * (422) with the error summary on top.
 *
 * With JavaScript:
 * - what was picked or typed before the script loaded is read from the DOM
 *   when the form hydrates (React keeps the DOM's values while hydrating, and
 *   the first render after would put the server's back), then the text kept
 *   in `localStorage` fills what was left untouched;
 * - each photo chosen is scaled in the browser (`scalePhoto`: at most 2,560 px,
 *   JPEG, EXIF and GPS dropped) and uploaded with its idempotency key, showing
 *   "Sending… 40% (120 of 300 KB)" then "Processing photo 2 of 3…" while the
 *   server judges it; with no signal it waits on the phone;
 * - photos can be moved up and down; the cover is the one chosen, else the
 *   first "after" photo, else the first; a new photo is "after" unless
 *   marked (a finished job's photos are mostly of the result);
 * - each photo's alt text follows the service, the town and its marker
 *   (`suggestAlt`) until the person edits it;
 * - Publish or Save as draft puts the job in the outbox (src/admin/outbox.ts,
 *   IndexedDB) with its idempotency key, then sends it; with no signal it
 *   says "Waiting for signal (2 photos)" and is sent later (the `online`
 *   event, the next admin page load, Background Sync). After sending:
 *   "Published" with the public link and Share, or "Saved as a draft";
 * - a refused post shows the error summary (links to the fields), which takes focus.
 */
export function JobForm(props: JobFormProps) {
  const { action, services, towns, maxMonth, photos: stored, errors: serverErrors, published } = props;
  const [values, setValues] = useState<JobFormValues>(props.values);
  const [items, setItems] = useState<Item[]>(() => stored.map(storedItem));
  const [cover, setCover] = useState(props.values.cover_photo_id ? `stored-${props.values.cover_photo_id}` : '');
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors);
  const [refusals, setRefusals] = useState(0);
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [copied, setCopied] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const jobKey = useRef('');
  const draftKey = `job-draft:${action}`;

  const serviceLabel = services.find((s) => s.value === values.service)?.label ?? '';
  const townLabel = towns.find((t) => t.value === values.town)?.label ?? '';
  const altOf = (item: Item, index: number) => (item.altEdited ? item.alt : suggestAlt(serviceLabel, townLabel, items, index));
  const coverItem = coverOf(items, cover);
  const wordsWithoutConsent = !values.consent && Boolean(values.customer_name.trim() || values.customer_quote.trim());

  // At hydration: keep what was picked or typed before the script ran (the DOM's values), then restore the text kept
  // in localStorage into the fields left untouched; the server's values win when it sent errors back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form hydrates
  useLayoutEffect(() => {
    const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
    const fromDom: Partial<JobFormValues> = {};
    for (const field of KEPT_FIELDS) {
      const node = byId<HTMLInputElement>(FIELD_IDS[field] ?? '');
      if (node && node.value !== props.values[field]) fromDom[field] = node.value;
    }
    for (const field of ['consent', 'featured'] as const) {
      const node = byId<HTMLInputElement>(`job-${field}`);
      if (node && node.checked !== props.values[field]) fromDom[field] = node.checked;
    }
    let draft: Partial<JobFormValues> = {};
    if (Object.keys(serverErrors).length === 0) {
      try {
        draft = JSON.parse(localStorage.getItem(draftKey) ?? 'null') ?? {};
      } catch {
        // storage unavailable (private mode): nothing to restore
      }
    }
    setValues((v) => ({ ...v, ...draft, ...fromDom }));
    const chosen = document.querySelector<HTMLInputElement>('input[name="cover_photo_id"]:checked');
    if (chosen && chosen.value !== props.values.cover_photo_id) setCover(chosen.value ? `stored-${chosen.value}` : '');
    setItems((list) =>
      list
        .filter((item) => !byId<HTMLInputElement>(`remove-${item.key}`)?.checked)
        .map((item) => {
          const alt = byId<HTMLInputElement>(altId(item))?.value ?? item.alt;
          const altEs = byId<HTMLInputElement>(`photo-${item.key}-alt-es`)?.value ?? item.altEs;
          const phase = (byId<HTMLInputElement>(`photo-${item.key}-phase`)?.value ?? item.phase) as Phase;
          return { ...item, alt, altEs, phase };
        }),
    );
    setHydrated(true);
    if (Object.keys(serverErrors).length > 0) summary.current?.focus();
    // Photos picked before hydration finished.
    const files = fileInput.current?.files;
    if (files && files.length > 0) addFiles(Array.from(files));
  }, []);

  // The error summary takes focus after each refused post (WCAG 3.3.1, 2.4.3).
  useEffect(() => {
    if (refusals > 0) summary.current?.focus();
  }, [refusals]);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  // A job waiting for signal: the outbox is sent by the admin script (src/admin/outbox-list.ts) at the `online`
  // event; this form hears of it on the outbox's channel and shows the outcome.
  useEffect(() => {
    if (outcome?.kind !== 'queued' || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    const key = outcome.key;
    channel.onmessage = () => {
      void readOutbox().then(({ waiting, sent }) => {
        const done = sent.find((job) => job.key === key);
        if (done) setOutcome({ kind: 'sent', status: done.status, id: done.id, path: done.path });
        const refused = waiting.find((job) => job.key === key)?.refused;
        if (refused) setOutcome({ kind: 'refused', message: refused });
      });
    };
    return () => channel.close();
  }, [outcome]);

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

  const update = (key: string, change: Partial<Item>) => setItems((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const move = (index: number, by: -1 | 1) =>
    setItems((list) => {
      const to = index + by;
      if (to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[index], next[to]] = [next[to] as Item, next[index] as Item];
      return next;
    });

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
      update(photo.key, { stage: 'waiting', error: 'The connection dropped. The photo is kept on this phone and sent with the job.' });
      return;
    }
    const { id, thumb, error } = answer.body as { id?: number; thumb?: string; error?: string };
    if (answer.status === 201 && id && thumb) update(photo.key, { stage: 'done', progress: 100, id, thumb, blob: undefined });
    else if (answer.status >= 500)
      update(photo.key, { stage: 'waiting', error: 'The server is busy. The photo is kept on this phone and sent with the job.' });
    else update(photo.key, { stage: 'failed', error: error ?? `The upload failed (${answer.status}). Try again.` });
  }

  function addFiles(files: File[]) {
    setItems((list) => {
      const room = MAX_PHOTOS - list.length;
      setErrors((e) => ({ ...e, photos: files.length > room ? `A job holds at most ${MAX_PHOTOS} photos; the rest were left out.` : '' }));
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

  /** The checks the server makes too, before the job goes to the outbox (so a job waiting for signal is one it will take). */
  function check(intent: string): Record<string, string> {
    const found: Record<string, string> = {};
    if (!values.service) found.service = 'Choose the service.';
    if (!values.town) found.town = 'Choose the town.';
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(values.month)) found.month = 'Give the month as YYYY-MM.';
    else if (values.month > maxMonth) found.month = 'Give a month from 2000 up to this month.';
    const length = values.description.trim().length;
    if (length < 20) found.description = 'Write at least 20 characters.';
    if (intent === 'publish' && items.length === 0) found.photos = 'Add at least one photo to publish the job.';
    if (items.some((p) => p.stage === 'failed')) found.photos = 'A photo was refused: try it again or leave it out.';
    if (items.some((p) => p.stage === 'scaling')) found.photos = 'Wait until every photo is made smaller.';
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? 'draft';
    const found = check(intent);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setRefusals((n) => n + 1);
      return;
    }
    jobKey.current ||= crypto.randomUUID();
    const fields: [string, string][] = KEPT_FIELDS.map((field) => [field, values[field]]);
    if (values.consent) fields.push(['consent', 'on']);
    if (values.featured) fields.push(['featured', 'on']);
    fields.push(['intent', intent]);
    const job: OutboxJob = {
      key: jobKey.current,
      action,
      queuedAt: Date.now(),
      fields,
      photos: items.map((item, index) => ({
        key: item.key,
        id: item.stage === 'done' ? item.id : undefined,
        blob: item.stage === 'done' ? undefined : item.blob,
        name: `${item.key}.jpg`,
        alt: altOf(item, index),
        altEs: item.altEs,
        phase: item.phase,
      })),
      cover: items.findIndex((item) => item.key === cover) >= 0 ? items.findIndex((item) => item.key === cover) : null,
      title: titleOf(serviceLabel, townLabel),
    };
    setBusy(true);
    try {
      await queueJob(job);
      const result = navigator.onLine ? await sendJob(job) : ({ kind: 'offline' } as const);
      if (result.kind === 'sent') {
        try {
          localStorage.removeItem(draftKey);
        } catch {
          // nothing kept
        }
        await forget(job.key);
        setOutcome({ kind: 'sent', status: result.job.status, id: result.job.id, path: result.job.path });
      } else if (result.kind === 'offline') {
        void registerSync();
        setOutcome({ kind: 'queued', photos: job.photos.length, key: job.key });
      } else {
        // Refused while the form is open: the form holds everything, so the outbox lets it go.
        await forget(job.key);
        setErrors(result.errors ?? { form: result.message });
        setRefusals((n) => n + 1);
      }
    } catch {
      setErrors({ form: 'This phone could not keep the job (storage full or private browsing). Your text is kept here; try again.' });
      setRefusals((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  async function share(url: string, title: string) {
    setCopied(false);
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // The person closed the share sheet, or the clipboard is refused: nothing to say.
    }
  }

  if (outcome) {
    const title = titleOf(serviceLabel, townLabel);
    const box = 'rounded-xl p-5 ring-1 outline-none focus-visible:ring-4';
    if (outcome.kind === 'queued')
      return (
        <div ref={outcomeRef} tabIndex={-1} role="status" className={`${box} bg-amber-50 ring-amber-300`} data-outcome="queued">
          <h2 className="text-xl font-bold">Waiting for signal ({outcome.photos === 1 ? '1 photo' : `${outcome.photos} photos`})</h2>
          <p className="mt-2">
            “{title}” is kept on this phone. It is sent by itself when there is signal, even if you close the app; the job list shows it
            until then.
          </p>
          <Links />
        </div>
      );
    if (outcome.kind === 'refused')
      return (
        <div ref={outcomeRef} tabIndex={-1} role="alert" className={`${box} bg-red-50 ring-red-300`} data-outcome="refused">
          <h2 className="text-xl font-bold">Not published</h2>
          <p className="mt-2">{outcome.message}</p>
          <Links />
        </div>
      );
    const url = new URL(outcome.path, location.origin).href;
    return (
      <div ref={outcomeRef} tabIndex={-1} role="status" className={`${box} bg-emerald-50 ring-emerald-300`} data-outcome={outcome.status}>
        {outcome.status === 'published' ? (
          <>
            <h2 className="text-xl font-bold">Published</h2>
            <p className="mt-2">
              Job #{outcome.id}, “{title}”, is on the website:{' '}
              <a href={outcome.path} className="break-all font-semibold underline">
                {url}
              </a>
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <button
                type="button"
                onClick={() => void share(url, title)}
                className="min-h-12 rounded-lg bg-slate-900 px-5 font-semibold text-white dark-control"
              >
                Share
              </button>
              {copied && (
                <span role="status" className="font-semibold text-emerald-900">
                  Copied
                </span>
              )}
            </div>
          </>
        ) : (
          <>
            <h2 className="text-xl font-bold">Saved as a draft</h2>
            <p className="mt-2">
              Job #{outcome.id}, “{title}”, is not on the website yet.{' '}
              <a href={`/admin/jobs/${outcome.id}`} className="font-semibold underline">
                Edit or publish it
              </a>
            </p>
          </>
        )}
        <Links />
      </div>
    );
  }

  const summaryEntries = Object.entries(errors).filter(([name, message]) => message && !name.startsWith('photo-'));
  const target = (name: string) => {
    if (FIELD_IDS[name]) return FIELD_IDS[name];
    const photo = /^alt_(\d+)$/.exec(name);
    const item = photo ? items.find((p) => p.id === Number(photo[1])) : undefined;
    return item ? altId(item) : undefined;
  };
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="mt-1.5 text-sm font-semibold text-red-800">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) => (errors[name] ? `${name}-error` : undefined);
  const big = 'min-h-12 text-base';
  const consentWarning = wordsWithoutConsent ? (
    <p className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-950 ring-1 ring-amber-400">
      The customer’s words will not appear on the website: the consent box is not ticked. Tick it only if they agreed.
    </p>
  ) : null;

  return (
    <form
      action={action}
      method="post"
      encType="multipart/form-data"
      onSubmit={hydrated ? submit : undefined}
      noValidate={hydrated}
      className="space-y-6"
    >
      {summaryEntries.length > 0 && (
        <div
          ref={summary}
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the refused post's summary must take focus (issue 31 §4), and without JavaScript only autofocus does it
          autoFocus
          role="alert"
          aria-labelledby="error-summary-title"
          data-error-summary
          className="rounded-xl bg-red-50 p-4 text-red-950 ring-2 ring-red-700 outline-none focus-visible:ring-4"
        >
          <h2 id="error-summary-title" className="text-lg font-bold">
            {summaryEntries.length === 1
              ? 'The job was not saved: 1 thing to fix'
              : `The job was not saved: ${summaryEntries.length} things to fix`}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {summaryEntries.map(([name, message]) => {
              const id = target(name);
              return (
                <li key={name}>
                  {id ? (
                    <a
                      href={`#${id}`}
                      className="font-semibold underline"
                      onClick={(e) => {
                        const field = document.getElementById(id);
                        if (!field) return;
                        e.preventDefault();
                        field.scrollIntoView({ block: 'center' });
                        field.focus();
                      }}
                    >
                      {message}
                    </a>
                  ) : (
                    message
                  )}
                </li>
              );
            })}
          </ul>
        </div>
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
              aria-invalid={errors[name] ? true : undefined}
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
            aria-invalid={errors.month ? true : undefined}
            className={`${inputClass} ${big}`}
          />
          {error('month')}
        </div>
      </div>

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
                    {coverItem?.key === photo.key && (
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
                      onClick={() => setItems((list) => list.filter((p) => p.key !== photo.key))}
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
        {Object.entries(errors)
          .filter(([name, message]) => name.startsWith('photo-') && message)
          .map(([name, message]) => (
            <p key={name} className="mt-1.5 text-sm font-semibold text-red-800">
              {message}
            </p>
          ))}
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
          aria-invalid={errors.description ? true : undefined}
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

      <fieldset className="min-w-0 rounded-xl border border-slate-300 p-4">
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
          {/* The whole row is the checkbox's target: at least 44 px tall and as wide as the form (issue 31 §4; WCAG 2.5.8 asks 24). */}
          <label
            htmlFor="job-consent"
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg py-2 font-semibold"
            data-consent-target
          >
            <input
              id="job-consent"
              type="checkbox"
              name="consent"
              checked={values.consent}
              onChange={(e) => set('consent', e.target.checked)}
              className="size-7 shrink-0"
            />
            The customer agreed that their first name and words appear on the website
          </label>
          {consentWarning}
        </div>
      </fieldset>

      <label className="flex min-h-12 items-center gap-3 font-semibold">
        <input
          id="job-featured"
          type="checkbox"
          name="featured"
          checked={values.featured}
          onChange={(e) => set('featured', e.target.checked)}
          className="size-6 shrink-0"
        />
        Featured: show this job’s cover photo at the top of the home page
      </label>

      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-900 ring-1 ring-red-300">
          {errors.form}
        </p>
      )}
      {consentWarning}
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

/** The links under an outcome: another job, the list. */
function Links(): ReactNode {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <a href="/admin/jobs/new" className="inline-flex min-h-12 items-center rounded-lg bg-amber-500 px-5 font-bold text-slate-950">
        Post another job
      </a>
      <a href="/admin/jobs" className="inline-flex min-h-12 items-center rounded-lg px-5 font-semibold ring-1 ring-slate-400">
        All jobs
      </a>
    </div>
  );
}

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
            ? (photo.error ?? 'Waiting for signal: kept on this phone, sent with the job.')
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
          onChange={(e) => onChange({ phase: e.target.value as Phase })}
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
