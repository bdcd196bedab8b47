import type { DbTransaction } from '@grantflow/db/client';
import type { TaskRecord } from '@grantflow/db/repositories/tasks';
import type { HistoryRecord } from '@grantflow/domain/history/changed-fields';
import { recordChange } from '../history/record-change.ts';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

// What a task's timeline shows, in order. `taskState`, not `state`: the timeline's labels are by field name,
// and `state` already names an address's state.
const TASK_FIELDS = ['title', 'description', 'dueDate', 'taskState', 'assignee'] as const;

function taskHistoryRecord(task: TaskRecord): HistoryRecord {
  return {
    title: task.title,
    description: task.description,
    dueDate: task.dueDate,
    taskState: task.state,
    // Users have no other name than their address; the entry keeps what the reader would recognise.
    assignee: task.assigneeEmail,
  };
}

/**
 * The history entry of a task's change (docs/architecture.md, History), in the change's transaction: null
 * `before` for a creation, null `after` for a deletion. The funder is the task's own or its application's.
 */
export async function recordTaskChange(
  tx: DbTransaction,
  options: Pick<TenantUseCaseOptions, 'organization' | 'actorId'>,
  before: TaskRecord | null,
  after: TaskRecord | null,
): Promise<void> {
  const task = after ?? before;
  if (!task) return;
  await recordChange({
    tx,
    organizationId: options.organization.id,
    subject: { type: 'TASK', id: task.id },
    funderId: task.funderId ?? task.applicationFunderId,
    userId: options.actorId,
    before: before && taskHistoryRecord(before),
    after: after && taskHistoryRecord(after),
    fields: TASK_FIELDS,
  });
}
