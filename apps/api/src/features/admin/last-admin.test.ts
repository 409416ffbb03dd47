import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@strata/contracts';
import {
  call,
  createTestContext,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../testing/test-app';
import { revokeAdmin } from '../../auth/access';
import { LAST_ADMIN_MESSAGE } from './admin.routes';

const me = async (ctx: TestContext, who: SignedIn) =>
  (await (await call(ctx.app, '/api/me', { as: who })).json()) as {
    isAdmin: boolean;
    isApproved: boolean;
  };

describe('there is always an administrator', () => {
  let ctx: TestContext;
  let admin: SignedIn;
  beforeAll(async () => {
    // An empty database: the first account is the bootstrap admin and the only one.
    ctx = await createTestContext();
    if (!ctx.admin) throw new Error('the context seeds an admin');
    admin = ctx.admin;
  });
  afterAll(() => ctx.dispose());

  it('refuses to remove the only admin’s role, with a clear 409', async () => {
    const response = await call(ctx.app, `/api/admin/users/${admin.id}/admin`, {
      method: 'DELETE',
      as: admin,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'last_admin', message: LAST_ADMIN_MESSAGE },
    });
    expect((await me(ctx, admin)).isAdmin).toBe(true);
  });

  it('refuses to revoke the only admin', async () => {
    const response = await call(ctx.app, `/api/admin/users/${admin.id}/revoke`, {
      method: 'POST',
      as: admin,
    });
    expect(response.status).toBe(409);
    expect(await me(ctx, admin)).toMatchObject({ isAdmin: true, isApproved: true });
  });

  it('lets an admin step down once another admin exists', async () => {
    const deputy = await signUp(ctx.app);
    await call(ctx.app, `/api/admin/users/${deputy.id}/admin`, { method: 'PUT', as: admin });
    const response = await call(ctx.app, `/api/admin/users/${admin.id}/admin`, {
      method: 'DELETE',
      as: admin,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: AdminUser }).user.isAdmin).toBe(false);
    // The deputy is now the last one.
    const last = await call(ctx.app, `/api/admin/users/${deputy.id}/admin`, {
      method: 'DELETE',
      as: deputy,
    });
    expect(last.status).toBe(409);
  });

  it('never makes a later sign-up admin, even when no admin is left', async () => {
    const other = await createTestContext();
    try {
      if (!other.admin) throw new Error('the context seeds an admin');
      const member = await signUp(other.app);
      // The role removed behind the API's back (e.g. by hand in the database).
      await revokeAdmin(other.db.orm, other.admin.id);
      const newcomer = await signUp(other.app);
      expect(await me(other, newcomer)).toEqual(
        expect.objectContaining({ isAdmin: false, isApproved: false }),
      );
      expect((await me(other, member)).isAdmin).toBe(false);
    } finally {
      await other.dispose();
    }
  });
});
