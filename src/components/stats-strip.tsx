/**
 * A row of headline figures, e.g. "500+ Happy Customers" (Home and
 * About). A stat with `href` (the reviews claim) links its
 * figure to the proof; the link's name is the whole claim ("5-Star Reviews").
 */
export function StatsStrip({ stats }: { stats: readonly { value: string; label: string; href?: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
          <dd className="text-3xl font-extrabold text-amber-800 sm:text-4xl">
            {stat.href ? (
              <a href={stat.href} rel="noopener" className="underline decoration-2 underline-offset-4 hover:text-amber-900">
                {stat.value}
                <span className="sr-only"> {stat.label}</span>
              </a>
            ) : (
              stat.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
