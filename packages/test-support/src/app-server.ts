import { makeDataDir, removeDataDir, startServer } from './server-process';

export { freePort, makeDataDir } from './server-process';

export interface AppServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (the same entry as `npm start`, with the built web app) on a free
 * loopback port and a fresh data directory. The web app must have been built first. With
 * `options.dataDir` the directory is the caller's and is kept on stop (the caller owns it), so
 * a test can restart the server on the same data.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  options: { port?: number; dataDir?: string } = {},
): Promise<AppServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? makeDataDir();
  const server = await startServer(
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    { port: options.port },
  );
  return {
    url: server.url,
    dataDir,
    async stop() {
      // A clean stop first (SIGTERM), the hard way if it takes longer than ten seconds.
      const exited = server.kill('SIGTERM');
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), 10_000)),
      ]);
      if (timedOut) await server.kill('SIGKILL');
      if (ownsDataDir) removeDataDir(dataDir);
    },
  };
}
