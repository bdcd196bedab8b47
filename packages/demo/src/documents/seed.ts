import { Readable } from 'node:stream';
import type { Db } from '@grantflow/db/client';
import { withTenant } from '@grantflow/db/client';
import { fileNamesInFolder, funderIdsByName } from '@grantflow/db/repositories/documents';
import { listEveryOrganization } from '@grantflow/db/repositories/organizations';
import { parseWireFolderPath, storedFolderPath } from '@grantflow/domain/documents/document-paths';
import type { DocumentsDeps } from '@grantflow/use-cases/documents/documents-deps';
import { MIB, uploadFile } from '@grantflow/use-cases/documents/upload-file';
import { DEMO_DOCUMENTS, DEMO_DOCUMENTS_ORGANIZATION } from './catalog.ts';
import { renderDemoDocument } from './render.ts';
import type { DemoDocument, RenderedDemoDocument } from './types.ts';

export interface SeedDemoDocumentsOptions extends DocumentsDeps {
  db: Db;
  /** Defaults to the catalogue (`DEMO_DOCUMENTS`) and its renderer; tests pass their own. */
  documents?: readonly DemoDocument[];
  render?: (doc: DemoDocument) => Promise<RenderedDemoDocument>;
  organizationName?: string;
  /** The upload limit applied to the demo files too (MAX_UPLOAD_MB); default 50 MiB. */
  maxBytes?: number;
}

export interface SeedDemoDocumentsResult {
  stored: number;
  /** Already present (same name in the same folder): left alone. */
  skipped: number;
  /** Entries whose funder the organisation does not have. */
  missingFunders: string[];
}

/**
 * Stores the demo organisation's funder documents through the upload use case, so they
 * are sniffed, stored under generated keys and announced on the file-events queue like any upload.
 * Idempotent: a file already present under its name in its folder is skipped (nothing is rendered for it).
 * Does nothing when the demo organisation does not exist.
 */
export async function seedDemoDocuments(options: SeedDemoDocumentsOptions): Promise<SeedDemoDocumentsResult> {
  const { db } = options;
  const documents = options.documents ?? DEMO_DOCUMENTS;
  const render = options.render ?? renderDemoDocument;
  const organizationName = options.organizationName ?? DEMO_DOCUMENTS_ORGANIZATION;
  const result: SeedDemoDocumentsResult = { stored: 0, skipped: 0, missingFunders: [] };
  const demo = (await listEveryOrganization(db)).find((each) => each.name === organizationName);
  if (!demo) return result;
  const organization = { id: demo.id, fiscalYearStart: null };
  const funderIds = await withTenant(db, demo.id, (tx) =>
    funderIdsByName(
      tx,
      demo.id,
      documents.map((doc) => doc.funderName),
    ),
  );
  for (const doc of documents) {
    const funderId = funderIds.get(doc.funderName);
    if (funderId === undefined) {
      result.missingFunders.push(doc.funderName);
      continue;
    }
    const parsed = parseWireFolderPath(doc.folder);
    if (!parsed.ok)
      throw new Error(`demo document ${doc.fileName}: folder ${doc.folder} is ${parsed.problem}`);
    const folder = storedFolderPath(parsed.segments);
    const present = await withTenant(db, demo.id, (tx) => fileNamesInFolder(tx, demo.id, funderId, folder));
    if (present.includes(doc.fileName)) {
      result.skipped += 1;
      continue;
    }
    const rendered = await render(doc);
    await uploadFile({
      db,
      organization,
      storage: options.storage,
      publishFileEvent: options.publishFileEvent,
      funderId,
      folder,
      maxBytes: options.maxBytes ?? 50 * MIB,
      file: {
        name: doc.fileName,
        declaredType: rendered.mimeType,
        body: Readable.from([Buffer.from(rendered.bytes)]),
      },
    });
    result.stored += 1;
  }
  return result;
}
