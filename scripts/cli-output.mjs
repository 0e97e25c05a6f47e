/**
 * What every command line (`npm run quotes`, `npm run projects`, `npm run leads`) prints of text it did not write
 * itself (a name a customer typed, a project's title, a server's message) goes through `shown`, so control and
 * invisible characters are written out ("[U+001B]") instead of acting on the contractor's terminal: no escape
 * sequence clears the screen, sets the title or writes the clipboard (OSC 52), no BEL rings, no bidi override
 * reorders a line (issue 44, fault 2). The rule is src/lib/display.ts's, the one the admin pages use.
 */
import { escapeInvisible, oneLine } from '../src/lib/display.ts';

/**
 * `value` as a terminal may print it: every control (Cc) and invisible formatting character written out as
 * "[U+XXXX]". One line (white space folded, at most `max` characters, an ellipsis marking a cut) unless
 * `keepNewlines`, which keeps line feeds (a message); null and undefined print as ''.
 * @param {unknown} value
 * @param {{ max?: number, keepNewlines?: boolean }} [options]
 * @returns {string}
 */
export function shown(value, { max = Number.POSITIVE_INFINITY, keepNewlines = false } = {}) {
  const text = value === null || value === undefined ? '' : String(value);
  return keepNewlines ? escapeInvisible(text, { keepNewlines: true }) : oneLine(text, max);
}

/**
 * One quote of `npm run quotes -- list`, as the admin's /admin/quotes.json gives it: "Q-12 v1  lead #7  accepted by
 * <name>  $5,200.00  valid until 2026-12-27  <url>", every field through `shown`.
 * @param {{ number: string, version: number, lead: number, state: string, acceptedBy?: string | null, total: string, validUntil: string, url: string }} quote
 * @returns {string}
 */
export function quoteListLine(quote) {
  return [
    `${shown(quote.number)} v${shown(quote.version)}`,
    `lead #${shown(quote.lead)}`,
    shown(quote.state) + (quote.acceptedBy ? ` by ${shown(quote.acceptedBy, { max: 100 })}` : ''),
    shown(quote.total),
    `valid until ${shown(quote.validUntil)}`,
    shown(quote.url),
  ].join('  ');
}
