import { describe, expect, it } from 'vitest';
import { baselineTaxParameters } from './tax-parameters';

const byLabel = (list: ReturnType<typeof baselineTaxParameters>, label: string) =>
  list.find((p) => p.label === label);

describe('baselineTaxParameters', () => {
  it('lists the federal and state figures a New York couple’s taxes used, each sourced', () => {
    const list = baselineTaxParameters({ married: true, state: 'NY' }, 2026);
    // Rev. Proc. 2025-32: the 2026 joint standard deduction; OBBBA: a $15M basic exclusion.
    expect(byLabel(list, 'Standard deduction (married filing jointly)')?.value).toBe(32_200);
    expect(byLabel(list, 'Federal basic exclusion amount, per person')?.value).toBe(15_000_000);
    expect(byLabel(list, 'Net investment income tax rate')).toMatchObject({
      value: 3.8,
      unit: 'percent',
    });
    // New York's joint schedule: 6.85% from $323,200 (IT-201 instructions).
    expect(byLabel(list, 'NY income tax brackets (married filing jointly)')?.detail).toContain(
      '6.85% over $323,200',
    );
    expect(byLabel(list, 'NY estate tax exemption')).toMatchObject({
      value: 7_350_000,
      detail: 'No portability between spouses.',
    });
    for (const p of list) {
      expect(p.source, p.label).toMatch(/^https?:\/\//);
      expect(['V-P', 'V-2', 'V-1'], p.label).toContain(p.status);
      expect(p.taxYear).toBe(2026);
    }
  });

  it('lists only what applies: no state rows in Texas, an inheritance tax in Pennsylvania', () => {
    const texas = baselineTaxParameters({ married: false, state: 'TX' }, 2026);
    expect(texas.some((p) => p.label.startsWith('TX'))).toBe(false);
    expect(byLabel(texas, 'Standard deduction (single)')?.value).toBe(16_100);
    const pennsylvania = baselineTaxParameters({ married: false, state: 'PA' }, 2026);
    expect(byLabel(pennsylvania, 'PA inheritance tax by class of heir')?.usedFor).toBe(
      'estate tax',
    );
    expect(pennsylvania.some((p) => p.label === 'PA estate tax exemption')).toBe(false);
  });

  it('names the life table the death years come from', () => {
    const list = baselineTaxParameters({ married: false }, 2026);
    expect(list.at(-1)).toMatchObject({
      usedFor: 'life expectancy',
      label: 'SSA period life table, 2017',
    });
  });
});
