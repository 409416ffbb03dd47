import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { schema } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { grantAdminRole } from '../features/admin/admin.service';
import { recordAuditEvent, userTarget } from '../features/audit/audit.service';
import { createProfile, grantAdminIfFirstAccount } from './access';
import { allowedOrigins } from './allowed-origins';
import { createMailer } from './mailer';
import { MIN_PASSWORD_LENGTH, passwordWeaknesses } from './password-strength';

export interface AuthDeps {
  env: Env;
  db: Database;
  logger: Logger;
  /** Only tests turn rate limiting off; every real mode keeps it on. */
  disableRateLimit?: boolean;
}

/** The header carrying the client address the server saw (set by app.ts, never by clients). */
export const CLIENT_IP_HEADER = 'x-strata-client-ip';

const PASSWORD_PATHS = new Set(['/sign-up/email', '/reset-password', '/change-password']);

/** Which sign-in methods this configuration enables (GET /api/auth/providers). */
export function enabledProviders(env: Env) {
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    oidc: Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET),
    password: env.PASSWORD_SIGN_IN,
  };
}

function oauthProviders(env: Env): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    // Google through genericOAuth (not the built-in provider, which hard-codes Google's
    // endpoints) so tests can point discovery at a local OpenID Connect provider.
    providers.push({
      providerId: 'google',
      discoveryUrl: env.GOOGLE_DISCOVERY_URL,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    });
  }
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    providers.push({
      providerId: 'oidc',
      discoveryUrl: `${env.OIDC_ISSUER.replace(/\/+$/, '')}/.well-known/openid-configuration`,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    });
  }
  return providers;
}

/** The better-auth instance: sessions in the database, HttpOnly SameSite=Lax cookies. */
export function createAuth({ env, db, logger, disableRateLimit = false }: AuthDeps) {
  const sendMail = createMailer(env);
  const isProduction = env.NODE_ENV === 'production';
  const providers = oauthProviders(env);

  return betterAuth({
    appName: 'Strata',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: allowedOrigins(env),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    database: drizzleAdapter(db.orm, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: env.PASSWORD_SIGN_IN,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 256,
      // No session from sign-up: better-auth then answers a sign-up for an e-mail that has an
      // account exactly as one for a new e-mail (200, token null, no cookie; its password is
      // still hashed, for time), so sign-up does not tell who has an account. The web signs in
      // next with the same credentials.
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      ...(sendMail
        ? {
            sendResetPassword: async ({ user, url }) => {
              await sendMail({
                to: user.email,
                subject: 'Reset your Strata password',
                text: `Open this link within an hour to choose a new password:\n\n${url}\n\nIf you did not ask for this, ignore this e-mail.`,
              });
            },
          }
        : {}),
    },
    account: {
      // Link a provider identity to an existing account only when both sides verified the address.
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true },
    },
    plugins: providers.length > 0 ? [genericOAuth({ config: providers })] : [],
    rateLimit: {
      enabled: !disableRateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // A flood guard per address only: failed passwords are limited per account and address
        // by signInLimits (app.ts), which never counts a successful sign-in.
        '/sign-in/email': { window: 60, max: 60 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 5 },
      },
    },
    advanced: {
      // better-auth turns its callbackURL/redirectTo checks off when NODE_ENV=test; keep them on
      // in every mode. Its CSRF rule (no cookie-bearing POST without an Origin) stays off: the
      // originCheck middleware in app.ts refuses every foreign Origin on /api/*, the same everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: true,
      useSecureCookies: isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isProduction },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (!PASSWORD_PATHS.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password = ctx.path === '/sign-up/email' ? body.password : body.newPassword;
        if (typeof password !== 'string') return;
        // The account's own e-mail and name are the first words an attacker tries.
        const known = [
          body.email,
          body.name,
          ctx.context.session?.user.email,
          ctx.context.session?.user.name,
        ];
        const reasons = passwordWeaknesses(
          password,
          known.filter((word): word is string => typeof word === 'string'),
        );
        if (reasons.length > 0) {
          throw new APIError('BAD_REQUEST', {
            code: 'weak_password',
            message: `Password is too weak: it needs ${reasons.join(', ')}.`,
            reasons,
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createProfile(db.orm, {
              id: user.id,
              email: user.email,
              fullName: user.name || null,
            });
            if (!isProduction && (await grantAdminIfFirstAccount(db.orm, user))) {
              logger.warn(
                { userId: user.id, email: user.email },
                'FIRST ACCOUNT BECAME ADMIN: it is the only account, so it was made admin (development bootstrap; off in production)',
              );
            }
          },
        },
      },
      session: {
        create: {
          after: async (session, ctx) => {
            // Every new session is a sign-in: by password, by a provider's callback, or the
            // one that follows sign-up.
            const [row] = await db.orm
              .select({ email: schema.user.email, emailVerified: schema.user.emailVerified })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (!row) return;
            const signedIn = { id: session.userId, email: row.email };
            await recordAuditEvent(db.orm, 'sign-in', signedIn, userTarget(signedIn.id, row.email));
            // ADMIN_EMAILS: only after a provider callback (Google/OIDC) for an address the provider verified.
            if (env.ADMIN_EMAILS.length === 0 || !ctx?.path.startsWith('/callback/')) return;
            if (!row.emailVerified || !env.ADMIN_EMAILS.includes(row.email.toLowerCase())) return;
            await grantAdminRole(db.orm, session.userId, null);
            logger.warn(
              { userId: session.userId, email: row.email, via: ctx.path },
              'admin role granted from ADMIN_EMAILS',
            );
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
