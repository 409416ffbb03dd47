/**
 * An advisor's correction of their own words: 'H sold his software co last yr? no - LOI signed
 * Feb 2026', 'Pension (CalPERS? no - Caltech plan)'. The questioned words, from the start of
 * their clause (or of the open bracket they sit in) to the 'no', state no event; they are
 * blanked with spaces of the same length, so every position and quote of the rest still holds.
 * (What they describe may still be so: the company above is still a C corporation.)
 */
const RETRACTED = /\?\s*(?:no|nope|correction|actually)\s*(?:[-–—:,]|\.\.\.)\s*/gi;

export function withoutRetractions(text: string): string {
  let out = text;
  for (const m of text.matchAll(RETRACTED)) {
    const before = text.slice(0, m.index);
    const clauseStart = Math.max(...['.', ';', '\n', '?'].map((c) => before.lastIndexOf(c))) + 1;
    const open = before.lastIndexOf('(');
    const start = open >= clauseStart && before.lastIndexOf(')') < open ? open + 1 : clauseStart;
    const end = m.index + m[0].length;
    out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  }
  return out;
}
