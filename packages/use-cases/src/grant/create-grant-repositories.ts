import type { DbTransaction } from '@grantflow/db/client';
import { type ApplicationRecord, loadApplications } from '@grantflow/db/repositories/applications';
import {
  type GrantRecord,
  getGrant,
  createGrant as insertGrant,
  type NewGrant,
} from '@grantflow/db/repositories/grants';

/** What createGrant writes and reads back, in one organisation's transaction. */
export interface CreateGrantRepositories {
  /** FUNDER_NOT_FOUND / PROGRAM_NOT_FOUND when either is not the organisation's. */
  insertGrant(grant: NewGrant): Promise<{ grantId: number; applicationIds: number[] }>;
  loadApplications(ids: readonly number[], today: string): Promise<Map<number, ApplicationRecord>>;
  getGrant(id: number, today: string): Promise<GrantRecord>;
}

export function dbCreateGrantRepositories(
  tx: DbTransaction,
  organizationId: number,
): CreateGrantRepositories {
  return {
    insertGrant: (grant) => insertGrant(tx, organizationId, grant),
    loadApplications: (ids, today) => loadApplications(tx, organizationId, ids, today),
    getGrant: (id, today) => getGrant(tx, organizationId, id, today),
  };
}
