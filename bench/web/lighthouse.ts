import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const lighthouseCli = join(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  'lighthouse',
  'cli',
  'index.js',
);

export interface LighthouseScores {
  /** 0-100, as the report shows them. */
  performance: number;
  accessibility: number;
  lcpMs: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/**
 * One Lighthouse 12 run (desktop preset, simulated throttling; see docs/decisions/0006) in Debian's
 * Chromium, offline against a server on loopback. `cookie` signs the page's requests in.
 */
export async function lighthouse(url: string, cookie?: string): Promise<LighthouseScores> {
  const args = [
    lighthouseCli,
    url,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    '--preset=desktop',
    '--only-categories=performance,accessibility',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  });
  const report = JSON.parse(stdout) as LighthouseReport;
  const score = (category: string) => {
    const value = report.categories[category]?.score;
    if (typeof value !== 'number')
      throw new Error(`Lighthouse gave no ${category} score for ${url}`);
    return Math.round(value * 100);
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
  };
}
