import { withTenant } from '@grantflow/db/client';
import { getTask, type TaskRecord, updateTaskRow } from '@grantflow/db/repositories/tasks';
import { assignmentNeedsMail } from '@grantflow/domain/task/task-rules';
import type { TaskParams } from '@grantflow/validation/task';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { recordTaskChange } from './record-task-change.ts';
import { checkTaskFields } from './task-checks.ts';
import { mailAssignment, type TaskMailDeps } from './task-mail.ts';

/** updateTask: replaces the task's fields; a new assignee other than the caller is e-mailed. TASK_NOT_FOUND when absent. */
export async function updateTask(
  options: TenantUseCaseOptions & { id: number; params: TaskParams; mail: TaskMailDeps },
): Promise<TaskRecord> {
  const { db, organization, id, params, mail } = options;
  const { task, assignee, previousAssigneeId } = await withTenant(db, organization.id, async (tx) => {
    const previous = await getTask(tx, organization.id, id);
    const assignee = await checkTaskFields(tx, organization.id, params);
    await updateTaskRow(tx, organization.id, id, params);
    const task = await getTask(tx, organization.id, id);
    await recordTaskChange(tx, options, previous, task);
    return { task, assignee, previousAssigneeId: previous.assigneeId };
  });
  if (assignmentNeedsMail({ assigneeId: assignee.id, previousAssigneeId, actorId: mail.actor.id }))
    await mailAssignment(mail, task, assignee, organization.id);
  return task;
}
