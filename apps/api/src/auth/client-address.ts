import { isIP } from 'node:net';

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

/**
 * The client's address. The socket's peer is the client unless it is one of the trusted
 * proxies (TRUSTED_PROXY); then X-Forwarded-For is read from the right, skipping further
 * trusted proxies, and the first other address is the client. Entries to its left were
 * written by the client itself and are never believed. Without trusted proxies the header is
 * ignored, so no client can choose the address its rate limits are counted under.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string | undefined {
  if (!peer) return undefined;
  const trusted = new Set(trustedProxies.map(normalizeAddress));
  let client = normalizeAddress(peer);
  if (!trusted.has(client) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map(normalizeAddress).reverse();
  for (const hop of hops) {
    if (isIP(hop) === 0) break;
    client = hop;
    if (!trusted.has(hop)) break;
  }
  return client;
}
