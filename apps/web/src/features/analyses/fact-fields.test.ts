import { describe, expect, it } from 'vitest';
import {
  describeSource,
  factInputKind,
  factLabel,
  formatFactValue,
  parseFactInput,
} from './fact-fields';

describe('parseFactInput', () => {
  it('reads amounts as an advisor types them', () => {
    const money = factInputKind('annualIncome');
    expect(parseFactInput(money, '$1.25M')).toEqual({ ok: true, value: 1_250_000 });
    expect(parseFactInput(money, '450k')).toEqual({ ok: true, value: 450_000 });
    expect(parseFactInput(money, '1,200,000')).toEqual({ ok: true, value: 1_200_000 });
    expect(parseFactInput(money, 'a lot').ok).toBe(false);
  });

  it('reads a plain number, with or without a percent sign', () => {
    const number = { type: 'number' } as const;
    expect(parseFactInput(number, '4.5')).toEqual({ ok: true, value: 4.5 });
    expect(parseFactInput(number, '-1 %')).toEqual({ ok: true, value: -1 });
    expect(parseFactInput(number, 'four').ok).toBe(false);
    // The options to exercise are typed with thousands separators.
    expect(parseFactInput(factInputKind('plannedOptionExercise'), '1,000')).toEqual({
      ok: true,
      value: 1_000,
    });
    expect(parseFactInput(number, '1,00').ok).toBe(false);
  });

  it('reads a list of bequests without cutting an amount at its thousands separator', () => {
    const list = factInputKind('statedBequests');
    expect(parseFactInput(list, 'nephew: $500,000, sister: $1,250,000')).toEqual({
      ok: true,
      value: ['nephew: $500,000', 'sister: $1,250,000'],
    });
    expect(parseFactInput(factInputKind('citizenship'), 'client: US, spouse: UK')).toEqual({
      ok: true,
      value: ['client: US', 'spouse: UK'],
    });
  });

  it('names an assumption a correction changes by the assumption’s label', () => {
    expect(factLabel('assumptions.growthInvestments')).toBe(
      'Growth of investment and retirement accounts',
    );
  });

  it('types every core fact: ages, state, choices, yes/no, counts, lists', () => {
    expect(parseFactInput(factInputKind('ages'), '62, 60')).toEqual({ ok: true, value: [62, 60] });
    expect(parseFactInput(factInputKind('ages'), '62, 60, 12').ok).toBe(false);
    expect(parseFactInput(factInputKind('state'), 'fl')).toEqual({ ok: true, value: 'FL' });
    expect(parseFactInput(factInputKind('state'), 'Florida').ok).toBe(false);
    expect(parseFactInput(factInputKind('maritalStatus'), 'widowed')).toEqual({
      ok: true,
      value: 'widowed',
    });
    expect(parseFactInput(factInputKind('maritalStatus'), 'engaged').ok).toBe(false);
    expect(parseFactInput(factInputKind('businessOwner'), 'no')).toEqual({
      ok: true,
      value: false,
    });
    expect(parseFactInput(factInputKind('children'), '3')).toEqual({ ok: true, value: 3 });
    expect(parseFactInput(factInputKind('children'), '2.5').ok).toBe(false);
    expect(parseFactInput(factInputKind('primaryGoals'), 'Retire at 62, fund college')).toEqual({
      ok: true,
      value: ['Retire at 62', 'fund college'],
    });
  });
});

describe('showing facts', () => {
  it('names fields and formats values by kind', () => {
    expect(factLabel('annualSpending')).toBe('Annual spending');
    expect(formatFactValue('netWorth', 6_500_000)).toBe('$6,500,000');
    expect(formatFactValue('ages', [62, 60])).toBe('62 and 60');
    expect(formatFactValue('charitableIntent', true)).toBe('Yes');
  });

  it('says where each value came from', () => {
    expect(describeSource({ kind: 'notes', quote: 'Income $400,000' })).toBe(
      'Notes: “Income $400,000”',
    );
    expect(
      describeSource({ kind: 'document', document: '1040.pdf', quote: 'line 11 520,000' }),
    ).toBe('1040.pdf: “line 11 520,000”');
    expect(
      describeSource({
        kind: 'derived',
        derivation: {
          method: 'assets-minus-liabilities',
          parts: [
            { label: 'assets', value: 7_000_000 },
            { label: 'liabilities', value: 500_000 },
          ],
        },
      }),
    ).toBe('derived: total assets minus liabilities — assets $7,000,000; liabilities $500,000');
    expect(describeSource({ kind: 'assumed', note: 'no spending stated' })).toBe(
      'assumed: no spending stated',
    );
  });
});
