import { PROFESSIONS } from './professions';

/** What an amount is, judged from the words around it. */
export type AmountKind =
  | 'netWorth'
  | 'totalAssets'
  | 'totalLiabilities'
  | 'liability'
  | 'incomeTotal'
  | 'agi'
  | 'incomePart'
  | 'expenses'
  | 'investments'
  | 'retirement'
  | 'roth'
  /** A 529 or other college savings account: the owner's, set aside for education. */
  | 'educationSavings'
  /** A statement's total ('Total account value'): the holdings listed with it are its parts. */
  | 'accountTotal'
  | 'residence'
  | 'investmentRealEstate'
  /** Other things of value: collectibles, vehicles, personal property, 'other assets'. */
  | 'otherAsset'
  /** The cash value of a permanent life insurance policy. */
  | 'policyCashValue'
  /** Second and vacation homes: personal use, not investment real estate. */
  | 'secondHome'
  /** Real estate not said to be a home or an investment ('property', 'real estate'). */
  | 'otherRealEstate'
  | 'business'
  | 'concentrated'
  | 'basis'
  | 'lifeInsurance'
  | 'charitableGiving'
  | 'charitableVehicle'
  /** Not a holding of the client: exemptions, premiums, gifts, taxes, limits ... */
  | 'ignore'
  /** Negations ('no debt', 'paid off'): the words before them say nothing about what follows. */
  | 'reset';

/** The kinds of account a statement's total can stand for. */
export const HOLDING_KINDS: readonly AmountKind[] = ['investments', 'retirement', 'roth'];
/** What an attached document can say a property it values is ('Subject property ... (second home)'). */
export const PROPERTY_KINDS: readonly AmountKind[] = [
  'residence',
  'secondHome',
  'investmentRealEstate',
];

export interface Keyword {
  pattern: string;
  kind: AmountKind;
  /** Weak words ('is worth', 'valuation') yield to a specific word earlier in the clause. */
  isWeak?: boolean;
  isCaseSensitive?: boolean;
}

/**
 * A word that names a list item only right after its figure and before the item ends ('$3M
 * retirement, $5M home', 'her $150K consulting.'), not wherever it appears.
 */
/** Words after a distribution that put it in a later year ('RMDs start at 75', 'will be ~$90k'). */
const NOT_YET =
  '(?![^.;\\n$]{0,30}\\b(?:will|would|start\\w*|begin\\w*|kick in|at (?:age )?7\\d|in 20\\d\\d|from 20\\d\\d|when|next year|later|once)\\b)';

/** Not right after a sale's verb: 'selling 2 bldgs' is a part offered, not more property. */
const NOT_FOR_SALE =
  '(?<!\\b(?:sell|selling|sells|sold|sale of)\\s+(?:\\d+\\s+|two\\s+|three\\s+|the\\s+)?)';

/** One word of an employer's name (read in any case), not running past the end of its sentence. */
const EMPLOYER_WORD =
  "[A-Z][\\w&'’-]*(?:\\.[\\w&'’-]+)*(?:(?<=\\b(?:[A-Z]|Corp|Inc|Co|Ltd|Bros))\\.)?";

const listItemNamed = (word: string) =>
  `(?<=[$£€][\\d.,]+\\s?(?:[kKmM]{1,2}|million|thousand)?\\s)${word}(?=\\s*(?:[,;)]|\\.(?!\\d)|and\\b|$))`;

const k = (kind: AmountKind, patterns: string[], options: Omit<Keyword, 'pattern' | 'kind'> = {}) =>
  patterns.map((pattern) => ({ pattern, kind, ...options }));

export const AMOUNT_KEYWORDS: Keyword[] = [
  // What a purchase may cost ('Looking to buy a house, $2M budget'): neither yearly spending nor
  // a home held. First, so it wins over 'budget' as spending.
  ...k('ignore', [
    '(?<=\\b(?:buy|buying|purchase|purchasing|build|building|renovat\\w*|remodel\\w*|house|home|wedding)\\b[^.;\\n]{0,40})budget',
  ]),
  ...k('netWorth', [
    'net[- ]?worth',
    'networth',
    'net estate',
    'net assets',
    // 'Total family wealth ~$300M': all the household owns, as the notes sum it up.
    '(?:total|family|household|combined|personal|overall)(?: family)? wealth',
  ]),
  ...k('netWorth', ['NW', 'N\\.W\\.'], { isCaseSensitive: true }),
  ...k(
    'netWorth',
    [
      "(?:is|are|'s|’s|were|was) worth",
      'worth (?:about|around|roughly|approximately|approx\\.?|an estimated|over|north of|nearly|close to|in excess of)',
      '(?:gross|taxable|total|combined|entire) estate',
      'estate (?:of|valued at|is valued at|is worth|worth|is about|is roughly|totals?|totaling|is approximately|is)',
      'balance sheet',
    ],
    { isWeak: true },
  ),
  ...k('totalAssets', [
    'total assets',
    'gross assets',
    'assets total(?:ing)?',
    'total holdings',
    'assets',
  ]),
  // 'Total ~10M.' standing alone after a list of what the client holds.
  ...k('totalAssets', ['total(?=\\s*[~≈:]?\\s*[$£€]?\\d)'], { isWeak: true }),
  ...k('totalLiabilities', [
    'total liabilities',
    'liabilit(?:y|ies)',
    'total debts?',
    'debts? total(?:ing)?',
  ]),
  ...k('liability', [
    'mortgages?',
    // Advisors' shorthand: 'mtg ~600K', 'HELOC $150K'.
    'mtgs?',
    'helocs?',
    'loans?',
    'lines? of credit',
    'home equity line',
    'margin (?:loan|debt|balance)',
    'debts?',
    'owes?',
    'owed',
    'owing',
    'notes? payable',
    'credit cards?',
    'balance (?:owed|due|remaining)',
    'borrowed',
    // Loan and mortgage statements.
    '(?:outstanding |unpaid |current |remaining )?principal(?: balance)?',
    'loan balance',
    // What the client owes on equipment or a vehicle: 'equipment note $110k', 'truck loan'.
    '(?:equipment|auto|car|truck|tractor|business|bank|SBA) (?:note|loan)s?',
    'payoff (?:amount|balance)',
  ]),
  ...k('liability', ['LOC', 'HELOC', 'SBA'], { isCaseSensitive: true }),
  ...k('reset', [
    'no (?:debts?|mortgages?|mtgs?|loans?|liabilities|life insurance|insurance)',
    'debt[- ]free',
    'mortgage[- ]free',
    'paid[- ]off',
    'paid off',
    'owns? (?:it|the house|the home|their home) outright',
    'free and clear',
  ]),
  ...k('incomeTotal', [
    'household income',
    'total income',
    'annual income',
    'gross income',
    'combined income',
    'family income',
    'earned income',
    // Income from property, which continues past a retirement: 'royalty income ~$3.4M/yr'.
    '(?:royalty|mineral|oil (?:and|&) gas|pension|trust|investment) income',
    // Not a trust's 'income beneficiary' or 'income interest': what the trust is worth, not pay.
    'income(?!\\s+(?:beneficiar\\w*|interest\\b))',
    'total comp(?:ensation)?',
  ]),
  // 'TC ~$1.1M', 'TC: 850k': total compensation, as pay is shorthanded (an employee's, not a
  // company's value).
  ...k('incomeTotal', ['HHI', 'TC'], { isCaseSensitive: true }),
  // The only household figure some notes give: 'Combined taxable income ~$188K'.
  ...k('incomeTotal', [
    '(?:combined|household|joint) taxable income',
    // A sentence that opens with it speaks of the household's: 'Taxable income ~$650k (RMDs,
    // dividends, LP K-1s)'.
    '(?<=(?:^|[.;\\n]\\s*))taxable income',
  ]),
  // Advisors' shorthand for parts of income: 'SS ~80K', 'K-1 ~1.4M/yr', '~45K div/int'.
  ...k('incomePart', ['SS', 'K-1s?', 'Sch(?:ed(?:ule)?)?\\.? C'], { isCaseSensitive: true }),
  // Rentals' net operating income ('NOI $150k after expenses'): what the buildings pay the
  // owner after their running costs, income like 'net rents', never spending.
  ...k('incomePart', ['NOI'], { isCaseSensitive: true }),
  ...k('incomePart', ['net operating income']),
  ...k('incomePart', ['div(?:idends?)?/int(?:erest)?', 'int(?:erest)?/div(?:idends?)?']),
  ...k('agi', ['adjusted gross income']),
  ...k('agi', ['AGI', 'MAGI'], { isCaseSensitive: true }),
  ...k('incomePart', [
    'salary',
    'salaries',
    'wages',
    'W-?2(?: income| wages| comp)?',
    'bonus(?:es)?',
    'base(?: pay| salary)?',
    'comp',
    'compensation',
    'earns',
    'consults',
    'earning',
    'earned',
    'makes',
    'making',
    'draws?',
    'distributions',
    'business income',
    'K-1 income',
    // A partner's or shareholder's share of the business's ordinary income ('K-1 ordinary
    // income $720k', box 1): the business part of income, not the household's total.
    '(?:K-1|Schedule K-1)(?: box 1)? (?:ordinary )?(?:business )?income',
    'net profit',
    'profit',
    'rental income',
    // 'Net rents ~$610k/yr': what the buildings pay after expenses, not what they are worth
    // (gross rents, a Schedule E's line 3, are not income before them).
    'net rents?',
    // Schedule E: line 21 per property, line 26 their total.
    'income(?: or \\(loss\\))? from rental real estate',
    'rental real estate and royalty income(?: or \\(loss\\))?',
    // Form 1040 line 8: one part of the total income on line 9.
    '(?:additional|other) income',
    'ordinary dividends',
    'qualified dividends',
    'dividends?',
    'interest income',
    'taxable interest',
    'tax-exempt interest',
    '(?:survivor|retirement|pension|monthly) benefits?',
    'consulting (?:income|fees)',
    // 'Linda part-time ~$60k': a part-time job's pay, the figure right after.
    'part[- ]time(?: (?:job|work|income|pay|salary))?(?=\\s*[(:,-]?\\s*[~≈]?\\s*\\$?\\d[\\d,.]*\\s?[kK]?\\b)',
    // Paid to the client by a former spouse: income while it lasts (taxable under a divorce
    // instrument made before 2019; the projection and the tax situation say which).
    'alimony',
    'spousal support',
    // 'her consulting $300K': consulting with its pay right after it; 'her $150K consulting':
    // a list item named by the word after its figure.
    'consulting(?=\\s*[(:,-]?\\s*[~≈]?\\s*\\$)',
    listItemNamed('consulting'),
    'pension income',
    'pensions?',
    // What a holding pays, not its value: 'taxable acct throws off ~45K div/int'.
    '(?:throws?|throwing|kicks?|kicking) off',
    '(?:generates?|generating|yields?|yielding|produces?|producing)(?= ~?\\$?\\d)',
    'social security(?: benefits)?',
    'pays? (?:him|her|them)(?:self|selves)?',
    'take-?home',
    // 'takes home ~$700k': pay, not a house.
    'takes? home',
    // 'ICU nurse ~78K', 'W teacher $64K': a working person's job with its pay right after it
    // (a dollar sign or thousands: 'Engineer, 52, 2M IRA' is an age and a balance), not a
    // job the household pays for ('pays the property manager $900/mo').
    // 'ops mgr at Ball Corp (~145k)', 'physician at Swedish, ~$540k': the employer may stand
    // between the job and its pay.
    // The employer's name ends at a sentence's end ('engineer at private startup. Salary $240k'
    // leaves the salary its own word): a period stays in it only inside an initialism or after
    // a one-letter initial or a company's suffix ('J.P. Morgan', 'Ball Corp.').
    `(?<!\\b(?:retired|property|the|pays?|paid|hired?|our|their)\\s+)(?:${PROFESSIONS})(?:\\s+(?:at|with|for)\\s+${EMPLOYER_WORD}(?:\\s+${EMPLOYER_WORD}){0,3})?(?=\\s*[(:,-]?\\s*[~≈]?\\s*(?:\\$\\s?\\d|\\d[\\d,.]*\\s?[kK]\\b))`,
    // 'Dana is a teacher ($72k)': a role with its pay in brackets.
    '(?:is|works as) an? (?:[a-z]+ ){0,2}?[a-z]+(?= \\(\\$)',
  ]),
  ...k('expenses', [
    'spend(?:s|ing)?',
    'spent',
    'expenses',
    'living expenses',
    'lifestyle(?: costs| spending| expenses)?',
    'burn(?: rate)?',
    'budget',
    'cost of living',
    'living costs',
    'outflows?',
    'lives on',
    // 'needs $200K a year', not 'needs $2M by retirement' (a target, not spending).
    'needs(?= (?:about |around |~)?[$£€]?[\\d.,]+\\s?(?:[kKmM]{1,2}|million|thousand)?\\s*(?:a|per|/|each|every)\\s*(?:year|yr|month|mo)\\b)',
  ]),
  ...k('investments', [
    'brokerage(?: accounts?)?',
    // 'marketable $28M @ JPM': listed securities in an account.
    'marketable(?: securities| portfolio)?',
    // 'taxable 3.4mm': the taxable account named by the word alone, its figure right after.
    'taxable(?=\\s*[:=~≈]?\\s*(?:about |~)?[$£€]?\\d)',
    // CRM exports: what the firm manages and what the client holds elsewhere.
    'assets under management',
    // Qualified 'assets' are one holding, not the total assets ('Trust assets $5M').
    '(?:trust|non-retirement|taxable|invested|investment|digital) assets',
    '(?:held[- ]away|outside) (?:assets|accounts?|investments)',
    // Custodians' names on statements and trust schedules ('Charles Schwab account ending 4471').
    // Where an account is held, not what it is: 'IRA at Vanguard ~$3.1M' is the IRA.
    '(?<!\\b(?:IRAs?|401\\(?k\\)?s?|403\\(?b\\)?|Roth(?: IRA)?|SEP|HSA|529)\\s+(?:(?:held\\s+)?at|with|@|w\\/)\\s+)(?:Schwab|Fidelity|Vanguard|Morgan Stanley|Merrill(?: Lynch)?|UBS|Goldman Sachs|J\\.?P\\.? ?Morgan|Wells Fargo|Edward Jones|Raymond James|LPL|Pershing|E\\*Trade|Interactive Brokers)(?: (?:brokerage )?accounts?)?',
    'portfolio',
    'investable assets',
    'investable',
    'liquid assets',
    'liquid (?:net worth|investments)',
    'liquid',
    'investments?',
    'invested',
    'taxable (?:account|accounts|accts?|portfolio|investments)',
    'joint (?:acct|account|taxable)',
    'stocks and bonds',
    'securities',
    // Not the terms of a deal: 'all-cash sale at ~$700M', 'cash offer'.
    'cash(?![- ](?:sale|deal|offer|buyout|acquisition|purchase)\\b)',
    // Money received after tax is cash on hand: '$5.7M landed after withholding'.
    '(?:landed|was deposited|were deposited|hit (?:the|their|his|her) (?:account|bank))',
    'savings',
    // 'bank $240k', 'bank accts ~$310k': deposits, named by where they are, the figure right after
    // (not a bank loan or what is owed to the bank).
    '(?<!\\b(?:owes?|owed|owing|to|from|the|a)\\s+)bank(?:\\s+(?:accts?|accounts?|balances?|deposits?))?(?=\\s*[:=-]?\\s*[~≈]?\\$\\s?\\d)',
    'money market',
    // A high-yield savings account: 'HYSA $95k'.
    'HYSA',
    'high[- ]yield savings(?: account)?',
    'munis?',
    'municipal bonds',
    'bonds',
    'equities',
    'mutual funds',
    'index funds',
    'managed (?:assets|accounts?)',
    'checking',
    'treasur(?:y|ies)',
    'T-bills',
    'trust account',
    'joint account',
    'crypto(?:currency)?',
    'bitcoin',
    'private equity',
    'hedge funds?',
    'annuit(?:y|ies)',
    'stocks',
    'foreign (?:assets|accounts?|investments)',
    'offshore (?:assets|accounts?)',
  ]),
  ...k('investments', ['CDs?', 'ETFs?', 'AUM'], { isCaseSensitive: true }),
  ...k('concentrated', ['BTC', 'ETH'], { isCaseSensitive: true }),
  ...k('accountTotal', [
    'total (?:account|portfolio|market) value',
    'total value',
    '(?:ending|closing|net) (?:account )?(?:value|balance)',
    '(?:account|portfolio|statement) (?:value|balance)',
  ]),
  ...k('retirement', [
    // '~$1.7M saved, all pre-tax (401(k)s/IRAs)'.
    // Not 'the lump sum, $16.7M pre-tax': an amount before tax is not an account.
    '(?:all|mostly) pre-?tax',
    'pre-?tax (?:accounts?|savings|money|retirement)',
    '401\\s?\\(?k\\)?s?',
    '403\\s?\\(?b\\)?s?',
    '457\\s?\\(?b\\)?',
    'rollover IRA',
    'simple IRA',
    // An inherited account is held now ('$750k inherited IRA'), not an inheritance to come.
    'inherited (?:(?:traditional|trad\\.?|rollover) )?(?:IRAs?|401\\s?\\(?k\\)?|403\\s?\\(?b\\)?)',
    'retirement (?:accounts?|assets|savings|plans?|funds|balances?|money)',
    // The word alone as a label with its balance right after ('Retirement $1.6M'), not a
    // yearly amount ('retirement ~$150k/yr').
    'retirement(?=\\s*[:=~≈-]?\\s*(?:about |around |~)?[$£€]\\d[\\d.,]*\\s?(?:[kKmM]{1,2}|million|thousand)?(?![\\d,kKmM]|\\.\\d)(?!\\s*(?:/|per\\b|a\\s+(?:year|month)|each\\b)))',
    // A list item named by the word alone ('$12M brokerage, $3M retirement, $5M home').
    listItemNamed('retirement'),
    'pensions?',
    'profit[- ]sharing(?: plan)?',
    'cash balance (?:plan|pension)',
    'defined benefit(?: plan)?',
    'qualified (?:plans?|accounts?|money)',
    'deferred comp(?:ensation)?',
    'tax-deferred(?: accounts?)?',
  ]),
  ...k('retirement', ['IRAs?', 'SEP(?:-IRA)?', 'TSP', 'NQDC'], { isCaseSensitive: true }),
  ...k('roth', ['(?:inherited )?roth(?: IRA| 401\\s?\\(?k\\)?)?s?']),
  ...k('educationSavings', [
    '529s?(?: plans?| accounts?)?',
    'college savings(?: plans?| accounts?)?',
  ]),
  ...k('residence', [
    'primary residence',
    'principal residence',
    'primary home',
    'main home',
    'residence',
    'home',
    'house',
    'homestead',
    // A New York apartment is owned as shares of a cooperative: 'co-op ~1.1M (mtg 400K)'.
    'co-?op(?: apartment| unit)?',
    'condo',
    'townhouse',
    'brownstone',
    'row ?house',
  ]),
  ...k('otherAsset', [
    'other (?:assets|investments|holdings)',
    'personal (?:property|effects|assets)',
    'collectibles?',
    'art(?: collection)?',
    'jewelry',
    'vehicles?',
    // A farm's or a contractor's machinery: '~$2M of equipment'.
    '(?:farm |heavy )?equipment',
    'machinery',
    // Interests in minerals held as property ('family oil & gas interests ~$4.5M').
    '(?:oil (?:&|and) gas|mineral|royalty|working) (?:interests?|rights|royalties)',
    'mineral rights',
    'cars?',
    'boats?',
    'yacht',
    'aircraft',
    // Money still owed to the client for a sale: an asset until it is paid.
    'earn-?outs?',
    'notes? receivable',
    // What a buyer still owes on an installment note ('buyer pays $240k/yr ... remaining
    // balance ~$1.68M'); a balance the client owes has no buyer before it.
    '(?<=\\bbuyer\\b[^.;\\n]{0,80})(?:remaining |outstanding |unpaid )?(?:note )?balance',
  ]),
  ...k('policyCashValue', [
    '(?:cash )?surrender value',
    'cash value(?: of (?:the|his|her|their) polic(?:y|ies))?',
  ]),
  ...k('secondHome', [
    'vacation (?:home|house|property)',
    'second home',
    // A city apartment beside the home: 'NYC pied-a-terre $4.5M (co-op)'.
    'pied[- ]?[aà][- ]?terre',
    '(?:beach|lake|shore|bay|coast) (?:house|home|condo|cottage)',
    'ski (?:house|home|condo|chalet)',
    'cabin',
    '(?:summer|winter|mountain|weekend) (?:home|house)',
  ]),
  ...k('otherRealEstate', [
    'real estate',
    'propert(?:y|ies)',
    // A building of no stated use ('Bldg worth ~$4.2M'); never the verb ('building the co.'),
    // nor a part of the holdings offered for sale ('selling 2 bldgs (~$2.4M FMV)').
    `${NOT_FOR_SALE}bldgs?`,
    `${NOT_FOR_SALE}(?:the|a|an|one|two|three|four|\\d+|clinic|office|his|her|their|our) (?:clinic |office )?buildings?`,
    // An appraisal report's conclusion.
    'appraised value',
    'opinion of (?:market )?value',
  ]),
  ...k('investmentRealEstate', [
    // Rentals held through an entity are real estate, not an operating business.
    '(?:rental|real estate|property|realty)(?: holding)? (?:LLC|LP|partnership)s?',
    'LLC (?:that )?(?:holds?|holding|owns|owning) (?:\\w+ ){0,3}?(?:rentals?|apartments?|buildings?|propert(?:y|ies))',
    'rentals? (?:through|in|via|held in|held by) (?:an?|the|his|her|their) LLC',
    'rental(?:s| properties| property| real estate| portfolio| units| homes?| houses?| condos?| apartments?| townhouses?)?',
    'investment (?:property|properties|real estate)',
    'commercial (?:real estate|buildings?|propert(?:y|ies)|RE)',
    'office (?:building|park)',
    'apartment (?:buildings?|complex(?:es)?)',
    '(?:\\d+-unit )?apts?\\.? (?:buildings?|complex(?:es)?)',
    // A developer's unsold units are inventory held for sale, never a home.
    '(?:condo|townhome|townhouse|spec home) (?:project|development|units)',
    '(?:unsold|remaining) (?:units|condos|homes|lots)',
    'multi-?family',
    // 'Real estate investor: 14 units across 4 bldgs': rental buildings by count.
    '(?:\\d+ )?units? across (?:\\d+ )?(?:bldgs?|buildings?)',
    'duplex',
    'triplex',
    'fourplex',
    'warehouse',
    'strip (?:mall|center)',
    'shopping center',
    '(?:retail|industrial) (?:center|building|property)',
    'land',
    'acreage',
    // '1,200 acres worth ~$14M'.
    'acres',
    'farm(?:land)?',
    'ranch',
    'real estate (?:portfolio|holdings|investments)',
  ]),
  ...k('investmentRealEstate', ['CRE', 'NNN', 'DST'], { isCaseSensitive: true }),
  // A home let to tenants is an investment property: 'Flat in London ... ~£400k, let out'.
  ...k('investmentRealEstate', [
    '(?:flat|apartment|condo|house|cottage|villa)(?=[^.;\\n]{0,60}\\b(?:let out|rented out|renting (?:it )?out|rents? (?:it )?out|tenants?)\\b)',
    // 'condo in Evanston which he's renting out, worth ~$420k': the words up to the letting are
    // the hit, so it outranks the home a bare 'condo' names.
    '(?:flat|apartment|condo|house|cottage|villa)[^.;\\n\\d$£€]{0,60}?\\b(?:let out|rented out|renting (?:it )?out|rents? (?:it )?out)\\b',
    // Chicago's small rental buildings: 'owns 3 two-flats'.
    '(?:two|three|four|2|3|4)-flats?',
  ]),
  ...k('otherRealEstate', [
    'flat',
    'apartment',
    'townhouse',
    'penthouse',
    'villa',
    'cottage',
    'chalet',
  ]),
  ...k('business', [
    '(?:business|company|corporate) assets',
    'business(?:es)?',
    'company',
    'firm',
    'practice',
    'agency',
    'dealership',
    'c[- ]?corp(?:oration)?',
    'partnership',
    'enterprise value',
    // 'LOI at $24M EV': what the buyer prices the company at.
    '(?<=\\$?[\\d.,]+\\s?[MmKk]?\\s)(?:T?EV)(?=\\b)',
    'equity (?:stake|interest)',
    'stake',
    'ownership (?:interest|stake)',
    // A part of the business the owner holds: 'His 1/3 interest is worth ~$2.4M', 'her 25%
    // interest'. Its worth is the business's, never the household's net worth.
    '(?:(?:his|her|their|my|our)\\s+)?(?:\\d+/\\d+|\\d+(?:\\.\\d+)?%)\\s+interest',
    '(?:his|her|their) interest(?!\\s+(?:income|rates?|payments?|expense|on)\\b)',
    'operating company',
    // The owner's part where the notes also price the whole company: 'his share ~$100M'.
    '(?:his|her|their) share(?=\\s*[:=~≈(-]*\\s*\\$?\\d)',
    'restaurants?',
    'clinic',
    'franchises?',
    'startup',
    'opco',
  ]),
  ...k('business', [
    '(?:group|dental|medical|physician|surgical|law|accounting|veterinary) (?:group|practice)',
  ]),
  // 'Stock basis in S-corp approx $4.5M': what the shares cost, not what the company is worth.
  ...k(
    'basis',
    [
      '(?:stock |tax )?basis in (?:the |his |her |their )?(?:S[- ]?corp\\w*|C[- ]?corp\\w*|company|business|stock|shares|LLC|co\\b)',
    ],
    {
      isCaseSensitive: false,
    },
  ),
  ...k('business', ['S[- ]?[Cc]orp(?:oration)?', 'LLC', 'PLLC', 'P\\.?C\\.?', 'Inc\\.?'], {
    isCaseSensitive: true,
  }),
  // The notes' shorthand for a company ('dev co ~12M'): lower case only, so the state code CO
  // and 'co-op' or 'co-owner' are not read as one; 'co stock' is an employer's shares.
  // 'W-2 from co $400k', 'leased to the co at $420k/yr': what the company pays, not its value.
  ...k(
    'business',
    [
      '(?<!\\b(?:from|to|by)\\s(?:the\\s)?)co(?!-)(?!\\s+(?:stock|shares|equity|RSUs?|options|401|at\\b))',
    ],
    {
      isCaseSensitive: true,
    },
  ),
  ...k(
    'business',
    [
      'valuation',
      // What a buyer would pay for the company: 'likely sale in 12-18 months at ~$700M'.
      '(?:sale|acquisition|buyout|exit)(?=\\s[^$.;\\n]{0,30}\\b(?:at|for)\\s*~?\\$)',
      // A venture round's price for the whole company: '$90M post', 'post-money $120M'.
      // Not 'post-tax', 'post-sale', 'post office'.
      'post(?:-money)?\\b(?![- ](?:tax|sale|closing|retirement|divorce|office))',
      'pre-money',
      'sale price',
      'sell(?:s|ing)? (?:it )?for',
      'sold (?:it )?for',
      'valued',
      // A value put on it by whoever would sell it: 'Banker prelim value 18-22M'.
      "(?:banker|broker|appraiser|buyer)(?:'s)?(?: prelim(?:inary)?)? (?:value|valuation|offer)",
    ],
    {
      isWeak: true,
    },
  ),
  ...k('concentrated', [
    'concentrated(?: position| stock| holding)?',
    // One crypto-asset is one position: '~80 BTC now ~8.0M'.
    'bitcoin',
    'crypto(?:currency)?',
    'single[- ]stock(?: position)?',
    'employer stock',
    'company stock',
    'restricted stock',
    'stock options',
    "founders?'?s? (?:shares|stock)",
    'pre-IPO(?: shares| stock)?',
    'stock position',
    'low[- ](?:cost[- ])?basis (?:stock|shares|position|holding)s?',
  ]),
  // 'for $18M, stock sale': the deal's form (of the shares, not the assets), no holding.
  ...k('concentrated', ['options', 'shares', 'position', 'stock(?!\\s+(?:sale|deal|purchase))'], {
    isWeak: true,
  }),
  ...k('concentrated', ['RSUs?', 'ESPP', 'ISOs?', 'NSOs?'], { isCaseSensitive: true }),
  ...k('basis', [
    '(?:cost |tax |adjusted |total )?basis',
    'bought (?:it |them )?(?:in )?(?:\\d{4} )?(?:at|for)',
    'purchased (?:it |them )?(?:at|for)',
    // What a founder paid for the shares: 'stock issued at formation in 2019 for $1k'.
    '(?:issued|acquired) (?:(?:at|on|in) [^$.;,\\n]{1,30} )?for',
    'original cost',
  ]),
  ...k('lifeInsurance', [
    'life insurance',
    'life (?:policy|policies|coverage|cover)',
    'term (?:life|policy|policies|insurance|coverage)',
    'whole life',
    'universal life',
    'survivorship(?: life| policy)?',
    'second[- ]to[- ]die',
    'death benefits?',
    'permanent (?:life|insurance|policy|coverage)',
    'insurance',
    'insured for',
    'face (?:amount|value)',
    'coverage',
    'polic(?:y|ies)',
  ]),
  ...k('lifeInsurance', ['IUL', 'VUL', 'GUL', 'UL'], { isCaseSensitive: true }),
  ...k('charitableGiving', [
    'gives',
    'give',
    'giving',
    'donat(?:es|e|ed|ing|ions?)',
    'tith(?:e|es|ing)',
    'charitable (?:gifts?|giving|contributions?|donations?)',
    'charit(?:y|ies)',
    // 'charitably inclined - $250k/yr to Norton Museum'.
    'charitabl[ey](?!\\s+(?:remainder|lead|gift|trust|deduction|bequest|intent))(?: inclined)?',
    'church',
    'philanthrop\\w*',
  ]),
  ...k('charitableVehicle', [
    'donor[- ]advised fund',
    '(?:private |family )?foundation',
    // The sponsors of donor-advised funds: money given away already, not the custodian's account.
    '(?:Fidelity|Schwab|Vanguard|NPT|National Philanthropic) Charitable(?: Gift Fund| Trust)?',
  ]),
  ...k('charitableVehicle', ['DAF', 'CRT', 'CLT'], { isCaseSensitive: true }),
  ...k('ignore', [
    // A firm's or a company's own figures are not the household's income.
    "(?:firm|company|business|practice|partnership|entity|fund)(?:'s)?(?: PTE| pass-through| total| gross| net)? (?:income|revenues?|sales|receipts|profits?|earnings)",
    'revenues?',
    // A practice's billings ('Practice collections ~$4.2M') and its earnings before interest,
    // taxes and amortization: what it takes in, not what it is worth.
    'collections',
    'EBITDA',
    // A company's payroll and what it plans to buy are the company's figures, not the
    // household's income or holdings ('payroll $1.3M for 22 employees', 'Equipment purchases
    // planned $250k').
    'payroll(?: costs?| expenses?)?',
    "(?:firm|company|business|practice|partnership|entity|operating|corporate|office)(?:'s)? (?:expenses|costs|overhead)",
    'overhead',
    'opex',
    '(?:equipment|capital|capex) (?:purchases?|spend(?:ing)?|budget)(?: planned)?',
    'planned (?:equipment |capital )?purchases?',
    // A deduction that spends nothing ('NOI $150k after expenses, depreciation $70k').
    'depreciation',
    // The price a holding was sold for ('Sold a warehouse in Lowell in 2023 for $2.4M'): no
    // longer held.
    '(?<=\\bsold\\b[^.;\\n$]{0,60})for(?=\\s*(?:about|approx\\.?|~|≈)?\\s*\\$)',
    // The price of a sale under discussion: what a property would fetch, never a holding.
    'letter of intent',
    'offer(?:s|ed|ing)?',
    'gross receipts',
    // Capital a company raised from investors ('orig raised <$10M'): not the household's.
    '(?:orig(?:inally)?\\s+)?rais(?:ed|ing)',
    'sales',
    'exemptions?',
    'exclusions?',
    'annual exclusion',
    // A late spouse's unused exclusion carried over by portability: a tax credit, not a holding.
    'DSUE',
    // A price per share ('strike $1.50', 'current 409A $28'): no holding's value.
    'strike(?: price)?',
    'exercise price',
    '409A(?: (?:price|value|FMV))?',
    '(?:price|value|FMV) per share',
    // Money toward someone's purchase ('help son with house down pmt ($100k)'): not a home held.
    'down (?:pmt|payment)s?',
    // A company's assets when its shares were issued (the QSBS test), not the household's.
    '(?:gross |aggregate )?assets at (?:original )?issu(?:ance|e)',
    // Money sent to a relative is going out, not coming in ('Mom in VN, sends her $2k/mo').
    '(?:sends?|sending|wires?|gives?) (?:her|him|them|mom|dad|mother|father|parents?)',
    // What an employer puts into a plan each year is a contribution, not a balance.
    'profit[- ]sharing (?:employer|contributions?|match)',
    'employer (?:match|contributions?|profit[- ]sharing)',
    '(?:401\\(?k\\)? )?match(?:es|ing)?',
    // A price of something the client means to buy ('wants to buy ~$2M condo'): not yet held.
    '(?:wants?|plans?|planning|looking|hoping|hopes?|saving|intends?) to (?:buy|purchase)',
    'limits?',
    // A price for the whole company is not the owner's part of it ('$150M for all the stock').
    'for (?:all (?:of )?the (?:stock|shares|company)|the (?:whole|entire) (?:co|company|business|firm)|100% of the (?:company|business|stock|shares))',
    // The Social Security wage base is a payroll-tax limit, not anyone's pay.
    'wage base',
    'thresholds?',
    'deductions?',
    'standard deduction',
    'itemized deductions',
    'taxable income',
    'income tax(?:es)?',
    'estate tax(?:es)?',
    'gift tax(?:es)?',
    'taxes',
    'tax',
    'total tax',
    'premiums?',
    'fees?',
    'costs?',
    'contribut(?:e|es|ed|ing|ions?)',
    'max(?:es|ing)? out',
    'defers?',
    'deferrals?',
    'gifts?',
    'gifting',
    'tuition',
    'inherit\\w*',
    'bequests?',
    'leave',
    'goal',
    'target(?!\\s+(?:stock|shares|corp))',
    'withdraw\\w*',
    'refund',
    'withh?eld',
    'withholding',
    // Form W-2 boxes 3 and 5 restate the wages of box 1 for payroll taxes.
    '(?:social security|medicare) (?:wages|tips)(?: and tips)?',
    'escrow(?: balance)?',
    'amount you owe',
    'overpaid',
    // Not the '(loss)' of a form's 'income (loss)' line.
    '(?<!\\()loss(?:es)?(?!\\))',
    'capital gains?',
    'gains?',
    'proceeds',
    'purchase price',
    'umbrella(?: policy| coverage| insurance)?',
    'disability(?: insurance| coverage)?',
    'long[- ]term care',
    'liability (?:coverage|insurance|limits?|policy)',
    'malpractice',
    'roth conversions?',
    'conver(?:t|ts|ting|sion)',
    'college (?:fund|savings|costs?)',
  ]),
  // This year's required distributions are income ('taking RMDs ($88k this year)'); those to
  // come are not yet ('RMDs start at 75', 'future RMDs ~$120k').
  ...k('incomePart', [`(?<!\\b(?:future|projected|first)\\s)RMDs?${NOT_YET}`], {
    isCaseSensitive: true,
  }),
  ...k('incomePart', [
    `(?<!\\b(?:future|projected|first)\\s)required minimum distributions?${NOT_YET}`,
  ]),
  ...k('ignore', ['RMDs?', 'HSA', 'QSBS', 'LTC', 'LOI'], { isCaseSensitive: true }),
];

/** Uppercase words that are not stock tickers. */
export const NOT_TICKERS = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ' +
    'IRA IRAS SEP LLC PLLC LLP LP NW HHI AGI MAGI MFJ MFS HOH CEO CFO COO CTO CPA CFP JD MD DDS DMD PHD RSU RSUS ESPP ISO ISOS NSO NQSO NQDC DAF CRT CRUT CRAT CLT CLAT ' +
    'GRAT GRATS SLAT ILIT IDGT QPRT FLP ESOP TSP HSA FSA UTMA UGMA DB PPLI IUL VUL UL GUL SPIA DIA QLAC RMD QCD HELOC LOC IRS US USA UK EU NYC SF ' +
    'TBD NA YTD AUM ETF ETFS CD CDS MM KPI ROI NPV AMT NIIT QSBS QBI SALT PTET FBAR FATCA PFIC NRA DOB YO SSN FYI AKA ASAP HR IT PM AM EST LTC DI LTV FMV ' +
    'COLA REIT REITS NNN DST QOF QOZ OZ AND OR THE FOR NOT NO YES ALL CRE SBA ACH HVAC IPO LBO MBA RN DO PA CPA JV TV OK K W Q S C B M KK ' +
    // Deal shorthand: an enterprise value, earnings, revenue, a letter of intent, private equity.
    'EV TEV EBITDA EBIT ARR TTM LTM LOI PE M&A'
  ).split(' '),
);
