import type { FactCorrection } from '@strata/contracts';
import type { ClientFacts, Fact, MaritalStatus, RiskTolerance } from '../types';
import type { Person } from './observation';
import { citizenshipLabels, isCitizenshipLabel } from './cross-border-facts';
import { heirClassOf } from './bequest-facts';
import { parseAmount } from './amounts';
import { assetsMinusLiabilities } from './derivations';
import { documentFromWords, saleFromWords } from './plan-facts';

/**
 * An advisor's corrections, applied to the resolved facts before anything is computed from
 * them: the advisor's value wins, is marked 'advisor', and every later stage reads it.
 */

/**
 * A list said of each person: 'client: surgeon', 'spouse: UK'; without a label, the client
 * first, then the spouse. Undefined when the value is not a list of words.
 */
function byPerson(v: unknown): { person: Person; words: string }[] | undefined {
  if (!Array.isArray(v) || !v.every((o) => typeof o === 'string')) return undefined;
  const people = ['client', 'spouse'] as const;
  return (v as string[])
    .slice(0, 2)
    .map((words, i) => {
      const m = /^\s*(client|spouse)\s*:\s*(.+)$/i.exec(words);
      return m
        ? { person: m[1]!.toLowerCase() as Person, words: m[2]!.trim() }
        : { person: people[i]!, words: words.trim() };
    })
    .filter((p) => p.words);
}

/** A country said of each person: 'client: US', 'spouse: UK'. */
function countryCorrection(
  field: 'citizenship' | 'residenceCountry',
  words: string,
): (facts: ClientFacts, value: unknown) => void {
  return (f, v) => {
    const read = byPerson(v);
    if (read)
      f[field] = advisor(
        read.map(({ person, words: country }) => ({ person, country })),
        words,
      );
  };
}

const advisor = <T>(value: T, field: string): Fact<T> => ({
  value,
  source: `corrected by the advisor (${field})`,
  origin: 'advisor',
});

const RISK: Record<string, RiskTolerance> = {
  conservative: 'conservative',
  moderate: 'moderate',
  growth: 'aggressive',
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

type FigureField =
  | 'plannedCharitableGift'
  | 'plannedOptionExercise'
  | 'itemizedDeductions'
  | 'plannedRetirementAge'
  | 'exemptionUsed';

/** A correction of one figure a fact holds: 0 removes the fact, any other number replaces it. */
function figureCorrection<K extends FigureField>(
  field: K,
  words: string,
  build: (facts: ClientFacts, n: number) => NonNullable<ClientFacts[K]>['value'],
): (facts: ClientFacts, value: unknown) => void {
  return (f, v) => {
    const n = num(v);
    if (n === undefined) return;
    if (n === 0) delete f[field];
    else f[field] = advisor(build(f, n), words) as ClientFacts[K];
  };
}

/** Each correction's effect on ClientFacts; an unknown field or a mistyped value is skipped. */
const APPLY: Record<string, (facts: ClientFacts, value: unknown) => void> = {
  netWorth: (f, v) => {
    if (num(v) === undefined) return;
    f.netWorth = advisor(num(v)!, 'net worth');
    f.netWorthDerived = false;
  },
  totalAssets: (f, v) =>
    void (num(v) !== undefined && (f.totalAssets = advisor(num(v)!, 'total assets'))),
  totalLiabilities: (f, v) =>
    void (num(v) !== undefined && (f.totalLiabilities = advisor(num(v)!, 'total liabilities'))),
  annualIncome: (f, v) =>
    void (num(v) !== undefined && (f.annualIncome = advisor(num(v)!, 'annual income'))),
  annualSpending: (f, v) =>
    void (num(v) !== undefined && (f.annualExpenses = advisor(num(v)!, 'annual spending'))),
  ages: (f, v) => {
    if (!Array.isArray(v) || !v.every((a) => num(a) !== undefined)) return;
    f.ages = (v as number[]).map((age) => advisor(age, 'ages'));
  },
  state: (f, v) => void (typeof v === 'string' && (f.state = advisor(v.toUpperCase(), 'state'))),
  // 'non-citizen spouse', 'foreign assets', ...: the words the rules read; an empty list clears it.
  crossBorder: (f, v) => {
    if (!Array.isArray(v) || !v.every((w) => typeof w === 'string')) return;
    const words = (v as string[]).map((w) => w.trim()).filter(Boolean);
    if (words.length === 0) delete f.crossBorder;
    else f.crossBorder = advisor(words.join('; '), 'citizenship and ties abroad');
  },
  insider: (f, v) => void (typeof v === 'boolean' && (f.insider = advisor(v, 'insider'))),
  formerState: (f, v) =>
    void (typeof v === 'string' && (f.formerState = advisor(v.toUpperCase(), 'former state'))),
  maritalStatus: (f, v) =>
    void (
      typeof v === 'string' && (f.maritalStatus = advisor(v as MaritalStatus, 'marital status'))
    ),
  children: (f, v) => void (num(v) !== undefined && (f.children = advisor(num(v)!, 'children'))),
  grandchildren: (f, v) =>
    void (num(v) !== undefined && (f.grandchildren = advisor(num(v)!, 'grandchildren'))),
  riskTolerance: (f, v) => {
    const risk = typeof v === 'string' ? RISK[v] : undefined;
    if (risk) f.riskTolerance = advisor(risk, 'risk tolerance');
  },
  charitableIntent: (f, v) =>
    void (typeof v === 'boolean' && (f.charitableIntent = advisor(v, 'charitable intent'))),
  businessOwner: (f, v) => {
    if (v === false) delete f.business;
    else if (v === true && !f.business)
      f.business = advisor({ description: 'a business' }, 'business owner');
  },
  concentratedStock: (f, v) => {
    if (v === false) delete f.concentratedPosition;
    else if (v === true && !f.concentratedPosition)
      f.concentratedPosition = advisor(
        { description: 'a concentrated position' },
        'concentrated stock',
      );
  },
  primaryGoals: (f, v) => {
    if (Array.isArray(v) && v.every((g) => typeof g === 'string'))
      f.goals = (v as string[]).map((goal) => advisor(goal, 'goals'));
  },
  // The advisor states a savings rate as the spending it implies on the income known.
  savingsRate: (f, v) => {
    const rate = num(v);
    const income = f.annualIncome?.value;
    if (rate === undefined || rate < 0 || rate > 100 || !income) return;
    f.annualExpenses = advisor(Math.round(income * (1 - rate / 100)), 'savings rate');
  },
  unmarriedPartner: (f, v) => {
    if (v === false) delete f.unmarriedPartner;
    else if (v === true) f.unmarriedPartner = advisor(true, 'unmarried partner');
  },
  estateDocuments: (f, v) => {
    if (!Array.isArray(v)) return;
    const documents = v.map((words) =>
      typeof words === 'string' ? documentFromWords(words) : undefined,
    );
    if (documents.every((d) => d !== undefined))
      f.planDocuments = documents.map((d) => advisor(d, 'estate documents'));
  },
  occupations: (f, v) => {
    const read = byPerson(v);
    if (read)
      f.occupations = advisor(
        read.map(({ person, words }) => ({ person, occupation: words })),
        'occupations',
      );
  },
  // 'Cape house $1.5M: MA': the state each listed property sits in, matched by its label.
  propertyStates: (f, v) => {
    if (!Array.isArray(v) || !f.properties) return;
    for (const words of v) {
      const m = typeof words === 'string' ? /^(.*):\s*([A-Za-z]{2})\s*$/.exec(words) : null;
      const property = m && f.properties.find((p) => p.value.label === m[1]!.trim());
      if (property)
        Object.assign(
          property,
          advisor({ ...property.value, state: m[2]!.toUpperCase() }, 'state'),
        );
    }
  },
  // 'nephew: $500,000' for each bequest beyond the children; an empty list clears them.
  statedBequests: (f, v) => {
    if (!Array.isArray(v)) return;
    const bequests = v.flatMap((words) => {
      const m = typeof words === 'string' ? /^(.*):\s*(.+)$/.exec(words) : null;
      const named = m ? heirClassOf(m[1]!) : undefined;
      const amount = m ? parseAmount(m[2]!) : undefined;
      return named && amount ? [{ heir: named.heir, amount, to: m![1]!.trim() }] : [];
    });
    if (bequests.length === 0) delete f.statedBequests;
    else f.statedBequests = advisor(bequests, 'bequests');
  },
  citizenship: countryCorrection('citizenship', 'citizenship'),
  residenceCountry: countryCorrection('residenceCountry', 'country of residence'),
  // A figure the key figures are computed from: the advisor's number, or none at 0.
  // The household's total, shared as the notes shared it; else half each for a couple.
  exemptionUsed: figureCorrection('exemptionUsed', 'lifetime exemption already used', (f, n) => {
    const before = f.exemptionUsed?.value;
    const total = before ? before.client + before.spouse : 0;
    const clientShare =
      total > 0 ? before!.client / total : f.maritalStatus?.value === 'married' ? 0.5 : 1;
    return { client: n * clientShare, spouse: n * (1 - clientShare) };
  }),
  plannedCharitableGift: figureCorrection(
    'plannedCharitableGift',
    'planned gift to charity',
    (f, n) => ({
      ...f.plannedCharitableGift?.value,
      amount: n,
    }),
  ),
  plannedOptionExercise: figureCorrection(
    'plannedOptionExercise',
    'options to exercise',
    (f, n) => ({
      ...f.plannedOptionExercise?.value,
      shares: n,
    }),
  ),
  // A total without its SALT part is not known to be state and local taxes.
  plannedRetirementAge: figureCorrection('plannedRetirementAge', 'planned retirement age', (_, n) =>
    Math.round(n),
  ),
  itemizedDeductions: figureCorrection('itemizedDeductions', 'itemized deductions', (f, n) => {
    const before = f.itemizedDeductions?.value;
    const onlySalt = before?.salt !== undefined && before.salt === before.amount;
    return { amount: n, ...(onlySalt ? { salt: n } : {}) };
  }),
  // A basis of 0 is a fact (founder's shares), not the fact's removal.
  businessBasis: (f, v) =>
    void (num(v) !== undefined && (f.businessBasis = advisor(num(v)!, 'basis in the business'))),
  // A DSUE the advisor states is one the executor elected.
  lateSpouseExclusion: (f, v) =>
    void (
      num(v) !== undefined &&
      (f.portability = advisor(
        { elected: true, dsue: num(v)! },
        'late spouse’s unused exclusion (DSUE)',
      ))
    ),
  businessSale: (f, v) => {
    if (v === 'none' || v === '') delete f.businessSale;
    const sale = typeof v === 'string' ? saleFromWords(v) : undefined;
    if (sale) f.businessSale = advisor(sale, 'business sale');
  },
};

/** The facts with the advisor's corrections applied (a new object; the input is unchanged). */
export function applyCorrections(
  facts: ClientFacts,
  corrections: FactCorrection[] = [],
): ClientFacts {
  if (corrections.length === 0) return facts;
  const corrected = structuredClone(facts);
  for (const { field, value } of corrections) APPLY[field]?.(corrected, value);
  // A corrected citizenship changes the rules' citizenship labels, unless those were corrected too.
  const labelsCorrected = corrections.some((c) => c.field === 'crossBorder');
  if (corrections.some((c) => c.field === 'citizenship') && !labelsCorrected) {
    const ties = (corrected.crossBorder?.value.split('; ') ?? []).filter(
      (label) => label && !isCitizenshipLabel(label),
    );
    const labels = [
      ...citizenshipLabels(corrected.citizenship?.value ?? []).map((l) => l.label),
      ...ties,
    ];
    if (labels.length === 0) delete corrected.crossBorder;
    else corrected.crossBorder = advisor(labels.join('; '), 'citizenship and ties abroad');
  }
  // A corrected side of the balance sheet re-derives a net worth that was derived from it.
  const balanceCorrected = corrections.some(
    (c) => c.field === 'totalAssets' || c.field === 'totalLiabilities',
  );
  if (balanceCorrected && corrected.netWorthDerived && corrected.totalAssets) {
    corrected.netWorth = assetsMinusLiabilities(corrected.totalAssets, corrected.totalLiabilities);
  }
  return corrected;
}

/** The fields the advisor may correct. */
export const CORRECTABLE_FIELDS = Object.keys(APPLY);
