import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_EXPECTATIONS, registeredApiRoutes } from '../../testing/route-expectations';
import {
  ANALYSIS_BODY,
  createSecurityContext,
  type Personas,
  type SecurityContext,
} from '../../testing/security-app';
import { call, signUp } from '../../testing/test-app';
import { API_ROUTES, AUTH_HANDLER_ROUTES, OPENAPI_ROUTES, type ApiRoute } from './api-routes';
import type { buildOpenApiDocument } from './openapi-document';

let sec: SecurityContext;
let projectId: string;
let disposableProjectId: string;
let targetUserId: string;

beforeAll(async () => {
  sec = await createSecurityContext();
  projectId = await completedProject();
  disposableProjectId = await completedProject();
  targetUserId = (await signUp(sec.app)).id;
}, 60_000);
afterAll(() => sec?.dispose());

async function completedProject(): Promise<string> {
  const submitted = await call(sec.app, '/api/analyses', {
    method: 'POST',
    as: sec.personas.owner,
    json: ANALYSIS_BODY,
  });
  const { projectId: id } = (await submitted.json()) as { projectId: string };
  for (let i = 0; i < 200; i += 1) {
    const res = await call(sec.app, `/api/analyses/${id}`, { as: sec.personas.owner });
    if (((await res.json()) as { status: string }).status !== 'pending') return id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the analysis did not finish');
}

/** Server-sent events as `{ event, data }` pairs. */
function parseEvents(text: string): { event: string; data: unknown }[] {
  return text
    .split('\n\n')
    .filter((block) => block.includes('data:'))
    .map((block) => {
      const lines = block.split('\n');
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

const callerFor = (route: ApiRoute): keyof Personas =>
  route.audience === 'anyone' ? 'signedOut' : route.audience === 'admin' ? 'admin' : 'owner';

describe('the OpenAPI document', () => {
  it('documents every route the app registers, and no route it does not', () => {
    const documented = [...Object.keys(API_ROUTES), ...AUTH_HANDLER_ROUTES, ...OPENAPI_ROUTES];
    expect(registeredApiRoutes(sec.app)).toEqual(documented.sort());
  });

  it('is served as OpenAPI 3.1 with a path and responses for each route', async () => {
    const res = await call(sec.app, '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as ReturnType<typeof buildOpenApiDocument>;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/projects/{id}');
    const analyses = doc.paths['/api/analyses'] as { post: { requestBody: unknown } };
    expect(JSON.stringify(analyses.post.requestBody)).toContain('"notes"');
    const page = await call(sec.app, '/api/docs');
    expect(await page.text()).toContain('/api/projects/{id}');
  });

  const routes = Object.entries(API_ROUTES);
  it.each(routes)('%s answers what the document says', async (key, route) => {
    const { path, json } = ROUTE_EXPECTATIONS[key]!.request({
      projectId,
      disposableProjectId,
      targetUserId,
    });
    const res = await call(sec.app, path, {
      method: key.slice(0, key.indexOf(' ')),
      as: sec.personas[callerFor(route)] ?? undefined,
      json,
    });
    if (route.file) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(route.file);
      return;
    }
    if (route.events) {
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const events = parseEvents(await res.text());
      expect(events.length).toBeGreaterThan(0);
      for (const { event, data } of events) {
        const schema = route.events[event];
        expect(schema, `undocumented event ${event}`).toBeDefined();
        expect(schema!.safeParse(data).error).toBeUndefined();
      }
      return;
    }
    const schema = route.responses[res.status];
    expect(schema, `${key} answered an undocumented ${res.status}`).toBeDefined();
    const body = res.status === 204 ? undefined : ((await res.json()) as unknown);
    expect(schema!.safeParse(body).error).toBeUndefined();
  });
});
