import { type Db, withTenant } from '@grantflow/db/client';
import { setUserLanguage as storeUserLanguage } from '@grantflow/db/repositories/users';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';

/**
 * Stores the language the user works in (the web app calls this when they change it), so that their next
 * e-mails and calendar feed speak it; the stored language, or null when their row is gone.
 */
export function setUserLanguage(options: {
  db: Db;
  user: { id: number; organizationId: number };
  language: SupportedLanguage;
}): Promise<SupportedLanguage | null> {
  const { db, user } = options;
  return withTenant(db, user.organizationId, (tx) =>
    storeUserLanguage(tx, user.organizationId, user.id, options.language),
  );
}
