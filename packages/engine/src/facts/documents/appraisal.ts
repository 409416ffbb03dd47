import type { ClientDocument, Observation, RealEstateUse } from '../observation';
import { observe, readLabelledLines, type LabelRow } from './labelled-lines';
import type { DocumentLine } from './line-text';
import { kindReader } from './reader';
import { stateNamed, stateOfAddress } from './us-states';

/**
 * An appraisal: the subject property's value and its use (primary home, second home, rental,
 * commercial, farm, land). Comparable sales, prior sale prices and the land value alone are
 * not the subject's value.
 */

const VALUE = (amount: number) => ({ field: 'other' as const, value: { label: 'value', amount } });
const ROWS: LabelRow[] = [
  {
    label:
      /(?:final\s+)?(?:opinion\s+of\s+(?:the\s+)?(?:market\s+)?value|reconciled\s+(?:market\s+)?value|appraised\s+value|value\s+conclusion|as[-\s]is\s+(?:market\s+)?value)/gi,
    key: 'value',
    read: VALUE,
  },
  {
    label:
      /(?:estimated\s+|current\s+)?market\s+value|indicated\s+value(?:\s+by\s+sales\s+comparison(?:\s+approach)?)?/gi,
    key: 'value',
    read: VALUE,
  },
];

const USES: [RegExp, RealEstateUse][] = [
  [
    /\b(?:second\s+home|vacation|seasonal|lake\s*house|beach\s*house|ski\s+(?:home|chalet)|cabin)\b/i,
    'second-home',
  ],
  [
    /\b(?:tenant(?:-occupied)?|rental|investment\s+property|income[-\s]producing|rent\s+roll|leased)\b/i,
    'rental',
  ],
  [/\b(?:commercial|office\s+building|retail|warehouse|industrial|mixed[-\s]use)\b/i, 'commercial'],
  [/\b(?:farm|farmland|ranch|agricultural|cropland|pasture|timberland)\b/i, 'farmland'],
  [/\b(?:vacant\s+land|unimproved\s+land|raw\s+land|building\s+lot)\b/i, 'land'],
  [
    /\b(?:owner[-\s]occupied|occupant\s*[:-]?\s*owner|primary\s+residence|principal\s+residence)\b/i,
    'primary-home',
  ],
];

const SUBJECT =
  /\b(?:(?:subject\s+property|property\s+address|subject\s+address|subject)\s*[:-]|(?:property|subject)\s+address\s)\s*(.+)$/i;

function useOf(text: string): RealEstateUse {
  return USES.find(([pattern]) => pattern.test(text))?.[1] ?? 'other';
}

/**
 * The reconciliation's sentence, which a form wraps over lines: 'my (our) opinion of the market
 * value, as defined, of the real property that is the subject of this report is $ 450,000'.
 * It is the appraiser's conclusion, over any one approach's indicated value.
 */
const RECONCILED =
  /\bopinion\s+of\s+the\s+market\s+value\b[^$]{0,160}?\bis\s+\$\s?(\d{1,3}(?:,\d{3})+)/i;

function reconciledValue(document: ClientDocument): Observation | undefined {
  const m = RECONCILED.exec(document.text);
  if (!m?.[1]) return undefined;
  return observe(document, VALUE(Number(m[1].replace(/,/g, ''))), m[0]);
}

function readSubject(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const value = reconciledValue(document) ?? readLabelledLines(document, lines, ROWS)[0];
  if (value?.field !== 'other' || value.value.amount === undefined) return [];
  const subjectLine = lines.find((l) => SUBJECT.test(l.clean));
  const address = subjectLine ? (SUBJECT.exec(subjectLine.clean)?.[1] ?? '').trim() : '';
  const label = address || 'Appraised property';
  const state =
    stateOfAddress(address.replace(/\s*\(.*\)\s*$/, '')) ??
    (address ? stateNamed(address) : undefined);
  const use = useOf(document.text.slice(0, 20_000));
  const quote =
    subjectLine && subjectLine.text !== value.quote
      ? `${subjectLine.text}\n${value.quote}`
      : value.quote;
  return [
    observe(
      document,
      {
        field: 'realEstate',
        value: { use, label, amount: value.value.amount, ...(state && { state }) },
      },
      quote,
    ),
  ];
}

export const appraisalReader = kindReader({
  kind: 'appraisal',
  title:
    /\bapprais(?:al|ed)\b|\buniform\s+residential\s+appraisal|\bsummary\s+appraisal\s+report|\bbroker\s+price\s+opinion/i,
  signature:
    /\b(?:opinion\s+of\s+(?:the\s+)?(?:market\s+)?value|subject\s+property|sales\s+comparison\s+approach)\b/i,
  name: /apprais|\bbpo\b|valuation/i,
  rows: [],
  readMore: readSubject,
});
