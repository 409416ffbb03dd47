import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startAppServer } from '@strata/test-support/app-server';
import { percentile } from '../stats';
import { initialLoad } from './bundle-size';
import { lighthouse, type LighthouseScores } from './lighthouse';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '..', '..');
const distDir = join(repoRoot, 'apps', 'web', 'dist');
const RUNS = 3;
const SCORE_TARGET = 95;

/** The lazy route modules each page loads before it renders (apps/web/src/app/router.tsx). */
const PAGES = [
  { path: '/auth', chunks: ['src/app/routes/auth.tsx'], budgetKb: 150, signedIn: false },
  {
    path: '/',
    chunks: ['src/app/routes/layout.tsx', 'src/app/routes/home.tsx'],
    budgetKb: 250,
    signedIn: true,
  },
  {
    path: '/strategies',
    chunks: ['src/app/routes/layout.tsx', 'src/app/routes/strategies.tsx'],
    budgetKb: 250,
    signedIn: true,
  },
] as const;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'yes' : '**no**');

/** Signs up the first account (admin outside production) and returns its session cookie. */
async function signUpCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email: 'bench.advisor@example.com',
      password: 'bench 42 passphrase',
      name: 'Bench Advisor',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('sign-up set no session cookie');
  return cookie;
}

function medianOf(runs: LighthouseScores[], key: keyof LighthouseScores): number {
  return percentile(
    runs.map((r) => r[key]),
    50,
  );
}

/**
 * Initial JavaScript per page (from the Vite manifest of a fresh production build) and the
 * median Lighthouse performance and accessibility scores of three runs per page.
 */
export async function runWebBench(): Promise<string> {
  await run('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot });
  const sizeRows = PAGES.map(({ path, chunks, budgetKb }) => {
    const load = initialLoad(distDir, chunks);
    const gzipKb = load.jsGzipBytes / 1024;
    return `| ${path} | ${load.files.length} | ${kb(load.jsBytes)} | ${gzipKb.toFixed(1)} | ${kb(load.cssGzipBytes)} | < ${budgetKb} | ${verdict(gzipKb < budgetKb)} |`;
  });

  const server = await startAppServer();
  const scoreRows: string[] = [];
  try {
    const cookie = await signUpCookie(server.url);
    for (const { path, signedIn } of PAGES) {
      const runs: LighthouseScores[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await lighthouse(`${server.url}${path}`, signedIn ? cookie : undefined));
      }
      const performance = medianOf(runs, 'performance');
      const accessibility = medianOf(runs, 'accessibility');
      const each = runs.map((r) => r.performance).join(', ');
      scoreRows.push(
        `| ${path}${signedIn ? ' (signed in)' : ''} | ${performance} (${each}) | ${accessibility} | ${medianOf(runs, 'lcpMs')} | ${verdict(performance >= SCORE_TARGET && accessibility >= SCORE_TARGET)} |`,
      );
    }
  } finally {
    await server.stop();
  }

  return [
    '## Web app',
    '',
    "Initial JavaScript: what a page fetches before it renders, read from the Vite manifest of a fresh `npm run build -w apps/web`: the entry chunk that index.html loads and the page's lazy route chunks, each with its static imports (gzip level 9; later dynamic imports such as the chart are not counted).",
    '',
    '| page | chunks | JS KB | JS KB gzip | CSS KB gzip | target KB gzip | met |',
    '|---|---|---|---|---|---|---|',
    ...sizeRows,
    '',
    `Lighthouse 12 (desktop preset, simulated throttling; docs/decisions/0006) in Debian's Chromium against the real server on loopback; median of ${RUNS} runs (each run's performance score in brackets). Signed-in pages are measured with an admin's session cookie. Target: performance and accessibility >= ${SCORE_TARGET}.`,
    '',
    '| page | performance | accessibility | LCP ms | met |',
    '|---|---|---|---|---|',
    ...scoreRows,
  ].join('\n');
}
