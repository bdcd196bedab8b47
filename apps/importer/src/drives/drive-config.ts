import { z } from 'zod';

// The drive variables (docs/architecture.md, Two ways to run the same code: drives are off until a provider's client id is set). Base URLs default
// to the real hosts; tests point them at local fake servers and set PROVIDERS_ALLOW_LOOPBACK.

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));
const optional = z.string().trim().min(1).optional();

export const driveEnvShape = {
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_DRIVE_API_URL: z.url().default('https://www.googleapis.com/'),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  MICROSOFT_CLIENT_ID: optional,
  MICROSOFT_CLIENT_SECRET: optional,
  MICROSOFT_GRAPH_URL: z.url().default('https://graph.microsoft.com/'),
  MICROSOFT_TOKEN_URL: z.url().default('https://login.microsoftonline.com/common/oauth2/v2.0/token'),
  /** Key for the refresh tokens at rest (≥ 32 characters); the standalone launcher generates one. */
  DRIVE_TOKEN_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Tests only: lets the provider URLs be http://127.0.0.1 fake servers. Never in production. */
  PROVIDERS_ALLOW_LOOPBACK: booleanish.default(false),
  /** The per-file limit, the same as uploads'. */
  MAX_UPLOAD_MB: z.coerce.number().int().positive().max(10_240).default(50),
  /** Files downloaded at once per import job. */
  IMPORT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
  /** Run the drive-import worker in this process. */
  IMPORT_WORKER_ENABLED: booleanish.default(true),
};

export interface DriveEnv {
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
  GOOGLE_DRIVE_API_URL: string;
  GOOGLE_OAUTH_TOKEN_URL: string;
  MICROSOFT_CLIENT_ID?: string | undefined;
  MICROSOFT_CLIENT_SECRET?: string | undefined;
  MICROSOFT_GRAPH_URL: string;
  MICROSOFT_TOKEN_URL: string;
  DRIVE_TOKEN_KEY?: string | undefined;
  PROVIDERS_ALLOW_LOOPBACK: boolean;
}

/** Where OneDrive's content download redirects (pre-signed URLs on SharePoint / OneDrive hosts). */
export const ONE_DRIVE_DOWNLOAD_HOSTS = [
  '.sharepoint.com',
  '.1drv.com',
  '.livefilestore.com',
  '.files.1drv.com',
];

export function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
}
