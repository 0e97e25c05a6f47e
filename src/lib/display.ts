/**
 * Showing what a visitor typed to the contractor without letting it hide or
 * rewrite anything: used by the leads page, the CSV, the
 * notification email and `npm run leads`. Imports nothing.
 */

/**
 * Characters that move, hide or break text when shown: controls (Unicode
 * category Cc), the bidirectional formatting characters (Unicode Standard
 * Annex #9: ALM, LRM, RLM, LRE…RLO, LRI…PDI), zero-width and invisible
 * operators, the byte order mark, and the line and paragraph separators
 * U+2028 and U+2029. ZERO WIDTH JOINER is left alone: emoji sequences need it.
 */
const INVISIBLE = /[\p{Cc}\u061C\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u2028\u2029\uFEFF]/gu;

/**
 * `text` with each invisible or control character written out as "[U+202E]"
 * (four or more hex digits), so a carriage return, a bidi override or a line
 * separator shows instead of acting. With `keepNewlines`, line feeds stay
 * line feeds (a multi-line message); any CR is still shown.
 */
export function escapeInvisible(text: string, { keepNewlines = false }: { keepNewlines?: boolean } = {}): string {
  return text.replace(INVISIBLE, (ch) =>
    keepNewlines && ch === '\n' ? ch : `[U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`,
  );
}

/** One line for a header or a table cell: invisible characters escaped, runs of white space folded to one space, at most `max` characters (an ellipsis marks a cut). */
export function oneLine(text: string, max = Number.POSITIVE_INFINITY): string {
  const line = escapeInvisible(text.replace(/[\t\n ]+/g, ' ').trim());
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A first name as a greeting may carry it: letters (any script), with an apostrophe or hyphen inside, at most 40. */
const GREETABLE = /^\p{L}[\p{L}\p{M}'’-]{0,39}$/u;

/**
 * The first name of what a visitor typed as their name, for a greeting sent to an address a stranger may have
 * typed (issue 35): the first word when it is letters only ("María", "O'Neil", "Jean-Luc"), else '' (the message
 * then greets without a name). So "https://evil.example/login Smith" greets nobody: no link, no claim.
 */
export function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return GREETABLE.test(first.normalize('NFC')) ? first.normalize('NFC') : '';
}
