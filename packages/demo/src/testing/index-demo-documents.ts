import type { Db } from '@grantflow/db/client';
import type { FileStorage } from '@grantflow/storage/file-storage';
import type { EmbeddingsClient } from '@grantflow/use-cases/assistant/embeddings';
import { indexFile } from '@grantflow/use-cases/assistant/index-file';
import { funderIdByName, storeTestFile } from '@grantflow/use-cases/assistant/testing/store-test-file';
import type pg from 'pg';
import { DEMO_DOCUMENTS } from '../documents/catalog.ts';
import { renderDemoDocument } from '../documents/render.ts';
import type { DemoDocument } from '../documents/types.ts';

/**
 * Tests only: renders the demo documents, stores each as an uploaded file of its funder in the given
 * organisation (whose funders must exist, e.g. from the demo seed) and indexes it through `indexFile`.
 * Returns file name → file id.
 */
export async function indexDemoDocuments(options: {
  db: Db;
  admin: Pick<pg.Pool, 'query'>;
  storage: FileStorage;
  organizationId: number;
  embeddings?: EmbeddingsClient | undefined;
  documents?: readonly DemoDocument[];
}): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const doc of options.documents ?? DEMO_DOCUMENTS) {
    const rendered = await renderDemoDocument(doc);
    const stored = await storeTestFile(options.admin, options.storage, {
      organizationId: options.organizationId,
      funderId: await funderIdByName(options.admin, options.organizationId, doc.funderName),
      folder: doc.folder,
      name: doc.fileName,
      mimeType: rendered.mimeType,
      bytes: rendered.bytes,
    });
    const outcome = await indexFile({
      db: options.db,
      storage: options.storage,
      embeddings: options.embeddings,
      organizationId: options.organizationId,
      fileId: stored.id,
    });
    if (outcome.status !== 'indexed') throw new Error(`${doc.fileName}: ${JSON.stringify(outcome)}`);
    ids.set(doc.fileName, stored.id);
  }
  return ids;
}
