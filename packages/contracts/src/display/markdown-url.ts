const SAFE_PROTOCOLS = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);

/**
 * SPEC /results: a markdown link or image address is kept when it has no scheme (relative,
 * fragment, query) or uses http, https, irc, ircs, mailto or xmpp; anything else becomes ''.
 * Same reading as micromark: a colon after the first '/', '?' or '#' is not a scheme.
 */
export function safeMarkdownUrl(url: string): string {
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  const firstDelimiter = [url.indexOf('/'), url.indexOf('?'), url.indexOf('#')]
    .filter((index) => index !== -1)
    .reduce((min, index) => Math.min(min, index), Infinity);
  if (firstDelimiter < colon) return url;
  return SAFE_PROTOCOLS.has(url.slice(0, colon).toLowerCase()) ? url : '';
}
