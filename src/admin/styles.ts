/**
 * The admin shell's shared look, for every feature's admin part (leads, quotes, booking, push):
 * a 48 px button-like link (Call, Text, Email, Directions, a quote's actions), as Tailwind classes.
 */
export const actionClass =
  'inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-slate-800 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100';
