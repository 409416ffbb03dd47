import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';

describe('ages estimated from a decade', () => {
  it('reads mid-50s as 55 and says so', () => {
    const [age] = extractFacts('Client mid-50s, single, NW $3M.').ages;
    expect(age?.value).toBe(55);
    expect(age?.source).toMatch(/estimated from the decade/);
  });
});
