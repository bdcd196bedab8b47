import { withTenant } from '@grantflow/db/client';
import {
  applicationDeadline,
  applicationTasks,
  getTask,
  insertTask,
  type TaskRecord,
} from '@grantflow/db/repositories/tasks';
import { shiftedDueDate } from '@grantflow/domain/task/task-rules';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/**
 * copyTasksFromApplication: the tasks of an earlier cycle (open or done) added to the new one as open tasks,
 * same title, description and assignee, due dates moved by as many days as the deadline moved. No mails:
 * nobody was newly given anything by a person. APPLICATION_NOT_FOUND for either id not the organisation's.
 */
export async function copyTasksFromApplication(
  options: TenantUseCaseOptions & { fromId: number; toId: number; actorId: number },
): Promise<TaskRecord[]> {
  const { db, organization, fromId, toId } = options;
  return withTenant(db, organization.id, async (tx) => {
    const cycle = {
      fromDeadline: await applicationDeadline(tx, organization.id, fromId),
      toDeadline: await applicationDeadline(tx, organization.id, toId),
    };
    const copied: TaskRecord[] = [];
    for (const task of await applicationTasks(tx, organization.id, fromId)) {
      const id = await insertTask(tx, organization.id, {
        title: task.title,
        description: task.description,
        // A user removed since leaves the copy unassigned rather than failing the copy.
        assigneeId: task.assigneeId,
        dueDate: shiftedDueDate(task.dueDate, cycle),
        applicationId: toId,
        funderId: null,
        createdById: options.actorId,
      });
      copied.push(await getTask(tx, organization.id, id));
    }
    return copied;
  });
}
