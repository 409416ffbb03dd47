import { createServer, type Server } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import {
  freePort,
  killAllServers,
  makeDataDir,
  removeDataDir,
  spawnServer,
  startServer,
} from '@strata/test-support/server-process';

const dataDir = makeDataDir();
let occupier: Server | undefined;

afterAll(async () => {
  await killAllServers();
  await new Promise((resolve) => (occupier ? occupier.close(resolve) : resolve(undefined)));
  removeDataDir(dataDir);
});

it('says which port is taken and stops cleanly, so the next start on the data works', async () => {
  const port = await freePort();
  occupier = createServer();
  await new Promise<void>((resolve) => occupier?.listen(port, '127.0.0.1', resolve));

  const blocked = await spawnServer({ DATA_DIR: dataDir }, { port });
  // The server opens its database before it listens: on a loaded two-core machine that alone
  // has taken over 20 seconds, so the wait is generous; a server that never stops still fails.
  const code = await Promise.race([
    blocked.exited,
    new Promise((r) => setTimeout(() => r('still running'), 75_000)),
  ]);
  expect(code).toBe(1);
  expect(blocked.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
  expect(blocked.output()).not.toMatch(/Unhandled 'error' event|at Server\./);

  // The data-dir lock went with it: a server on another port opens the same data at once.
  const next = await startServer({ DATA_DIR: dataDir });
  expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
}, 150_000);
