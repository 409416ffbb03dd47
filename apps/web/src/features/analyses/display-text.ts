/**
 * How the results tabs show the analysis' text and figures. The contracts type every field; a
 * model may still leave a text empty, and then the tab shows its SPEC fallback.
 */

/** The text, or undefined when it is empty or blank. */
export function nonBlank(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text;
}

/** The list's non-blank items (none when there is no list). */
export function nonBlankTexts(list: readonly string[] | undefined): string[] {
  return (list ?? []).filter((item) => item.trim() !== '');
}

/** A percentage with at most one decimal: 12.345 -> '12.3%'. */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}
