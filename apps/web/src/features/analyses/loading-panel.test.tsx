import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingPanel } from './loading-panel';
import { STATUS_LINES } from './status-lines';

describe('LoadingPanel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds one line a second, shows at most five and emphasises the newest', () => {
    render(<LoadingPanel />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([STATUS_LINES[0]]);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(6000));
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(STATUS_LINES.slice(3, 8));
    expect(items.at(-1)?.dataset.newest).toBe('true');
    expect(items[0]?.dataset.newest).toBeUndefined();
  });
});
