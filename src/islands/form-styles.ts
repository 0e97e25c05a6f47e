/** Tailwind classes shared by the form islands (contact and quote), so both forms look the same. */
export const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-slate-900';
export const labelClass = 'block text-sm font-medium text-slate-800';
