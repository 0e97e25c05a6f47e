/**
 * The job after the yes in words (issue 46 items 1 and 2): the kinds of a work day and the job's states, in English
 * and Spanish (the homeowner's page and messages of items 3 and 4 read the Spanish; the admin reads English), and the
 * refusals of a work day as the admin form and `npm run schedule` show them. Trade words as
 * src/content/es/README-translation.md gives them: forms "cimbra", pour "colado", cleanup "limpieza".
 */

/** The kinds of a work day, in the order the form offers them. */
export const WORK_DAY_KINDS = ['prep', 'pour', 'finish', 'other'] as const;
export type WorkDayKind = (typeof WORK_DAY_KINDS)[number];

/** A job's state, read from its days (src/jobs/model.ts `jobState`). */
export type JobState = 'scheduled' | 'in_progress' | 'done';

/** The words of the kinds and states, per language. */
export const JOB_WORDS = {
  en: {
    kind: { prep: 'prep/forms', pour: 'pour', finish: 'finish/cleanup', other: 'other' } satisfies Record<WorkDayKind, string>,
    state: { scheduled: 'Scheduled', in_progress: 'In progress', done: 'Done' } satisfies Record<JobState, string>,
  },
  es: {
    kind: { prep: 'preparación/cimbra', pour: 'colado', finish: 'acabado/limpieza', other: 'otro' } satisfies Record<WorkDayKind, string>,
    state: { scheduled: 'Programado', in_progress: 'En curso', done: 'Terminado' } satisfies Record<JobState, string>,
  },
} as const;

/** Why a work day is refused, in the contractor's words (the admin and the command line are in English). */
export const WORK_DAY_REFUSALS = {
  shape: 'Write a work day as "YYYY-MM-DD HH:MM|hours|kind", like "2026-12-03 07:00|8|pour".',
  date: 'Choose a real day, like 2026-12-03.',
  time: 'Choose the start time, like 07:00.',
  skipped: (time: string, day: string) => `${time} does not exist on ${day} (the clocks go forward): choose another time.`,
  past: 'That start is in the past.',
  tooFar: 'That day is more than a year ahead.',
  hours: 'Hours go from 0.5 to 14, like 8 or 4.5.',
  kind: `Choose a kind: prep, pour, finish or other.`,
  crew: 'Keep the crew under 200 characters.',
  note: 'Keep the note under 500 characters.',
} as const;
