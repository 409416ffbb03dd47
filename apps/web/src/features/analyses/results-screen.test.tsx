import { readAnalysis } from '@strata/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAnalysis } from '@/testing/build-analysis';
import type { ResultsData } from './results-data';
import { ResultsScreen } from './results-screen';

afterEach(cleanup);

const base: ResultsData = {
  analysis: null,
  clientNotes: 'Client has $12 million.',
  isLoading: false,
  hasDocuments: false,
};

/** The page's data, its analysis as received (read through the contracts as the loader does). */
type Shown = Omit<Partial<ResultsData>, 'analysis'> & { analysis?: unknown };

function show(data: Shown | null) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ResultsScreen
          data={data === null ? null : { ...base, ...data, analysis: readAnalysis(data.analysis) }}
          projectId={null}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function openTab(name: string) {
  // Radix tabs activate on mouse down.
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
}

describe('ResultsScreen', () => {
  it('asks for a submission when there are no notes and nothing is loading', () => {
    show({ clientNotes: '  ' });
    expect(screen.getByRole('heading', { name: 'No Analysis Available' })).toBeTruthy();
    expect(
      screen.getByText('Please submit a client analysis request to view results.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/');
  });

  it('says the analysis was not found and offers the way back to the workspace', () => {
    render(
      <MemoryRouter>
        <ResultsScreen data={null} projectId="gone" isNotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Analysis not found' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to Client Workspace' }).getAttribute('href'),
    ).toBe('/#client-workspace');
  });

  it('shows the loading panel and the document note while documents are extracted', () => {
    show({ clientNotes: '', isLoading: true, hasDocuments: true });
    expect(screen.getByText('No client notes provided')).toBeTruthy();
    expect(screen.getByText('Processing Documents')).toBeTruthy();
    expect(screen.getByText('Extracting text from uploaded documents...')).toBeTruthy();
    expect(screen.getByTestId('loading-panel')).toBeTruthy();
    // 'Generated:' only once generated (issue 15): while it runs, the page says so.
    expect(screen.queryByText(/Generated:/)).toBeNull();
    expect(screen.getByText('Analyzing...')).toBeTruthy();
  });

  it('notes that extracted text is being analysed while loading', () => {
    show({
      isLoading: true,
      hasDocuments: true,
      extractedDocumentText: '--- Start of document: a.txt ---',
    });
    expect(screen.getByText('Extracted Document Content')).toBeTruthy();
    expect(screen.getByText('AI is analyzing this content to generate strategies...')).toBeTruthy();
    expect(screen.queryByText('Processing Documents')).toBeNull();
  });

  it('renders six tabs with every fallback for an empty structured analysis', () => {
    show({ analysis: buildAnalysis() });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Financials',
      'Strategies',
      'Tax Planning',
      'Next Steps',
      'Raw JSON',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('Client Profile')).toBeTruthy();
    expect(screen.getAllByText('Not specified').length).toBeGreaterThanOrEqual(2);
    openTab('Strategies');
    expect(screen.getByText('No recommendations available')).toBeTruthy();
    openTab('Tax Planning');
    expect(screen.getByText('Not analyzed')).toBeTruthy();
    expect(screen.getByText('No opportunities identified')).toBeTruthy();
    expect(screen.getByText('To be determined')).toBeTruthy();
    openTab('Next Steps');
    expect(screen.getByText('No next steps defined')).toBeTruthy();
    openTab('Raw JSON');
    expect(screen.getByText('No raw response available')).toBeTruthy();
  });

  it('treats a JSON string with an analysis key as structured and shows its badges', () => {
    const analysis = JSON.stringify({
      analysis: buildAnalysis({
        clientProfile: {
          currentNetWorth: 12000000,
          riskTolerance: 'aggressive',
          primaryGoals: ['Estate transfer'],
        },
      }),
    });
    show({ analysis, rawResponse: '{"analysis":' });
    expect(screen.getByTestId('figure-Current Net Worth').textContent).toBe('$12,000,000');
    expect(screen.getByText('aggressive').className).toContain('bg-destructive');
    expect(screen.getByText('Estate transfer')).toBeTruthy();
    openTab('Raw JSON');
    expect(screen.getByText('JSON Parse Error')).toBeTruthy();
    expect(screen.getByText('{"analysis":')).toBeTruthy();
  });

  it('keeps financial edits local and shows the savings rate read-only', () => {
    show({
      analysis: buildAnalysis({
        financialSummary: {
          totalAssets: 1000,
          totalLiabilities: 200,
          annualIncome: 500,
          savingsRate: 20,
        },
      }),
    });
    openTab('Financials');
    expect(screen.getByText('20%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Total Assets' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '2500000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Total Assets' }));
    expect(screen.getByTestId('figure-Total Assets').textContent).toBe('$2,500,000');
    expect(screen.queryByRole('button', { name: 'Edit Savings Rate' })).toBeNull();
  });

  it('marks an assumed savings rate as assumed, and shows none where no income was stated', () => {
    show({
      analysis: buildAnalysis({
        financialSummary: {
          totalAssets: 1000,
          totalLiabilities: 0,
          annualIncome: 500,
          savingsRate: 20,
        },
        facts: {
          savingsRate: {
            value: 20,
            source: { kind: 'assumed', note: 'The notes give no spending' },
          },
        },
      }),
    });
    openTab('Financials');
    expect(screen.getByText('20%')).toBeTruthy();
    expect(screen.getByText(/^Assumed: the notes give no spending/)).toBeTruthy();
    cleanup();
    show({
      analysis: buildAnalysis({
        financialSummary: {
          totalAssets: 1000,
          totalLiabilities: 0,
          annualIncome: 0,
          savingsRate: 0,
        },
        facts: { netWorth: { value: 1000, source: { kind: 'notes', quote: 'NW $1,000' } } },
      }),
    });
    openTab('Financials');
    expect(screen.queryByText('0%')).toBeNull();
    expect(screen.getByText('Not specified')).toBeTruthy();
  });

  it('renders an unstructured analysis as markdown with unsafe addresses emptied', () => {
    show({
      analysis:
        '# Plan\n\n[safe](https://example.com) [bad](javascript:alert(1)) ![img](javascript:x) ![pic](https://example.com/p.png) ![local](/favicon.svg)\n\n- one',
    });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Plan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'safe' }).getAttribute('href')).toBe(
      'https://example.com',
    );
    const bad = screen.getByText('bad');
    expect(bad.getAttribute('href') ?? '').toBe('');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/favicon.svg',
    ]);
    expect(screen.getByText('pic').tagName).toBe('SPAN');
    expect(screen.getByText('img').tagName).toBe('SPAN');
  });

  it('shows a strategy with its cost-benefit cards, math and action items', () => {
    show({
      analysis: buildAnalysis({
        recommendations: [
          {
            strategy: 'Grantor Retained Annuity Trust',
            category: 'Estate Planning',
            priority: 'High',
            description: 'Moves appreciation out of the estate.',
            benefits: [],
            implementation: { timeline: '3 months', cost: '$15,000', steps: ['Draft', 'Fund'] },
            costBenefitAnalysis: {
              estimatedCost: 40000,
              potentialSavings: 900000,
              costBreakdown: {
                setupCosts: 15000,
                annualFees: 2500,
                maintenanceCosts: 0,
                totalTenYear: 40000,
              },
              savingsBreakdown: {
                taxSavings: 0,
                estateTaxSavings: 900000,
                netPresentValue: 610000,
                totalTenYear: 900000,
              },
              roi: 2150,
              paybackPeriod: null,
              calculations: {
                formula: 'appreciation x 0.40',
                assumptions: ['7% growth'],
                sensitivityAnalysis: 'Lower growth halves it.',
              },
              keyBenefits: ['Freezes the estate'],
              math: {
                'savingsBreakdown.estateTaxSavings': {
                  label: 'Estate Tax Savings',
                  formula: 'appreciation * estateTaxRate',
                  inputs: { appreciation: 2250000, estateTaxRate: 0.4 },
                  taxYear: 2026,
                  value: 900000,
                },
              },
            },
          },
        ],
      }),
    });
    openTab('Strategies');
    const trigger = screen.getByRole('button', { name: /Grantor Retained Annuity Trust/ });
    expect(within(trigger).getByText('High').className).toContain('bg-destructive');
    expect(trigger.textContent).toContain('$40,000');
    expect(trigger.textContent).toContain('$900,000');
    fireEvent.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(screen.getByText('Cost Analysis')).toBeTruthy();
    expect(screen.getByText('Benefit Analysis')).toBeTruthy();
    expect(screen.getByText('2 action items')).toBeTruthy();
    expect(screen.queryByText('Payback Period')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the math for Estate Tax Savings' }));
    const math = screen.getByTestId('figure-math');
    expect(math.textContent).toContain('appreciation * estateTaxRate');
    expect(math.textContent).toContain('2,250,000');
    expect(math.textContent).toContain('Tax year 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(screen.queryByText('Cost Analysis')).toBeNull();
  });

  it('says so when a structured analysis does not match the contract, with the raw response', () => {
    show({
      analysis: JSON.stringify({ analysis: { ...buildAnalysis(), recommendations: 'none' } }),
      rawResponse: '{"analysis":',
    });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('Analysis Could Not Be Displayed')).toBeTruthy();
    expect(screen.getByText(/expected structure \(recommendations: /)).toBeTruthy();
    expect(screen.getByText('JSON Parse Error')).toBeTruthy();
    expect(screen.getByText('{"analysis":')).toBeTruthy();
  });
});
