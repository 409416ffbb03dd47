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

/** SPEC section 4: revoking clears the approval time and approver. */
export async function revokeUser(orm: Orm, id: string) {
  const updated = await orm
    .update(profiles)
    .set({ approved: false, approvedAt: null, approvedBy: null })
    .where(eq(profiles.id, id))
    .returning({ id: profiles.id });
  return updated.length > 0 ? findUser(orm, id) : null;
}

/** Grants (skipped when present) or removes the admin role; null when the user does not exist. */
export async function setAdmin(orm: Orm, id: string, isAdmin: boolean) {
  if (!(await findUser(orm, id))) return null;
  await (isAdmin ? grantAdmin(orm, id) : revokeAdmin(orm, id));
  return findUser(orm, id);
}
