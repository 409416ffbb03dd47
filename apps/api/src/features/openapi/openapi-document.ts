import { z, type ZodType } from 'zod';
import { apiErrorBodySchema } from '@strata/contracts';
import { API_ROUTES, type ApiRoute } from './api-routes';

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

const json = (schema: ZodType, io: 'input' | 'output' = 'output') => ({
  'application/json': { schema: schemaOf(schema, io) },
});

const ERROR_RESPONSES: Record<ApiRoute['audience'], number[]> = {
  anyone: [],
  'signed-in': [401],
  approved: [400, 401, 403],
  owner: [401, 403, 404],
  admin: [400, 401, 403, 404],
};

function operation(key: string, route: ApiRoute) {
  const [method, path] = key.split(' ') as [string, string];
  const pathParams = [...path.matchAll(/:(\w+)(?:\{[^}]*\})?/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const queryParams = Object.entries(route.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !(schema as ZodType).safeParse(undefined).success,
    schema: schemaOf(schema as ZodType, 'input'),
  }));
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.responses))
    responses[status] =
      status === '204'
        ? { description: route.summary }
        : { description: route.summary, content: json(schema) };
  if (route.events)
    responses['200'] = {
      description: `${route.summary}. Events: ${Object.keys(route.events).join(', ')}; each event's data is JSON.`,
      content: {
        'text/event-stream': {
          schema: {
            oneOf: Object.entries(route.events).map(([event, schema]) => ({
              title: event,
              ...schemaOf(schema, 'output'),
            })),
          },
        },
      },
    };
  for (const status of ERROR_RESPONSES[route.audience])
    responses[String(status)] = { description: 'Error', content: json(apiErrorBodySchema) };
  return {
    method: method.toLowerCase(),
    path: path.replace(/:(\w+)(?:\{[^}]*\})?/g, '{$1}'),
    body: {
      summary: route.summary,
      tags: [route.tag],
      ...(route.audience === 'anyone' ? { security: [] } : {}),
      parameters: [...pathParams, ...queryParams],
      ...(route.body
        ? { requestBody: { required: true, content: json(route.body, 'input') } }
        : {}),
      responses,
    },
  };
}

/** The OpenAPI 3.1 document of the API, built from the contracts' zod schemas. */
export function buildOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, route] of Object.entries(API_ROUTES)) {
    const op = operation(key, route);
    paths[op.path] = { ...paths[op.path], [op.method]: op.body };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Strata API',
      version,
      description:
        'JSON in and out; errors are `{ error: { code, message, issues? } }`. Sign-in, sign-out and sessions are better-auth’s endpoints under /api/auth/*.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
      },
    },
    security: [{ session: [] }],
    paths,
  };
}
