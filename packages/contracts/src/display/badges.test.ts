import { describe, expect, it } from 'vitest';
import { priorityBadgeVariant, projectStatusBadge, riskToleranceBadge } from './badges';

describe('projectStatusBadge', () => {
  it.each([
    ['completed', 'success', 'Completed'],
    ['pending', 'default', 'Pending'],
    ['failed', 'destructive', 'Failed'],
    ['archived', 'muted', 'Archived'],
    ['in progress', 'muted', 'In progress'],
  ])('maps %s to %s %s', (status, variant, label) => {
    expect(projectStatusBadge(status)).toEqual({ variant, label });
  });

  it('shows an empty status as an empty muted label', () => {
    expect(projectStatusBadge('')).toEqual({ variant: 'muted', label: '' });
  });
});

describe('riskToleranceBadge', () => {
  it('shows aggressive as destructive and moderate as default, keeping the text', () => {
    expect(riskToleranceBadge('aggressive')).toEqual({
      variant: 'destructive',
      label: 'aggressive',
    });
    expect(riskToleranceBadge('Moderate')).toEqual({ variant: 'default', label: 'Moderate' });
  });

  it('shows any other value as secondary', () => {
    expect(riskToleranceBadge('conservative')).toEqual({
      variant: 'secondary',
      label: 'conservative',
    });
  });

  it("shows 'Not specified' when missing or blank", () => {
    for (const missing of [undefined, null, '', '  ']) {
      expect(riskToleranceBadge(missing)).toEqual({ variant: 'secondary', label: 'Not specified' });
    }
  });
});

describe('priorityBadgeVariant', () => {
  it('maps High, Medium and the rest', () => {
    expect(priorityBadgeVariant('High')).toBe('destructive');
    expect(priorityBadgeVariant('Medium')).toBe('default');
    expect(priorityBadgeVariant('Low')).toBe('secondary');
    expect(priorityBadgeVariant(undefined)).toBe('secondary');
  });
});
