import { withTenant } from '@grantflow/db/client';
import { getTask, setTaskState, type TaskRecord } from '@grantflow/db/repositories/tasks';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** completeTask: the task becomes DONE (its completion time recorded); TASK_NOT_FOUND when absent. */
export async function completeTask(options: TenantUseCaseOptions & { id: number }): Promise<TaskRecord> {
  const { db, organization, id } = options;
  return withTenant(db, organization.id, async (tx) => {
    await setTaskState(tx, organization.id, id, 'DONE');
    return getTask(tx, organization.id, id);
  });
}
