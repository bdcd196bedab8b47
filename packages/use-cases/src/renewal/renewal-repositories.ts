import type { DbTransaction } from '@grantflow/db/client';
import {
  type ApplicationRecord,
  loadApplicationReports,
  loadApplications,
} from '@grantflow/db/repositories/applications';
import { createFolderWithAncestors } from '@grantflow/db/repositories/documents';
import { filesToLink, linkFiles } from '@grantflow/db/repositories/file-links';
import type { ApplicationLoad } from '@grantflow/db/repositories/load';
import {
  insertRenewal,
  lockRenewalSource,
  type NewRenewal,
  type RenewalSource,
  renewalOf,
} from '@grantflow/db/repositories/renewals';
import type { ReportRecord } from '@grantflow/db/repositories/report-sql';

/** What renewApplication reads and writes, in one organisation's transaction. */
export interface RenewalRepositories {
  /** The application as a renewal source, locked until the transaction ends; null when not the organisation's. */
  lockSource(applicationId: number): Promise<(RenewalSource & { status: string }) | null>;
  /** The id of the application that renews `applicationId`, if any. */
  renewalOf(applicationId: number): Promise<number | null>;
  reportsOf(applicationId: number): Promise<Pick<ReportRecord, 'urgency' | 'deadline' | 'description'>[]>;
  /** The new open cycle's id; null when the source already has a renewal (a lost race). */
  insertRenewal(renewal: NewRenewal): Promise<number | null>;
  /** Creates `folder` (and its ancestors) in the funder's documents, linking each file added since `since`. */
  linkFilesSince(funderId: number, folder: string, since: string): Promise<void>;
  loadApplication(id: number, today: string, load?: ApplicationLoad): Promise<ApplicationRecord | undefined>;
}

export function dbRenewalRepositories(tx: DbTransaction, organizationId: number): RenewalRepositories {
  return {
    lockSource: (id) => lockRenewalSource(tx, organizationId, id),
    renewalOf: (id) => renewalOf(tx, organizationId, id),
    reportsOf: async (id) => (await loadApplicationReports(tx, organizationId, [id])).get(id) ?? [],
    insertRenewal: (renewal) => insertRenewal(tx, organizationId, renewal),
    linkFilesSince: async (funderId, folder, since) => {
      await createFolderWithAncestors(tx, organizationId, funderId, folder);
      const sources = await filesToLink(tx, organizationId, funderId, since);
      await linkFiles(tx, organizationId, funderId, folder, sources);
    },
    loadApplication: async (id, today, load) =>
      (await loadApplications(tx, organizationId, [id], today, load)).get(id),
  };
}
