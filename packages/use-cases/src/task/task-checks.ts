import type { DbExecutor } from '@grantflow/db/client';
import { assertFunderExists } from '@grantflow/db/repositories/funders';
import {
  assertApplicationExists,
  findOrganizationUser,
  type OrganizationUser,
  type TaskFields,
} from '@grantflow/db/repositories/tasks';
import { DomainError } from '@grantflow/domain/shared/errors';
import { assertOneTarget } from '@grantflow/domain/task/task-rules';

/**
 * The checks every task write makes in its transaction: one target at most, the application or funder
 * the organisation's, the assignee a user of the organisation (RLS hides every other user, so another
 * organisation's user is simply not found). Answers the assignee, for the mail.
 */
export async function checkTaskFields(
  tx: DbExecutor,
  organizationId: number,
  fields: TaskFields,
): Promise<OrganizationUser> {
  assertOneTarget(fields);
  if (fields.applicationId !== null) await assertApplicationExists(tx, organizationId, fields.applicationId);
  if (fields.funderId !== null) await assertFunderExists(tx, organizationId, fields.funderId);
  const assignee = await findOrganizationUser(tx, organizationId, fields.assigneeId);
  if (!assignee) throw new DomainError('TASK_ASSIGNEE_NOT_IN_ORGANIZATION');
  return assignee;
}
