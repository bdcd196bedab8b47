import { withTenant } from '@grantflow/db/client';
import { deleteTaskRow, getTask } from '@grantflow/db/repositories/tasks';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { recordTaskChange } from './record-task-change.ts';

/** deleteTask: removes the task; TASK_NOT_FOUND when absent. */
export async function deleteTask(options: TenantUseCaseOptions & { id: number }): Promise<{ id: number }> {
  const { db, organization, id } = options;
  await withTenant(db, organization.id, async (tx) => {
    // Read first: the entry names the task's funder, and an absent task answers TASK_NOT_FOUND here.
    await recordTaskChange(tx, options, await getTask(tx, organization.id, id), null);
    await deleteTaskRow(tx, organization.id, id);
  });
  return { id };
}
