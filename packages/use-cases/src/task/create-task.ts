import { withTenant } from '@grantflow/db/client';
import { getTask, insertTask, type TaskRecord } from '@grantflow/db/repositories/tasks';
import { assignmentNeedsMail } from '@grantflow/domain/task/task-rules';
import type { TaskParams } from '@grantflow/validation/task';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { recordTaskChange } from './record-task-change.ts';
import { checkTaskFields } from './task-checks.ts';
import { mailAssignment, type TaskMailDeps } from './task-mail.ts';

/**
 * createTask: stores an open task (checked by checkTaskFields) and, once committed, e-mails the assignee
 * unless they gave it to themselves.
 */
export async function createTask(
  options: TenantUseCaseOptions & { params: TaskParams; mail: TaskMailDeps },
): Promise<TaskRecord> {
  const { db, organization, params, mail } = options;
  const { task, assignee } = await withTenant(db, organization.id, async (tx) => {
    const assignee = await checkTaskFields(tx, organization.id, params);
    const id = await insertTask(tx, organization.id, { ...params, createdById: mail.actor.id });
    const task = await getTask(tx, organization.id, id);
    await recordTaskChange(tx, options, null, task);
    return { task, assignee };
  });
  if (assignmentNeedsMail({ assigneeId: assignee.id, previousAssigneeId: null, actorId: mail.actor.id }))
    await mailAssignment(mail, task, assignee, organization.id);
  return task;
}
