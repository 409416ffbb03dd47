import { describe, expect, it } from 'vitest';
import { toAnalysisFacts } from './analysis-facts';
import { extractFacts } from './extract-facts';

const factsOf = (notes: string) => toAnalysisFacts(extractFacts(notes), { notes, documents: [] });

describe('concentratedStock from an itemised balance sheet', () => {
  it('is derived false when the listed holdings name no single security', () => {
    const fact = factsOf(
      'Retired, 70. IRA ~2.1M, brokerage ~900K, cash ~200K, home ~1.2M.',
    ).concentratedStock;
    expect(fact?.value).toBe(false);
    expect(fact?.source.kind).toBe('derived');
  });

  it('stays unknown without a balance sheet', () => {
    expect(factsOf('Retired, 70, lives in Ohio.').concentratedStock).toBeUndefined();
  });

  it('stays unknown when an owned business of unknown value may be the dominant holding', () => {
    const facts = factsOf('Owns a machining company (C corp). 401k ~1.8M, brokerage ~2.2M.');
    expect(facts.concentratedStock).toBeUndefined();
  });

  it('is true when the notes name a concentrated position among the holdings', () => {
    const facts = factsOf('Holds $6M of NVDA stock, 401k ~1M, cash ~200K.');
    expect(facts.concentratedStock?.value).toBe(true);
  });

  it('is derived false from a stated total whose listed parts name no single security', () => {
    const fact = factsOf(
      'Widower, 77. Assets ~3.2M: IRA 1.4M, munis 0.9M, condo 0.9M.',
    ).concentratedStock;
    expect(fact).toMatchObject({ value: false, source: { kind: 'derived' } });
    expect(fact?.source.quote).toContain('munis 0.9M');
  });

  it('is derived false from a long list beside a net worth it is not written as the parts of', () => {
    const facts = factsOf(
      'NW about 21M. Fourplex ~3M; IRA ~2M; brokerage ~4M; munis ~6M; home ~2M; cash ~4M.',
    );
    expect(facts.concentratedStock?.value).toBe(false);
  });

  it('is false when a farm family lists the land and equipment that make up their total', () => {
    const facts = factsOf(
      'Dairy farming family, 58. Everything ~6M: farmland ~4.8M, herd/machinery ~0.9M, savings ~0.3M.',
    );
    expect(facts.businessOwner?.value).toBe(true);
    expect(facts.concentratedStock?.value).toBe(false);
  });
});

describe('concentratedStock from an owned business', () => {
  it('is true when the business is worth more than half of the holdings', () => {
    const fact = factsOf(
      'Owns a printing company valued ~9M. 401k ~1M, brokerage ~1.5M, house ~1M.',
    ).concentratedStock;
    expect(fact).toMatchObject({ value: true, source: { kind: 'derived' } });
  });

  it('is false when the business is the minor part of the listed holdings', () => {
    const facts = factsOf(
      'Owns a landscaping company worth ~400K. IRA ~2M, brokerage ~1.5M, home ~900K.',
    );
    expect(facts.concentratedStock?.value).toBe(false);
  });

  it('is true when the business is the only holding the notes value', () => {
    const facts = factsOf(
      'Co-founder of a C corp; he owns 1,000 of 1,500 shares, his share ~$100M. To-do: other assets.',
    );
    expect(facts.concentratedStock).toMatchObject({
      value: true,
      source: {
        kind: 'derived',
        derivation: { note: expect.stringMatching(/most of the holdings/) },
      },
    });
  });

  it('is true when the notes say the wealth is mostly the business', () => {
    const facts = factsOf(
      'Her grandfather founded a trucking company. Household worth about $80M, mostly the family business.',
    );
    expect(facts.concentratedStock?.value).toBe(true);
  });
});

describe('a stated net worth below the itemised holdings', () => {
  const notes =
    'NW ~$3.2M per intake sheet.\n- 401k 1,350,000\n- Brokerage 1,150,000\n- Home 1,100,000 - no mtg\n- Rental duplex 980,000';

  it('takes the itemised balance sheet and keeps the stated figure as a conflict', () => {
    const netWorth = factsOf(notes).netWorth;
    expect(netWorth?.value).toBe(4_580_000);
    expect(netWorth?.source.kind).toBe('derived');
    expect(netWorth?.conflicts?.map((c) => c.value)).toEqual([3_200_000]);
  });

  it('keeps a stated net worth that its own list adds up to, with no conflict', () => {
    const netWorth = factsOf('NW ~4.0M: stock ~2.3M, 401k ~0.3M, brokerage ~1.4M.').netWorth;
    expect(netWorth?.value).toBe(4_000_000);
    expect(netWorth?.conflicts).toBeUndefined();
  });
});

describe('realEstate from property the notes name without a value', () => {
  it('is true for rentals or a vacation place the client owns', () => {
    expect(
      factsOf('She inherited two small rental condos from her aunt.').realEstate,
    ).toMatchObject({
      value: true,
      source: { kind: 'notes', quote: 'inherited two small rental condos' },
    });
    expect(
      factsOf('They built a lake house in 2010; grandkids come every summer.').realEstate?.value,
    ).toBe(true);
  });

  it('is not asserted for property the client does not own or only wants', () => {
    expect(
      factsOf('Has never owned a rental. Wants to buy a cabin someday.').realEstate,
    ).toBeUndefined();
  });
});
