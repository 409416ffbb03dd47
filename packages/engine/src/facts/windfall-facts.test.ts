import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';

const windfall = (notes: string) => extractFacts(notes, { referenceYear: 2026 }).windfall?.value;

describe('a prize the client won', () => {
  it('takes the client’s own share of a shared prize, and what landed after withholding', () => {
    expect(
      windfall(
        'She and two coworkers shared a Mega Millions ticket; cash option ~$9M before tax, her share ~$3M. About $2.1M landed after withholding.',
      ),
    ).toEqual({ kind: 'prize', gross: 3_000_000, afterWithholding: 2_100_000 });
  });

  it('takes the lump sum before tax when the prize is not shared', () => {
    expect(windfall('Won a state lottery jackpot, took the lump sum of $4.2M pre-tax.')).toEqual({
      kind: 'prize',
      gross: 4_200_000,
    });
  });

  it('never takes the net for the gross', () => {
    expect(windfall('Lottery win: ~$1.4M landed after taxes.')).toBeUndefined();
  });

  it('is one-time income, not a salary', () => {
    const facts = extractFacts('Powerball winner, took $2M lump sum. Teacher, salary 60K.');
    expect(facts.incomeSources?.map((s) => s.value)).toEqual([
      { source: 'wages', amount: 60_000, recurring: true, person: 'client' },
      { source: 'other', amount: 2_000_000, recurring: false, person: 'client' },
    ]);
  });

  it('reads no prize from an inheritance or a sale', () => {
    expect(windfall('Inherited ~$3M from her aunt; sold the rental for $900K.')).toBeUndefined();
  });
});
