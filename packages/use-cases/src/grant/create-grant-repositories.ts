import type { DbTransaction } from '@grantflow/db/client';
import { type ApplicationRecord, loadApplications } from '@grantflow/db/repositories/applications';
import {
  type GrantRecord,
  getGrant,
  createGrant as insertGrant,
  type NewGrant,
} from '@grantflow/db/repositories/grants';
import { type HistoryChange, recordChange } from '../history/record-change.ts';

/** What createGrant writes and reads back, in one organisation's transaction. */
export interface CreateGrantRepositories {
  /** FUNDER_NOT_FOUND / PROGRAM_NOT_FOUND when either is not the organisation's. */
  insertGrant(grant: NewGrant): Promise<{ grantId: number; applicationIds: number[] }>;
  loadApplications(ids: readonly number[], today: string): Promise<Map<number, ApplicationRecord>>;
  getGrant(id: number, today: string): Promise<GrantRecord>;
  /** Writes a history entry (docs/architecture.md, History). */
  recordChange(change: HistoryChange): Promise<void>;
}

export function dbCreateGrantRepositories(
  tx: DbTransaction,
  organizationId: number,
): CreateGrantRepositories {
  return {
    insertGrant: (grant) => insertGrant(tx, organizationId, grant),
    loadApplications: (ids, today) => loadApplications(tx, organizationId, ids, today),
    getGrant: (id, today) => getGrant(tx, organizationId, id, today),
    recordChange: (change) => recordChange({ ...change, tx, organizationId }),
  };
}
