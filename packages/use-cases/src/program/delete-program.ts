import { withTenant } from '@grantflow/db/client';
import { deleteProgram as deleteProgramRow } from '@grantflow/db/repositories/programs';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** Deletes the program and its goals (its grants stay, without a program); PROGRAM_NOT_FOUND when absent. */
export async function deleteProgram(options: TenantUseCaseOptions & { id: number }): Promise<{ id: number }> {
  const { db, organization, id } = options;
  await withTenant(db, organization.id, (tx) => deleteProgramRow(tx, organization.id, id));
  return { id };
}
