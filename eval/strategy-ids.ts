import type { EvalCase } from './cases';

/**
 * Maps a recommendation to at most one strategy ID of the eval vocabulary (README 'Strategy
 * vocabulary'). A recommendation carrying a vocabulary ID as its `strategyId` is taken at its
 * word; otherwise its name is matched against the aliases the README accepts. No match is
 * 'other': it counts against precision, never as a wrong strategy.
 */

/** The README's 'Also accept' column, as patterns over the recommendation's name. */
const ALIASES: [id: string, pattern: RegExp][] = [
  ['GRAT', /\bgrat\b|grantor retained annuity/i],
  ['SLAT', /\bslat\b|spousal lifetime access/i],
  [
    'ILIT',
    /\bilit\b|irrevocable life insurance trust|second[- ]to[- ]die|survivorship (life|policy)/i,
  ],
  ['IDGT_SALE', /\bidgt\b|intentionally defective|sale to a grantor trust|freeze sale/i],
  ['DYNASTY_TRUST', /dynasty|gst[- ]exempt|multi-?generational trust|gst allocation/i],
  ['QPRT', /\bqprt\b|qualified personal residence/i],
  ['CRT', /\bcr[au]?t\b|nimcrut|flip crut|charitable remainder/i],
  ['CLAT', /\bcl[au]?t\b|charitable lead/i],
  ['DAF', /\bdaf\b|donor[- ]advised/i],
  ['PRIVATE_FOUNDATION', /private foundation|family foundation/i],
  ['FLP', /\bflp\b|family limited partnership|family llc|valuation discount|recapitali[sz]ation/i],
  ['ANNUAL_EXCLUSION_GIFTING', /annual[- ]exclusion|crummey/i],
  ['LIFETIME_GIFTS', /lifetime (gift|exemption)|discounted gifts|use of (the )?exemption/i],
  ['1031_EXCHANGE', /1031|like[- ]kind/i],
  ['DST', /\bdst\b|delaware statutory/i],
  ['UPREIT_721', /upreit|\b721\b/i],
  ['HOLD_FOR_STEP_UP', /step[- ]up|swap till you drop/i],
  ['OPPORTUNITY_ZONE', /opportunity (zone|fund)/i],
  ['COST_SEGREGATION', /cost[- ]seg|bonus depreciation/i],
  ['MEGA_BACKDOOR_ROTH', /mega[- ]backdoor|after-tax 401/i],
  ['BACKDOOR_ROTH', /backdoor roth/i],
  ['ROTH_CONVERSION', /roth conversion|convert(ing)? to (a )?roth/i],
  ['SOLO_401K', /solo 401|individual 401/i],
  ['MAX_PRETAX_401K', /(pre-?tax|maximi[sz]e).*(401|deferral)/i],
  ['CASH_BALANCE_PLAN', /cash balance|defined benefit/i],
  ['NQDC', /\bnqdc\b|non-?qualified deferred/i],
  ['SPLIT_DOLLAR', /split[- ]dollar/i],
  ['PREMIUM_FINANCING', /premium financ/i],
  ['CAPTIVE_INSURANCE', /captive|831\(b\)/i],
  ['ESOP', /\besop\b|employee stock ownership|1042/i],
  ['BUY_SELL', /buy[- ]sell|succession agreement/i],
  ['QSBS_STACKING', /qsbs|1202/i],
  ['EXCHANGE_FUND', /exchange fund|swap fund/i],
  ['DIRECT_INDEXING_TLH', /direct index|tax[- ]loss harvest/i],
  ['INSTALLMENT_SALE', /installment sale|staged sale|multi-year sale/i],
  ['CGA', /charitable gift annuit/i],
  ['PTET', /\bptet\b|pass-through entity tax|salt[- ]cap workaround|\bbait\b/i],
  ['ING_TRUST', /\b[nwd]?ing trust|incomplete[- ]gift non-?grantor/i],
  ['NON_GRANTOR_TRUST', /slant|non-?grantor trust/i],
  ['RESIDENCY_CHANGE', /residency|domicile|moving state|state residency/i],
  ['DAPT', /\bdapt\b|domestic asset protection/i],
  ['PPLI', /\bppli\b|private placement/i],
  ['QTIP_TRUST', /\bqtip\b/i],
  ['CREDIT_SHELTER_TRUST', /credit[- ]shelter|bypass trust|family trust/i],
  ['PORTABILITY_ELECTION', /portability|dsue/i],
  ['QDOT', /\bqdot\b|qualified domestic trust/i],
  ['NONCITIZEN_SPOUSE_GIFTING', /non-?citizen spouse/i],
  ['PFIC_AVOIDANCE', /\bpfic\b/i],
  ['RETITLE_JOINT_PROPERTY', /re-?titl/i],
  ['FOREIGN_REPORTING_COMPLIANCE', /fbar|8938|3520|foreign reporting/i],
  ['CHARITABLE_IRA_BENEFICIARY', /charit\w* (as )?(ira )?beneficiar/i],
  ['QCD', /\bqcd\b|qualified charitable distribution/i],
  ['PLAN_529', /\b529\b/i],
  ['TERM_LIFE_INSURANCE', /term life|income protection/i],
  ['DISABILITY_INSURANCE', /disability insurance/i],
  ['WILL_GUARDIANSHIP', /\bwills?\b|guardian/i],
  ['REVOCABLE_TRUST', /revocable|living trust|probate/i],
  ['LLC_ASSET_PROTECTION', /llc (per|for each) property|property llc/i],
  ['RULE_10B5_1', /10b5-?1/i],
  ['HEDGE_COLLAR', /collar|prepaid variable forward/i],
  ['SOCIAL_SECURITY_TIMING', /social security/i],
  ['ACA_MAGI_MANAGEMENT', /\baca\b|premium (tax )?credit/i],
  ['DELAY_RETIREMENT', /work longer|phased retirement|delay(ing)? retirement/i],
  ['CONSERVATIVE_ALLOCATION', /conservative allocation|income allocation|bucket/i],
  ['ASSET_LOCATION', /asset location/i],
  ['ANNUITY_INCOME_FLOOR', /income floor|income annuit|\bspia\b/i],
  ['PAY_OFF_MORTGAGE', /pay (off|down) (the )?mortgage/i],
  ['REASONABLE_COMP_REVIEW', /reasonable comp/i],
];

/** Every ID a case uses, plus the README's table: what a `strategyId` may be taken as. */
export function vocabulary(cases: EvalCase[]): Set<string> {
  const ids = new Set(ALIASES.map(([id]) => id));
  for (const c of cases) {
    for (const e of c.expectedStrategies) ids.add(e.id);
    for (const a of c.acceptableStrategies ?? []) ids.add(a);
    for (const w of c.wrongStrategies) ids.add(w.id);
  }
  return ids;
}

export const OTHER = 'other';

export function strategyIdOf(
  recommendation: { strategy: string; strategyId?: string },
  known: Set<string>,
): string {
  if (recommendation.strategyId && known.has(recommendation.strategyId))
    return recommendation.strategyId;
  return ALIASES.find(([, pattern]) => pattern.test(recommendation.strategy))?.[0] ?? OTHER;
}
