/**
 * The project form's shapes (src/admin/islands/project-form.tsx): its props as the server sends them, and the photos and
 * outcomes it keeps while the contractor works. Types only.
 */

/** A choice of a select: its value (a slug) and label. */
export interface Choice {
  value: string;
  label: string;
}

/** A photo already stored for the project (edit page, or a post sent back): its id, thumbnail URL and words. */
export interface StoredPhoto {
  id: number;
  thumb: string;
  alt: string;
  altEs: string;
  phase: '' | 'before' | 'after';
}

/** The project form's values, as the server sends them back or prefills them. */
export interface ProjectFormValues {
  service: string;
  town: string;
  month: string;
  description: string;
  description_es: string;
  customer_name: string;
  customer_quote: string;
  consent: boolean;
  /** "featured": home's first screen shows this project. */
  featured: boolean;
  /** The id of the cover photo, or "" (the first "after" photo, else the first). */
  cover_photo_id: string;
}

/** Props of the project form (all JSON-serialisable: the island's props travel in the page). */
export interface ProjectFormProps {
  /** Where the form posts: /admin/projects (new) or /admin/projects/<id> (edit). */
  action: string;
  services: Choice[];
  towns: Choice[];
  /** The latest month allowed, "YYYY-MM" (this month). */
  maxMonth: string;
  values: ProjectFormValues;
  photos: StoredPhoto[];
  /** Messages beside fields, by field name ("photos" for the photo list, "photo-<n>" per file). */
  errors: Record<string, string>;
  /** true when editing a published project (its primary button then says "Save and keep published"). */
  published: boolean;
}

/**
 * Where a photo stands: scaled in the browser, its bytes sending (XHR upload progress), the server processing it
 * (judging and deriving its variants), done; waiting (no signal: kept with the project for the outbox); failed (refused).
 */
export type Stage = 'scaling' | 'sending' | 'processing' | 'done' | 'waiting' | 'failed';
/** A photo's before/after marker. */
export type Phase = '' | 'before' | 'after';

/** A photo of the form, stored or added here: its place in the list is its place in the project. */
export interface Item {
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
  /** Why the photo failed or waits, in words. */
  error?: string;
}

/** What the form shows once a project is handed over. */
export type Outcome =
  | { kind: 'sent'; status: 'published' | 'draft'; id: number; path: string }
  | { kind: 'queued'; photos: number; key: string }
  | { kind: 'refused'; message: string };

/** Messages by field name ("form" for the whole form, "photos", "alt_<id>"…). */
export type Errors = Record<string, string>;
