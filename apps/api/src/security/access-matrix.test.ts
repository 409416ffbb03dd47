import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, projects, user, userRoles } from '../db/schema';
import { call, cookieFrom, signUp, type SignedIn } from '../testing/test-app';
import {
  ROUTE_EXPECTATIONS,
  registeredApiRoutes,
  type RouteExpectation,
  type RouteFixture,
} from '../testing/route-expectations';
import {
  ANALYSIS_BODY,
  createSecurityContext,
  EXPLANATION_BODY,
  type Personas,
  type SecurityContext,
} from '../testing/security-app';

let sec: SecurityContext;
let fixture: RouteFixture;

async function completedProject(as: SignedIn): Promise<string> {
  const submitted = await call(sec.app, '/api/analyses', {
    method: 'POST',
    as,
    json: ANALYSIS_BODY,
  });
  expect(submitted.status).toBe(202);
  const { projectId } = (await submitted.json()) as { projectId: string };
  for (let i = 0; i < 200; i += 1) {
    const res = await call(sec.app, `/api/analyses/${projectId}`, { as });
    if (((await res.json()) as { status: string }).status !== 'pending') return projectId;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the analysis did not finish');
}

beforeAll(async () => {
  sec = await createSecurityContext();
  fixture = {
    projectId: await completedProject(sec.personas.owner),
    disposableProjectId: await completedProject(sec.personas.owner),
    targetUserId: (await signUp(sec.app)).id,
  };
}, 60_000);
afterAll(() => sec?.dispose());

type PersonaName = keyof Personas;
const PERSONAS: PersonaName[] = ['signedOut', 'unapproved', 'owner', 'other', 'admin'];

/** The safe outcome of `persona` calling a route: 'allowed' (2xx) or the refusal status. */
function expectedOutcome(route: RouteExpectation, persona: PersonaName): 'allowed' | number {
  if (route.audience === 'anyone') return 'allowed';
  if (persona === 'signedOut') return 401;
  if (route.audience === 'signed-in') return 'allowed';
  if (route.audience === 'admin') return persona === 'admin' ? 'allowed' : 403;
  if (persona === 'unapproved') return 403;
  if (route.ownerOnly && persona !== 'owner') return 404;
  return 'allowed';
}

function methodOf(key: string): string {
  return key.slice(0, key.indexOf(' '));
}

describe('access matrix built from the route table', () => {
  it('declares an expectation for every registered API route, and none for a missing one', () => {
    const registered = registeredApiRoutes(sec.app);
    expect(registered.length).toBeGreaterThanOrEqual(17);
    expect(registered).toEqual(Object.keys(ROUTE_EXPECTATIONS).sort());
  });

  const checked = Object.entries(ROUTE_EXPECTATIONS).filter(
    ([, route]) => route.audience !== 'auth-handler',
  );
  describe.each(checked)('%s', (key, route) => {
    it.each(PERSONAS)('as %s', async (persona) => {
      const { path, json } = route.request(fixture);
      const response = await call(sec.app, path, {
        method: methodOf(key),
        as: sec.personas[persona] ?? undefined,
        json,
      });
      const body = await response.text();
      const expected = expectedOutcome(route, persona);
      if (expected === 'allowed') {
        expect(response.status, body).toBeGreaterThanOrEqual(200);
        expect(response.status, body).toBeLessThan(300);
      } else {
        expect(response.status, body).toBe(expected);
      }
      if (expected === 403 && route.audience === 'approved')
        expect(JSON.parse(body)).toMatchObject({ error: { code: 'not_approved' } });
    });
  });
});

describe('no mass assignment', () => {
  const FORBIDDEN_FIELDS = {
    user_id: 'someone-else',
    userId: 'someone-else',
    status: 'completed',
    approved: true,
    role: 'admin',
    isAdmin: true,
  };

  async function projectCount(userId: string): Promise<number> {
    const rows = await sec.fixtures
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.userId, userId));
    return rows.length;
  }

  it('refuses an analysis body carrying owner, status or role fields, storing nothing', async () => {
    const { other } = sec.personas;
    const before = await projectCount(other.id);
    for (const [field, value] of Object.entries(FORBIDDEN_FIELDS)) {
      const response = await call(sec.app, '/api/analyses', {
        method: 'POST',
        as: other,
        json: { ...ANALYSIS_BODY, [field]: value },
      });
      expect(response.status, field).toBe(400);
    }
    expect(await projectCount(other.id)).toBe(before);
  });

  it('grants nothing for role, approval or verification fields at sign-up or profile update', async () => {
    const email = `grabby-${Date.now()}@example.com`;
    const signedUp = await call(sec.app, '/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email,
        password: 'correct horse 42 battery',
        name: 'Grabby',
        ...FORBIDDEN_FIELDS,
        emailVerified: true,
        email_verified: true,
      },
    });
    // better-auth ignores fields it does not know: the account is created, and plain.
    expect(signedUp.status).toBe(200);
    const signedIn = await call(sec.app, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'correct horse 42 battery' },
    });
    expect(signedIn.status).toBe(200);
    const cookie = cookieFrom(signedIn);
    const updated = await call(sec.app, '/api/auth/update-user', {
      method: 'POST',
      headers: { cookie },
      json: { name: 'Grabby', emailVerified: true, ...FORBIDDEN_FIELDS },
    });
    expect(updated.status).toBeLessThan(500);
    const me = await call(sec.app, '/api/me', { headers: { cookie } });
    expect(await me.json()).toMatchObject({ isApproved: false, isAdmin: false });
    const [row] = await sec.db.orm
      .select({ id: user.id, emailVerified: user.emailVerified, approved: profiles.approved })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.email, email));
    expect(row).toMatchObject({ emailVerified: false, approved: false });
    const roles = await sec.db.orm
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, row?.id ?? ''));
    expect(roles).toEqual([]);
  });

  it('admin endpoints take the action from the path and ignore body fields', async () => {
    const target = await signUp(sec.app);
    const { admin, other } = sec.personas;
    const approved = await call(sec.app, `/api/admin/users/${target.id}/approve`, {
      method: 'POST',
      as: admin,
      json: { approved: false, approvedBy: other.id, isAdmin: true, role: 'admin', id: other.id },
    });
    expect(approved.status).toBe(200);
    const [profile] = await sec.db.orm.select().from(profiles).where(eq(profiles.id, target.id));
    expect(profile).toMatchObject({ approved: true, approvedBy: admin.id });
    const roles = await sec.db.orm.select().from(userRoles).where(eq(userRoles.userId, target.id));
    expect(roles).toEqual([]);

    const granted = await call(sec.app, `/api/admin/users/${target.id}/admin`, {
      method: 'PUT',
      as: admin,
      json: { isAdmin: false, role: 'viewer', userId: other.id },
    });
    expect(await granted.json()).toMatchObject({ user: { id: target.id, isAdmin: true } });
    const otherRoles = await sec.db.orm
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, other.id));
    expect(otherRoles).toEqual([]);
  });

  it('an explanation body cannot move or re-status the project it is saved on', async () => {
    const { owner, other } = sec.personas;
    const response = await call(sec.app, '/api/functions/detailed-strategy-explanation', {
      method: 'POST',
      as: owner,
      json: {
        ...EXPLANATION_BODY,
        projectId: fixture.projectId,
        ...FORBIDDEN_FIELDS,
        userId: other.id,
      },
    });
    expect(response.status).toBe(200);
    const [row] = await sec.fixtures
      .select({ userId: projects.userId, status: projects.status })
      .from(projects)
      .where(eq(projects.id, fixture.projectId));
    expect(row).toEqual({ userId: owner.id, status: 'completed' });
  });
});
