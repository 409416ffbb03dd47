import { Hono } from 'hono';
import {
  STRATEGY_CATEGORIES,
  strategiesResponseSchema,
  type StrategiesResponse,
} from '@strata/contracts';
import { STRATEGIES } from '@strata/engine';

/** The catalogue as served: wire DTOs, and the categories in use in SPEC order. */
export function catalogueResponse(): StrategiesResponse {
  const used = new Set(STRATEGIES.map((s) => s.category));
  return strategiesResponseSchema.parse({
    strategies: STRATEGIES,
    categories: STRATEGY_CATEGORIES.filter((c) => used.has(c)),
  });
}

// The catalogue is fixed at build time: validate and build the body once.
const body = catalogueResponse();

export const strategiesRoutes = new Hono().get('/', (c) => c.json(body));
