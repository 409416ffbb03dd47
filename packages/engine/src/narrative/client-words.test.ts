import { describe, expect, it } from 'vitest';
import { analyzeClient } from '../analyze';
import { PROFILE_CASES } from '../testing/profiles.cases';
import {
  clientWording,
  findInternalMarkers,
  internalMarkerIn,
  lowerFirst,
  splitForClient,
} from './client-words';
import { EXPLANATION_DETAILS } from './explanation-detail';
import { buildExplanation } from './explanation';

describe('clientWording', () => {
  it.each([
    [
      'Fees: trust drafting $5,000-$15,000+, trustee 0.5%-2% a year (https://example.com/fees); QPRT-specific annual cost NOT VERIFIED.',
      'Fees: trust drafting $5,000-$15,000+, trustee 0.5%-2% a year.',
    ],
    [
      'CONFLICT on legal fees: $5,000-$15,000 vs $15,000-$30,000; $15,000 used. Trustee 0.5%-1.5% (https://example.com/apt).',
      'Legal fees: $15,000 used. Trustee 0.5%-1.5%.',
    ],
    [
      'State AZ: top income tax rate 2.5% (2026, NOT VERIFIED, assumption).',
      'State AZ: top income tax rate 2.5% (2026, assumption).',
    ],
    [
      "Section 7520 rate 4.6% for 2026-04 (V-1; monthly: use the valuation month's rate).",
      "Section 7520 rate 4.6% for 2026-04 (monthly: use the valuation month's rate).",
    ],
    ['Trustee about 1% with a $5,000 minimum (pgcalc).', 'Trustee about 1% with a $5,000 minimum.'],
    ['Setup Fee $10,000 (catalogue assumption).', 'Setup Fee $10,000 (planning estimate).'],
    ['Drafting and valuation fees NOT VERIFIED.', ''],
    // A cited subsection is law, not a source name.
    [
      'Taxed at 28% (IRC 1(h)(4)); an AMT preference (IRC 57(a)(7)).',
      'Taxed at 28% (IRC 1(h)(4)); an AMT preference (IRC 57(a)(7)).',
    ],
    [
      'Horizon 10 years; growth 6% a year (default).',
      'Horizon 10 years; growth 6% a year (default).',
    ],
  ])('%s', (text, expected) => {
    expect(clientWording(text)).toBe(expected);
  });
});

describe('splitForClient', () => {
  it('keeps the original of every changed text with a source or status for the advisor', () => {
    const texts = [
      'Tax year 2026.',
      'State NY: top income tax rate 10.9% (2026, V-2).',
      'Fund fees 2% a year NOT VERIFIED.',
    ];
    expect(splitForClient(texts)).toEqual({
      client: ['Tax year 2026.', 'State NY: top income tax rate 10.9% (2026).'],
      advisor: texts.slice(1),
    });
  });
});

describe('lowerFirst', () => {
  it('lowercases a word but never an abbreviation', () => {
    expect(lowerFirst('Residence worth $1M')).toBe('residence worth $1M');
    expect(lowerFirst('NY has an estate tax')).toBe('NY has an estate tax');
    expect(lowerFirst('A pass-through business')).toBe('a pass-through business');
  });
});

describe('internal markers', () => {
  it.each([
    ['see https://example.com', 'a source address'],
    ['fees NOT VERIFIED', 'a verification status'],
    ['rate (2026, V-2)', 'a verification status'],
    ['because nY has an estate tax', 'a broken abbreviation'],
    ["assume the calc's growth rate", 'engine jargon'],
  ])('finds %s', (text, what) => {
    expect(internalMarkerIn(text)).toBe(what);
  });

  it('finds none in what a client reads of every profile analysis and its explanations', () => {
    for (const profile of PROFILE_CASES) {
      const { analysis, facts } = analyzeClient({ notes: profile.notes });
      // Advisor-only: the meta notes, each strategy's sources, the baseline's tax parameters
      // and those of its key figures.
      const { meta: _advisorOnly, baseline, ...clientSide } = analysis;
      const recommendations = analysis.recommendations.map(
        ({ advisorNotes: _notes, ...shown }) => shown,
      );
      const { parameters: _parameters, keyFigures, ...baselineRest } = baseline ?? {};
      const baselineShown = {
        ...baselineRest,
        keyFigures: (keyFigures ?? []).map(({ parameters: _sources, ...shown }) => shown),
      };
      expect(
        findInternalMarkers({ ...clientSide, recommendations, baseline: baselineShown }),
        profile.name,
      ).toEqual([]);
      for (const r of analysis.recommendations) {
        for (const detail of EXPLANATION_DETAILS) {
          const explanation = buildExplanation({
            strategyName: r.strategy,
            facts,
            costBenefit: r.costBenefitAnalysis,
            detail,
          });
          expect(findInternalMarkers(explanation), `${profile.name} ${r.strategy}`).toEqual([]);
        }
      }
    }
    // Every profile, every strategy, three explanation lengths: seconds on a busy machine.
  }, 60_000);

  it('keeps the sources for the advisor', () => {
    const notes = PROFILE_CASES.map((p) => analyzeClient({ notes: p.notes }).analysis);
    const advisorNotes = notes.flatMap((a) =>
      a.recommendations.flatMap((r) => r.advisorNotes ?? []),
    );
    expect(advisorNotes.some((n) => /https?:\/\//.test(n))).toBe(true);
    expect(advisorNotes.some((n) => /V-2|NOT VERIFIED/.test(n))).toBe(true);
    const parameters = notes.flatMap((a) => a.baseline?.parameters ?? []);
    expect(parameters.length).toBeGreaterThan(0);
    expect(parameters.every((p) => /^https?:\/\//.test(p.source) && p.status)).toBe(true);
  });
});
