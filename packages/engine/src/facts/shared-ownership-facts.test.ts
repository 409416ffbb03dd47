import { describe, expect, it } from 'vitest';
import { extractSharedOwnership } from './shared-ownership-facts';

describe('a family’s wealth held in equal shares', () => {
  it('reads the owners where the notes give the family’s total', () => {
    expect(
      extractSharedOwnership(
        'Founder passed the company outright to his 3 kids (G2) in equal shares. Total family wealth ~$300M.',
      ).sharedOwnership,
    ).toEqual({ value: { owners: 3 }, source: 'to his 3 kids (G2) in equal shares' });
    expect(
      extractSharedOwnership('Owned equally by the two siblings; combined family net worth $80M.')
        .sharedOwnership?.value,
    ).toEqual({ owners: 2 });
  });

  it('is not read for a client’s own net worth', () => {
    expect(
      extractSharedOwnership('Her father left his farm to his 3 kids in equal shares. NW $12M.'),
    ).toEqual({});
  });
});
