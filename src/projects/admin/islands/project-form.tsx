import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Field } from '../../../ui/field';
import type { OutboxProject } from '../../../../client/admin/outbox';
import { ErrorSummary } from './project-form/error-summary';
import { OutcomePanel } from './project-form/outcome';
import { PhotoList } from './project-form/photo-list';
import type { Errors, ProjectFormProps, ProjectFormValues, Phase } from './project-form/types';
import { useOutbox } from './project-form/use-outbox';
import { altId, coverOf, suggestAlt, usePhotos } from './project-form/use-photos';

export type { Choice, ProjectFormProps, ProjectFormValues, StoredPhoto } from './project-form/types';
export { suggestAlt };

/** Text fields kept in the browser while the person types, so nothing typed is lost (a dropped signal, a reload). */
const KEPT_FIELDS = ['service', 'town', 'month', 'description', 'description_es', 'customer_name', 'customer_quote'] as const;
/** The element id of each field, where the error summary's links lead. */
const FIELD_IDS: Record<string, string> = {
  service: 'project-service',
  town: 'project-town',
  month: 'project-month',
  description: 'project-description',
  description_es: 'project-description-es',
  customer_name: 'project-customer-name',
  customer_quote: 'project-customer-quote',
  photos: 'project-photos',
};

/** The project's title for the outbox list: "Stamped Concrete in Nederland". */
const titleOf = (service: string, town: string) => [service || 'A project', town].filter(Boolean).join(' in ');

/**
 * The project form of /admin/projects/new and /admin/projects/<id> (the contractor on a
 * phone on site). Without JavaScript it posts as multipart with the
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
 *   marked (a finished project's photos are mostly of the result);
 * - each photo's alt text follows the service, the town and its marker
 *   (`suggestAlt`) until the person edits it;
 * - Publish or Save as draft puts the project in the outbox (src/admin/outbox.ts,
 *   IndexedDB) with its idempotency key, then sends it; with no signal it
 *   says "Waiting for signal (2 photos)" and is sent later (the `online`
 *   event, the next admin page load, Background Sync). After sending:
 *   "Published" with the public link and Share, or "Saved as a draft";
 * - a refused post shows the error summary (links to the fields), which takes focus.
 */
export function ProjectForm(props: ProjectFormProps) {
  const { action, services, towns, maxMonth, photos: stored, errors: serverErrors, published } = props;
  const [values, setValues] = useState<ProjectFormValues>(props.values);
  const [cover, setCover] = useState(props.values.cover_photo_id ? `stored-${props.values.cover_photo_id}` : '');
  const [errors, setErrors] = useState<Errors>(serverErrors);
  const [refusals, setRefusals] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const draftKey = `project-draft:${action}`;
  const photos = usePhotos(stored, setErrors);
  const { items, setItems, addFiles, fileInput } = photos;
  const outbox = useOutbox(draftKey);

  const serviceLabel = services.find((s) => s.value === values.service)?.label ?? '';
  const townLabel = towns.find((t) => t.value === values.town)?.label ?? '';
  const altOf = (item: (typeof items)[number], index: number) =>
    item.altEdited ? item.alt : suggestAlt(serviceLabel, townLabel, items, index);
  const coverItem = coverOf(items, cover);
  const wordsWithoutConsent = !values.consent && Boolean(values.customer_name.trim() || values.customer_quote.trim());

  // At hydration: keep what was picked or typed before the script ran (the DOM's values), then restore the text kept
  // in localStorage into the fields left untouched; the server's values win when it sent errors back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form hydrates
  useLayoutEffect(() => {
    const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
    const fromDom: Partial<ProjectFormValues> = {};
    for (const field of KEPT_FIELDS) {
      const node = byId<HTMLInputElement>(FIELD_IDS[field] ?? '');
      if (node && node.value !== props.values[field]) fromDom[field] = node.value;
    }
    for (const field of ['consent', 'featured'] as const) {
      const node = byId<HTMLInputElement>(`project-${field}`);
      if (node && node.checked !== props.values[field]) fromDom[field] = node.checked;
    }
    let draft: Partial<ProjectFormValues> = {};
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

  const set = <K extends keyof ProjectFormValues>(name: K, value: ProjectFormValues[K]) => {
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

  /** The checks the server makes too, before the project goes to the outbox (so a project waiting for signal is one it will take). */
  function check(intent: string): Errors {
    const found: Errors = {};
    if (!values.service) found.service = 'Choose the service.';
    if (!values.town) found.town = 'Choose the town.';
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(values.month)) found.month = 'Give the month as YYYY-MM.';
    else if (values.month > maxMonth) found.month = 'Give a month from 2000 up to this month.';
    const length = values.description.trim().length;
    if (length < 20) found.description = 'Write at least 20 characters.';
    if (intent === 'publish' && items.length === 0) found.photos = 'Add at least one photo to publish the project.';
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
    const fields: [string, string][] = KEPT_FIELDS.map((field) => [field, values[field]]);
    if (values.consent) fields.push(['consent', 'on']);
    if (values.featured) fields.push(['featured', 'on']);
    fields.push(['intent', intent]);
    const coverIndex = items.findIndex((item) => item.key === cover);
    const project: Omit<OutboxProject, 'key'> = {
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
      cover: coverIndex >= 0 ? coverIndex : null,
      title: titleOf(serviceLabel, townLabel),
    };
    const refused = await outbox.hand(project);
    if (refused) {
      setErrors(refused);
      setRefusals((n) => n + 1);
    }
  }

  if (outbox.outcome) return <OutcomePanel outcome={outbox.outcome} title={titleOf(serviceLabel, townLabel)} />;

  const summaryEntries = Object.entries(errors).filter(([name, message]) => message && !name.startsWith('photo-'));
  const target = (name: string) => {
    if (FIELD_IDS[name]) return FIELD_IDS[name];
    const photo = /^alt_(\d+)$/.exec(name);
    const item = photo ? items.find((p) => p.id === Number(photo[1])) : undefined;
    return item ? altId(item) : undefined;
  };
  /** A field's message as this form names it: `<name>-error`. */
  const message = (name: string) => ({ error: errors[name], errorId: `${name}-error` });
  const big = 'text-base';
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
      {summaryEntries.length > 0 && <ErrorSummary entries={summaryEntries} target={target} summaryRef={summary} />}
      <div className="grid gap-5 sm:grid-cols-2">
        {(
          [
            ['service', 'Service', services],
            ['town', 'Town', towns],
          ] as const
        ).map(([name, label, choices]) => (
          <Field
            key={name}
            as="select"
            id={`project-${name}`}
            label={label}
            {...message(name)}
            controlClassName={big}
            name={name}
            required
            value={values[name]}
            onChange={(e) => set(name, e.target.value)}
          >
            <option value="">Choose…</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Field>
        ))}
        <Field
          id="project-month"
          label="Month finished"
          {...message('month')}
          controlClassName={big}
          name="month"
          type="month"
          required
          max={maxMonth}
          placeholder="YYYY-MM"
          value={values.month}
          onChange={(e) => set('month', e.target.value)}
        />
      </div>

      <PhotoList
        photos={photos}
        cover={cover}
        coverKey={coverItem?.key}
        setCover={setCover}
        altOf={altOf}
        hydrated={hydrated}
        errors={errors}
      />

      <Field
        as="textarea"
        id="project-description"
        label="What was done (20 to 600 characters)"
        {...message('description')}
        name="description"
        required
        minLength={20}
        maxLength={600}
        rows={5}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        after={<p className="mt-1 text-sm text-slate-600">{values.description.trim().length} / 600</p>}
      />
      <Field
        as="textarea"
        id="project-description-es"
        label="In Spanish (optional)"
        {...message('description_es')}
        name="description_es"
        lang="es"
        maxLength={600}
        rows={4}
        value={values.description_es}
        onChange={(e) => set('description_es', e.target.value)}
      />

      <fieldset className="min-w-0 rounded-xl border border-slate-300 p-4">
        <legend className="px-1 font-semibold">Customer’s words (optional)</legend>
        <div className="grid gap-4">
          <Field
            id="project-customer-name"
            label="First name"
            {...message('customer_name')}
            controlClassName={big}
            name="customer_name"
            maxLength={40}
            autoComplete="off"
            value={values.customer_name}
            onChange={(e) => set('customer_name', e.target.value)}
          />
          <Field
            as="textarea"
            id="project-customer-quote"
            label="What they said"
            {...message('customer_quote')}
            name="customer_quote"
            maxLength={600}
            rows={3}
            value={values.customer_quote}
            onChange={(e) => set('customer_quote', e.target.value)}
          />
          {/* The whole row is the checkbox's target: at least 44 px tall and as wide as the form (issue 31 §4; WCAG 2.5.8 asks 24). */}
          <label
            htmlFor="project-consent"
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg py-2 font-semibold"
            data-consent-target
          >
            <input
              id="project-consent"
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
          id="project-featured"
          type="checkbox"
          name="featured"
          checked={values.featured}
          onChange={(e) => set('featured', e.target.checked)}
          className="size-6 shrink-0"
        />
        Featured: show this project’s cover photo at the top of the home page
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
          disabled={outbox.busy}
          className="min-h-14 rounded-lg bg-amber-500 px-6 text-lg font-bold text-slate-950 hover:bg-amber-400 disabled:opacity-60"
        >
          {published ? 'Save and keep published' : 'Publish'}
        </button>
        <button
          type="submit"
          name="intent"
          value="draft"
          disabled={outbox.busy}
          className="min-h-14 rounded-lg px-6 text-lg font-semibold ring-2 ring-slate-900 disabled:opacity-60"
        >
          {published ? 'Save as draft (unpublish)' : 'Save as draft'}
        </button>
      </div>
    </form>
  );
}
