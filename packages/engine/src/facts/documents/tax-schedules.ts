import type { ClientDocument, Observation } from '../observation';
import { observe, type LabelRow } from './labelled-lines';
import type { DocumentLine } from './line-text';
import { incomeOf, noted } from './readings';
import { stateNamed } from './us-states';

/**
 * The labelled lines of Schedules 1, B, C, D and E. Each schedule's bottom line is income by
 * source (business, interest, dividends, gains, rents); gross receipts, rents received before
 * expenses and the adjustments of Schedule 1 Part II are noted, never income.
 */
export const TAX_SCHEDULE_ROWS: LabelRow[] = [
  // Schedule 1, Part I: additional income; Part II: adjustments (not income).
  {
    label: /business income or \(?loss\)?/gi,
    key: 'self-employment',
    read: incomeOf('self-employment'),
  },
  {
    label: /rental real estate, royalties, partnerships/gi,
    key: 'schedule-e',
    read: incomeOf('business'),
  },
  { label: /farm income or \(?loss\)?/gi, key: 'farm', read: incomeOf('business') },
  { label: /unemployment compensation/gi, read: noted('Unemployment compensation') },
  {
    label: /total additional income|additional income/gi,
    read: noted('Additional income (Schedule 1)'),
  },
  {
    label: /deductible part of self-employment tax/gi,
    read: noted('Deductible part of self-employment tax'),
  },
  {
    label: /self-employed sep,? simple|sep,? simple,? and qualified plans/gi,
    read: noted('Self-employed retirement plan deduction'),
  },
  { label: /health savings account deduction/gi, read: noted('HSA deduction') },
  { label: /alimony paid/gi, read: noted('Alimony paid') },
  // Schedule B.
  { label: /total (?:taxable )?interest/gi, key: 'interest', read: incomeOf('interest') },
  {
    label: /total (?:ordinary )?dividends/gi,
    key: 'dividends',
    read: incomeOf('ordinary-dividends'),
  },
  // Schedule C.
  { label: /gross receipts or sales/gi, read: noted('Gross receipts') },
  { label: /total expenses/gi, read: noted('Total expenses') },
  {
    label: /net profit or \(?loss\)?/gi,
    key: 'self-employment',
    read: incomeOf('self-employment'),
  },
  // Schedule D: the combined net gain is the year's gain; its parts are noted.
  {
    label: /net short-term capital gain or \(?loss\)?/gi,
    read: noted('Net short-term capital gain'),
  },
  {
    label: /net long-term capital gain or \(?loss\)?/gi,
    read: noted('Net long-term capital gain'),
  },
  {
    label: /net capital gain or \(?loss\)?|combine lines 7 and 15/gi,
    key: 'capital-gains',
    read: incomeOf('capital-gains', false),
  },
  // Schedule E.
  { label: /rents received/gi, read: noted('Rents received') },
  {
    label: /total rental real estate and royalty income or \(?loss\)?/gi,
    key: 'rental',
    read: incomeOf('rental'),
  },
  {
    label: /income or \(?loss\)? from rental real estate/gi,
    read: noted('Rental income or loss (one property)'),
  },
  {
    label: /total partnership and s corporation income or \(?loss\)?/gi,
    key: 'partnerships',
    read: incomeOf('business'),
  },
];

const RENTAL_ADDRESS =
  /\b(?:physical\s+address(?:\s+of\s+each\s+property)?|property\s+address|location\s+of\s+property)\b[^:]*[:-]?\s*(.*\d.*)$/i;
const BUSINESS_NAME =
  /\b(?:principal\s+business\s+or\s+profession|business\s+name)\b[^:]*[:-]\s*(.+)$/i;

/** Schedule E's rental properties (without a value) and Schedule C's business, by name. */
export function readScheduleDetails(
  document: ClientDocument,
  lines: readonly DocumentLine[],
): Observation[] {
  const found: Observation[] = [];
  for (const line of lines) {
    const address = RENTAL_ADDRESS.exec(line.clean)?.[1]?.trim();
    if (address) {
      const state = stateNamed(address);
      found.push(
        observe(
          document,
          {
            field: 'realEstate',
            value: { use: 'rental', label: address, ...(state && { state }) },
          },
          line.text,
        ),
      );
    }
    const business = BUSINESS_NAME.exec(line.clean)?.[1]?.trim();
    if (business) {
      found.push(
        observe(
          document,
          { field: 'business', value: { label: business, entity: 'sole proprietorship' } },
          line.text,
        ),
      );
    }
  }
  return found;
}
