import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Import restrictions, one group per rule of STYLE.md 3. In a flat config a later block's
 * `no-restricted-imports` replaces an earlier one's for the files both match, so each file set
 * below is disjoint and lists every group that applies to it (scripts/lint-rules.test.ts
 * checks one file per folder with ESLint's own resolved configuration).
 */
const RESTRICTIONS = {
  contractsOnlyZod: {
    group: ['@strata/*', 'node:*', 'hono', 'drizzle-orm*', 'react*'],
    message: 'contracts imports zod only.',
  },
  engineNoIo: {
    group: [
      'node:*',
      'fs',
      'path',
      'hono',
      'drizzle-orm*',
      'pg',
      'react*',
      '@strata/api',
      '@strata/web',
    ],
    message: 'engine is pure: no I/O.',
  },
  webNoServer: {
    group: ['@strata/api', '**/apps/api/**', '@strata/engine'],
    message: 'The web never imports the server or the engine (it reads their contracts).',
  },
  componentsNoFeaturesOrApp: {
    group: [
      '@/features/*',
      '@/app/*',
      '../features/*',
      '../app/*',
      '../../features/*',
      '../../app/*',
    ],
    message: 'components and lib do not import features or app.',
  },
  featuresNoApp: {
    group: ['@/app/*', '../../app/*'],
    message: 'features do not import app.',
  },
  featuresThroughIndex: {
    group: ['@/features/*/*', '../*/*'],
    message: "A feature imports another only through that feature's index.",
  },
};

const restrict = (files, ignores, ...groups) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns: groups.map((name) => RESTRICTIONS[name]) }],
  },
});

/**
 * No relative import climbs out of its package (issue 17): a file `depth` folders below a
 * package's root may climb at most `depth` folders, and another package is reached through its
 * name and exports (`@strata/test-support/llm-stand-in`, `@strata/api/testing/test-app`). One
 * block per depth, because a glob cannot say how deep a file sits. These blocks use
 * typescript-eslint's copy of `no-restricted-imports`, so they never replace STYLE.md 3's blocks
 * above (in a flat config a later block replaces an earlier block's options for the same rule).
 */
const PACKAGE_ROOTS = [
  'packages/contracts',
  'packages/engine',
  'packages/test-support',
  'apps/api',
  'apps/web',
  'e2e',
];
/** Deeper than any folder today (scripts/lint-rules.test.ts checks that no file is deeper). */
export const PACKAGE_MAX_DEPTH = 8;

const stayInPackage = PACKAGE_ROOTS.flatMap((root) =>
  Array.from({ length: PACKAGE_MAX_DEPTH + 1 }, (_, depth) => ({
    files: [`${root}/${'*/'.repeat(depth)}*.{ts,tsx,js,mjs}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [`${'../'.repeat(depth)}..`, `${'../'.repeat(depth + 1)}*`],
              message: `This climbs out of ${root}: import another package by its name and exports.`,
            },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Configuration is read in one file (STYLE.md 7).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/env.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // STYLE.md 3: contracts -> zod; engine -> contracts, no I/O; inside web components|lib ->
  // features -> app, never back.
  restrict(['packages/contracts/src/**/*.ts'], [], 'contractsOnlyZod'),
  restrict(['packages/engine/src/**/*.ts'], ['packages/engine/src/**/*.test.ts'], 'engineNoIo'),
  restrict(
    ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    [],
    'webNoServer',
    'componentsNoFeaturesOrApp',
  ),
  // The admin feature is being reworked elsewhere this session; it joins the rule after.
  restrict(
    ['apps/web/src/features/**/*.{ts,tsx}'],
    ['apps/web/src/features/admin/**'],
    'webNoServer',
    'featuresNoApp',
    'featuresThroughIndex',
  ),
  restrict(['apps/web/src/features/admin/**/*.{ts,tsx}'], [], 'webNoServer', 'featuresNoApp'),
  restrict(
    ['apps/web/src/**/*.{ts,tsx}'],
    ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/features/**'],
    'webNoServer',
  ),
  ...stayInPackage,
);
