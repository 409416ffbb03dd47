import { describe, expect, it } from 'vitest';
import { add, c, defineFormula, div, max, min, mul, pow, sub, v } from './index';
import { FormulaError } from './formula';

const estate = defineFormula('Estate Tax Savings', mul(v('giftAmount'), v('federalEstateTaxRate')));

describe('defineFormula', () => {
  it('renders and evaluates one definition', () => {
    expect(estate.render()).toBe('Estate Tax Savings = Gift Amount × Federal Estate Tax Rate');
    expect(estate.variables).toEqual(['Gift Amount', 'Federal Estate Tax Rate']);
    expect(estate.evaluate({ giftAmount: 10_000_000, federalEstateTaxRate: 0.4 })).toBe(4_000_000);
    expect(estate.substitute({ giftAmount: 10_000_000, federalEstateTaxRate: 0.4 })).toBe(
      'Estate Tax Savings = $10,000,000 × 0.40 = $4,000,000',
    );
    expect(estate.toCalculation()).toEqual({
      type: 'Estate Tax Savings',
      formula: 'Estate Tax Savings = Gift Amount × Federal Estate Tax Rate',
      variables: ['Gift Amount', 'Federal Estate Tax Rate'],
    });
  });

  it('parenthesizes by precedence and shows labelled constants', () => {
    const f = defineFormula(
      'Value',
      mul(
        v('giftAmount'),
        sub(pow(add(1, v('growthRate')), v('years')), div(1, add(1, v('afrRate')))),
      ),
    );
    expect(f.render()).toBe(
      'Value = Gift Amount × ((1 + Growth Rate) ^ Years − 1 ÷ (1 + Applicable Federal Rate))',
    );
    const g = defineFormula(
      'QBI',
      mul(v('qualifiedBusinessIncome'), c(0.2, 'QBI Deduction Rate'), max(0, min(v('years'), 10))),
    );
    expect(g.render()).toBe(
      'QBI = Qualified Business Income × QBI Deduction Rate (0.20) × max(0, min(Years, 10))',
    );
    expect(g.evaluate({ qualifiedBusinessIncome: 100_000, years: 3 })).toBeCloseTo(60_000, 6);
    expect(
      defineFormula('D', sub(v('years'), sub(v('donees'), v('donors')))).evaluate({
        years: 10,
        donees: 4,
        donors: 2,
      }),
    ).toBe(8);
  });

  it('lists each variable once, in order of appearance', () => {
    const f = defineFormula('F', add(mul(v('years'), v('growthRate')), v('years')));
    expect(f.keys).toEqual(['years', 'growthRate']);
  });

  it('refuses missing and non-numeric variables with an error naming the variable and formula', () => {
    expect(() => estate.evaluate({ giftAmount: 1 })).toThrow(
      'Formula "Estate Tax Savings": variable "federalEstateTaxRate" (Federal Estate Tax Rate) is missing',
    );
    for (const bad of [Number.NaN, Infinity, '0.4']) {
      expect(() => estate.evaluate({ giftAmount: 1, federalEstateTaxRate: bad })).toThrow(
        FormulaError,
      );
      expect(() => estate.evaluate({ giftAmount: 1, federalEstateTaxRate: bad })).toThrow(
        /federalEstateTaxRate.*finite number/,
      );
    }
    expect(() =>
      defineFormula('R', div(v('years'), v('donees'))).evaluate({ years: 1, donees: 0 }),
    ).toThrow('Formula "R" evaluated to Infinity');
  });
});
