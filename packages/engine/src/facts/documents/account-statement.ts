import { readPlanDocuments } from './plan-documents';
import type { AccountKind, ClientDocument, Observation, Owner } from '../observation';
import { observe, readLabelledLines, type LabelRow, type Reading } from './labelled-lines';
import { amountsOn, type DocumentLine } from './line-text';
import { holdingOf } from './holdings';
import {
  ASSET_CLASS,
  readHoldingsTable,
  type HoldingRow,
  type HoldingsTable,
} from './holdings-table';
import { noted } from './readings';

/**
 * What an account statement (brokerage, retirement, bank) says: one account and its value.
 * The statement's total is that account, never the household's assets; its 'estimated annual
 * income', dividends to date and unrealized gains are noted for the advisor, never the
 * household's income; single securities in its holdings are positions inside that account.
 */

const TOTAL_LABEL =
  /total\s+account\s+value|(?:ending|closing|current)\s+(?:account\s+|portfolio\s+)?(?:market\s+)?(?:value|balance)|account\s+value|net\s+account\s+value|total\s+(?:portfolio|market)\s+value|portfolio\s+value|total\s+value|total\s+account\s+balance|account\s+balance|total\s+balance|vested\s+balance|new\s+balance|balance\s+as\s+of/gi;

/**
 * The account's value net of what is owed against it: securities plus cash less the margin
 * debit ('NET ACCOUNT VALUE'). Where a statement gives it beside the securities' total, it is
 * the account; the margin loan is already taken off it.
 */
const NET_TOTAL_LABEL =
  /net\s+(?:account|portfolio)\s+(?:value|equity)|net\s+equity|total\s+account\s+value/gi;

/** A loan against the account's securities: 'Margin Debit Balance ($1,250,000.00)'. */
const MARGIN_DEBIT_LABEL = /margin\s+(?:debit\s+)?(?:balance|loan)|debit\s+balance/gi;
const MARGIN_DEBIT = 'Margin debit balance';

const NOTED_ROWS: LabelRow[] = [
  // Interest charged on a margin loan is a cost of the year, never the loan.
  {
    label: /margin\s+interest(?:\s+(?:charged|paid|expense))?/gi,
    read: (amount) =>
      noted('Margin interest charged (a cost of the year, not a debt)')(Math.abs(amount)),
  },
  {
    label: MARGIN_DEBIT_LABEL,
    key: 'margin',
    read: (amount) => noted(MARGIN_DEBIT)(Math.abs(amount)),
  },
  { label: /(?:total\s+)?cost\s+basis/gi, key: 'basis', read: noted('Cost basis') },
  {
    label: /est(?:imated|\.)?\s+annual\s+income/gi,
    read: noted('Estimated annual income of the account (not household income)'),
  },
  { label: /unrealized\s+gains?(?:\s*\/\s*\(?loss(?:es)?\)?)?/gi, read: noted('Unrealized gain') },
  {
    label:
      /(?:beginning|opening|starting|previous)\s+(?:account\s+|portfolio\s+)?(?:market\s+)?(?:value|balance)/gi,
    read: noted('Beginning value'),
  },
  {
    label: /(?:year-to-date|ytd)?\s*(?:dividends|income\s+earned|interest\s+(?:paid|earned))/gi,
    read: noted('Income earned in the account'),
  },
  {
    label: /required\s+minimum\s+distribution|\brmd\b/gi,
    read: noted('Required minimum distribution'),
  },
  { label: /(?:employee|employer|total)?\s*contributions/gi, read: noted('Contributions') },
  { label: /deposits(?:\s+and\s+(?:other\s+)?(?:additions|credits))?/gi, read: noted('Deposits') },
  {
    label: /withdrawals(?:\s+and\s+(?:other\s+)?(?:subtractions|debits))?/gi,
    read: noted('Withdrawals'),
  },
];

const SECURITY_NOT_SINGLE =
  /\b(?:fund|etf|index|bonds?|treasur|cash|sweep|money\s+market|muni|portfolio|cds?|notes?|trust|reit|annuity|target(?:\s+(?:date|retirement))?|lifecycle|stable\s+value)\b/i;
const BOND_COUPON = /\b\d{1,2}\.\d{1,3}\s?%\s+(?:due\s+)?\d{1,2}\/\d{1,2}\/\d{2,4}\b/i;
/** A plan's employer stock, held as a unitized fund of one issuer: 'ADM Common Stock Fund'. */
const COMPANY_STOCK = /\b(?:common\s+)?stock\s+fund\b|\b(?:company|employer)\s+stock\b/i;

/** The firms that hold accounts, as statements and notes name them. */
export const CUSTODIAN =
  /\b(?:charles\s+schwab|schwab|fidelity|vanguard|morgan\s+stanley|merrill(?:\s+lynch)?|goldman\s+sachs|j\.?\s?p\.?\s+morgan|jpmorgan\s+chase|chase|ubs|wells\s+fargo|raymond\s+james|edward\s+jones|e\*trade|td\s+ameritrade|northern\s+trust|pershing|interactive\s+brokers|bank\s+of\s+america|citi(?:bank)?|t\.?\s?rowe\s+price|empower|tiaa|bny\s+mellon|us\s+bank|pnc|truist|ally|capital\s+one|first\s+republic)\b/i;

/** The statement's heading: its first line with words, shortened. */
function headingOf(lines: readonly DocumentLine[]): string {
  const heading = lines.find((l) => /[A-Za-z]{3}/.test(l.clean))?.text ?? 'Account';
  return heading.length > 80 ? `${heading.slice(0, 77)}...` : heading;
}

/** A taxable account's titling its row names ('Joint Tenants WROS'), where it names one. */
function owned(label: string): { owner?: Owner } {
  const owner = ownerOf(label);
  return owner ? { owner } : {};
}

function ownerOf(head: string): Owner | undefined {
  if (
    /\b(?:joint|jtwros|jt\s+ten|tenants\s+(?:by|in)\s+(?:the\s+)?(?:entirety|common))\b/i.test(head)
  )
    return 'joint';
  if (/\btrust\b|\bttee\b|\btrustee\b/i.test(head)) return 'trust';
  return undefined;
}

/**
 * Tickers of widely held index and bond funds (ETFs and mutual funds), which a statement may
 * list by symbol alone: each holds hundreds of securities, so none is a single-stock position.
 */
const FUND_TICKERS = new Set(
  (
    'VTI VOO SPY IVV VT VXUS VEA VWO QQQ QQQM IWM IWB IWF IWD SCHB SCHX SCHD SCHF SCHA ITOT IXUS ' +
    'AGG BND BNDX TLT SHY IEF GOVT MUB VTEB LQD HYG TIP SCHP SCHZ VGIT VGSH VCIT VCSH BSV BIV ' +
    'VIG VYM VTV VUG VB VO VBR VNQ DIA IJH IJR EFA EEM IEFA IEMG ACWI URTH RSP ' +
    'FXAIX FSKAX FTIHX FXNAX VTSAX VFIAX VTIAX VBTLX VWIUX VWITX SWPPX SWTSX SWAGX'
  ).split(' '),
);

/** A ticker in brackets in a holding's name: 'NORTHWIND SYSTEMS INC (NWSI)'. */
const PAREN_TICKER = /\(([A-Z]{1,5})\)/;

/** The ticker a holding is listed by: '(MSFT)' in its name, or the name itself ('VTI'). */
const tickerOf = (label: string): string | undefined =>
  PAREN_TICKER.exec(label)?.[1] ?? /^\s*([A-Z]{1,5})\s*$/.exec(label)?.[1];

function positionOf(row: HoldingRow, planBasis?: number): Reading | undefined {
  if (row.value <= 0) return undefined;
  // A plan's employer stock, with the cost basis its statement gives it (for NUA).
  if (COMPANY_STOCK.test(row.label))
    return {
      field: 'position',
      value: {
        label: row.label,
        amount: row.value,
        ...((row.basis ?? planBasis) !== undefined && { basis: row.basis ?? planBasis }),
      },
    };
  // A bond by its coupon and maturity ('NY ST DORM AUTH 5.000% 03/15/2038'), or any row of a
  // part of the table headed as bonds or funds, is no single stock.
  if (
    SECURITY_NOT_SINGLE.test(row.label) ||
    ASSET_CLASS.test(row.label) ||
    BOND_COUPON.test(row.label) ||
    SECURITY_NOT_SINGLE.test(row.section ?? '')
  )
    return undefined;
  if (FUND_TICKERS.has(tickerOf(row.label) ?? '')) return undefined;
  const hasTicker = PAREN_TICKER.test(row.label);
  return {
    field: 'position',
    value: {
      label: row.label,
      amount: row.value,
      ...(row.basis !== undefined && { basis: row.basis }),
      ...(hasTicker && { isPublic: true }),
    },
  };
}

/** A summary's columns: the period's opening value, then its closing one ('Start of period  End of period'). */
const PERIOD_COLUMNS =
  /\b(?:beginning|start\s+of\s+(?:the\s+)?(?:period|year)|opening)\b.*\b(?:ending|end\s+of\s+(?:the\s+)?(?:period|year)|closing)\b/i;

/**
 * A summary of several accounts, each row with its beginning and ending value and a total row
 * they add up to (within 1%): 'ROTH IRA  $ 188,402.11  $ 196,877.03'. Each row is an account
 * of its own kind, at its last figure; a row's name may sit on the line above its figures. A
 * row that names no kind is a taxable account ('INDIVIDUAL - TOD').
 */
function summaryAccounts(
  document: ClientDocument,
  lines: readonly DocumentLine[],
  custodian: string | undefined,
): { accounts: Observation[]; end: number } | undefined {
  const rows: Observation[] = [];
  let above = '';
  // The summary's columns are a beginning and an ending value; a holdings table's are shares,
  // prices and values.
  const header = lines.findIndex((l) => PERIOD_COLUMNS.test(l.clean));
  if (header < 0) return undefined;
  for (const [i, line] of lines.entries()) {
    if (i <= header) continue;
    // A value column: dollars, or a figure to the cent ('1,902,455.18'), never an account number.
    const amounts = amountsOn(line.clean).filter(
      (a) => a.hasCurrency || /\d,\d{3}\.\d\d$/.test(line.clean.slice(a.start, a.end)),
    );
    const words = line.clean.slice(0, amounts[0]?.start ?? line.clean.length).trim();
    if (amounts.length < 2) {
      // A column heading ('Account  Beginning value  Ending value', 'Account  Type
      // (10/01/2024)  (10/31/2024)': the columns' dates) names no account.
      const isName =
        amounts.length === 0 &&
        /[A-Za-z]{3}/.test(line.clean) &&
        !/\b(?:beginning|ending|balance|value)\b/i.test(line.clean) &&
        !/\(\d{1,2}\/\d{1,2}\/\d{2,4}\)/.test(line.clean);
      above = isName ? words : '';
      continue;
    }
    const ending = Math.abs(amounts.at(-1)!.value);
    if (/^\W*total\b/i.test(words)) {
      const sum = rows.reduce((t, o) => t + (o.field === 'account' ? o.value.amount : 0), 0);
      return rows.length >= 2 && Math.abs(sum - ending) <= 0.01 * ending
        ? { accounts: rows, end: i }
        : undefined;
    }
    const label = `${above} ${words}`.replace(/\s+/g, ' ').trim();
    above = '';
    const reading = holdingOf(label, ending, 'asset');
    const account =
      reading?.field === 'account'
        ? reading.value
        : { kind: 'taxable' as const, label, amount: ending, ...owned(label) };
    // Every account of the summary is held at the firm that sends it.
    rows.push(
      observe(
        document,
        { field: 'account', value: { ...(custodian && { custodian }), ...account } },
        line.text,
      ),
    );
  }
  return undefined;
}

/** The single-stock positions of a statement's holdings table. */
function positionsIn(
  document: ClientDocument,
  table: HoldingsTable | undefined,
  planBasis?: number,
): Observation[] {
  return (table?.rows ?? []).flatMap((row) => {
    const position = positionOf(row, planBasis);
    return position ? [observe(document, position, row.line.text)] : [];
  });
}

/** The lines at a statement's head that carry the account's title. */
const TITLE_LINES = 8;

/** Reads one account statement as one account of the given kind, or each of a summary's accounts. */
export function readAccountStatement(
  document: ClientDocument,
  lines: readonly DocumentLine[],
  kind: AccountKind,
): Observation[] {
  // Each account of a summary at its ending value, and the single stocks of the holdings
  // listed after it (the summary's own rows are accounts, not positions).
  const head = document.text.slice(0, 600);
  const custodian = CUSTODIAN.exec(head)?.[0] ?? CUSTODIAN.exec(document.name)?.[0];
  const several = summaryAccounts(document, lines, custodian);
  if (several)
    return [
      ...several.accounts,
      ...positionsIn(document, readHoldingsTable(lines.slice(several.end + 1))),
    ];
  const label = headingOf(lines);
  // An IRA is a person's even when a trust is its beneficiary.
  const owner = kind === 'taxable' || kind === 'cash' ? ownerOf(head) : undefined;
  const accountOf = (amount: number, basis?: number): Reading => ({
    field: 'account',
    value: {
      kind,
      label,
      amount,
      ...(basis !== undefined && { basis }),
      ...(owner && { owner }),
      ...(custodian && { custodian }),
    },
  });

  const netTotal: LabelRow = {
    label: NET_TOTAL_LABEL,
    key: 'total',
    read: (amount) => accountOf(amount),
  };
  const total: LabelRow = { label: TOTAL_LABEL, key: 'total', read: (amount) => accountOf(amount) };
  // 'IRA balance: $1,000,000' when no statement total is labelled; after the noted rows so
  // 'Beginning balance' stays a beginning balance.
  const balance: LabelRow = {
    label: /(?:[\w()&-]+\s+){0,3}balance/gi,
    key: 'total',
    read: (amount) => accountOf(amount),
  };
  const labelled = readLabelledLines(document, lines, [netTotal, total, ...NOTED_ROWS, balance]);
  const statedTotal = labelled.find((o) => o.field === 'account');
  // The margin debit is netted in a net value; beside a gross total it is the household's debt.
  const isNet = statedTotal !== undefined && new RegExp(NET_TOTAL_LABEL).test(statedTotal.quote);
  const margin = labelled.find((o) => o.field === 'other' && o.value.label === MARGIN_DEBIT);
  const statedBasis = labelled.find((o) => o.field === 'other' && o.value.label === 'Cost basis');
  const table = readHoldingsTable(lines);

  const found: Observation[] = labelled.flatMap((o): Observation[] => {
    if (o.field === 'account') return [];
    if (o !== margin || o.field !== 'other' || o.value.amount === undefined) return [o];
    return [
      isNet
        ? { ...o, value: { ...o.value, label: `${MARGIN_DEBIT} (netted in the account's value)` } }
        : {
            ...o,
            field: 'liability',
            value: { kind: 'margin', label: `${label} margin loan`, amount: o.value.amount },
          },
    ];
  });
  const stated = statedBasis?.field === 'other' ? statedBasis.value.amount : undefined;
  // In a retirement plan the cost basis a statement gives is its employer stock's (NUA).
  const planBasis =
    kind === 'traditional-retirement' &&
    (table?.rows ?? []).some((r) => COMPANY_STOCK.test(r.label))
      ? stated
      : undefined;
  const positions = positionsIn(document, table, planBasis);

  // The securities' cost, where the account's value is more than its securities (cash) or less
  // (a margin debit taken off): cash and debt are carried at their face, with no gain.
  const withCash =
    table?.total?.basis !== undefined && statedTotal?.field === 'account'
      ? Math.round((table.total.basis + statedTotal.value.amount - table.total.value) * 100) / 100
      : undefined;
  const tableBasis = withCash !== undefined && withCash >= 0 ? withCash : table?.total?.basis;
  const basis = planBasis !== undefined ? undefined : (stated ?? tableBasis);
  if (statedTotal?.field === 'account') {
    const reading = accountOf(statedTotal.value.amount, basis);
    found.unshift(
      observe(
        document,
        { ...reading, derivation: { method: 'statement-total' } },
        statedTotal.quote,
      ),
    );
  } else if (table?.total) {
    const reading = accountOf(table.total.value, basis);
    found.unshift(
      observe(
        document,
        { ...reading, derivation: { method: 'statement-total' } },
        table.total.line.text,
      ),
    );
  } else if (table && table.rows.length > 0) {
    const parts = table.rows.map((row) => ({
      label: row.label,
      value: row.value,
      quote: row.line.text,
      document: document.name,
    }));
    const sum = parts.reduce((total, part) => total + part.value, 0);
    found.unshift(
      observe(
        document,
        { ...accountOf(sum), derivation: { method: 'sum-of-parts', parts } },
        parts.map((p) => p.quote).join('\n'),
      ),
    );
  }
  // An account titled to the trustee of a revocable trust shows the trust exists.
  const titledTo = readPlanDocuments(document, lines.slice(0, TITLE_LINES));
  return [...found, ...positions, ...inheritedBasis(document, label, table), ...titledTo];
}

/**
 * A statement of an inherited account that shows the decedent's cost beside the value at death:
 * the heir's basis is the value at death (IRC 1014), the decedent's cost is what it replaced.
 */
function inheritedBasis(
  document: ClientDocument,
  label: string,
  table: HoldingsTable | undefined,
): Observation[] {
  const rows = table?.total ? [table.total] : (table?.rows ?? []);
  const inherited = rows.filter((r) => r.decedentBasis !== undefined);
  if (inherited.length === 0) return [];
  const valueAtDeath = inherited.reduce((t, r) => t + (r.basis ?? r.value), 0);
  const decedentBasis = inherited.reduce((t, r) => t + r.decedentBasis!, 0);
  return [
    observe(
      document,
      { field: 'inheritedBasis', value: { label, valueAtDeath, decedentBasis } },
      inherited.map((r) => r.line.text).join('\n'),
    ),
  ];
}
