import { withTenant } from '@grantflow/db/client';
import { getTask, setTaskState, type TaskRecord } from '@grantflow/db/repositories/tasks';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { recordTaskChange } from './record-task-change.ts';

/** reopenTask: the task becomes OPEN again; TASK_NOT_FOUND when absent. */
export async function reopenTask(options: TenantUseCaseOptions & { id: number }): Promise<TaskRecord> {
  const { db, organization, id } = options;
  return withTenant(db, organization.id, async (tx) => {
    const previous = await getTask(tx, organization.id, id);
    await setTaskState(tx, organization.id, id, 'OPEN');
    const task = await getTask(tx, organization.id, id);
    await recordTaskChange(tx, options, previous, task);
    return task;
  });
}
