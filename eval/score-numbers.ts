import type { NumberCheck } from './cases';

/**
 * README section 3, with the product's output read as it is (no follow-up questions): a check
 * passes when the analysis states a figure within 1% of the expected one, anywhere in its
 * structured figures or its words. That is an upper bound on what a reader would credit, and
 * is reported as such. An expected 0 needs a stated zero near the check's subject: a 0 figure
 * whose field names share a word with the check, or a sentence saying '$0' or 'no ... tax'
 * that does.
 */

export interface Figure {
  /** Where it was found: a JSON path, or 'text'. */
  path: string;
  value: number;
  /** The sentence a figure in words came from. */
  sentence?: string;
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

const NUMBER_IN_TEXT =
  /(?:(?<!\w)([-−]))?(\$)?(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|mm|m|bn|b|thousand|million|billion)?\b(%)?/gi;

/** Figures written in a sentence: $1,234,567, $2.5M, 56.0%, 2035, and a loss as -$52,893. */
export function figuresInText(text: string): Figure[] {
  const out: Figure[] = [];
  for (const sentence of text.split(/(?<=[.;:!?])\s+|\n+/)) {
    for (const m of sentence.matchAll(NUMBER_IN_TEXT)) {
      const base = Number(`${m[3]!.replace(/,/g, '')}${m[4] ?? ''}`);
      const mult = m[5] ? (MULTIPLIERS[m[5].toLowerCase()] ?? 1) : 1;
      out.push({ path: 'text', value: (m[1] ? -1 : 1) * base * mult, sentence });
    }
  }
  return out;
}

/** Every number in the analysis: numeric leaves with their path, and figures in its strings. */
export function collectFigures(value: unknown, path = ''): Figure[] {
  if (typeof value === 'number') return [{ path, value }];
  if (typeof value === 'string') return figuresInText(value);
  if (Array.isArray(value)) return value.flatMap((v, i) => collectFigures(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => collectFigures(v, path ? `${path}.${k}` : k));
  return [];
}

const subjectWords = (s: string) =>
  new Set(
    s
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3 && !['with', 'federal', 'planning', 'from', 'that'].includes(w)),
  );

function sharesSubject(a: string, b: string): boolean {
  const want = subjectWords(a);
  return [...subjectWords(b)].some((w) => want.has(w));
}

export function checkPasses(check: NumberCheck, figures: Figure[], texts: string[]): boolean {
  const tolerance = (check.tolerancePct ?? 1) / 100;
  if (check.expected === 0) {
    const zeroFigure = figures.some(
      (f) => f.value === 0 && f.path !== 'text' && sharesSubject(check.description, f.path),
    );
    const zeroSentence = texts.some((t) =>
      t
        .split(/(?<=[.;!?])\s+/)
        .some(
          (s) =>
            /\$0\b|\bno (\w+ ){0,3}(tax|deduction)\b/i.test(s) &&
            sharesSubject(check.description, s),
        ),
    );
    return zeroFigure || zeroSentence;
  }
  return figures.some(
    (f) => Math.abs(f.value - check.expected) <= Math.abs(check.expected) * tolerance,
  );
}

/** All strings of the analysis, for the zero checks. */
export function collectTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectTexts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectTexts);
  return [];
}
