import type { RefObject } from 'react';

/**
 * The project form's error summary (issue 31 §4; GOV.UK's pattern): "The project was not saved: 2 things to fix", each
 * message a link to its field (focused and scrolled to the middle on a tap). It takes focus when it appears: by
 * `autoFocus` without JavaScript, by `summaryRef` after a refusal in the browser.
 * @param entries the messages by field name, in order
 * @param target the element id of a field name's control, if it has one
 */
export function ErrorSummary({
  entries,
  target,
  summaryRef,
}: {
  entries: readonly [string, string][];
  target: (name: string) => string | undefined;
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the refused post's summary must take focus (issue 31 §4), and without JavaScript only autofocus does it
      autoFocus
      role="alert"
      aria-labelledby="error-summary-title"
      data-error-summary
      className="rounded-xl bg-red-50 p-4 text-red-950 ring-2 ring-red-700 outline-none focus-visible:ring-4"
    >
      <h2 id="error-summary-title" className="text-lg font-bold">
        {entries.length === 1 ? 'The project was not saved: 1 thing to fix' : `The project was not saved: ${entries.length} things to fix`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {entries.map(([name, message]) => {
          const id = target(name);
          return (
            <li key={name}>
              {id ? (
                <a
                  href={`#${id}`}
                  className="font-semibold underline"
                  onClick={(e) => {
                    const field = document.getElementById(id);
                    if (!field) return;
                    e.preventDefault();
                    field.scrollIntoView({ block: 'center' });
                    field.focus();
                  }}
                >
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
