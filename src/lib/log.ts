/**
 * Logs a failure as one JSON line, which Workers Logs keeps and `wrangler
 * tail` shows: `{"event":"projects_unreadable","reason":"D1_ERROR: …"}`, with
 * `fields` between the two (docs/operations.md lists the events).
 * @param event the failure's name, snake_case
 * @param error what was thrown: its message becomes `reason`
 */
export function logFailure(event: string, error: unknown, fields: Record<string, unknown> = {}): void {
  console.error(JSON.stringify({ event, ...fields, reason: error instanceof Error ? error.message : String(error) }));
}

/**
 * Logs an event that is not a failure (a send held by its bound, a push delivered, a subscription gone) as one JSON
 * line: `{"event":"lead_pushed","leadId":12,"sent":2,"of":2}`. Ids, counts and statuses only, never what a visitor typed.
 * @param level `warn` for what the owner may want to look at (a bound reached), else `log`
 */
export function logEvent(
  event: string,
  fields: Record<string, string | number | boolean | null> = {},
  level: 'log' | 'warn' | 'error' = 'log',
): void {
  console[level](JSON.stringify({ event, ...fields }));
}
