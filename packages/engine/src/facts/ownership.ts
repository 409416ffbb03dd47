const PERCENT_OWNED =
  /\b(?:(?:owns?|inherited)\s+(\d{1,3}(?:\.\d+)?)\s?%|(?<!\bfor\s)(\d{1,3}(?:\.\d+)?)\s?%\s*(?:owner|ownership|stake|interest|equity|of the (?:business|company|practice|firm|shares|stock))|(sole|100%) owner)/i;

/**
 * The share of a business the client owns: 'owns 60%', '100% owner', 'inherited 50% of'; not
 * the part an offer is for ('$5M for 20% of the company').
 */
export function ownershipOf(text: string): { percent: number; source: string } | undefined {
  const m = PERCENT_OWNED.exec(text);
  if (!m) return undefined;
  return { percent: m[3] ? 100 : Math.min(100, Number(m[1] ?? m[2])), source: m[0] };
}
