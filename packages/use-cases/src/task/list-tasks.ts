import { readAsTenant } from '@grantflow/db/client';
import type { Page, PageRequest } from '@grantflow/db/repositories/shared';
import { listTasks as listTaskRows, type TaskRecord } from '@grantflow/db/repositories/tasks';
import type { TaskFilters } from '@grantflow/validation/task';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** listTasks: the organisation's tasks by the filters, open first, then by due date. */
export function listTasks(
  options: TenantUseCaseOptions & { filters: TaskFilters; pagination: PageRequest },
): Promise<Page<TaskRecord>> {
  const { db, organization } = options;
  return readAsTenant(db, organization.id, (tx) =>
    listTaskRows(tx, organization.id, options.filters, options.pagination),
  );
}
