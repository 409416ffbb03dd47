import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcProviderOptions {
  /** Defaults to a free port on 127.0.0.1. */
  port?: number;
  clientId: string;
  clientSecret: string;
  /** The app's callback, e.g. http://127.0.0.1:3000/api/auth/callback/google. */
  redirectUri: string;
  /** What the ID token says of every address (default true, as Google does for its accounts). */
  emailVerified?: boolean;
}

export interface OidcProviderHandle {
  issuer: string;
  discoveryUrl: string;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The stand-in's sign-in page: any e-mail signs in (no password, no external assets). */
function loginPage(uid: string, clientId: string, emailVerified: boolean): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body>
  <h1>Test identity provider</h1>
  <p>Signing in to ${escapeHtml(clientId)}. Any e-mail address is accepted and reported as ${emailVerified ? 'verified' : 'unverified'}.</p>
  <form method="post" action="/interaction/${escapeHtml(uid)}/login">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required autofocus>
    <button type="submit">Sign in</button>
  </form>
</body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (the npm oidc-provider) on loopback, standing in for Google or
 * any OIDC issuer in tests: authorization code + PKCE, signed ID tokens, and a login page where
 * any e-mail signs in with `email_verified: true` (or false with `emailVerified: false`).
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcProviderHandle> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const emailVerified = options.emailVerified ?? true;
  const issuer = `http://127.0.0.1:${port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: emailVerified, name: sub.split('@')[0] }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
  });
  const oidcHandler = provider.callback();

  async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    isSubmit: boolean,
  ) {
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params.client_id);
    if (!isSubmit) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(loginPage(uid, clientId, emailVerified));
      return;
    }
    const email = (await readForm(req)).get('email')?.trim().toLowerCase();
    if (!email) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('email is required');
      return;
    }
    // Sign-in and consent in one step: the stand-in grants whatever the client asked for.
    const grant = new provider.Grant({ accountId: email, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: email }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(
      new URL(req.url ?? '/', issuer).pathname,
    );
    if (!match?.[1]) return void oidcHandler(req, res);
    interaction(req, res, match[1], req.method === 'POST' && match[2] === '/login').catch(
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      },
    );
  });

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
