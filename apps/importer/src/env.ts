import { mailEnvShape, publicUrlEnvShape } from '@grantflow/email/config';
import { authSecret, databaseServerEnvSchema, loadConfig } from '@grantflow/service/config';
import { nonprofitExplorerEnvShape } from '@grantflow/service/nonprofit-explorer/config';
import { storageEnvShape } from '@grantflow/storage/config';
import { z } from 'zod';
import { driveEnvShape } from './drives/drive-config.ts';
import { opportunityEnvShape } from './opportunities/opportunity-config.ts';

export const DEFAULT_PORT = 4103;

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const envSchema = databaseServerEnvSchema(DEFAULT_PORT).extend({
  AUTH_SECRET: authSecret,
  /** Set → BullMQ on Redis; unset → BullMQ's PostgreSQL backend in DATABASE_URL's database. */
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Run the deadline-reminder worker and its hourly schedule in this process. */
  REMINDERS_ENABLED: booleanish.default(true),
  /** The zone whose calendar day decides "30, 14, 7 or 1 days before" (an IANA name). */
  REMINDERS_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as America/New_York')
    .default('UTC'),
  /**
   * Run the daily opportunity digest (saved searches' new matches by e-mail) in this process; the day is
   * REMINDERS_TIME_ZONE's.
   */
  OPPORTUNITY_DIGEST_ENABLED: booleanish.default(true),
  /** Run the daily refresh of confirmed funders' 990 filings in this process. */
  FUNDER_FILINGS_REFRESH_ENABLED: booleanish.default(true),
  ...nonprofitExplorerEnvShape,
  ...driveEnvShape,
  ...opportunityEnvShape,
  ...storageEnvShape,
  ...mailEnvShape,
  ...publicUrlEnvShape,
});

/** The only place this app reads process.env; exits naming any missing or malformed variable. */
export function loadEnv(env: Record<string, string | undefined> = process.env) {
  return loadConfig(envSchema, env);
}

export type Env = ReturnType<typeof loadEnv>;

/** The storage variables back in their string form, for `createStorageFromEnv`. */
export function storageEnv(config: Env): Record<string, string | undefined> {
  return {
    DATA_DIR: config.DATA_DIR,
    S3_BUCKET: config.S3_BUCKET,
    S3_REGION: config.S3_REGION,
    S3_ENDPOINT: config.S3_ENDPOINT,
    S3_ACCESS_KEY_ID: config.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: config.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: String(config.S3_FORCE_PATH_STYLE),
  };
}
