import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { documentIndexFiles } from '../schema/document-index.ts';
import type { IndexStatus } from './document-index.ts';

export interface FileIndexStatus {
  status: IndexStatus;
  /** A stable code: why the file yields no passages, or TRUNCATED; null when all is well. */
  detail: string | null;
}

/** What the assistant's indexer last recorded for each of the organisation's files among `fileIds`. */
export async function fileIndexStatuses(
  tx: DbExecutor,
  organizationId: number,
  fileIds: readonly number[],
): Promise<Map<number, FileIndexStatus>> {
  if (fileIds.length === 0) return new Map();
  const rows = await tx
    .select({
      fileId: documentIndexFiles.fileId,
      status: documentIndexFiles.status,
      detail: documentIndexFiles.detail,
    })
    .from(documentIndexFiles)
    .where(
      and(
        eq(documentIndexFiles.organizationId, organizationId),
        inArray(documentIndexFiles.fileId, [...fileIds]),
      ),
    );
  return new Map(rows.map((row) => [row.fileId, { status: row.status as IndexStatus, detail: row.detail }]));
}
