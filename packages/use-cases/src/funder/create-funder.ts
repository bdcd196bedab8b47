import { withTenant } from '@grantflow/db/client';
import {
  type FunderFields,
  type FunderRecord,
  getFunder,
  createFunder as insertFunder,
  type LocationInput,
} from '@grantflow/db/repositories/funders';
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
    return getFunder(tx, organization.id, id);
  });
}
