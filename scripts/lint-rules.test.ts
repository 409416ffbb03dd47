import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The guard rails of STYLE.md 3 as ESLint resolves them for real files: in a flat config a later
 * block replaces an earlier block's rule, so each folder's restrictions are read back here.
 */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restrictedGroups(file: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(file)) as {
    rules?: Record<string, [unknown, { patterns?: { group: string[] }[] }?]>;
  };
  const rule = config.rules?.['no-restricted-imports'];
  return (rule?.[1]?.patterns ?? []).flatMap((p) => p.group);
}

async function ruleLevel(file: string, rule: string): Promise<unknown> {
  const config = (await eslint.calculateConfigForFile(file)) as {
    rules?: Record<string, unknown[]>;
  };
  return config.rules?.[rule]?.[0];
}

describe('npm run lint', () => {
  it('refuses import cycles in every shipped package (dpdm, runtime imports)', async () => {
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.lint).toContain('lint:cycles');
    const cycles = pkg.scripts['lint:cycles']!;
    for (const folder of ['apps/api/src', 'apps/web/src', 'packages/*/src'])
      expect(cycles).toContain(folder);
    expect(cycles).toContain('--exit-code circular:1');
  });
});

describe('import restrictions hold where they say', () => {
  it.each([
    ['packages/contracts/src/analysis.ts', ['@strata/*', 'node:*']],
    ['packages/engine/src/analyze.ts', ['node:*', 'pg', '@strata/api']],
    [
      'apps/web/src/components/ui/button.tsx',
      ['@strata/api', '@strata/engine', '@/features/*', '@/app/*'],
    ],
    ['apps/web/src/lib/api-client.ts', ['@strata/api', '@/features/*']],
    [
      'apps/web/src/features/results/results-screen.tsx',
      ['@strata/api', '@strata/engine', '@/app/*', '@/features/*/*'],
    ],
    ['apps/web/src/app/router.tsx', ['@strata/api', '**/apps/api/**', '@strata/engine']],
    ['apps/web/src/main.tsx', ['@strata/api']],
  ])('%s', async (file, groups) => {
    expect(await restrictedGroups(file)).toEqual(expect.arrayContaining(groups));
  });

  it('keeps engine tests free to use node, and the api free of web rules', async () => {
    expect(await restrictedGroups('packages/engine/src/analyze.test.ts')).toEqual([]);
    expect(await restrictedGroups('apps/api/src/app.ts')).toEqual([]);
  });

  it('reads configuration in one file', async () => {
    expect(await ruleLevel('apps/api/src/app.ts', 'no-restricted-properties')).toBe(2);
    expect(await ruleLevel('apps/api/src/env.ts', 'no-restricted-properties')).toBeUndefined();
  });
});
