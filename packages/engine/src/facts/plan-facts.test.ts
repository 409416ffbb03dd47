import { describe, expect, it } from 'vitest';
import {
  documentFromWords,
  documentWords,
  extractBusinessSale,
  extractPlanDocuments,
  saleFromWords,
  saleWords,
} from './plan-facts';
import { extractFacts } from './extract-facts';

const documents = (text: string) =>
  extractPlanDocuments(text, 2026).planDocuments?.map((d) => d.value);

describe('extractPlanDocuments', () => {
  it.each([
    ['Their wills were signed in 2001 and never updated.', [{ kind: 'will', year: 2001 }]],
    [
      'Estate docs: revocable trust (2019), POAs.',
      [
        { kind: 'revocable trust', year: 2019 },
        { kind: 'power of attorney', year: 2019 },
      ],
    ],
    ['Simple wills about 20 years old.', [{ kind: 'will', year: 2006 }]],
    ['Wills from the 80s, nothing since.', [{ kind: 'will', year: 1985 }]],
    ['Will and trust done in 2022 with a local attorney.', [{ kind: 'will', year: 2022 }]],
    ['Her living trust dated 2011 holds the house.', [{ kind: 'revocable trust', year: 2011 }]],
    [
      'An ILIT from 2015 owns the second-to-die policy.',
      [{ kind: 'irrevocable life insurance trust', year: 2015 }],
    ],
    // The updates are missing, not the will.
    ['No will updates since 2005.', [{ kind: 'will', year: 2005 }]],
    [
      'Wills & rev trusts 2019.',
      [
        { kind: 'revocable trust', year: 2019 },
        { kind: 'will', year: 2019 },
      ],
    ],
    // Where a policy is not held names no document: the will is the only one on record.
    [
      'Second-to-die policy owned by Harold & Joan jointly (NOT in an ILIT). Will from 2010.',
      [{ kind: 'will', year: 2010 }],
    ],
  ])('reads %j as documents on record', (text, expected) => {
    expect(documents(text)).toEqual(expected);
  });

  it("reads a widow's note of her late husband's trust as no document of hers", () => {
    const notes =
      'Widow, 66. H passed Mar 2026. His rev trust: 250K to each of 2 sons, rest outright to W. Her will from 2015.';
    expect(extractPlanDocuments(notes, 2026, true).planDocuments?.map((d) => d.value)).toEqual([
      { kind: 'will', year: 2015 },
    ]);
    // Married, 'his' trust is one of the couple's documents.
    expect(documents('His rev trust from 2019, her will from 2015.')).toEqual([
      { kind: 'revocable trust', year: 2019 },
      { kind: 'will', year: 2015 },
    ]);
  });

  it.each([
    'No will, no estate plan of any kind.',
    'They have never signed a will.',
    "She doesn't have a will yet.",
    'No will/POA on file.',
  ])('reads %j as no documents', (text) => {
    expect(documents(text)).toEqual([{ kind: 'none' }]);
  });

  it.each([
    'Wants to set up a revocable trust this year.',
    'He will retire in 2030 and will sell the rental.',
    'Their will be two heirs.',
    'Interested in an ILIT for the estate tax.',
    'Married, two kids, lives in Ohio.',
    'To-do: copies of any existing wills/trusts.',
    'A planner pitched them an ILIT last spring.',
  ])('finds no document on record in %j (a wish, a verb, or silence)', (text) => {
    expect(documents(text)).toBeUndefined();
  });

  it('keeps the words it read', () => {
    const read = extractPlanDocuments('Income $400K. Wills date from 1999.', 2026);
    expect(read.planDocuments?.[0]?.source).toBe('Wills date from 1999.');
  });

  it('prefers the documents stated over a "no" said of another', () => {
    expect(documents('No trust. Wills from 2016.')).toEqual([{ kind: 'will', year: 2016 }]);
  });
});

const sale = (text: string) => extractBusinessSale(text, 2026).businessSale?.value;

describe('extractBusinessSale', () => {
  it.each([
    ['Plans to sell the dental practice in 2028.', { status: 'planned', year: 2028 }],
    ['Expects to sell his logistics company next year.', { status: 'planned', year: 2027 }],
    ['A buyer has sent a letter of intent for the business.', { status: 'planned' }],
    ['Looking to sell the firm within 3-5 years.', { status: 'planned', year: 2031 }],
    ['Sold her software company in 2025 for $40M.', { status: 'sold', year: 2025 }],
    ['A strategic buyer has offered $80M for all the shares.', { status: 'planned' }],
    ['He plans an exit in 4 years.', { status: 'planned', year: 2030 }],
    ['Thinking of selling the co. to a competitor.', { status: 'planned' }],
    [
      'Owns 100% of a C corporation worth $20M; selling it next year.',
      { status: 'planned', year: 2027 },
    ],
    [
      'Owns 100% of a C corporation he founded in 2012, worth $20M. Expects to sell next year.',
      { status: 'planned', year: 2027 },
    ],
    [
      'Runs an HVAC business worth $5M. Plans to sell in 3 years.',
      { status: 'planned', year: 2029 },
    ],
    [
      'Founder of a Series C startup. Expect acquisition in 2-3 yrs.',
      { status: 'planned', year: 2029 },
    ],
    ['Startup founder; acquisition likely 2028.', { status: 'planned', year: 2028 }],
    // The founding year dates the shares, not the sale; 'next spring' is next year.
    [
      'Sells manufacturing company (C corp, founded 2009, original stock $100k basis) to PE buyer for $18M next spring, stock sale.',
      { status: 'planned', year: 2027 },
    ],
    ['C-corp SaaS co. Expect sale in ~2 yrs for ~40M.', { status: 'planned', year: 2028 }],
    [
      'Board is in talks with a strategic acquirer, likely all-cash sale in 12-18 months at ~$700M.',
      { status: 'planned', year: 2028 },
    ],
  ])('reads %j', (text, expected) => {
    expect(sale(text)).toEqual(expected);
  });

  it.each([
    'Plans to sell the vacation home in 2027.',
    'Sold shares of a tech stock last year.',
    'Owns an HVAC business valued at $5M; wants to retire at 65.',
    'Owns a lake house worth $2M; selling it next year.',
    'Owns an HVAC business worth $5M. Expects to sell the boat next year.',
    // A sale spared or forced on the heirs is no plan of the client's.
    "Own a manufacturing business worth $45M. Want an ILIT so the kids don't have to sell the business to pay estate tax.",
    'Owns a $12M distribution company; wants liquidity so the estate will not have to sell the company.',
  ])('finds no business sale in %j', (text) => {
    expect(sale(text)).toBeUndefined();
  });
});

describe('the words the panel shows and the advisor corrects', () => {
  it('reads back what it writes', () => {
    for (const d of [{ kind: 'will', year: 1998 }, { kind: 'revocable trust' }, { kind: 'none' }])
      expect(documentFromWords(documentWords(d))).toEqual(d);
    for (const sale of [{ status: 'planned', year: 2027 } as const, { status: 'sold' } as const])
      expect(saleFromWords(saleWords(sale))).toEqual(sale);
  });

  it('refuses words that are not a document or a sale', () => {
    expect(documentFromWords('will (98)')).toBeUndefined();
    expect(saleFromWords('maybe')).toBeUndefined();
  });
});

describe('the year a business was founded', () => {
  it.each([
    ['Owner, 61, founded a machining company in 1991; C corp.', 1991],
    ['Co-founder of a C corp (formed ~15 yrs ago w/ a partner).', 2011],
    ['Runs the family bakery, est. 1978, an S corp.', 1978],
    // Its stock dates from the year it became a C corporation (IRC 1202's acquisition date).
    ['100% owner of distribution company, C corp since 1995, value $12M.', 1995],
  ])('reads %j', (notes, year) => {
    expect(extractFacts(notes).business?.value.foundedYear).toBe(year);
  });

  it('does not date the business by another beginning', () => {
    const notes = 'Owns an S corp landscaping firm. Started saving in an IRA in 1990.';
    expect(extractFacts(notes).business?.value.foundedYear).toBeUndefined();
  });
});

describe("the owner's basis in the business", () => {
  it.each([
    [
      'Owns 100% of a C corporation founded in 2012, worth about $20M, basis near zero.',
      0,
      'basis near zero',
    ],
    ['Owns a $20M C corp with a $1.5M basis; plans to sell it in 2028.', 1_500_000, '$1.5M basis'],
    ['Founder of a software company worth $8M, zero-basis founder shares.', 0, 'zero-basis'],
    // The basis alone in the clause right after the figure that values the company.
    [
      'C-corp SaaS co. Expect sale in ~2 yrs for ~40M; basis ~100K. Salary 400K.',
      100_000,
      'basis ~100K',
    ],
    // What the founder paid for the shares, in its own sentence: a basis, not the company's value.
    [
      'Co-founder of a Delaware C corp (SaaS), owns 22% — stock issued at formation in 2019 for $1k. Series C last year at $400M post; her stake ~$88M on paper.',
      1_000,
      'issued at formation in 2019 for $1k',
    ],
  ])('reads %j', (notes, basis, source) => {
    const read = extractFacts(notes).businessBasis;
    expect(read?.value).toBe(basis);
    expect(read?.source).toContain(source);
  });

  it("reads a founder's position called nil-basis in the sentence that values it", () => {
    const notes =
      'Net worth $60M, of which $40M is founder stock in a private tech company (basis near zero, C corp).';
    expect(extractFacts(notes).concentratedPosition?.value).toMatchObject({
      value: 40_000_000,
      basis: 0,
    });
  });

  it("values a founder's stake at the stake, not at what its stock cost", () => {
    const notes =
      'Co-founder of a Delaware C corp (SaaS), owns 22% — stock issued at formation in 2019 for $1k. Series C last year at $400M post; her stake ~$88M on paper.';
    expect(extractFacts(notes).business?.value.value).toBe(88_000_000);
  });

  it('takes no basis from another sentence or another holding', () => {
    for (const notes of [
      'Owns an S corp worth $12M. Brokerage $3M, $400K basis.',
      'Owns a landscaping firm (S corp) worth $4M.',
    ])
      expect(extractFacts(notes).businessBasis).toBeUndefined();
  });
});

describe('a list that says no to one document and dates the next', () => {
  it('puts the dated will on record: the no is the trust’s', () => {
    expect(
      extractFacts('No trust, will from 2010 leaves all equally to kids.').planDocuments?.map(
        (d) => d.value,
      ),
    ).toEqual([{ kind: 'will', year: 2010 }]);
  });
});
