/** The customer's quote page's shared types (src/quotes/page.tsx and its parts import them, so no part imports the page). */

/** What a refused answer is sent back with: the typed values and a message per field. */
export interface AnswerForm {
  kind: 'accept' | 'decline' | 'cancel';
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** The cancellation period of an accepted quote: its days ("YYYY-MM-DD", Central) and whether it is still open. */
export type CancelPeriod = { transactionDay: string; deadlineDay: string; open: boolean };
