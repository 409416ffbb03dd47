import type { FactCorrection } from '@strata/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAnalysis } from '@/testing/build-analysis';
import { ClientFactsPanel } from './client-facts-panel';
import { RerunContext } from './rerun-context';

afterEach(cleanup);

const analysis = buildAnalysis({
  facts: {
    annualIncome: {
      value: 400_000,
      source: { kind: 'notes', quote: 'Income $400,000' },
      conflicts: [
        { value: 6_700, source: { kind: 'document', document: '1040.pdf', quote: '6,700' } },
      ],
    },
    state: { value: 'OH', source: { kind: 'notes', quote: 'Ohio' } },
    netWorth: {
      value: 6_500_000,
      source: { kind: 'derived', derivation: { method: 'assets-minus-liabilities' } },
    },
  },
});

function show(rerun?: (corrections: FactCorrection[]) => Promise<unknown>) {
  render(
    <RerunContext.Provider value={{ rerun, isRerunning: false, viewedVersion: null }}>
      <ClientFactsPanel analysis={analysis} />
    </RerunContext.Provider>,
  );
}

describe('ClientFactsPanel', () => {
  it('shows each fact with its origin, marks conflicts, and lists the core facts not stated', () => {
    show();
    expect(screen.getByTestId('fact-annualIncome').textContent).toBe('$400,000');
    expect(screen.getByText('Notes: “Income $400,000”')).toBeTruthy();
    expect(screen.getByText('derived: total assets minus liabilities')).toBeTruthy();
    expect(screen.getByText('Conflict: the sources disagree')).toBeTruthy();
    expect(screen.getByText('$6,700 — 1040.pdf: “6,700”')).toBeTruthy();
    expect(screen.getByTestId('fact-maritalStatus').textContent).toBe('Not stated');
    expect(screen.getByTestId('fact-children').textContent).toBe('Not stated');
    // Nothing to re-run without a saved analysis: no Correct buttons.
    expect(screen.queryByRole('button', { name: /^Correct/ })).toBeNull();
  });

  it('takes typed, validated corrections and re-runs with them', async () => {
    const rerun = vi.fn((_: FactCorrection[]) => Promise.resolve());
    show(rerun);
    expect(screen.getByRole('button', { name: 'Re-run' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Correct Annual income' }));
    const input = screen.getByRole('textbox', { name: 'Annual income' });
    fireEvent.change(input, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toContain('Enter an amount in dollars');
    fireEvent.change(input, { target: { value: '$520k' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Your correction')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Correct Marital status' }));
    const select = screen.getByRole('combobox', { name: 'Marital status' });
    fireEvent.change(select, { target: { value: 'widowed' } });
    fireEvent.click(
      within(select.closest('form') as HTMLElement).getByRole('button', { name: 'Apply' }),
    );

    expect(screen.getByText('2 corrections to apply.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Re-run' }));
    expect(rerun).toHaveBeenCalledWith([
      { field: 'annualIncome', value: 520_000 },
      { field: 'maritalStatus', value: 'widowed' },
    ]);
    expect(await screen.findByText('No corrections yet.')).toBeTruthy();
  });
});
