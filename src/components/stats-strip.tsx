/** A row of headline figures, e.g. "500+ Happy Customers" (spec section 2, Home and About). */
export function StatsStrip({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
          <dd className="text-3xl font-extrabold text-amber-800 sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
