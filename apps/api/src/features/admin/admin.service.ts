import { and, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { profiles, userRoles } from '../../db/schema';
import { grantAdmin, revokeAdmin } from '../../auth/access';
import { recordAuditEvent, userTarget, type AuditActor } from '../audit/audit.service';

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

/**
 * SPEC section 4: approving records when and by whom, and the audit log records it with the
 * change; null when the user does not exist.
 */
export async function approveUser(orm: Orm, id: string, admin: NonNullable<AuditActor>) {
  return orm.transaction(async (transaction) => {
    const tx = transaction as unknown as Orm;
    const [approved] = await tx
      .update(profiles)
      .set({ approved: true, approvedAt: new Date(), approvedBy: admin.id })
      .where(eq(profiles.id, id))
      .returning({ email: profiles.email });
    if (!approved) return null;
    await recordAuditEvent(tx, 'user-approved', admin, userTarget(id, approved.email));
    return findUser(tx, id);
  });
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
 * cannot be revoked. Recorded when the user was approved (otherwise nothing changes).
 */
export async function revokeUser(orm: Orm, id: string, admin: AuditActor) {
  if (!(await findUser(orm, id))) return null;
  const result = await unlessLastAdmin(orm, id, async (tx) => {
    const [revoked] = await tx
      .update(profiles)
      .set({ approved: false, approvedAt: null, approvedBy: null })
      .where(and(eq(profiles.id, id), eq(profiles.approved, true)))
      .returning({ email: profiles.email });
    if (revoked) await recordAuditEvent(tx, 'user-revoked', admin, userTarget(id, revoked.email));
  });
  return result === LAST_ADMIN ? LAST_ADMIN : findUser(orm, id);
}

/**
 * Grants the admin role; null when the user does not exist. Recorded when it changed
 * something (not for a user who is admin already).
 */
export async function grantAdminRole(orm: Orm, id: string, admin: AuditActor) {
  const target = await findUser(orm, id);
  if (!target) return null;
  await orm.transaction(async (transaction) => {
    const tx = transaction as unknown as Orm;
    if (await grantAdmin(tx, id))
      await recordAuditEvent(tx, 'admin-granted', admin, userTarget(id, target.email));
  });
  return findUser(orm, id);
}

/**
 * Removes the admin role, but never the last administrator's; null when the user does not
 * exist. Recorded when the user had the role.
 */
export async function removeAdminRole(orm: Orm, id: string, admin: AuditActor) {
  const target = await findUser(orm, id);
  if (!target) return null;
  const result = await unlessLastAdmin(orm, id, async (tx) => {
    if (await revokeAdmin(tx, id))
      await recordAuditEvent(tx, 'admin-removed', admin, userTarget(id, target.email));
  });
  return result === LAST_ADMIN ? LAST_ADMIN : findUser(orm, id);
}
