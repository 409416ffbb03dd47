import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanText = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value),
    );

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
  )
  .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' })));

const addressList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address !== ''),
  )
  .pipe(
    z.array(
      z
        .string()
        .refine((address) => isIP(address) !== 0, 'must be a comma-separated list of IP addresses'),
    ),
  );

const optionalUrl = optionalText.pipe(z.url({ message: 'must be a URL' }).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl,
  /**
   * Addresses of the reverse proxies in front of the server; only from them is
   * X-Forwarded-For believed for the client's address (rate limits are keyed on it).
   */
  TRUSTED_PROXY: addressList,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAILS: emailList,
  PASSWORD_SIGN_IN: booleanText(true),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_DISCOVERY_URL: optionalUrl.transform(
    (value) => value ?? 'https://accounts.google.com/.well-known/openid-configuration',
  ),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  ANALYSIS_ENGINE: z.enum(['builtin', 'llm']).default('builtin'),
  LLM_PROVIDER: optionalText.pipe(z.enum(['openai', 'anthropic', 'openai-compatible']).optional()),
  LLM_MODEL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_BASE_URL: optionalUrl,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Rules spanning several variables; checked on the raw values so they report alongside type errors. */
function crossFieldProblems(source: Record<string, string | undefined>): string[] {
  const has = (name: string) => (source[name] ?? '').trim() !== '';
  const problems: string[] = [];
  const requireTogether = (names: string[]) => {
    const set = names.filter(has);
    if (set.length === 0) return;
    for (const name of names.filter((n) => !has(n)))
      problems.push(`${name}: is required when ${set.join(', ')} is set`);
  };
  requireTogether(['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']);
  requireTogether(['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']);
  if (source.ANALYSIS_ENGINE === 'llm') {
    for (const name of ['LLM_PROVIDER', 'LLM_MODEL']) {
      if (!has(name)) problems.push(`${name}: is required when ANALYSIS_ENGINE=llm`);
    }
    if (source.LLM_PROVIDER === 'openai-compatible' && !has('LLM_BASE_URL')) {
      problems.push('LLM_BASE_URL: is required when LLM_PROVIDER=openai-compatible');
    }
  }
  if (source.NODE_ENV === 'production' && !has('AUTH_SECRET'))
    problems.push('AUTH_SECRET: is required in production');
  return problems;
}

type ParsedEnv = z.infer<typeof envSchema>;

/** The validated configuration; the one place the server learns about its environment. */
export type Env = Omit<ParsedEnv, 'AUTH_SECRET' | 'PUBLIC_URL'> & {
  AUTH_SECRET: string;
  /** Origin the app is reached at, without a trailing slash. */
  PUBLIC_URL: string;
  DATA_DIR: string;
};

/** Thrown by loadEnv with one readable line per bad value. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Parses and validates configuration. Outside production, a missing AUTH_SECRET is generated
 * once and kept in DATA_DIR/auth-secret so sessions survive restarts.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const problems = [
    ...(result.error?.issues ?? []).map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    ),
    ...crossFieldProblems(source),
  ];
  if (!result.success || problems.length > 0) throw new EnvError(problems);
  const parsed = result.data;
  const dataDir = resolve(parsed.DATA_DIR);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://${parsed.HOST}:${parsed.PORT}`).replace(
    /\/+$/,
    '',
  );
  return {
    ...parsed,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: parsed.AUTH_SECRET ?? readOrCreateSecret(dataDir),
  };
}

/** loadEnv for entry points: prints the problems and exits instead of throwing. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
