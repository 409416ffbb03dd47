import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
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
