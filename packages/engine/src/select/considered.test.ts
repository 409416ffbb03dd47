import { analysisSchema } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeClient } from '../analyze';
import { buildFacts, fact } from '../testing/facts.fixture';
import { planSelection } from './select-strategies';

describe('considered and missing facts in the analysis', () => {
  it('answers the strategies the notes raise and lists the facts that would change the plan', () => {
    const notes =
      'Couple 45/43, Austin TX, married, 2 kids (7 and 9). Net worth $3M. Income $400k. Brother-in-law says 1031 the stock into rentals. Asked about 529 plans.';
    const { analysis } = analyzeClient({ notes });
    expect(analysisSchema.parse(analysis)).toEqual(analysis);
    const ids = analysis.recommendations.map((r) => r.strategyId);
    expect(ids).toContain('PLAN_529');
    expect(analysis.considered?.find((c) => c.strategyId === '1031_EXCHANGE')?.reason).toMatch(
      /only real property/,
    );
    expect(analysis.missingFacts?.length).toBeGreaterThan(0);
  });

  it('answers an ESOP for an S corporation without the section 1042 deferral it cannot have', () => {
    const { analysis } = analyzeClient({
      notes:
        'Ohio owner, 62, married. S corporation manufacturing business worth $10M, basis $1M. Income $1M. Considering selling to employees via an ESOP.',
    });
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain('ESOP');
    expect(analysis.considered?.find((c) => c.strategyId === 'ESOP')?.reason).toMatch(
      /^The section 1042 deferral is for C corporation stock only .* taxed as any sale/,
    );
  });

  it('answers a planned move to a state that taxes income: not a move to a no-tax state', () => {
    const { analysis } = analyzeClient({
      notes:
        'Wei 52 & Lisa 50, MFJ, Manhattan. Income $1.6M. NW $9M. Considering moving to NJ (Tenafly) but practice stays in Manhattan.',
    });
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain('RESIDENCY_CHANGE');
    expect(analysis.considered?.find((c) => c.strategyId === 'RESIDENCY_CHANGE')?.reason).toMatch(
      /^Not this strategy: NJ taxes income too \(up to 10\.75%\), and NY keeps taxing pay and business income earned there/,
    );
  });

  it('recommends no strategy the client turns down, and reads no charitable intent from the refusal', () => {
    const { analysis } = analyzeClient({
      notes:
        'MFJ H 58 W 56, NY (Westchester). C corp manufacturing, H 60%. Co value ~$30M, H basis ~$2M. Other NW ~$8M. 3 kids (20s). Wants to shift future appreciation to kids pre-sale; does NOT want charitable strategies. Not interested in ESOP. They do not want a revocable trust (they already have one).',
    });
    const ids = analysis.recommendations.map((r) => r.strategyId);
    expect(ids).not.toContain('CRT');
    expect(ids).not.toContain('REVOCABLE_TRUST');
    expect(analysis.facts?.charitableIntent).toMatchObject({
      value: false,
      source: { quote: 'does NOT want charitable strategies' },
    });
    const reason = (id: string) => analysis.considered?.find((c) => c.strategyId === id)?.reason;
    expect(reason('ESOP')).toBe(
      "Not wanted: the notes say the client does not want it ('Not interested in ESOP').",
    );
    expect(reason('REVOCABLE_TRUST')).toMatch(/^Not wanted: .*'They do not want a revocable trust/);
  });

  it('answers what the notes say is done already: a PTE election made, annual gifts every year', () => {
    const { analysis } = analyzeClient({
      notes:
        'Dr. Amy Ross 52, married, Chicago IL. Partner in a medical practice, K-1 $900k. IL PTE election made by practice for 2024. Annual exclusion gifts every yr to the 3 kids. NW $12M.',
    });
    const reason = (id: string) => analysis.considered?.find((c) => c.strategyId === id)?.reason;
    expect(reason('PTET')).toMatch(/^Already in place/);
    expect(
      analyzeClient({
        notes: 'Dan & Mei, 41/39, NYC, MFJ. Income $1.5M (W-2s). Both max 401k. Brokerage ~$1.2M.',
      }).analysis.considered?.find((c) => c.strategyId === 'MAX_PRETAX_401K')?.reason,
    ).toMatch(/^Already in place: the notes say so \('Both max 401k\.'\)/);
    expect(
      analyzeClient({
        notes:
          'Ana & Raj, 44/46, MN, MFJ. Income $900k (W-2s, hospital). Both max 403(b). Brokerage ~$1.2M.',
      }).analysis.considered?.find((c) => c.strategyId === 'MAX_PRETAX_401K')?.reason,
    ).toMatch(/^Already in place: the notes say so \('Both max 403\(b\)\.'\)/);
    expect(reason('ANNUAL_EXCLUSION_GIFTING')).toMatch(/^Already in place/);
  });

  it('offers a QTIP trust to a second marriage that wants the spouse provided for and the rest to the children', () => {
    const { analysis } = analyzeClient({
      notes:
        'Mark (61) & Joanne (54), married 2018, 2nd marriage for both. Portland OR. MFJ. Mark has 2 kids from 1st marriage. Mark owns 60% of an HVAC co (S-corp), his share $4.2M; 401k $1.3M, brokerage $900k. Wants Joanne taken care of for life but biz + rest to his kids.',
    });
    expect(analysis.recommendations.map((r) => r.strategyId)).toContain('QTIP_TRUST');
  });

  it("answers a spousal rollover: the survivor's own IRA, no inherited-IRA drawdown", () => {
    const { analysis } = analyzeClient({
      notes:
        'Peggy, 79, widow - husband Carl died Aug 2022. Bend OR. NW ~$14M: brokerage $7.8M, inherited IRA from Carl (spousal rollover, now her IRA) $2.2M. RMD ~$105k/yr.',
    });
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain(
      'INHERITED_IRA_DISTRIBUTION_PLANNING',
    );
    expect(
      analysis.considered?.find((c) => c.strategyId === 'INHERITED_IRA_DISTRIBUTION_PLANNING')
        ?.reason,
    ).toMatch(/^A spousal rollover made the IRA the survivor’s own/);
  });

  it('takes no request for a strategy from an attached document', () => {
    const notes = 'Couple 61/59, North Carolina, married, 2 adult kids. Net worth $3M.';
    const documentsText =
      '--- Start of summary.txt ---\nPrior advisor: consider premium financing and PPLI.\n--- End of summary.txt ---';
    const { analysis } = analyzeClient({ notes, documentsText });
    const named = [
      ...analysis.recommendations.map((r) => r.strategyId),
      ...(analysis.considered ?? []).map((c) => c.strategyId),
    ];
    expect(named).not.toContain('PREMIUM_FINANCING');
    expect(named).not.toContain('PPLI');
  });

  it('gives a protection strategy no tax saving in its words or figures', () => {
    const { analysis } = analyzeClient({
      notes:
        'Married, ages 40 and 38, Denver CO, two kids ages 3 and 6. Income $350k, she is the sole earner. Net worth $900k. No wills.',
    });
    const will = analysis.recommendations.find((r) => r.strategyId === 'WILL_GUARDIANSHIP');
    expect(will?.costBenefitAnalysis?.potentialSavings).toBe(0);
    expect(will?.description).toMatch(/claims no tax saving/);
  });
});

describe('state estate tax strategies', () => {
  it('a bypass trust for a couple in a state estate tax without portability, not for a federal-only estate', () => {
    const oregon = buildFacts({
      netWorth: fact(4_500_000),
      maritalStatus: fact('married' as const),
      ages: [fact(68), fact(66)],
      children: fact(2),
      state: fact('OR'),
    });
    const texas = { ...oregon, netWorth: fact(45_000_000), state: fact('TX') };
    const ids = (f: typeof oregon) => planSelection(f).recommended.map((r) => r.strategy.id);
    expect(ids(oregon)).toContain('CREDIT_SHELTER_TRUST');
    expect(ids(texas)).not.toContain('CREDIT_SHELTER_TRUST');
  });
});
