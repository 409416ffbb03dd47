/** SPEC 4 (loading panel): 18 lines, one a second, wrapping; the 5 most recent shown. */
export const STATUS_LINES = [
  'Assessing client risk tolerance...',
  'Reviewing current asset allocation...',
  'Analyzing portfolio distribution...',
  'Identifying tax optimization opportunities...',
  'Evaluating retirement readiness...',
  'Reviewing insurance coverage...',
  'Examining estate planning needs...',
  'Calculating projected returns...',
  'Generating strategy recommendations...',
  'Assessing cross-border tax exposure...',
  'Considering family governance structures...',
  'Reviewing asset protection options...',
  'Evaluating business succession plans...',
  'Analyzing offshore holdings...',
  'Exploring philanthropic strategies...',
  'Planning for liquidity events...',
  'Comparing strategy costs and benefits...',
  'Finalizing personalized recommendations...',
] as const;

export const STATUS_LINE_INTERVAL_MS = 1000;
export const VISIBLE_STATUS_LINES = 5;

/**
 * The lines shown after `ticks` advances: the most recent five, oldest first, so the last one
 * is the newest (the one emphasised). Wraps back to the first line after the eighteenth.
 */
export function visibleStatusLines(ticks: number): string[] {
  const shown = Math.min(ticks + 1, VISIBLE_STATUS_LINES);
  const lines: string[] = [];
  for (let i = ticks - shown + 1; i <= ticks; i++) {
    lines.push(STATUS_LINES[i % STATUS_LINES.length] ?? '');
  }
  return lines;
}
