/** ARCHITECTURE (footer): which analysis engine is live, from GET /api/health's `engine`. */
export function engineLabel(engine: string): string {
  return engine === 'builtin' ? 'Analysis engine: built-in, offline' : `Analysis engine: ${engine}`;
}

/** SPEC shared chrome: the avatar shows the e-mail's first letter uppercased, or 'U'. */
export function avatarLetter(email: string | null | undefined): string {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}
