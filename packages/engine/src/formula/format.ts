import type { VariableUnit } from './variables';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A rate or factor with at least two and at most four decimals: 0.40, 0.046, 0.0399. */
export function formatDecimal(value: number): string {
  const fixed = value.toFixed(4).replace(/0+$/, '');
  const [whole, frac = ''] = fixed.split('.');
  return `${whole}.${frac.padEnd(2, '0')}`;
}

export function formatUsd(value: number): string {
  return usd.format(Math.round(value));
}

export function formatValue(value: number, unit: VariableUnit): string {
  switch (unit) {
    case 'usd':
      return formatUsd(value);
    case 'rate':
    case 'factor':
      return formatDecimal(value);
    case 'count':
    case 'years':
      return Number.isInteger(value) ? String(value) : formatDecimal(value);
  }
}
