import { withTenant } from '@grantflow/db/client';
import { deleteTaskRow } from '@grantflow/db/repositories/tasks';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** deleteTask: removes the task; TASK_NOT_FOUND when absent. */
export async function deleteTask(options: TenantUseCaseOptions & { id: number }): Promise<{ id: number }> {
  const { db, organization, id } = options;
  await withTenant(db, organization.id, (tx) => deleteTaskRow(tx, organization.id, id));
  return { id };
}
