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
