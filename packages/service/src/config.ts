import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_MB } from './body-limits.ts';
import { parseCorsOrigins } from './cors.ts';

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/**
 * Validates `env` against `schema`; throws a ConfigError listing every missing or malformed
 * variable by name (never its value, which may be a secret).
 */
export function parseConfig<S extends z.ZodType>(schema: S, env: Env = process.env): z.output<S> {
  // Empty strings come from `FOO=` lines in .env files; treat them as unset so defaults apply.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.map(String).join('.') || '(root)';
    const isMissing = issue.code === 'invalid_type' && cleaned[name] === undefined;
    return isMissing ? `${name} is required but not set` : `${name}: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

/**
 * Reads the environment once at start. On a bad configuration it prints which variables are
 * wrong and exits, because a service that starts half-configured fails later and less clearly.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Env = process.env): z.output<S> {
  try {
    return parseConfig(schema, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** CORS_ORIGINS: comma-separated http(s) origins allowed to call with credentials; unset = same origin only. */
export const corsOrigins = z
  .string()
  .optional()
  .transform((value, ctx) => {
    try {
      return parseCorsOrigins(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** The variables every Grantflow server reads; apps `.extend()` it with their own. */
export function serverEnvSchema(defaultPort: number) {
  return z.object({
    PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    CORS_ORIGINS: corsOrigins,
    /** The largest uploaded file in MB; upload routes and the gateway size their body limit from it. */
    MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(2048).default(DEFAULT_MAX_UPLOAD_MB),
  });
}

export const databaseUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// URL');

/** The variables of a server that needs PostgreSQL (rest, importer, ai, api). */
export function databaseServerEnvSchema(defaultPort: number) {
  return serverEnvSchema(defaultPort).extend({ DATABASE_URL: databaseUrl });
}

/** The signing secret of session tokens; shared by every service that checks them. */
export const authSecret = z.string().min(32, 'must be at least 32 characters');
