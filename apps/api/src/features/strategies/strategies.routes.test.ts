import { describe, expect, it } from 'vitest';
import { STRATEGY_CATEGORIES, strategiesResponseSchema } from '@strata/contracts';
import { strategiesRoutes } from './strategies.routes';

describe('GET /api/strategies', () => {
  it('answers the catalogue and its categories in SPEC order', async () => {
    const response = await strategiesRoutes.request('/');
    expect(response.status).toBe(200);
    const body = strategiesResponseSchema.parse(await response.json());
    expect(body.strategies.length).toBeGreaterThanOrEqual(52);
    expect(body.categories).toEqual([...STRATEGY_CATEGORIES]);
    const grat = body.strategies.find((s) => s.id === 'GRAT');
    expect(grat?.benefitCalculation.type).toBe('Estate Tax Savings');
    expect(grat?.applicableNetWorth).toBe(5_000_000);
    expect(grat?.regulatoryDisclosures).toContain('IRC_2702');
  });
});
