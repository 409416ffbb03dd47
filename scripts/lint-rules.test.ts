import { execFileSync } from 'node:child_process';
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
    ['packages/contracts/src/analyses.ts', ['@strata/*', 'node:*']],
    ['packages/engine/src/analyze.ts', ['node:*', 'pg', '@strata/api']],
    [
      'apps/web/src/components/ui/button.tsx',
      ['@strata/api', '@strata/engine', '@/features/*', '@/app/*'],
    ],
    ['apps/web/src/lib/api-client.ts', ['@strata/api', '@/features/*']],
    [
      'apps/web/src/features/analyses/results-screen.tsx',
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

describe('no relative import climbs out of its package', () => {
  const CLIMB = '@typescript-eslint/no-restricted-imports';
  const errors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: file });
    return (result?.messages ?? []).filter((m) => m.ruleId === CLIMB);
  };

  it.each([
    [
      'apps/api/src/auth/oidc-login.test.ts',
      "import { startOidcProvider } from '../../../../e2e/support/oidc-provider';",
    ],
    [
      'apps/api/src/features/health/health.routes.test.ts',
      "import type { LlmStandIn } from '../../../../../e2e/support/llm-stand-in';",
    ],
    ['apps/api/src/app.ts', "export { x } from '../../web/src/main';"],
    ['e2e/workspace.spec.ts', "import { call } from '../apps/api/src/testing/test-app';"],
    ['packages/engine/src/analyze.ts', "import { x } from '../../contracts/src/analysis';"],
    ['apps/web/src/features/analyses/results-screen.tsx', "import { x } from '../../../..';"],
  ])('refuses a climb out of %s', async (file, code) => {
    expect(await errors(file, code)).toHaveLength(1);
  });

  it('allows climbing inside the package and importing other packages by name', async () => {
    const code = [
      "import { call } from '../../testing/test-app';",
      "import { startLlmStandIn } from '@strata/test-support/llm-stand-in';",
      "import { analysisSchema } from '@strata/contracts';",
    ].join('\n');
    expect(await errors('apps/api/src/features/health/health.routes.test.ts', code)).toEqual([]);
  });

  it('covers the deepest file of every package', async () => {
    const roots = [
      'packages/contracts',
      'packages/engine',
      'packages/test-support',
      'apps/api',
      'apps/web',
      'e2e',
    ];
    const files = execFileSync('git', ['ls-files', ...roots], {
      cwd: new URL('..', import.meta.url).pathname,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));
    for (const root of roots) {
      const deepest = files
        .filter((f) => f.startsWith(`${root}/`))
        .sort((a, b) => b.split('/').length - a.split('/').length)[0]!;
      expect(await ruleLevel(deepest, CLIMB), deepest).toBe(2);
    }
  });
});
