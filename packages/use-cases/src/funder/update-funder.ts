import { withTenant } from '@grantflow/db/client';
import {
  type FunderFields,
  type FunderRecord,
  getFunder,
  type LocationInput,
  updateFunder as updateFunderRow,
} from '@grantflow/db/repositories/funders';
import { FUNDER_HISTORY_FIELDS, funderHistoryRecord } from '../history/history-fields.ts';
import { recordChange } from '../history/record-change.ts';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface UpdateFunderOptions extends TenantUseCaseOptions {
  id: number;
  /** Partial: an absent field is unchanged, null clears it. */
  fields: Partial<FunderFields>;
  /** Absent: unchanged; null: removed. */
  location?: LocationInput | null;
}

/** Updates the funder (FUNDER_NOT_FOUND when the organisation has none) and returns it. */
export async function updateFunder(options: UpdateFunderOptions): Promise<FunderRecord> {
  const { db, organization, id } = options;
  return withTenant(db, organization.id, async (tx) => {
    const before = await getFunder(tx, organization.id, id);
    await updateFunderRow(tx, organization.id, id, options.fields, options.location);
    const after = await getFunder(tx, organization.id, id);
    await recordChange({
      tx,
      organizationId: organization.id,
      subject: { type: 'FUNDER', id },
      funderId: id,
      userId: options.actorId,
      before: funderHistoryRecord(before),
      after: funderHistoryRecord(after),
      fields: FUNDER_HISTORY_FIELDS,
    });
    return after;
  });
}
