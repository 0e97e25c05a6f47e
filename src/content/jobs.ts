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

/**
 * The homeowner's page for the job (issue 46 item 3: src/jobs/customer-part.tsx, on the accepted quote's page), per
 * language: the job's state in a sentence, the kinds of a day as a homeowner reads them ("pour: weather permitting",
 * no forecast read on a public page), what to do before each work day and before the pour, and whom to call.
 * Spanish per src/content/es/README-translation.md: usted, "colado", "cimbra", "cuadrilla", "entrada de autos".
 */
export const CUSTOMER_JOB_WORDS = {
  en: {
    heading: 'Your work days',
    state: {
      scheduled: 'Your job is scheduled.',
      in_progress: 'Your job is under way.',
      done: 'Your job is done. Thank you!',
    } satisfies Record<JobState, string>,
    kind: {
      prep: 'prep and forms',
      pour: 'pour: weather permitting',
      finish: 'finish and cleanup',
      other: 'work on site',
    } satisfies Record<WorkDayKind, string>,
    /** "from 7:00 AM"; `one` is true at one o'clock (the Spanish article changes). */
    from: (time: string, _one: boolean) => `from ${time}`,
    done: 'Done',
    pourMoves: 'Rain or cold can move a pour. If your pour day changes, we tell you the new day.',
    before: {
      heading: 'What to do before each work day',
      items: [
        'Move your cars off the driveway and out of the work area the night before.',
        'Leave an outside faucet working: the crew needs water.',
        'Keep pets and children inside while the crew works.',
        'Unlock the gate, or leave it open, so the crew can get to the work.',
      ],
    },
    beforePour: {
      heading: 'Before the pour',
      items: [
        'Keep the street in front of your house clear (no cars, no trash cans): the concrete truck parks there.',
        'Turn off lawn sprinklers near the work the day before and for a week after.',
        'Keep everyone, pets too, off the fresh concrete until we tell you it is ready.',
      ],
    },
    call: { lead: 'Questions, or a day that does not suit you?', button: (phone: string) => `Call ${phone}` },
  },
  es: {
    heading: 'Sus días de trabajo',
    state: {
      scheduled: 'Su trabajo está programado.',
      in_progress: 'Su trabajo está en curso.',
      done: 'Su trabajo está terminado. ¡Gracias!',
    } satisfies Record<JobState, string>,
    kind: {
      prep: 'preparación y cimbra',
      pour: 'colado: si el clima lo permite',
      finish: 'acabado y limpieza',
      other: 'trabajo en la obra',
    } satisfies Record<WorkDayKind, string>,
    /** "desde las 7:00 a.m.", "desde la 1:00 p.m." */
    from: (time: string, one: boolean) => `desde ${one ? 'la' : 'las'} ${time}`,
    done: 'Terminado',
    pourMoves: 'La lluvia o el frío pueden cambiar el día del colado. Si cambia, le avisamos el nuevo día.',
    before: {
      heading: 'Qué hacer antes de cada día de trabajo',
      items: [
        'Saque sus carros de la entrada de autos y de la zona de trabajo la noche anterior.',
        'Deje funcionando una llave de agua de afuera: la cuadrilla necesita agua.',
        'Mantenga adentro a sus mascotas y a los niños mientras trabaja la cuadrilla.',
        'Quite el candado del portón, o déjelo abierto, para que la cuadrilla pueda pasar.',
      ],
    },
    beforePour: {
      heading: 'Antes del colado',
      items: [
        'Deje libre la calle frente a su casa (sin carros ni botes de basura): ahí se estaciona el camión de concreto.',
        'Apague los aspersores cerca del trabajo un día antes y durante una semana después.',
        'Que nadie pise el concreto fresco, ni las mascotas, hasta que le digamos que ya está listo.',
      ],
    },
    call: { lead: '¿Tiene preguntas o algún día no le conviene?', button: (phone: string) => `Llame al ${phone}` },
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
