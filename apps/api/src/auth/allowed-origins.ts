import type { Env } from '../env';

/** The names of this machine's loopback interface: one machine, so one site, whichever is typed. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Origins allowed to make state-changing calls: the public URL, and the API's own in
 * development. A development server on a loopback address answers under every loopback name:
 * the README sends a new user to http://localhost:3000 while the server calls itself
 * 127.0.0.1, and no other site can be served from this machine's port.
 */
export function allowedOrigins(env: Env): string[] {
  const origins = [new URL(env.PUBLIC_URL).origin];
  if (env.NODE_ENV !== 'production') {
    origins.push(`http://${env.HOST}:${env.PORT}`);
    const host = env.HOST === '::1' ? '[::1]' : env.HOST;
    if (LOOPBACK_HOSTS.includes(host))
      origins.push(...LOOPBACK_HOSTS.map((name) => `http://${name}:${env.PORT}`));
  }
  return [...new Set(origins)];
}
