import type { CatalogueEntry } from '../catalogue';

const PROFESSIONAL_RULES: [RegExp, string][] = [
  [/qualified intermediary|1031|replacement propert/i, 'Qualified intermediary'],
  [/apprais|valu(?:e|ation)|cost segregation study/i, 'Qualified appraiser'],
  [/underwrit|apply for (?:coverage|the policy)|policy|insur|carrier/i, 'Insurance specialist'],
  [
    /actuar|plan document|adopt the plan|contribution limits|TPA/i,
    'Third-party administrator (TPA)',
  ],
  [
    /file|form \d|return|report|deduct|elect|k-1|tax|c-corp|SSTB|compensation|aggregat|holding period|basis/i,
    'CPA',
  ],
  [/^trustee/i, 'Trustee'],
  [
    /draft|trust|deed|agreement|will|entity|partnership|LLC|assign|operating/i,
    'Estate planning attorney',
  ],
  [/foreign|expatriat|FBAR|PFIC|immigra/i, 'International tax counsel'],
];

/** Who does a step: the first professional whose work the step names, else the advisor. */
export function professionalFor(step: string): string {
  return PROFESSIONAL_RULES.find(([regex]) => regex.test(step))?.[1] ?? 'Financial advisor';
}

/** Everyone a strategy's steps involve, advisor first. */
export function teamFor(entry: CatalogueEntry): string[] {
  return ['Financial advisor', ...new Set(entry.steps.map(professionalFor))].filter(
    (who, i, all) => all.indexOf(who) === i,
  );
}
