import { pino, type Logger, type LoggerOptions } from 'pino';
import type { Env } from './env';

export type { Logger };

const MAX_MESSAGE_CHARS = 200;

/**
 * An error message fit for a log: its first line, without a failed query's parameters
 * (drizzle lists them, client notes among them, after "params:"), and, outside the SQL text of
 * a failed query, with quoted input elided (PostgreSQL and JSON.parse quote what they refused).
 */
function safeMessage(message: string): string {
  const firstLine = (message.split('\n')[0] ?? '').split(/\s*params:/)[0] ?? '';
  return firstLine.startsWith('Failed query:')
    ? firstLine
    : firstLine.replace(/(["'`])(?:(?!\1).)*\1/g, '$1…$1');
}

/**
 * What an error becomes in a log line: its type, code, safe message and stack frames; causes
 * are reduced the same way.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const firstLine = safeMessage(error.message);
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message:
      firstLine.length > MAX_MESSAGE_CHARS
        ? `${firstLine.slice(0, MAX_MESSAGE_CHARS)}…`
        : firstLine,
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
    ...(error.cause !== undefined && depth < 3
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/** Options every logger of the app shares (the process's and the tests' capturing one). */
export const baseLoggerOptions: LoggerOptions = {
  serializers: { err: serializeError, error: serializeError },
  redact: {
    paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
    remove: true,
  },
};

/** The process logger; readable lines on a terminal in development, JSON otherwise. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const pretty = env.NODE_ENV === 'development' && process.stdout.isTTY;
  return pino({
    ...baseLoggerOptions,
    level: env.LOG_LEVEL,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  });
}
