import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';

const read = (notes: string) => extractFacts(notes, { referenceYear: 2026 });
const accounts = (notes: string) => (read(notes).accounts ?? []).map((a) => a.value);
const properties = (notes: string) => (read(notes).properties ?? []).map((p) => p.value);

describe('the holdings the notes list, one by one', () => {
  it('lists each account by tax treatment, leaving out totals', () => {
    const listed = accounts(
      'Pair in their 60s. All-in ~3.3M: brokerage 900K, 403b 1.6M, Roth 150K, money market 250K, condo 400K.',
    );
    expect(listed.map((a) => [a.kind, a.amount])).toEqual([
      ['taxable', 900_000],
      ['traditional-retirement', 1_600_000],
      ['roth', 150_000],
      ['cash', 250_000],
    ]);
  });

  it('gives no account for words that may take in retirement money too', () => {
    expect(accounts('Investable ~2M, house 800K.')).toEqual([]);
  });

  it('does not list a figure written as part of another one', () => {
    const listed = accounts('Schwab acct ~4M incl ~1.5M of one tech stock.');
    expect(listed.map((a) => a.amount)).toEqual([4_000_000]);
  });

  it("places the household's own home in its state of residence, never by a city's initials", () => {
    // 'PA' is Palo Alto here: the home the couple lives in is in California.
    const [home, cabin] = properties(
      'Palo Alto CA, MFJ. Home PA ~$4.8M, mtg $1.1M. Beach condo in Naples FL ~$1.6M.',
    );
    expect(home).toMatchObject({ use: 'primary-home', amount: 4_800_000 });
    expect(home).not.toHaveProperty('state');
    expect(cabin).toMatchObject({ amount: 1_600_000, state: 'FL' });
  });

  it('marks an IRA the notes say was inherited', () => {
    const listed = accounts('Got dad’s IRA ~900K (inherited IRA, 10-yr rule), own 401k 120K.');
    expect(listed.map((a) => a.kind)).toEqual(['inherited-ira', 'traditional-retirement']);
  });
});

describe('the cost basis of a listed holding', () => {
  it('reads a basis written right after its holding', () => {
    const [account] = accounts(
      'Total ~3M: taxable acct 2.4M (bought in the 90s, basis ~600K), IRA 600K.',
    );
    expect(account).toMatchObject({ kind: 'taxable', amount: 2_400_000, basis: 600_000 });
  });

  it('takes a portfolio with a cost basis for a taxable account (a pre-tax account has none)', () => {
    const [portfolio] = accounts('Widow 78, MA. Portfolio $24M (basis $11M), IRA $3.5M.');
    expect(portfolio).toMatchObject({ kind: 'taxable', amount: 24_000_000, basis: 11_000_000 });
    // Without a basis a portfolio may hold retirement money too: no account of its own.
    expect(accounts('Widow 78, MA. Portfolio $24M.')).toEqual([]);
  });

  it('reads a basis from a later sentence that names its holding and nothing else', () => {
    const [farm] = properties(
      'Total ~9M: farmland ~8M, cash 1M. Farmland came from her father; basis ~900K.',
    );
    expect(farm).toMatchObject({ use: 'farmland', amount: 8_000_000, basis: 900_000 });
  });

  it('reads the basis column of a pasted table', () => {
    const notes = [
      'Item | Value | Cost basis',
      'Vanguard brokerage | 1,000,000 | 450,000',
      'Duplex rental | $600K | 250K',
      'Savings | 90,000 | -',
    ].join('\n');
    expect(accounts(notes)[0]).toMatchObject({ amount: 1_000_000, basis: 450_000 });
    expect(properties(notes)[0]).toMatchObject({ use: 'rental', amount: 600_000, basis: 250_000 });
  });

  it('keeps a basis it gives to an account away from a single stock position', () => {
    const facts = read('Brokerage ~2M (basis 1.2M); also 800K of AAPL.');
    expect(facts.accounts?.[0]?.value.basis).toBe(1_200_000);
    expect(facts.concentratedPosition?.value.basis).toBeUndefined();
  });

  it('knows no basis the notes do not give', () => {
    expect(accounts('Brokerage ~2M, IRA 1M.').every((a) => a.basis === undefined)).toBe(true);
  });
});

describe('who owns a listed account', () => {
  it('maps H and W onto the client and spouse by the ages the notes give', () => {
    const owners = (notes: string) => accounts(notes).map((a) => a.owner);
    expect(owners('H 71, W 69. W IRA 900K, H IRA 1.4M, joint acct 500K.')).toEqual([
      'spouse',
      'client',
      'joint',
    ]);
  });

  it("splits a total the words give as his and hers into each spouse's account", () => {
    const split = accounts('Retired couple, H 73, W 69. IRAs $4.2M (his $3.1M, hers $1.1M).');
    expect(split.map((a) => [a.owner, a.amount])).toEqual([
      ['client', 3_100_000],
      ['spouse', 1_100_000],
    ]);
    // Parts that are not the total's split are not read as one.
    expect(accounts('H 73, W 69. IRAs $4.2M (his $3.1M, hers $0.5M).')).toHaveLength(1);
  });

  it('maps first names onto the client and spouse by the ages the notes give', () => {
    const owners = (notes: string) => accounts(notes).map((a) => a.owner);
    expect(owners('Tom 74 and Carol 72. Tom trad IRA 2.3M, Carol IRA 1.2M.')).toEqual([
      'client',
      'spouse',
    ]);
    expect(owners("Raj, 58; Priya, 56. Priya's 401(k) 600K.")).toEqual(['spouse']);
  });

  it("reads the other spouse's balance of the account just named by the first's name", () => {
    const notes =
      'Tom 60 and Janet 58, married. 401k $1.6M (Tom), Janet $240k. Brokerage $3M, Chase $200k.';
    expect(accounts(notes).map((a) => [a.kind, a.amount, a.owner])).toEqual([
      ['traditional-retirement', 1_600_000, 'client'],
      ['traditional-retirement', 240_000, 'spouse'],
      ['taxable', 3_000_000, undefined],
    ]);
    expect(read(notes).retirementAccounts?.value).toBe(1_840_000);
  });

  it('leaves the owner unknown when the ages do not say who is who', () => {
    expect(accounts('Couple 63/61. H 401(k) 850K.').map((a) => a.owner)).toEqual([undefined]);
  });

  it('quotes the owner with the account', () => {
    expect(read('H 74, W 72. H trad IRA 2.3M.').accounts?.[0]?.source).toBe('H trad IRA 2.3M');
  });
});

describe('what is not a listed holding', () => {
  it('leaves out a home the client means to buy', () => {
    expect(properties('Rents now; wants to buy a house (~900K) next year. Brokerage 2M.')).toEqual(
      [],
    );
  });

  it('leaves out an estate written with an account word', () => {
    expect(accounts('Their joint taxable estate is ~$6M.')).toEqual([]);
  });

  it('leaves out a subtotal of holdings of several kinds', () => {
    expect(accounts('Saved ~1.5M: 401k ~1.0M, brokerage ~400K, cash ~100K.')).toEqual([]);
  });
});

describe('529 accounts', () => {
  it('counts a 529 balance in net worth as an account of its own kind', () => {
    const notes = 'Couple 58/56. Brokerage $800K, 529 plans $150K, home $1M - no mtg.';
    expect(accounts(notes)).toContainEqual({
      kind: '529',
      label: '529 plans $150K',
      amount: 150_000,
    });
    expect(read(notes).netWorth?.value).toBe(1_950_000);
  });

  it('never takes money going into a 529 for its balance', () => {
    for (const notes of [
      'Couple 45/44. Brokerage $800K. Want to front-load 529s with $190K for the kids.',
      'Couple 45/44. Plan to put $95K into each 529 this year. Brokerage $800K.',
      'Widow 70. Gave $38K to grandkids 529s last year. IRA $2M.',
    ])
      expect(accounts(notes).some((a) => a.kind === '529')).toBe(false);
  });

  it('places each property in the state its words name, and the domicile stays where they live', () => {
    const notes =
      'Couple 66/64, Florida. Home $2M, Vermont ski house $1.2M, rental duplex in Austin $800K, Cape cottage (MA) $1.5M.';
    expect(properties(notes).map((p) => [p.amount, p.state])).toEqual([
      [2_000_000, undefined],
      [1_200_000, 'VT'],
      [800_000, 'TX'],
      [1_500_000, 'MA'],
    ]);
    expect(read(notes).state?.value).toBe('FL');
    // A town and code naming the property that follows are the property's place, not home.
    expect(read('Widow 81, Boston. Condo $1.1M, Sarasota FL condo $700K.').state?.value).toBe('MA');
  });

  it('takes a dwelling listed beside the home for a second home; alone, it stays unplaced', () => {
    expect(properties('Couple 66/64, FL. Home $2M, Cape cottage $3M.').map((p) => p.use)).toEqual([
      'primary-home',
      'second-home',
    ]);
    expect(
      extractFacts('Couple 66/64, FL. Home $2M, Cape cottage $3M.').secondHomeValue?.value,
    ).toBe(3_000_000);
    expect(properties('Single, 40. Cottage $900K, brokerage $2M.').map((p) => p.use)).toEqual([
      'other',
    ]);
  });

  it('takes a second residence the notes call a season’s for a second home', () => {
    const notes =
      'Widow, 79, NJ. NJ home $1.5M, winter condo in Sarasota, Florida worth $800K, $5M brokerage.';
    expect(extractFacts(notes).secondHomeValue?.value).toBe(800_000);
    expect(extractFacts(notes).primaryResidenceValue?.value).toBe(1_500_000);
    // Or one placed somewhere by name.
    expect(
      extractFacts('MA, MFJ. Home ~$1.9M no mortgage. Condo in Boca ~$750k.').secondHomeValue
        ?.value,
    ).toBe(750_000);
    // Two residences without such a word stay as the notes give them.
    expect(
      extractFacts('Couple 70/68. Home $1.5M, condo $800K, brokerage $5M.').secondHomeValue,
    ).toBeUndefined();
  });
});

describe('an IRA whose brackets say how it was inherited', () => {
  const kinds = (notes: string) =>
    (extractFacts(notes, { referenceYear: 2026 }).accounts ?? []).map((a) => a.value.kind);

  it("is an inherited IRA from a parent, the widow's own after a spousal rollover", () => {
    expect(kinds('Client 52, single, AZ. IRA (inherited from Mom, 2024) ~$500K.')).toEqual([
      'inherited-ira',
    ]);
    expect(kinds('Widow 77, MN. IRA (inherited from John, spousal rollover) ~1.6M.')).toEqual([
      'traditional-retirement',
    ]);
  });
});
