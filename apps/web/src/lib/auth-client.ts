import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's client on this origin (`/api/auth/*`). Google and OIDC are genericOAuth
 * providers on the server, reached through `signIn.social({ provider })` in better-auth 1.7.
 */
export const authClient = createAuthClient({ baseURL: window.location.origin });
