import { describe, expect, it } from 'vitest';
import { classifyAmounts } from './classify-amounts';
import { extractFacts } from './extract-facts';
import { layoutText } from './text-layout';

const kinds = (text: string) =>
  classifyAmounts(layoutText(text)).map((a) => [a.value, a.kind ?? null]);

describe('classifyAmounts in label-value lists', () => {
  it('never gives a figure the label that opens the next item after a comma', () => {
    // 'cash' has no figure of its own nearby before it; it is the next item's label.
    expect(kinds('Other: brokerage ~250K, 300K, cash ~0.1M')).toEqual([
      [250000, 'investments'],
      [300000, null],
      [100000, 'investments'],
    ]);
  });

  it('still reads a label written just after its figure within the same item', () => {
    expect(kinds('Holds $2M in the IRA')).toEqual([[2000000, 'retirement']]);
  });

  it('does not give a holding the basis named past a comma', () => {
    expect(kinds('~8.0M, total cost basis ~240K')).toEqual([
      [8000000, null],
      [240000, 'basis'],
    ]);
  });
});

describe("the advisor's mortgage shorthand", () => {
  it("reads 'mtg' beside a figure as a debt and 'no mtg' as none", () => {
    expect(kinds('Home ~1.1M, mtg ~600K @ 3.1%')).toEqual([
      [1100000, 'residence'],
      [600000, 'liability'],
    ]);
    expect(extractFacts('401k ~1.8M, house ~1.5M no mtg.').totalLiabilities?.value).toBe(0);
  });
});
