import type { AdminUser } from '@strata/contracts';

/** SPEC /admin: newest registration first. */
export function sortNewestFirst(users: readonly AdminUser[]): AdminUser[] {
  return [...users].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The two lists of the admin panel. */
export function splitByApproval(users: readonly AdminUser[]): {
  pending: AdminUser[];
  approved: AdminUser[];
} {
  const sorted = sortNewestFirst(users);
  return {
    pending: sorted.filter((user) => !user.approved),
    approved: sorted.filter((user) => user.approved),
  };
}

/** SPEC /admin: a row is named by the full name, or else the e-mail. */
export function displayName(user: Pick<AdminUser, 'fullName' | 'email'>): string {
  return user.fullName?.trim() || user.email;
}
