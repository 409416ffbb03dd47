import { randomBytes } from 'node:crypto';
import type { Env } from '../env';
import type { Auth } from './auth';

/** Where better-auth sends the browser with `?token=` after checking a reset link (a web route). */
export const RESET_PASSWORD_PAGE = '/auth/reset-password';
const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A one-time password-reset link valid for an hour, for `npm run admin -- reset-link` when no
 * SMTP server is configured. null when no account has that e-mail. The token is stored the
 * way better-auth's own request-password-reset stores it, so its reset endpoint accepts it.
 */
export async function createPasswordResetLink(
  auth: Auth,
  env: Pick<Env, 'PUBLIC_URL'>,
  email: string,
): Promise<string | null> {
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
  if (!found) return null;
  const token = randomBytes(24).toString('base64url');
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: found.user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
  });
  const callbackURL = encodeURIComponent(`${env.PUBLIC_URL}${RESET_PASSWORD_PAGE}`);
  return `${env.PUBLIC_URL}/api/auth/reset-password/${token}?callbackURL=${callbackURL}`;
}
