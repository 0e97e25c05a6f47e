/**
 * Charts of the admin pages, drawn on the server as SVG with no library and
 * no script: the bars are rectangles in a viewBox the browser stretches to
 * the page's width, and every text (scale, dates, the figures) is HTML
 * beside them, so it stays readable at 390 px. Each chart has a text
 * alternative (`role="img"` with a label) and its figures in a table.
 */

/** The smallest "nice" number (1, 2 or 5 times a power of ten) at or above `value`; 1 for 0. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((f) => f * power).find((step) => step >= value) ?? 10 * power) as number;
}

/**
 * A vertical bar chart of daily values: one bar per entry, oldest on the
 * left, scaled to `niceCeiling` of the largest value; the top of the scale
 * and the first and last day are written beside it.
 * @param data the days ("YYYY-MM-DD") and their values, in order
 * @param label the chart's text alternative, e.g. "Leads per day: 12 in 30 days"
 */
export function DailyBars({ data, label }: { data: readonly { day: string; value: number }[]; label: string }) {
  const top = niceCeiling(Math.max(0, ...data.map((d) => d.value)));
  const width = 1000;
  const height = 200;
  const slot = width / Math.max(1, data.length);
  const gap = data.length > 40 ? 1 : slot * 0.2;
  return (
    <figure className="mt-4">
      <div className="flex gap-2">
        <div className="flex w-6 flex-col justify-between text-right text-sm text-slate-600" aria-hidden="true">
          <span>{top}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={label}
          className="h-40 w-full grow border-b border-l border-slate-400 bg-white"
        >
          <line
            x1="0"
            x2={width}
            y1={height / 2}
            y2={height / 2}
            stroke="#cbd5e1"
            strokeDasharray="6 6"
            vectorEffect="non-scaling-stroke"
          />
          {data.map((d, i) => {
            const h = (d.value / top) * height;
            return (
              <rect key={d.day} x={i * slot + gap / 2} y={height - h} width={slot - gap} height={h} fill="#b45309">
                <title>{`${d.day}: ${d.value}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <figcaption className="ml-8 mt-1 flex justify-between text-sm text-slate-600">
        <span>{data[0]?.day}</span>
        <span>{data.at(-1)?.day}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Horizontal bars comparing a few totals (e.g. forms started against forms
 * sent), each labelled with its name and figure in HTML.
 */
export function CompareBars({ items }: { items: readonly { label: string; value: number }[] }) {
  const top = Math.max(1, ...items.map((item) => item.value));
  return (
    <ul className="mt-4 grid gap-3">
      {items.map((item) => (
        <li key={item.label}>
          <p className="flex justify-between font-medium">
            <span>{item.label}</span>
            <span>{item.value}</span>
          </p>
          <svg viewBox="0 0 1000 24" preserveAspectRatio="none" className="mt-1 h-6 w-full bg-slate-200" aria-hidden="true">
            <rect x="0" y="0" width={(item.value / top) * 1000} height="24" fill="#b45309" />
          </svg>
        </li>
      ))}
    </ul>
  );
}
