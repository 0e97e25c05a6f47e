/** Types of scripts/cli-output.mjs, for the tests that import it. */
export function shown(value: unknown, options?: { max?: number; keepNewlines?: boolean }): string;
export function quoteListLine(quote: {
  number: string;
  version: number;
  lead: number;
  state: string;
  acceptedBy?: string | null;
  total: string;
  validUntil: string;
  url: string;
}): string;
