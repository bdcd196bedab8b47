import { type AccountDeps, accountDeps } from '@grantflow/auth/account-deps';
import { createMailer } from '@grantflow/email/mailer';
import type { AppDeps } from '../deps.ts';

const built = new WeakMap<AppDeps, AccountDeps>();

/** The account use cases' dependencies from the app's config, built once per app. */
export function restAccountDeps(deps: AppDeps): AccountDeps {
  let accounts = built.get(deps);
  if (!accounts) {
    const { config, db } = deps;
    const mailer =
      deps.accounts?.mailer ??
      createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger: deps.logger });
    accounts = accountDeps({
      db,
      authSecret: config.AUTH_SECRET,
      mailer,
      publicUrl: config.PUBLIC_URL,
      supportEmail: config.SUPPORT_EMAIL,
      slowDown: deps.accounts?.slowDown,
    });
    built.set(deps, accounts);
  }
  return accounts;
}
