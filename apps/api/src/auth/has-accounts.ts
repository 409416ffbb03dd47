import type { Orm } from '../db/client';
import { user } from '../db/schema';

/**
 * Whether any account exists. A fresh database has none: /auth then opens on 'Create account'
 * (issue 15). Says nothing about who the accounts are.
 */
export async function hasAccounts(orm: Orm): Promise<boolean> {
  const rows = await orm.select({ id: user.id }).from(user).limit(1);
  return rows.length > 0;
}
