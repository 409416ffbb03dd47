import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGES, adminUsersResponseSchema, type AdminUser } from '@strata/contracts';
import {
  approve,
  call,
  createTestContext,
  makeAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../testing/test-app';

let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUp(ctx.app);
  await makeAdmin(ctx.db, admin.id);
});
afterAll(() => ctx.dispose());

async function listUsers(status: string, as: SignedIn = admin): Promise<AdminUser[]> {
  const response = await call(ctx.app, `/api/admin/users?status=${status}`, { as });
  expect(response.status).toBe(200);
  return adminUsersResponseSchema.parse(await response.json()).users;
}

const endpoints = [
  {
    method: 'GET',
    path: () => '/api/admin/users?status=pending',
    message: ADMIN_ONLY_MESSAGES.viewPending,
  },
  {
    method: 'GET',
    path: () => '/api/admin/users?status=approved',
    message: ADMIN_ONLY_MESSAGES.viewAll,
  },
  {
    method: 'GET',
    path: () => '/api/admin/users?status=all',
    message: ADMIN_ONLY_MESSAGES.viewAll,
  },
  {
    method: 'POST',
    path: (id: string) => `/api/admin/users/${id}/approve`,
    message: ADMIN_ONLY_MESSAGES.approve,
  },
  {
    method: 'POST',
    path: (id: string) => `/api/admin/users/${id}/revoke`,
    message: ADMIN_ONLY_MESSAGES.approve,
  },
  {
    method: 'PUT',
    path: (id: string) => `/api/admin/users/${id}/admin`,
    message: ADMIN_ONLY_MESSAGES.assignRole,
  },
  {
    method: 'DELETE',
    path: (id: string) => `/api/admin/users/${id}/admin`,
    message: ADMIN_ONLY_MESSAGES.assignRole,
  },
];

describe('admin endpoints refuse non-admins', () => {
  it.each(endpoints)('$method $message: 401 signed out', async ({ method, path }) => {
    const target = await signUp(ctx.app);
    const response = await call(ctx.app, path(target.id), { method });
    expect(response.status).toBe(401);
  });

  it.each(endpoints)(
    '$method answers 403 "$message" to an approved non-admin',
    async ({ method, path, message }) => {
      const user = await signUp(ctx.app);
      await approve(ctx.db, user.id, admin.id);
      const target = await signUp(ctx.app);
      const response = await call(ctx.app, path(target.id), { method, as: user });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'forbidden', message } });
    },
  );
});

describe('admin user management', () => {
  it('lists pending, approved and all users newest first with isAdmin', async () => {
    const older = await signUp(ctx.app, { name: 'Older' });
    const newer = await signUp(ctx.app, { name: 'Newer' });
    const approved = await signUp(ctx.app);
    await approve(ctx.db, approved.id, admin.id);

    const pending = await listUsers('pending');
    const pendingIds = pending.map((u) => u.id);
    expect(pendingIds.indexOf(newer.id)).toBeLessThan(pendingIds.indexOf(older.id));
    expect(pendingIds).not.toContain(approved.id);
    expect(pending.every((u) => !u.approved)).toBe(true);

    const approvedList = await listUsers('approved');
    expect(approvedList.map((u) => u.id)).toContain(approved.id);
    expect(approvedList.every((u) => u.approved)).toBe(true);

    const all = await listUsers('all');
    const times = all.map((u) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.find((u) => u.id === admin.id)?.isAdmin).toBe(true);
    expect(all.find((u) => u.id === older.id)).toMatchObject({ isAdmin: false, fullName: 'Older' });
  });

  it('refuses an unknown status with 400', async () => {
    const response = await call(ctx.app, '/api/admin/users?status=everyone', { as: admin });
    expect(response.status).toBe(400);
  });

  it('approve records time and approver; revoke clears them and takes effect on the next request', async () => {
    const user = await signUp(ctx.app);
    expect((await call(ctx.app, '/api/projects', { as: user })).status).toBe(403);

    const approved = await call(ctx.app, `/api/admin/users/${user.id}/approve`, {
      method: 'POST',
      as: admin,
    });
    expect(approved.status).toBe(200);
    const { user: afterApprove } = (await approved.json()) as { user: AdminUser };
    expect(afterApprove).toMatchObject({ approved: true, approvedBy: admin.id });
    expect(Date.now() - Date.parse(afterApprove.approvedAt ?? '')).toBeLessThan(60_000);
    expect((await call(ctx.app, '/api/projects', { as: user })).status).toBe(200);

    const revoked = await call(ctx.app, `/api/admin/users/${user.id}/revoke`, {
      method: 'POST',
      as: admin,
    });
    expect(((await revoked.json()) as { user: AdminUser }).user).toMatchObject({
      approved: false,
      approvedAt: null,
      approvedBy: null,
    });
    const next = await call(ctx.app, '/api/projects', { as: user });
    expect(next.status).toBe(403);
    expect(await next.json()).toMatchObject({ error: { code: 'not_approved' } });
  });

  it('grants the admin role (idempotently) and removes it', async () => {
    const user = await signUp(ctx.app);
    for (let i = 0; i < 2; i += 1) {
      const granted = await call(ctx.app, `/api/admin/users/${user.id}/admin`, {
        method: 'PUT',
        as: admin,
      });
      expect(granted.status).toBe(200);
      expect(((await granted.json()) as { user: AdminUser }).user.isAdmin).toBe(true);
    }
    expect(await (await call(ctx.app, '/api/me', { as: user })).json()).toMatchObject({
      isAdmin: true,
    });
    // An admin passes without approval.
    expect((await call(ctx.app, '/api/projects', { as: user })).status).toBe(200);

    const removed = await call(ctx.app, `/api/admin/users/${user.id}/admin`, {
      method: 'DELETE',
      as: admin,
    });
    expect(((await removed.json()) as { user: AdminUser }).user.isAdmin).toBe(false);
    expect((await call(ctx.app, '/api/admin/users?status=all', { as: user })).status).toBe(403);
  });

  it('logs who did what to whom', async () => {
    const user = await signUp(ctx.app);
    await call(ctx.app, `/api/admin/users/${user.id}/approve`, { method: 'POST', as: admin });
    const line = ctx.logs.find((l) => l.action === 'approve' && l.target === user.id);
    expect(line).toMatchObject({ admin: { id: admin.id, email: admin.email } });
    expect(typeof line?.at).toBe('string');
  });

  it.each([
    ['POST', 'approve'],
    ['POST', 'revoke'],
    ['PUT', 'admin'],
    ['DELETE', 'admin'],
  ])('%s %s answers 404 for an unknown user id', async (method, action) => {
    const response = await call(ctx.app, `/api/admin/users/no-such-user/${action}`, {
      method,
      as: admin,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
