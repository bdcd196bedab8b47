import { type Db, withTenant } from '@grantflow/db/client';
import { setTaskReminderDays as storeDays } from '@grantflow/db/repositories/task-reminders';
import { normalizeReminderDays } from '@grantflow/domain/task/task-rules';

/** Stores the user's own task reminder days (none: no task reminders); the new days, or null when their row is gone. */
export function setTaskReminderDays(options: {
  db: Db;
  user: { id: number; organizationId: number };
  days: readonly number[];
}): Promise<number[] | null> {
  const { db, user } = options;
  return withTenant(db, user.organizationId, (tx) =>
    storeDays(tx, user.organizationId, user.id, normalizeReminderDays(options.days)),
  );
}
