import {
  assumptionKeyOf,
  derivationWords,
  formatCurrency,
  PROJECTION_ASSUMPTIONS,
  maritalStatusSchema,
  riskToleranceSchema,
  type FactSource,
} from '@strata/contracts';

/**
 * How each fact is named, shown and typed in the Client Facts panel. The core facts have
 * their own kind; any other fact an analysis lists is shown as its value's type reads.
 */
export type FactInputKind =
  | { type: 'money' }
  | { type: 'count' }
  | { type: 'number'; unit?: '%' }
  | { type: 'ages' }
  | { type: 'state' }
  | { type: 'choice'; options: readonly string[] }
  | { type: 'yes-no' }
  | { type: 'list' }
  | { type: 'text' };

const KINDS: Record<string, FactInputKind> = {
  netWorth: { type: 'money' },
  totalAssets: { type: 'money' },
  totalLiabilities: { type: 'money' },
  annualIncome: { type: 'money' },
  ages: { type: 'ages' },
  state: { type: 'state' },
  maritalStatus: { type: 'choice', options: maritalStatusSchema.options },
  children: { type: 'count' },
  grandchildren: { type: 'count' },
  businessOwner: { type: 'yes-no' },
  businessBasis: { type: 'money' },
  lateSpouseExclusion: { type: 'money' },
  exemptionUsed: { type: 'money' },
  childrenAges: { type: 'list' },
  realEstate: { type: 'yes-no' },
  concentratedStock: { type: 'yes-no' },
  retirementAccounts: { type: 'yes-no' },
  charitableIntent: { type: 'yes-no' },
  riskTolerance: { type: 'choice', options: riskToleranceSchema.options },
  primaryGoals: { type: 'list' },
  savingsRate: { type: 'number', unit: '%' },
  occupations: { type: 'list' },
  formerState: { type: 'state' },
  insider: { type: 'yes-no' },
  crossBorder: { type: 'list' },
  citizenship: { type: 'list' },
  propertyStates: { type: 'list' },
  plannedRetirementAge: { type: 'number' },
  statedBequests: { type: 'list' },
  residenceCountry: { type: 'list' },
  plannedCharitableGift: { type: 'money' },
  plannedOptionExercise: { type: 'number' },
  itemizedDeductions: { type: 'money' },
};

const LABELS: Record<string, string> = {
  netWorth: 'Net worth',
  totalAssets: 'Total assets',
  totalLiabilities: 'Total liabilities',
  annualIncome: 'Annual income',
  ages: 'Ages (client, then spouse or partner)',
  state: 'State of domicile',
  maritalStatus: 'Marital status',
  children: 'Children',
  grandchildren: 'Grandchildren',
  businessOwner: 'Business owner',
  businessBasis: 'Basis in the business',
  lateSpouseExclusion: 'Late spouse’s unused exclusion (DSUE)',
  exemptionUsed: 'Lifetime exemption already used (taxable gifts)',
  childrenAges: 'Children’s ages',
  realEstate: 'Investment or second-home real estate',
  concentratedStock: 'Concentrated stock position',
  retirementAccounts: 'Retirement accounts',
  charitableIntent: 'Charitable intent',
  riskTolerance: 'Risk tolerance',
  primaryGoals: 'Primary goals',
  savingsRate: 'Savings rate (of gross income)',
  occupations: 'Occupations (client, then spouse)',
  formerState: 'State moved from',
  insider: 'Company insider (Section 16, blackout windows)',
  crossBorder: 'Cross-border planning points',
  citizenship: 'Citizenship (client, then spouse)',
  propertyStates: 'States where property sits (property: state)',
  plannedRetirementAge: "Client's planned retirement age",
  statedBequests: 'Bequests beyond the children (to whom: amount)',
  residenceCountry: 'Country of residence (client, then spouse)',
  plannedCharitableGift: 'Planned gift to charity',
  plannedOptionExercise: 'Stock options to exercise this year',
  itemizedDeductions: 'Itemized deductions',
};

/** 'annualSpending' -> 'Annual spending'. */
function wordsOf(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A fact's name, or an assumption's (a correction may change either). */
export function factLabel(field: string): string {
  const assumption = assumptionKeyOf(field);
  if (assumption) return PROJECTION_ASSUMPTIONS[assumption].label;
  return LABELS[field] ?? wordsOf(field);
}

/** The input a fact is corrected with: its own kind, else what its current value is. */
export function factInputKind(field: string, value?: unknown): FactInputKind {
  const kind = KINDS[field];
  if (kind) return kind;
  if (typeof value === 'number') return { type: 'money' };
  if (typeof value === 'boolean') return { type: 'yes-no' };
  if (Array.isArray(value)) return { type: 'list' };
  return { type: 'text' };
}

/** A fact's value in words. */
export function formatFactValue(field: string, value: unknown): string {
  const kind = factInputKind(field, value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return kind.type === 'money'
      ? formatCurrency(value)
      : `${value.toLocaleString('en-US')}${kind.type === 'number' ? (kind.unit ?? '') : ''}`;
  if (Array.isArray(value)) return value.map(String).join(kind.type === 'ages' ? ' and ' : ', ');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** A value as the input shows it for editing. */
export function toInputText(field: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

export type ParsedInput = { ok: true; value: unknown } | { ok: false; message: string };

/** '$1.2M', '1,200,000', '450k' -> dollars; undefined when it is not an amount. */
export function parseAmount(text: string): number | undefined {
  const match = /^\$?\s*(-?[\d,]*\.?\d+)\s*(k|m|mm|b|thousand|million|billion)?$/i.exec(
    text.trim().replace(/\s+/g, ' '),
  );
  if (!match?.[1]) return undefined;
  const number = Number(match[1].replace(/,/g, ''));
  if (!Number.isFinite(number)) return undefined;
  const suffix = match[2]?.toLowerCase();
  const scale =
    suffix === 'k' || suffix === 'thousand'
      ? 1e3
      : suffix === 'm' || suffix === 'mm' || suffix === 'million'
        ? 1e6
        : suffix === 'b' || suffix === 'billion'
          ? 1e9
          : 1;
  return Math.round(number * scale * 100) / 100;
}

/** Reads the advisor's typing as the fact's type; a message saying what is expected if not. */
export function parseFactInput(kind: FactInputKind, text: string): ParsedInput {
  const trimmed = text.trim();
  switch (kind.type) {
    case 'money': {
      const amount = parseAmount(trimmed);
      return amount === undefined
        ? { ok: false, message: 'Enter an amount in dollars, such as 1,250,000 or $1.25M' }
        : { ok: true, value: amount };
    }
    case 'number': {
      // Thousands separators are read: '1,000' options.
      const match = /^(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s*%?$/.exec(trimmed);
      return match
        ? { ok: true, value: Number(match[1]!.replace(/,/g, '')) }
        : { ok: false, message: 'Enter a number, such as 4.5' };
    }
    case 'count':
      return /^\d{1,2}$/.test(trimmed)
        ? { ok: true, value: Number(trimmed) }
        : { ok: false, message: 'Enter a whole number' };
    case 'ages': {
      const ages = trimmed.split(/[,/&]|\band\b/).map((part) => part.trim());
      return ages.length <= 2 && ages.every((age) => /^\d{1,3}$/.test(age) && Number(age) <= 120)
        ? { ok: true, value: ages.map(Number) }
        : { ok: false, message: 'Enter one or two ages, the client first: 62, 60' };
    }
    case 'state':
      return /^[a-z]{2}$/i.test(trimmed)
        ? { ok: true, value: trimmed.toUpperCase() }
        : { ok: false, message: 'Enter the two-letter state code, such as NY' };
    case 'choice':
      return kind.options.includes(trimmed)
        ? { ok: true, value: trimmed }
        : { ok: false, message: `Choose one of: ${kind.options.join(', ')}` };
    case 'yes-no':
      return trimmed === 'yes' || trimmed === 'no'
        ? { ok: true, value: trimmed === 'yes' }
        : { ok: false, message: 'Choose yes or no' };
    case 'list': {
      // A comma inside an amount ('nephew: $500,000') separates thousands, not items.
      const items = trimmed
        .split(/[\n;]|,(?!\d{3}(?!\d))/)
        .map((item) => item.trim())
        .filter(Boolean);
      return items.length > 0
        ? { ok: true, value: items }
        : { ok: false, message: 'Enter at least one, separated by commas' };
    }
    case 'text':
      return trimmed ? { ok: true, value: trimmed } : { ok: false, message: 'Enter a value' };
  }
}

/** Where a fact came from, in the advisor's words: the quote and its document, or how it was worked out. */
export function describeSource(source: FactSource): string {
  switch (source.kind) {
    case 'notes':
      return source.quote ? `Notes: “${source.quote}”` : 'Notes';
    case 'document':
      return `${source.document ?? 'Document'}${source.quote ? `: “${source.quote}”` : ''}`;
    case 'derived': {
      const parts = source.derivation?.parts
        ?.map((part) => `${part.label} ${formatCurrency(part.value)}`)
        .join('; ');
      const how = source.derivation && derivationWords(source.derivation);
      return `derived: ${[how, parts].filter(Boolean).join(' — ') || 'from other facts'}`;
    }
    case 'assumed':
      return `assumed: ${source.note ?? 'a planning assumption'}`;
    case 'advisor':
      return 'advisor: corrected on the results page';
  }
}
