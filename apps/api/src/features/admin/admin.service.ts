import { and, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { profiles, userRoles } from '../../db/schema';
import { grantAdmin, revokeAdmin } from '../../auth/access';

export type UserStatusFilter = 'pending' | 'approved' | 'all';

const adminRole = and(eq(userRoles.userId, profiles.id), eq(userRoles.role, 'admin'));

const profileWithRole = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  approved: profiles.approved,
  approvedAt: profiles.approvedAt,
  approvedBy: profiles.approvedBy,
  createdAt: profiles.createdAt,
  isAdmin: sql<boolean>`${userRoles.id} is not null`,
};

export type ProfileWithRole = {
  id: string;
  email: string;
  fullName: string | null;
  approved: boolean;
  approvedAt: Date | null;
  approvedBy: string | null;
  createdAt: Date;
  isAdmin: boolean;
};

/** Profiles with their admin flag, newest first (SPEC /admin). */
export async function listUsers(orm: Orm, status: UserStatusFilter): Promise<ProfileWithRole[]> {
  const query = orm.select(profileWithRole).from(profiles).leftJoin(userRoles, adminRole);
  const filtered =
    status === 'all' ? query : query.where(eq(profiles.approved, status === 'approved'));
  return filtered.orderBy(desc(profiles.createdAt), desc(profiles.id));
}

export async function findUser(orm: Orm, id: string): Promise<ProfileWithRole | null> {
  const [row] = await orm
    .select(profileWithRole)
    .from(profiles)
    .leftJoin(userRoles, adminRole)
    .where(eq(profiles.id, id));
  return row ?? null;
}

/** SPEC section 4: approving records when and by whom; null when the user does not exist. */
export async function approveUser(orm: Orm, id: string, adminId: string) {
  const updated = await orm
    .update(profiles)
    .set({ approved: true, approvedAt: new Date(), approvedBy: adminId })
    .where(eq(profiles.id, id))
    .returning({ id: profiles.id });
  return updated.length > 0 ? findUser(orm, id) : null;
}

/** Refused: the change would leave no administrator (answered 409). */
export const LAST_ADMIN = 'last-admin' as const;

/**
 * Runs `change` unless it would leave no administrator: `id` is an admin and the only one.
 * Serialised with every other role change, so two admins cannot remove each other at once.
 */
async function unlessLastAdmin<T>(
  orm: Orm,
  id: string,
  change: (tx: Orm) => Promise<T>,
): Promise<T | typeof LAST_ADMIN> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('strata:admin-roles'))`);
    const admins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'));
    if (admins.length === 1 && admins[0]?.userId === id) return LAST_ADMIN;
    return change(tx as unknown as Orm);
  });
}

/**
 * SPEC section 4: revoking clears the approval time and approver. The last administrator
 * cannot be revoked.
 */
export async function revokeUser(orm: Orm, id: string) {
  if (!(await findUser(orm, id))) return null;
  const result = await unlessLastAdmin(orm, id, (tx) =>
    tx
      .update(profiles)
      .set({ approved: false, approvedAt: null, approvedBy: null })
      .where(eq(profiles.id, id)),
  );
  return result === LAST_ADMIN ? LAST_ADMIN : findUser(orm, id);
}

/** Grants the admin role (skipped when present); null when the user does not exist. */
export async function grantAdminRole(orm: Orm, id: string) {
  if (!(await findUser(orm, id))) return null;
  await grantAdmin(orm, id);
  return findUser(orm, id);
}

/** Removes the admin role, but never the last administrator's; null when the user does not exist. */
export async function removeAdminRole(orm: Orm, id: string) {
  if (!(await findUser(orm, id))) return null;
  const result = await unlessLastAdmin(orm, id, (tx) => revokeAdmin(tx, id));
  return result === LAST_ADMIN ? LAST_ADMIN : findUser(orm, id);
}
