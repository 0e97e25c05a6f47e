/**
 * A range of figures written the edition's way: `template` with `{low}` and `{high}` filled in.
 * "{low}-{high}" gives "24-48" (English); "De {low} a {high}" gives "De 24 a 48" (Spanish, never "24-48": glossary,
 * src/content/es/README-translation.md); each `{$}` is a dollar sign ("{$}{low}-{high}": "$3-8"; "De {$}{low} a
 * {$}{high}": "De $3 a $8"). Kept apart from lib/figures so the calculator island loads no edition words.
 * @param template the edition's pattern (`ui.units.range`, `priceRange`, or the calculator's `costRange`)
 * @param low the low figure, already formatted
 * @param high the high figure, already formatted
 */
export const fillRange = (template: string, low: string, high: string): string =>
  template.replaceAll('{$}', '$').replace('{low}', low).replace('{high}', high);
