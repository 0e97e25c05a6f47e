/**
 * Tailwind classes of the site's form controls, shared by the form islands
 * (contact, quote, calculator) and the server-rendered admin leads page, so
 * every form looks the same.
 */

/** Classes for a text input, select or textarea: full width, under its label. */
export const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-slate-900';
/** Classes for a field's label. */
export const labelClass = 'block text-sm font-medium text-slate-800';
