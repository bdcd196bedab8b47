import { type Db, withTenant } from '@grantflow/db/client';
import { findRemindersEnabled } from '@grantflow/db/repositories/users';

/** Whether the user gets deadline reminders; null when their row is gone. Users are tenant rows of their own organisation. */
export function getReminderPreference(options: {
  db: Db;
  user: { id: number; organizationId: number };
}): Promise<boolean | null> {
  const { db, user } = options;
  return withTenant(db, user.organizationId, (tx) => findRemindersEnabled(tx, user.organizationId, user.id));
}
