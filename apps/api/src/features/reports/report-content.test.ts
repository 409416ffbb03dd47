import { describe, expect, it } from 'vitest';
import { buildReportContent, factSourceWords, taxTableVersion } from './report-content';
import { reportAnalysisFixture } from '../../testing/report-fixtures';

const source = (overrides: Partial<Parameters<typeof buildReportContent>[0]> = {}) => ({
  clientLabel: 'Whitman household',
  advisor: 'dana@example.com',
  generatedAt: new Date('2026-03-02T15:00:00Z'),
  analysis: reportAnalysisFixture(),
  explanations: {},
  ...overrides,
});

describe('buildReportContent', () => {
  it('lists the facts with where each came from, in words a client follows, never quoting the advisor’s notes', () => {
    const analysis = {
      ...reportAnalysisFixture(),
      facts: {
        netWorth: {
          value: 14_000_000,
          source: { kind: 'notes' as const, quote: 'Net worth $14M' },
        },
        state: {
          value: 'MA',
          source: { kind: 'document' as const, document: '2025 Form 1040.pdf' },
        },
        children: { value: 3, source: { kind: 'advisor' as const } },
      },
    };
    expect(buildReportContent(source({ analysis })).facts).toEqual([
      { label: 'Net worth', value: '$14,000,000', source: 'Our notes' },
      { label: 'State', value: 'MA', source: 'Your document “2025 Form 1040.pdf”' },
      { label: 'Children', value: '3', source: 'Confirmed with your advisor' },
    ]);
  });

  it('lists the baseline key figures with their values and when each applies, without the math', () => {
    // John and Mary, $14M in Massachusetts: 2 x 15,000,000 - 14,000,000 = 16,000,000 of room.
    const content = buildReportContent(source());
    expect(content.baseline?.keyFigures).toContainEqual({
      label: 'Room left under the federal estate tax exemption today',
      value: '$16,000,000',
      appliesWhen: expect.stringContaining('If death came today') as string,
    });
    expect(JSON.stringify(content.baseline?.keyFigures)).not.toContain('https://');
  });

  it('without ages states only the taxes today: no death year, no yearly rows', () => {
    const analysis = reportAnalysisFixture();
    const { atLastDeath: _none, ...today } = analysis.baseline!;
    const content = buildReportContent(
      source({ analysis: { ...analysis, baseline: { ...today, years: [], assumptions: [] } } }),
    );
    expect(content.baseline?.highlights.map((h) => h.label)).toEqual([
      'Estate and inheritance tax if both died today',
    ]);
    expect(content.baseline?.netWorthByYear).toEqual([]);
  });

  it("leaves out the advisor's notes and rewords older text that carries a source or status", () => {
    const analysis = reportAnalysisFixture();
    const [first, ...rest] = analysis.recommendations;
    if (!first?.costBenefitAnalysis) throw new Error('fixture without figures');
    const older = {
      ...first,
      advisorNotes: ['Seen at https://example.com/fees (V-2)'],
      costBenefitAnalysis: {
        ...first.costBenefitAnalysis,
        calculations: {
          ...first.costBenefitAnalysis.calculations,
          assumptions: ['Fund fees 2% a year (https://example.com/fees); legal fees NOT VERIFIED.'],
        },
      },
    };
    const content = buildReportContent(
      source({ analysis: { ...analysis, recommendations: [older, ...rest] } }),
    );
    const all = JSON.stringify(content);
    expect(all).not.toContain('example.com/fees');
    expect(all).not.toContain('NOT VERIFIED');
    expect(content.assumptions).toContain('Fund fees 2% a year.');
  });

  it("names each strategy's regulatory references and the tax table version", () => {
    const content = buildReportContent(source());
    expect(content.strategyDisclosures.length).toBe(content.strategies.length);
    expect(content.strategyDisclosures[0]?.disclosures.join(' ')).not.toContain('_');
    expect(content.taxTableVersion).toBe(taxTableVersion(2026));
    expect(content.disclosures.join(' ')).toContain(content.taxTableVersion);
  });

  it('says how a derived fact was worked out, and reads a statement line as one line', () => {
    expect(
      factSourceWords({
        kind: 'derived',
        derivation: { method: 'other', note: 'total assets minus liabilities' },
      }),
    ).toBe('Worked out: total assets minus liabilities');
    expect(
      factSourceWords({
        kind: 'document',
        document: 'statement.txt',
        quote: 'Account value ........ $3,250,000.00',
      }),
    ).toBe('Your document “statement.txt”: “Account value … $3,250,000.00”');
  });

  it('marks an assumed savings rate in the summary and the facts, and shows none without income', () => {
    const assumed = {
      ...reportAnalysisFixture(),
      facts: {
        savingsRate: {
          value: 20,
          source: { kind: 'assumed' as const, note: 'The notes give no spending' },
        },
      },
    };
    const content = buildReportContent(source({ analysis: assumed }));
    expect(content.summary).toContainEqual({
      label: 'Savings rate',
      value: '20% (assumed: no spending stated)',
    });
    expect(content.facts).toContainEqual({
      label: 'Savings rate',
      value: '20%',
      source: 'Assumed: The notes give no spending',
    });
    const noIncome = { ...reportAnalysisFixture(), facts: {} };
    expect(buildReportContent(source({ analysis: noIncome })).summary).toContainEqual({
      label: 'Savings rate',
      value: 'Not stated',
    });
  });

  it('says what an assumed fact assumes', () => {
    expect(factSourceWords({ kind: 'assumed', note: 'Spending taken as 4% of assets' })).toBe(
      'Assumed: Spending taken as 4% of assets',
    );
  });
});
