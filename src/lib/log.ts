/**
 * Logs a failure as one JSON line, which Workers Logs keeps and `wrangler
 * tail` shows: `{"event":"jobs_unreadable","reason":"D1_ERROR: …"}`, with
 * `fields` between the two (docs/operations.md lists the events).
 * @param event the failure's name, snake_case
 * @param error what was thrown: its message becomes `reason`
 */
export function logFailure(event: string, error: unknown, fields: Record<string, unknown> = {}): void {
  console.error(JSON.stringify({ event, ...fields, reason: error instanceof Error ? error.message : String(error) }));
}
