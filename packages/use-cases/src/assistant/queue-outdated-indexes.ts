import { type Db, readAsTenant } from '@grantflow/db/client';
import { filesIndexedByOtherVersion } from '@grantflow/db/repositories/document-index';
import { listEveryOrganization } from '@grantflow/db/repositories/organizations';
import type { FileEvent } from '@grantflow/queue/file-events';
import { INDEX_VERSION } from './index-file.ts';

export interface QueueOutdatedIndexesDeps {
  db: Db;
  /** Publishes a file event; the stamp makes its job id, so a second publication is stored once. */
  publish: (event: FileEvent, stamp: string) => Promise<void>;
}

/**
 * Asks the indexer to re-make the passages of every file another index version made (INDEX_VERSION in
 * index-file): one `file.stored` event each, stamped with the version, so an indexer started twice, or two
 * indexers, queue each file once (docs/architecture.md, Assistant retrieval). Read per organisation, as
 * that tenant. Returns how many files were queued.
 */
export async function queueOutdatedIndexes(deps: QueueOutdatedIndexesDeps): Promise<number> {
  let queued = 0;
  for (const organization of await listEveryOrganization(deps.db)) {
    const fileIds = await readAsTenant(deps.db, organization.id, (tx) =>
      filesIndexedByOtherVersion(tx, organization.id, INDEX_VERSION),
    );
    for (const fileId of fileIds) {
      await deps.publish(
        { type: 'file.stored', organizationId: organization.id, fileId },
        `index-${INDEX_VERSION}`,
      );
      queued += 1;
    }
  }
  return queued;
}
