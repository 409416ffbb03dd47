const PERCENT_OWNED =
  /\b(?:(?:owns?|inherited)\s+(\d{1,3}(?:\.\d+)?)\s?%|(?<!\bfor\s)(\d{1,3}(?:\.\d+)?)\s?%\s*(?:owner|ownership|stake|interest|equity|of the (?:business|company|practice|firm|shares|stock))|(sole|100%) owner)/i;

/**
 * The share of a business the client owns: 'owns 60%', '100% owner', 'inherited 50% of', 'owns
 * 1,000 of 1,500 shares'; not
 * the part an offer is for ('$5M for 20% of the company').
 */
/** 'owns 1,000 of 1,500 shares', 'holds 600 of the 1,000 shares'. */
const SHARES_OWNED =
  /\b(?:owns?|holds?)\s+(\d{1,3}(?:,\d{3})+|\d+)\s+of\s+(?:the\s+)?(\d{1,3}(?:,\d{3})+|\d+)\s+shares\b/i;

export function ownershipOf(text: string): { percent: number; source: string } | undefined {
  const counted = SHARES_OWNED.exec(text);
  if (counted) {
    const [held, total] = [counted[1]!, counted[2]!].map((n) => Number(n.replace(/,/g, '')));
    if (total! > 0 && held! <= total!)
      return { percent: Math.round((held! / total!) * 1e6) / 1e4, source: counted[0] };
  }
  const m = PERCENT_OWNED.exec(text);
  if (!m) return undefined;
  return { percent: m[3] ? 100 : Math.min(100, Number(m[1] ?? m[2])), source: m[0] };
}
