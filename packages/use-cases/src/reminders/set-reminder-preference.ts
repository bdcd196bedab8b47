import { type Db, withTenant } from '@grantflow/db/client';
import { setRemindersEnabled } from '@grantflow/db/repositories/users';

/** Turns the user's deadline reminders on or off; the new setting, or null when their row is gone. */
export function setReminderPreference(options: {
  db: Db;
  user: { id: number; organizationId: number };
  enabled: boolean;
}): Promise<boolean | null> {
  const { db, user } = options;
  return withTenant(db, user.organizationId, (tx) =>
    setRemindersEnabled(tx, user.organizationId, user.id, options.enabled),
  );
}
