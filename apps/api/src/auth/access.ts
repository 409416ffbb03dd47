import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import type { SessionUser } from '../app-env';
import { profiles, session, userRoles, user } from '../db/schema';
import { recordAuditEvent, userTarget } from '../features/audit/audit.service';

/** What a signed-in user may do; read from the database on every request (never cached). */
export interface Access {
  isApproved: boolean;
  isAdmin: boolean;
}

/**
 * The signed-in user behind a session token, with approval and role, in one query (every API
 * request runs it); null when the token is unknown. Expiry is the caller's to check.
 */
export async function findSessionUser(
  orm: Orm,
  token: string,
): Promise<(SessionUser & { expiresAt: Date }) | null> {
  const [row] = await orm
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      expiresAt: session.expiresAt,
      approved: profiles.approved,
      adminRoleId: userRoles.id,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, 'admin')))
    .where(eq(session.token, token));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name || null,
    expiresAt: row.expiresAt,
    isApproved: row.approved === true,
    isAdmin: Boolean(row.adminRoleId),
  };
}

/** SPEC section 6: access is allowed when the user is approved or an admin. */
export const hasAccess = (access: Access): boolean => access.isApproved || access.isAdmin;

export async function createProfile(
  orm: Orm,
  data: { id: string; email: string; fullName: string | null },
) {
  await orm.insert(profiles).values(data).onConflictDoNothing();
}

/**
 * Grants the admin role; a no-op when the user already has it (SPEC section 4). Whether it
 * granted (the audit log records only a change).
 */
export async function grantAdmin(orm: Orm, userId: string): Promise<boolean> {
  const granted = await orm
    .insert(userRoles)
    .values({ userId, role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return granted.length > 0;
}

/** Removes the admin role; whether the user had it. */
export async function revokeAdmin(orm: Orm, userId: string): Promise<boolean> {
  const removed = await orm
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .returning({ id: userRoles.id });
  return removed.length > 0;
}

/**
 * Makes `userId` admin if it is the first account of the database (the development bootstrap
 * of an empty database) and nobody is admin. A later sign-up is never the first account, so
 * it never takes the role. Serialised by an advisory lock so two first sign-ups cannot both become admin.
 * Returns whether it granted. The bootstrap admin is also marked approved, so it does not sit
 * in the pending list. Both changes are audited as the server's (no actor).
 */
export async function grantAdminIfFirstAccount(
  orm: Orm,
  account: { id: string; email: string },
): Promise<boolean> {
  const userId = account.id;
  return orm.transaction(async (transaction) => {
    const tx = transaction as unknown as Orm;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('strata:first-admin'))`);
    // The first account is the earliest one: accounts made at the same moment (a race on an
    // empty database) each see the others, and only the earliest may take the role.
    const [first] = await tx
      .select({ id: user.id })
      .from(user)
      .orderBy(asc(user.createdAt), asc(user.id))
      .limit(1);
    if (first?.id !== userId) return false;
    const [admin] = await tx
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'))
      .limit(1);
    if (admin) return false;
    await tx.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
    await tx
      .update(profiles)
      .set({ approved: true, approvedAt: new Date() })
      .where(eq(profiles.id, userId));
    await recordAuditEvent(tx, 'admin-granted', null, userTarget(userId, account.email));
    await recordAuditEvent(tx, 'user-approved', null, userTarget(userId, account.email));
    return true;
  });
}
