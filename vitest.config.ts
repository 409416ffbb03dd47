import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) runs one file at a time on the two-core CI machine, while the
    // API's process and restart tests spend most of their time waiting on child servers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', environment: 'node' } },
      { test: { name: 'engine', root: 'packages/engine', environment: 'node' } },
      { test: { name: 'eval', root: 'eval', environment: 'node' } },
      { test: { name: 'repo', root: 'scripts', environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { name: 'web', root: 'apps/web', environment: 'happy-dom' },
      },
    ],
  },
});
