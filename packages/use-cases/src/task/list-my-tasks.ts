import { readAsTenant } from '@grantflow/db/client';
import type { Page, PageRequest } from '@grantflow/db/repositories/shared';
import { listTasks, type TaskRecord } from '@grantflow/db/repositories/tasks';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** listMyTasks: the caller's open tasks in the organisation, the overdue first, then by due date. */
export function listMyTasks(
  options: TenantUseCaseOptions & { userId: number; pagination: PageRequest },
): Promise<Page<TaskRecord>> {
  const { db, organization } = options;
  return readAsTenant(db, organization.id, (tx) =>
    listTasks(tx, organization.id, { assigneeId: options.userId, state: 'OPEN' }, options.pagination),
  );
}
