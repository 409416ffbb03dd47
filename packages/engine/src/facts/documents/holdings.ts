import type { AccountKind, EntityKind, LiabilityKind, Owner, RealEstateUse } from '../observation';
import type { Reading } from './labelled-lines';
import { stateNamed } from './us-states';

/**
 * What one line of a list of holdings (a balance sheet, a trust's schedule of assets, a CRM
 * record, a titling summary) is about: an account by type, a property by use, a business
 * interest, a policy, a debt by kind. A line it cannot place yields nothing: a cautious reader
 * would rather miss a holding than invent one.
 */

/** Which side of a balance sheet the line sits on, when the document's headings say so. */
export type Side = 'asset' | 'liability' | 'either';

// 'Residence, subject to a home equity line' names a debt on the home, not a debt amount.
const QUALIFIER =
  /\b(?:subject\s+to|encumbered\s+by|secured\s+by|net\s+of|free\s+of|no|without)\b.*$/i;

const DEBTS: [RegExp, LiabilityKind][] = [
  [/\bheloc\b|\bhome\s+equity\b/i, 'home-equity'],
  [/\bmortgages?\b/i, 'mortgage'],
  [/\bmargin\b/i, 'margin'],
  [
    /\b(?:lines?\s+of\s+credit|credit\s+line|pledged\s+asset\s+line|securities[-\s]based|loc|pal)\b/i,
    'credit-line',
  ],
  [
    /\b(?:loans?|notes?\s+payable|payables?|owed|debts?|credit\s+cards?|judgment|taxes\s+due)\b/i,
    'loan',
  ],
];

// Lines of a header: who, where, when.
const NOT_A_HOLDING = /^\W*(?:name|address|phone|e-?mail|date|prepared|dob|ssn|as\s+of)\b/i;
/**
 * An amount to pay out of or into an account already counted, not a balance: a required
 * distribution ('Harold IRA RMD $90,003.00'), a withdrawal, a contribution.
 */
const A_FLOW =
  /\b(?:RMDs?|required\s+(?:minimum\s+)?distributions?|distributions?|withdrawals?|contributions?|deposits?)\b/i;
/**
 * A company's own financing terms on a cap table or term sheet ('Series C Investment',
 * 'Post-Money Valuation', 'Liquidation Preference'): what the company raised or is priced at,
 * never a household's holding.
 */
const COMPANY_FINANCING =
  /\b(?:series\s+[a-z]\d?\s+(?:investment|financing|round|raise|amount)|(?:pre|post)[-\s]money|valuation|liquidation\s+preference|original\s+issue\s+price|option\s+pool|amount\s+raised|aggregate\s+(?:purchase\s+price|investment))\b/i;

const TOTAL = /^[\s\W]*(?:total|sub-?total|grand\s+total|net\s+worth|net\s+estate|combined)\b/i;

const ACCOUNTS: [RegExp, AccountKind][] = [
  [/\broth\b/i, 'roth'],
  [/\b(?:inherited|beneficiary|stretch)\s+(?:ira|roth|account)\b/i, 'inherited-ira'],
  [
    /\b(?:401\s?\(?k\)?|403\s?\(?b\)?|457\s?\(?b?\)?|ira|sep|simple|tsp|pension|profit[-\s]sharing|retirement|qualified\s+plan|deferred\s+comp(?:ensation)?|cash\s+balance\s+plan|rollover|keogh)\b/i,
    'traditional-retirement',
  ],
  [/\b(?:hsa|health\s+savings)\b/i, 'hsa'],
  [/\b(?:529|college\s+savings|education\s+savings)\b/i, '529'],
  [/\bannuit(?:y|ies)\b/i, 'annuity'],
  [
    /\b(?:cash|checking|savings(?!\s+plan)|money\s+market|mmf|cds?|certificates?\s+of\s+deposit|bank|t-?bills?|treasury\s+bills?)\b/i,
    'cash',
  ],
  [
    /\b(?:aum|assets\s+under\s+management|held[-\s]away|investments?|managed\s+accounts?|advisory\s+accounts?)\b/i,
    'other',
  ],
  [
    /\b(?:brokerage|portfolio|taxable|joint\s+account|individual\s+account|trust\s+account|stocks?|equit(?:y|ies)|bonds?|munis?|municipal|mutual\s+funds?|etfs?|securities|account)\b/i,
    'taxable',
  ],
];

const CUSTODIAN =
  /\b(?:charles\s+schwab|schwab|fidelity|vanguard|morgan\s+stanley|merrill(?:\s+lynch)?|goldman\s+sachs|j\.?\s?p\.?\s+morgan|jpmorgan|ubs|wells\s+fargo|raymond\s+james|edward\s+jones|e\*trade|td\s+ameritrade|northern\s+trust|pershing|interactive\s+brokers|bank\s+of\s+america|chase|citi(?:bank)?|t\.?\s?rowe\s+price|principal|empower|tiaa|bny\s+mellon)\b/i;

const PROPERTY_USES: [RegExp, RealEstateUse][] = [
  [
    /\b(?:rental|rented|investment\s+property|income\s+property|duplex|triplex|fourplex|multi-?family|tenant|leased)\b/i,
    'rental',
  ],
  [
    /\b(?:commercial|office\s+building|retail|warehouse|industrial|strip\s+center|shopping\s+center)\b/i,
    'commercial',
  ],
  [/\b(?:farm|farmland|ranch|agricultural|timberland|orchard|vineyard)\b/i, 'farmland'],
  [
    /\b(?:second\s+home|vacation|(?:lake|beach|shore|mountain|ski|summer|winter)\s*(?:house|home|condo)|ski|cabin|cottage|chalet)\b/i,
    'second-home',
  ],
  [
    /\b(?:residence|home|house|homestead|condo(?:minium)?|apartment|townhouse|primary|principal)\b/i,
    'primary-home',
  ],
  [/\b(?:vacant\s+land|land|lots?|acreage|parcel)\b/i, 'land'],
  // 'Personal property' is household goods, not real estate.
  [/\b(?:real\s+estate|real\s+property|(?<!personal\s)property)\b/i, 'other'],
];

/** A ticker in brackets names a listed security: 'MICROSOFT CORP (MSFT)'. */
const TICKER = /\(([A-Z]{1,5}(?:\.[A-Z])?)\)/;

const BUSINESS =
  /\b(?:llc|l\.l\.c\.|inc|corp|corporation|company|lp|llp|pllc|pc|p\.c\.|p\.a\.|partnership|business|practice|firm|s[-\s]corp|c[-\s]corp|closely\s+held|interest\s+in|shares\s+of)\b|%\s*(?:interest|owned|ownership|stake)/i;

const ENTITIES: [RegExp, EntityKind][] = [
  [/\bs[-\s]?corp(?:oration)?\b/i, 'S corporation'],
  [/\bc[-\s]?corp(?:oration)?\b/i, 'C corporation'],
  [/\b(?:pc|p\.c\.|pllc|p\.a\.|practice|dental|medical|law\s+firm)\b/i, 'professional practice'],
  [/\b(?:llc|l\.l\.c\.)\b/i, 'LLC'],
  [/\b(?:lp|llp|partnership)\b/i, 'partnership'],
];

const POLICY =
  /\b(?:life\s+insurance|insurance\s+polic(?:y|ies)|whole\s+life|universal\s+life|term\s+life|ilit|policy)\b/i;

const OTHER_ASSET =
  /\b(?:vehicles?|autos?|automobiles?|cars?|boats?|yacht|aircraft|plane|art|artwork|collectibles?|jewelry|personal\s+property|furnishings|household\s+goods|crypto(?:currency)?|bitcoin|notes?\s+receivable|receivables?|gold|precious\s+metals)\b/i;

function firstOf<T>(table: [RegExp, T][], text: string): T | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}

/** Whether a line states a total of the list rather than one holding. */
export function isTotalLabel(label: string): boolean {
  return TOTAL.test(label);
}

function ownerIn(label: string): Owner | undefined {
  if (
    /\b(?:joint|jtwros|jt\s+ten|h\s*&\s*w|husband\s+and\s+wife|tenants\s+by\s+the\s+entirety|community\s+property)\b/i.test(
      label,
    )
  )
    return 'joint';
  if (/\btrust\b/i.test(label)) return 'trust';
  return undefined;
}

/** The label a holding is shown by: its line's words, without leaders or a trailing colon. */
export function holdingLabel(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*\bn\/a\b/gi, '')
    .replace(/(?:\s*\.){2,}\s*$/, '')
    .replace(
      /(?:[\s,]+(?:valued\s+at|approximately|approx\.?|about|est(?:imated)?\.?|worth|value[:]?))+\s*$/i,
      '',
    )
    .replace(/^[\s*•-]*(?:\(?\d{1,2}[.)]\s*)?/, '')
    .replace(/[\s:=.,-]+$/, '')
    .trim();
}

/** What one holding line is, from its label and amount; undefined when it cannot be placed. */
export function holdingOf(rawLabel: string, amount: number, side: Side): Reading | undefined {
  const label = holdingLabel(rawLabel);
  if (
    label === '' ||
    isTotalLabel(label) ||
    NOT_A_HOLDING.test(label) ||
    A_FLOW.test(label) ||
    COMPANY_FINANCING.test(label)
  )
    return undefined;
  const unqualified = label.replace(QUALIFIER, '');

  // A debt named on the assets side is still a debt (two columns side by side on one line).
  const isReceivable = /\breceivable\b|\bowed\s+to\s+(?:me|us|the\s+client)\b/i.test(unqualified);
  const debt = isReceivable ? undefined : firstOf(DEBTS, unqualified);
  if (debt !== undefined || side === 'liability') {
    return {
      field: 'liability',
      value: { kind: debt ?? 'other', label, amount: Math.abs(amount) },
    };
  }

  if (POLICY.test(unqualified)) {
    const isCashValue = /\bcash\b|\bsurrender\b/i.test(unqualified);
    const isDeathBenefit = /\b(?:death\s+benefit|face|coverage|benefit)\b/i.test(unqualified);
    if (isCashValue) return { field: 'lifeInsurance', value: { label, cashValue: amount } };
    if (isDeathBenefit) return { field: 'lifeInsurance', value: { label, deathBenefit: amount } };
    return { field: 'other', value: { label, amount } };
  }

  // A listed security ('AMAZON.COM INC (AMZN)') is no business. As a row of a positions table
  // (its quantity, price and cost beside the value) the statement's totals already carry it.
  const ticker = TICKER.exec(label);
  if (ticker) {
    if (/\d[\d,.]*\s+\$?\d/.test(label.slice(ticker.index))) return undefined;
    return { field: 'account', value: { kind: 'taxable', label, amount } };
  }
  const account = firstOf(ACCOUNTS, unqualified);
  const use = firstOf(PROPERTY_USES, unqualified);
  // 'Brokerage (Morgan Stanley)' is an account; 'Cash value' was a policy; a home is a home.
  if (account !== undefined && (use === undefined || account !== 'cash')) {
    const custodian = CUSTODIAN.exec(label)?.[0];
    // An IRA's owner is a person even when a trust is its beneficiary.
    const owner =
      account === 'taxable' || account === 'cash' || account === 'other'
        ? ownerIn(label)
        : undefined;
    return {
      field: 'account',
      value: {
        kind: account,
        label,
        amount,
        ...(owner && { owner }),
        ...(custodian && { custodian }),
      },
    };
  }
  if (use !== undefined) {
    const state = stateNamed(label);
    return { field: 'realEstate', value: { use, label, amount, ...(state && { state }) } };
  }
  if (BUSINESS.test(unqualified)) {
    const entity = firstOf(ENTITIES, unqualified);
    const share = /(\d{1,3}(?:\.\d+)?)\s?%/.exec(unqualified)?.[1];
    const ownershipPercent = share === undefined ? undefined : Number(share);
    return {
      field: 'business',
      value: {
        label,
        amount,
        ...(entity && { entity }),
        ...(ownershipPercent !== undefined && ownershipPercent <= 100 && { ownershipPercent }),
      },
    };
  }
  if (OTHER_ASSET.test(unqualified)) return { field: 'otherAsset', value: { label, amount } };
  return undefined;
}
