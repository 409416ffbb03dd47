import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '..', '..');

export interface AppServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A free loopback port, found by binding port 0. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** Makes an empty data directory in the system's temporary folder. */
export function makeDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'strata-e2e-'));
}

/**
 * Starts the real server (the same entry as `npm start`, with the built web app) on a free
 * loopback port and a fresh data directory. The web app must have been built first. With
 * `options.dataDir` it opens that directory instead and leaves it in place on stop (the
 * caller owns it), so a test can restart the server on the same data.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  options: { port?: number; dataDir?: string } = {},
): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? makeDataDir();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/index.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  await waitForHealth(url, child, () => log);
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
