import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { files } from '../schema/documents.ts';

export interface CitedFile {
  id: number;
  name: string;
  storageKey: string;
  mimeType: string;
}

/** The organisation's files among `ids` (what an answer's citations link to); other ids are simply absent. */
export async function findCitedFiles(
  tx: DbExecutor,
  organizationId: number,
  ids: readonly number[],
): Promise<CitedFile[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: files.id, name: files.name, storageKey: files.storageKey, mimeType: files.mimeType })
    .from(files)
    .where(and(eq(files.organizationId, organizationId), inArray(files.id, [...ids])));
}
