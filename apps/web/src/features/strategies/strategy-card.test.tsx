import type { Strategy } from '@strata/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StrategyCard } from './strategy-card';

afterEach(cleanup);

const strategy: Strategy = {
  id: 'grat',
  name: 'Grantor Retained Annuity Trust',
  category: 'Estate Planning',
  description: 'Moves appreciation above the IRS rate to heirs free of gift tax.',
  benefitCalculation: {
    type: 'Estate tax avoided',
    formula: 'appreciation * 0.40',
    variables: ['appreciation'],
  },
  costCalculation: {
    type: 'Legal and administration',
    formula: 'setup + annual * years',
    variables: ['setup'],
  },
  lifeInsuranceComponent: 'N/A',
  annuityComponent: 'Annuity paid back to the grantor each year',
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ['IRC_SECTION_2702', 'GIFT_TAX_RETURN'],
  videoTrainingUrl: '',
  textTrainingUrl: '',
};

describe('StrategyCard', () => {
  it('shows the category, minimum net worth, name, description and formulas', () => {
    render(<StrategyCard strategy={strategy} />);
    expect(screen.getByText('Estate Planning')).toBeTruthy();
    expect(screen.getByText('$5,000,000+')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Grantor Retained Annuity Trust' })).toBeTruthy();
    expect(screen.getByText(strategy.description)).toBeTruthy();
    expect(screen.getByText('Estate tax avoided')).toBeTruthy();
    expect(screen.getByText('appreciation * 0.40')).toBeTruthy();
    expect(screen.getByText('Legal and administration')).toBeTruthy();
  });

  it("hides a component that is 'N/A' and shows the other", () => {
    render(<StrategyCard strategy={strategy} />);
    expect(screen.queryByText('Life Insurance')).toBeNull();
    expect(screen.queryByText('N/A')).toBeNull();
    expect(screen.getByText('Annuity')).toBeTruthy();
    expect(screen.getByText('Annuity paid back to the grantor each year')).toBeTruthy();
  });

  it('shows disclosure tags with spaces for underscores', () => {
    render(<StrategyCard strategy={strategy} />);
    expect(screen.getByText('IRC SECTION 2702')).toBeTruthy();
    expect(screen.getByText('GIFT TAX RETURN')).toBeTruthy();
  });
});
