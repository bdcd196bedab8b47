import { type Db, readAsTenant } from '@grantflow/db/client';
import { findTaskReminderDays } from '@grantflow/db/repositories/task-reminders';

/** The days before a due date on which the user is reminded of their tasks; null when their row is gone. */
export function getTaskReminderDays(options: {
  db: Db;
  user: { id: number; organizationId: number };
}): Promise<number[] | null> {
  const { db, user } = options;
  return readAsTenant(db, user.organizationId, (tx) =>
    findTaskReminderDays(tx, user.organizationId, user.id),
  );
}
