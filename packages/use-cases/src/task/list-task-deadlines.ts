import { type Db, readAsTenant } from '@grantflow/db/client';
import { type TaskDeadlineRecord, taskDeadlines } from '@grantflow/db/repositories/task-reminders';
import type { DayRange } from '@grantflow/domain/dates/day-range';

export type LabelledTaskDeadline = TaskDeadlineRecord & { organization?: { id: number; name: string } };

/**
 * listTaskDeadlines: the open tasks due in the range of one or several organisations (a combined calendar
 * feed labels each with its organisation), one read-only tenant transaction per organisation.
 */
export async function listTaskDeadlines(options: {
  db: Db;
  organizations: readonly { id: number; name: string }[];
  range: DayRange;
  label: boolean;
}): Promise<LabelledTaskDeadline[]> {
  const result: LabelledTaskDeadline[] = [];
  for (const { id, name } of options.organizations) {
    const rows = await readAsTenant(options.db, id, (tx) => taskDeadlines(tx, id, options.range));
    result.push(...rows.map((row) => (options.label ? { ...row, organization: { id, name } } : row)));
  }
  return result.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
}
