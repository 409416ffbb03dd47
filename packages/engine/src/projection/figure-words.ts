import type { KeyFigure } from '@strata/contracts';
import { dollars } from './household';

/** How key figures write their numbers: '$1,234', '23.8%', and a dollar fact they rest on. */
export const usd = (n: number) => `$${dollars(n)}`;
export const pct = (r: number) => `${+(r * 100).toFixed(2)}%`;
export const money = (label: string, value: number): KeyFigure['facts'][number] => ({
  label,
  value,
  unit: 'usd',
});
