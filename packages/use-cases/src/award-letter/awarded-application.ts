import type { DbExecutor } from '@grantflow/db/client';
import { type FullApplicationRecord, getApplication } from '@grantflow/db/repositories/applications';
import { DomainError } from '@grantflow/domain/shared/errors';

/** The application, refused unless it is awarded: an award letter's terms belong to an award. */
export async function awardedApplication(
  tx: DbExecutor,
  organizationId: number,
  applicationId: number,
  today: string,
): Promise<FullApplicationRecord> {
  const application = await getApplication(tx, organizationId, applicationId, today);
  if (application.status !== 'AWARDED') {
    throw new DomainError('APPLICATION_NOT_AWARDED', undefined, { params: { id: applicationId } });
  }
  return application;
}
