import type { Db } from '@grantflow/db/client';
import { DEFAULT_MAIL_CONFIG } from '@grantflow/email/config';
import { createMailer, type Mailer } from '@grantflow/email/mailer';
import type { SlowDownSettings } from './throttle.ts';

/** What the account use cases need besides their input; built once per app. */
export interface AccountDeps {
  db: Db;
  authSecret: string;
  mailer: Mailer;
  /** Links in mail start here (PUBLIC_URL). */
  publicUrl: string;
  /** Where support tickets go (SUPPORT_EMAIL). */
  supportEmail: string;
  slowDown?: SlowDownSettings | undefined;
}

/** Who is asking: the client address as the edge saw it (for per-address limits and audit). */
export interface RequestMeta {
  ip?: string | null | undefined;
}

/**
 * Fills what a caller left out with the no-configuration defaults (outbox mail, localhost links), so
 * code and tests that only have a database still work as on a machine with nothing configured.
 */
export function accountDeps(
  base: Pick<AccountDeps, 'db' | 'authSecret'> & Partial<AccountDeps>,
): AccountDeps {
  return {
    ...base,
    mailer: base.mailer ?? createMailer({ db: base.db, from: DEFAULT_MAIL_CONFIG.MAIL_FROM }),
    publicUrl: base.publicUrl ?? DEFAULT_MAIL_CONFIG.PUBLIC_URL,
    supportEmail: base.supportEmail ?? DEFAULT_MAIL_CONFIG.SUPPORT_EMAIL,
  };
}
