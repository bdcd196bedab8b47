import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/**
 * The e-mail variables every app that sends mail reads; spread into an app's env schema with
 * `.extend({ ...mailEnvShape, ...publicUrlEnvShape })`. All have defaults, so a machine with no configuration works (docs/architecture.md, Two ways to run the same code).
 */
export const mailEnvShape = {
  /** smtp://user:pass@host:587 or smtps://…; unset → mail only goes to the outbox table. */
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Grantflow <no-reply@grantflow.app>'),
  SUPPORT_EMAIL: z.email().default('support@grantflow.app'),
  /** The development mailbox page; defaults to on exactly when SMTP_URL is unset. */
  MAILBOX_ENABLED: booleanish.optional(),
};

/** Where the web app is reached; links in mail are built from it. Apps that already read it skip this. */
export const publicUrlEnvShape = { PUBLIC_URL: z.url().default('http://localhost:3000') };

export interface MailConfig {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  PUBLIC_URL: string;
  SUPPORT_EMAIL: string;
  MAILBOX_ENABLED?: boolean | undefined;
}

export const mailConfigSchema = z.object({ ...mailEnvShape, ...publicUrlEnvShape });

/** Defaults for code that is handed no configuration (tests, other apps' test kits). */
export const DEFAULT_MAIL_CONFIG: MailConfig = mailConfigSchema.parse({});

export function isMailboxEnabled(config: Pick<MailConfig, 'SMTP_URL' | 'MAILBOX_ENABLED'>): boolean {
  return config.MAILBOX_ENABLED ?? !config.SMTP_URL;
}

/** `PUBLIC_URL` without a trailing slash, so `${base}/path` never doubles it. */
export function publicBase(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}
