import { withTenant } from '@grantflow/db/client';
import {
  type FunderFields,
  type FunderRecord,
  getFunder,
  createFunder as insertFunder,
  type LocationInput,
} from '@grantflow/db/repositories/funders';
import { FUNDER_HISTORY_FIELDS, funderHistoryRecord } from '../history/history-fields.ts';
import { recordChange } from '../history/record-change.ts';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface CreateFunderOptions extends TenantUseCaseOptions {
  fields: FunderFields;
  location?: LocationInput | null;
}

/** Creates the funder (with its location when given) and returns it as lists show it. */
export async function createFunder(options: CreateFunderOptions): Promise<FunderRecord> {
  const { db, organization } = options;
  return withTenant(db, organization.id, async (tx) => {
    const id = await insertFunder(tx, organization.id, options.fields, options.location);
    const funder = await getFunder(tx, organization.id, id);
    await recordChange({
      tx,
      organizationId: organization.id,
      subject: { type: 'FUNDER', id },
      funderId: id,
      userId: options.actorId,
      before: null,
      after: funderHistoryRecord(funder),
      fields: FUNDER_HISTORY_FIELDS,
    });
    return funder;
  });
}
