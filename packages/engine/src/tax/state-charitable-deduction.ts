import { sourced } from './sourced';
import type { Sourced } from './sourced';
import type { StateCode } from './types';

/**
 * States whose income tax gives nothing for a gift to charity: no itemized deductions and no
 * charitable subtraction or credit (March 2024). A deduction there is worth the federal rate
 * alone. (New York's cap on a millionaire's deduction is not modelled.)
 */
export const STATES_WITHOUT_CHARITABLE_DEDUCTION: Sourced<StateCode[]> = sourced(
  ['CT', 'IL', 'IN', 'MI', 'NJ', 'OH', 'PA', 'RI', 'WV'],
  'V-2',
  'https://www.uscharitablegifttrust.org/tax-treatment-of-charitable-contributions.php ; https://legalclarity.org/which-states-allow-charitable-deductions',
  "U.S. Charitable Gift Trust, 'State and Local Tax Treatment of Charitable Contributions' (rates and treatment in effect March 2024): no state charitable tax benefit in these states.",
);

/**
 * What a dollar given to charity saves in income tax: the federal marginal rate, less IRC 68's
 * 2/37 cut of itemized deductions in the top bracket (from 2026: 35 cents a dollar at most),
 * plus the state's marginal rate where the state gives a charitable deduction.
 */
export function charitableDeductionRates(input: {
  federalMarginalRate: number;
  /** The top federal bracket's rate for the filing status. */
  topFederalRate: number;
  stateRate: number;
  state: StateCode | undefined;
  taxYear: number;
}): { federal: number; stateAllows: boolean; total: number } {
  const federal =
    input.taxYear >= 2026 && input.federalMarginalRate >= input.topFederalRate
      ? input.federalMarginalRate * (1 - 2 / 37)
      : input.federalMarginalRate;
  const stateAllows = !(
    input.state && STATES_WITHOUT_CHARITABLE_DEDUCTION.value.includes(input.state)
  );
  return { federal, stateAllows, total: federal + (stateAllows ? input.stateRate : 0) };
}
