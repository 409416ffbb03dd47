import type { Baseline, Plan } from '@strata/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RerunContext } from './rerun-context';
import { AdvisorNotes } from './advisor-notes';
import { BaselineView } from './baseline-view';
import { ConsideredView } from './considered-view';
import { PlanView } from './plan-view';

afterEach(cleanup);

const year = (y: number, deathTax = { federal: 0, state: 0 }) => ({
  year: y,
  ages: [70],
  netWorth: 10_000_000,
  income: 200_000,
  spending: 150_000,
  incomeTax: { federal: 30_000, state: 5_000 },
  deathTax,
});

const BASELINE: Baseline = {
  taxYear: 2026,
  assumptions: [
    {
      key: 'growthInvestments',
      label: 'Growth',
      value: 5,
      unit: 'percent',
      origin: 'default',
      why: 'Long-run balanced portfolio.',
    },
  ],
  parameters: [
    {
      usedFor: 'estate tax',
      label: 'Federal basic exclusion amount, per person',
      value: 15_000_000,
      unit: 'usd',
      taxYear: 2026,
      status: 'V-2',
      source: 'https://example.org/a ; https://example.org/b',
    },
  ],
  estateTaxToday: { federal: 0, state: 1_000_000 },
  atLastDeath: {
    year: 2040,
    federal: 2_000_000,
    state: 900_000,
    toHeirs: 20_000_000,
    toCharity: 500_000,
  },
  years: [year(2039), year(2040, { federal: 2_000_000, state: 900_000 })],
};

describe('BaselineView', () => {
  it('shows the tax at each death, what the heirs receive and each assumption', () => {
    render(<BaselineView value={BASELINE} />);
    const view = within(screen.getByTestId('baseline'));
    expect(view.getByText('$1,000,000')).toBeTruthy();
    expect(view.getByText('$2,900,000')).toBeTruthy();
    expect(view.getByText('$20,000,000')).toBeTruthy();
    expect(view.getByText('2040: federal $2,000,000, state $900,000')).toBeTruthy();
    expect(view.getByText('5%')).toBeTruthy();
    expect(view.getByText('Default')).toBeTruthy();
    expect(view.getByText('Long-run balanced portfolio.')).toBeTruthy();
  });

  it('shows the tax parameters used with their sources, for the advisor and never printed', () => {
    render(<BaselineView value={BASELINE} />);
    const math = screen.getByTestId('baseline-parameters');
    expect(math.getAttribute('data-print')).toBe('hidden');
    expect(math.tagName).toBe('DETAILS');
    expect(
      within(math).getByText('Federal basic exclusion amount, per person', { exact: false }),
    ).toBeTruthy();
    expect(within(math).getByText(/\(2026, V-2\)/)).toBeTruthy();
    expect(within(math).getByText('https://example.org/b')).toBeTruthy();
  });

  it('offers no change of an assumption where there is nothing to re-run', () => {
    render(<BaselineView value={BASELINE} />);
    expect(screen.queryByRole('button', { name: 'Change Growth' })).toBeNull();
  });

  it('re-runs with the assumption the advisor changed, and refuses one out of bounds', () => {
    const rerun = vi.fn(() => Promise.resolve());
    render(
      <RerunContext.Provider value={{ rerun, isRerunning: false, viewedVersion: null }}>
        <BaselineView value={BASELINE} />
      </RerunContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change Growth' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Growth' }), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('a rate between -50% and 100%')).toBeTruthy();
    expect(rerun).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Growth' }), {
      target: { value: '4.5%' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(rerun).toHaveBeenCalledWith([{ field: 'assumptions.growthInvestments', value: 4.5 }]);
  });

  it('shows each key figure with when it applies, its math behind a toggle and its sources unprinted', () => {
    render(
      <BaselineView
        value={{
          ...BASELINE,
          keyFigures: [
            {
              key: 'exemption-cushion',
              label: 'Room left under the federal estate tax exemption today',
              value: 800_000,
              unit: 'usd',
              appliesWhen: 'If death came today, with one exemption.',
              facts: [{ label: 'Net worth', value: 14_200_000, unit: 'usd' }],
              parameters: [
                {
                  label: 'Federal basic exclusion amount, per person',
                  value: 15_000_000,
                  unit: 'usd',
                  taxYear: 2026,
                  status: 'V-2',
                  source: 'https://example.org/exclusion',
                },
              ],
              arithmetic: '$15,000,000 - $14,200,000 = $800,000',
            },
            {
              key: 'rmd-start-age-client',
              label: 'Age at which required minimum distributions begin',
              value: 75,
              unit: 'age',
              appliesWhen: 'For the traditional IRAs the client owns.',
              facts: [],
              parameters: [],
              arithmetic: 'Born 1966 or 1967: distributions begin at 75',
            },
          ],
        }}
      />,
    );
    const figures = within(screen.getByTestId('baseline-key-figures'));
    expect(figures.getByText('$800,000')).toBeTruthy();
    expect(figures.getByText('75')).toBeTruthy();
    expect(figures.getByText('If death came today, with one exemption.')).toBeTruthy();
    expect(figures.queryByText('$15,000,000 - $14,200,000 = $800,000')).toBeNull();
    fireEvent.click(
      figures.getByRole('button', {
        name: 'Show the math for Room left under the federal estate tax exemption today',
      }),
    );
    expect(figures.getByText('$15,000,000 - $14,200,000 = $800,000')).toBeTruthy();
    const sources = screen.getByTestId('key-figure-parameters');
    expect(sources.getAttribute('data-print')).toBe('hidden');
    expect(within(sources).getByText('https://example.org/exclusion')).toBeTruthy();
  });

  it('without ages shows the taxes today and says why nothing is projected', () => {
    const { atLastDeath: _none, ...today } = BASELINE;
    render(<BaselineView value={{ ...today, years: [], assumptions: [] }} />);
    const view = within(screen.getByTestId('baseline'));
    expect(view.getByText('Estate tax if both died today')).toBeTruthy();
    expect(view.getByText(/The notes give no age, so no year of death can be set/)).toBeTruthy();
    expect(view.queryByText(/Estate tax at the last death/)).toBeNull();
    expect(view.queryByText('To heirs')).toBeNull();
  });

  it('shows nothing for an analysis without a baseline', () => {
    const { container } = render(<BaselineView value={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ConsideredView', () => {
  it('lists what was set aside and the facts that would change it', () => {
    render(
      <ConsideredView
        considered={[{ strategyId: 'qprt', strategy: 'QPRT', reason: 'The home is rented.' }]}
        missingFacts={[
          { fact: 'State of residence', why: 'Residency strategies were not evaluated.' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Considered and not recommended' })).toBeTruthy();
    expect(screen.getByText('The home is rented.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What would change this' })).toBeTruthy();
    expect(screen.getByText('Residency strategies were not evaluated.')).toBeTruthy();
  });
});

describe('AdvisorNotes', () => {
  it('keeps the sources in a collapsed block marked for the advisor and never printed', () => {
    render(<AdvisorNotes notes={['Fees seen at https://example.com (V-2)']} />);
    const block = screen.getByTestId('advisor-notes');
    expect(block.tagName).toBe('DETAILS');
    expect(block.hasAttribute('open')).toBe(false);
    expect(block.getAttribute('data-print')).toBe('hidden');
    expect(within(block).getByText('Sources and assumptions')).toBeTruthy();
  });
});

describe('PlanView', () => {
  const PLAN: Plan = {
    deathYear: 2049,
    discountRate: 0.04,
    incomeTaxSaved: 120_000,
    transferTaxSaved: 900_000,
    transferTaxSavedAtDeath: 2_300_000,
    taxDeferred: 50_000,
    lostStepUp: 300_000,
    liquidity: 5_000_000,
    costs: 80_000,
    net: 690_000,
    exemption: { available: 30_000_000, used: 12_000_000 },
    strategies: [
      { strategyId: 'SLAT', alone: 700_000, inPlan: 350_000, share: 0.5, arrives: 'at-death' },
    ],
    assumptions: [],
  };

  it('shows the estate tax with and without the plan, the lost step-up and liquidity apart', () => {
    render(
      <PlanView value={PLAN} baselineDeathTax={6_000_000} names={{ SLAT: 'Spousal Trust' }} />,
    );
    const view = within(screen.getByTestId('plan'));
    expect(view.getByText('$6,000,000')).toBeTruthy();
    expect(view.getByText('$3,700,000')).toBeTruthy();
    expect(view.getByText('$300,000')).toBeTruthy();
    expect(view.getByText('$12,000,000 of $30,000,000')).toBeTruthy();
    expect(view.getByText('Insurance paid at death (liquidity, not a saving)')).toBeTruthy();
    expect(view.getByText('Spousal Trust')).toBeTruthy();
    expect(view.getByText(/50% of its asset or exemption left/)).toBeTruthy();
  });

  it('shows protection costs apart from the tax net, and a strategy left out for losing money', () => {
    render(
      <PlanView
        value={{
          ...PLAN,
          protectionCosts: 5_769,
          strategies: [
            ...PLAN.strategies,
            { strategyId: 'GIFTS', alone: -58_620, inPlan: 0, share: 0, arrives: 'at-death' },
          ],
        }}
        names={{ SLAT: 'Spousal Trust', GIFTS: 'Annual Exclusion Gifting' }}
      />,
    );
    const view = within(screen.getByTestId('plan'));
    expect(view.getByText('Net tax benefit')).toBeTruthy();
    expect(
      view.getByText('Protection costs (insurance, documents; not netted against tax)'),
    ).toBeTruthy();
    expect(view.getByText('$5,769')).toBeTruthy();
    expect(view.getByText(/left out: it loses money as valued/)).toBeTruthy();
  });

  it('names the income tax the strategies would save beyond what the baseline pays, not counted', () => {
    render(<PlanView value={{ ...PLAN, incomeTaxBeyondBaseline: 665_320 }} names={{}} />);
    const view = within(screen.getByTestId('plan'));
    expect(view.getByText('Income tax beyond what the baseline pays (not counted)')).toBeTruthy();
    expect(view.getByText('$665,320')).toBeTruthy();
  });

  it('shows life insurance premiums beside the death benefit they buy, apart from the tax net', () => {
    render(
      <PlanView value={{ ...PLAN, premiums: 2_345_678, premiumsTaxSaved: 938_271 }} names={{}} />,
    );
    const view = within(screen.getByTestId('plan'));
    expect(
      view.getByText('Premiums for that insurance (today’s dollars; not netted against tax)'),
    ).toBeTruthy();
    expect(view.getByText('$2,345,678')).toBeTruthy();
    expect(
      view.getByText(
        'Estate tax those premiums would have paid (with the premiums, not in the tax saved)',
      ),
    ).toBeTruthy();
    expect(view.getByText('$938,271')).toBeTruthy();
  });

  it('sets the plan against the baseline at the last death: taxes, charity and heirs side by side', () => {
    render(
      <PlanView
        value={{
          ...PLAN,
          overYears: {
            years: [
              { year: 2026, baselineTaxes: 100_000, planTaxes: 90_000, planCosts: 1_000 },
              { year: 2049, baselineTaxes: 8_400_000, planTaxes: 6_000_000, planCosts: 80_000 },
            ],
            atLastDeath: {
              year: 2049,
              baseline: { deathTaxes: 6_000_000, toHeirs: 40_000_000, toCharity: 0 },
              plan: {
                deathTaxes: 3_700_000,
                heirsGainsTax: 300_000,
                insurance: 5_000_000,
                toHeirs: 47_100_000,
                toCharity: 0,
                toCharityDuringLife: 1_270_000,
              },
            },
            notes: [
              'Income tax saved and costs fall in the years of each strategy’s ten-year figures.',
            ],
          },
        }}
        baselineDeathTax={6_000_000}
        names={{}}
      />,
    );
    const table = within(screen.getByRole('table', { name: 'At the last death (2049)' }));
    const row = (label: string) =>
      within(table.getByRole('row', { name: new RegExp(`^${label}`) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('Estate and inheritance tax')).toEqual(['$6,000,000', '$3,700,000']);
    expect(row('To heirs')).toEqual(['$40,000,000', '$47,100,000']);
    expect(row('Given to charity during life')).toEqual(['—', '$1,270,000']);
    expect(row("Heirs' gains tax")).toEqual(['—', '$300,000']);
    // The table replaces the two estate tax rows: the same figures are not shown twice.
    expect(screen.queryByText(/Estate tax at the last death \(2049\), baseline/)).toBeNull();
    expect(screen.getByText(/ten-year figures/)).toBeTruthy();
  });

  it('shows nothing for an analysis without a plan', () => {
    const { container } = render(<PlanView value={undefined} names={{}} />);
    expect(container.innerHTML).toBe('');
  });
});
