import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

// The server runs from the repository root (apps/api/src/index.ts), three folders up.
const repoRoot = join(import.meta.dirname, '..', '..', '..');

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

/** A real server process (the `npm start` entry) that a test may stop or kill as it likes. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): Promise<number | string>;
}

const live = new Set<ServerProcess>();

/** A temporary DATA_DIR; remove it with removeDataDir. */
export function makeDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'strata-test-'));
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/** Spawns `node --import tsx apps/api/src/index.ts` on a free loopback port; does not wait. */
export async function spawnServer(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/index.ts'], {
    cwd: repoRoot,
    env: {
      // The child needs the shell's PATH to find its tools, and HOME as npm start would have.
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    // 'close', not 'exit': by then the output pipes are drained, so output() holds the last words.
    child.once('close', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: ServerProcess = {
    url,
    child,
    output: () => log,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  live.add(server);
  void exited.then(() => live.delete(server));
  return server;
}

/** Waits until /api/health answers 200; throws with the output if the process exits first. */
// Generous: on a machine shared with other builds the first start (tsx compiling the server) can take a minute.
export async function waitHealthy(server: ServerProcess, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`server exited early:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/** Spawns a server and waits for it to be healthy. */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<ServerProcess> {
  const server = await spawnServer(env, options);
  await waitHealthy(server);
  return server;
}

/** Kills every server this test file started (afterAll). */
export async function killAllServers(): Promise<void> {
  await Promise.all([...live].map((server) => server.kill('SIGKILL')));
}
