import { sourced } from './sourced';
import type { Sourced } from './sourced';
import type { StateCode } from './types';

/**
 * States that leave retirement-plan and IRA distributions out of their income tax: the age from
 * which they do (0: any age). A Roth conversion is such a distribution. Pensions are exempt on the
 * same terms; partial exclusions elsewhere (New York's $20,000, for one) are not modelled.
 */
export const STATE_RETIREMENT_DISTRIBUTION_EXEMPTION: Partial<Record<StateCode, Sourced<number>>> =
  {
    IL: sourced(
      0,
      'V-P',
      'https://tax.illinois.gov/questionsandanswers/99.html ; https://accountinginsights.org/does-illinois-tax-roth-conversions-on-retirement-accounts',
      '35 ILCS 5/203(a)(2)(F): qualified plans, IRAs, a traditional IRA converted to a Roth IRA, government pensions and the federally taxed part of Social Security are subtracted.',
    ),
    PA: sourced(
      59.5,
      'V-2',
      'https://www.freetaxusa.com/help/display_faq.jsp?faq_id=9964 ; https://tinygrab.com/does-pennsylvania-tax-ira-distributions',
      'IRA distributions received from 59½ (and to a beneficiary after death) are not taxed; a conversion to a Roth IRA is generally not taxed (PA DOR answer 274).',
    ),
    MS: sourced(
      59.5,
      'V-2',
      'https://irahelp.com/forum-post/77159-are-roth-conversions-taxable-mississippi ; https://support.taxslayer.com/hc/en-us/articles/360028645851-Is-my-retirement-income-taxable-to-Mississippi-',
      'Miss. Code 27-7-15 and its regulation (35-3-04-02): pensions, IRAs and Keogh plans are exempt; early distributions are not.',
    ),
  };

/**
 * States that still tax Social Security benefits in 2026 (each with its own exclusions, not
 * modelled): every other state with an income tax leaves them out. West Virginia's exemption is
 * complete from 2026.
 */
export const STATES_TAXING_SOCIAL_SECURITY_2026: Sourced<StateCode[]> = sourced(
  ['CO', 'CT', 'MN', 'MT', 'NM', 'RI', 'UT', 'VT'],
  'V-2',
  'https://www.moneydigest.com/2069211/us-state-stop-taxing-social-security-2026 ; https://financebuzz.com/state-join-others-dont-tax-social-security ; https://www.fool.com/retirement/2026/01/19/retirees-in-this-state-could-keep-more-of-their-so/',
);

/** Whether `state` taxes a retirement-plan or IRA distribution (a Roth conversion too) at `age`. */
export function stateTaxesRetirementDistribution(
  state: StateCode,
  age: number | undefined,
): boolean {
  const from = STATE_RETIREMENT_DISTRIBUTION_EXEMPTION[state]?.value;
  if (from === undefined) return true;
  // Age unknown: only an exemption at any age can be relied on.
  return age === undefined ? from > 0 : age < from;
}

/** Whether `state` taxes the federally taxable part of Social Security benefits. */
export function stateTaxesSocialSecurity(state: StateCode): boolean {
  return STATES_TAXING_SOCIAL_SECURITY_2026.value.includes(state);
}
