import { trustProxyEnvShape } from '@grantflow/auth/client-address';
import { mailEnvShape } from '@grantflow/email/config';
import { authSecret, databaseServerEnvSchema, loadConfig } from '@grantflow/service/config';
import { z } from 'zod';

export const DEFAULT_PORT = 4102;

const httpUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http(s) URL',
  );

export const envSchema = databaseServerEnvSchema(DEFAULT_PORT).extend({
  AUTH_SECRET: authSecret,
  /** The browser-facing origin: OAuth callbacks and redirects back to the web app are built on it. */
  PUBLIC_URL: httpUrl.default('http://localhost:3000'),
  // External sign-in (README, Decisions): a provider is on only when its client id is set.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: httpUrl.optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_ISSUER: httpUrl.optional(),
  /** Seals the drives' refresh tokens at rest (AES-256-GCM); drives connect only when it is set. */
  DRIVE_TOKEN_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // E-mail (SMTP_URL, MAIL_FROM, SUPPORT_EMAIL, MAILBOX_ENABLED) and the trusted proxy hops (TRUST_PROXY).
  ...mailEnvShape,
  ...trustProxyEnvShape,
});

/** The only place this app reads process.env; exits naming any missing or malformed variable. */
export function loadEnv(env: Record<string, string | undefined> = process.env) {
  return loadConfig(envSchema, env);
}

export type Env = ReturnType<typeof loadEnv>;
