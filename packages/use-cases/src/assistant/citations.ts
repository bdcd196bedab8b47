import type { DbExecutor } from '@grantflow/db/client';
import type { ChatEntryFile } from '@grantflow/db/repositories/chats';
import { findCitedFiles } from '@grantflow/db/repositories/cited-files';
import { isObjectKey, organizationOfKey } from '@grantflow/storage/keys';
import { DOWNLOAD_PATH, signDownload } from '@grantflow/storage/signed-url';
import type { Passage } from './search-documents.ts';

// The `files` map of an answer (docs/product.md, Entities): the files it used, keyed "1", "2", … in rank order, each with a
// signed download link. Links expire, so the stored ones are signed afresh whenever a chat is read.

export const CITATION_LINK_TTL_MS = 60 * 60 * 1000;

export interface CitationSigning {
  secret: string | Uint8Array;
  now?: Date;
}

const expiry = (signing: CitationSigning) =>
  new Date((signing.now ?? new Date()).getTime() + CITATION_LINK_TTL_MS);

/** File ids of the passages, first appearance first. */
export function rankedFileIds(passages: readonly Passage[]): number[] {
  const ids: number[] = [];
  for (const passage of passages) {
    if (passage.source.kind === 'file' && !ids.includes(passage.source.fileId))
      ids.push(passage.source.fileId);
  }
  return ids;
}

/** The files map for these passages; files deleted since they were indexed are left out. */
export async function citedFilesMap(
  tx: DbExecutor,
  organizationId: number,
  passages: readonly Passage[],
  signing: CitationSigning,
): Promise<Record<string, ChatEntryFile>> {
  const ids = rankedFileIds(passages);
  const rows = new Map((await findCitedFiles(tx, organizationId, ids)).map((file) => [file.id, file]));
  const map: Record<string, ChatEntryFile> = {};
  let rank = 0;
  for (const id of ids) {
    const file = rows.get(id);
    if (!file || !isObjectKey(file.storageKey)) continue;
    rank += 1;
    const url = signDownload(
      { key: file.storageKey, filename: file.name, contentType: file.mimeType, expiresAt: expiry(signing) },
      signing.secret,
    );
    map[String(rank)] = { url, file_name: file.name };
  }
  return map;
}

/** A stored map with every link signed again (only keys of this organisation; anything else is dropped). */
export function refreshCitationLinks(
  files: Readonly<Record<string, ChatEntryFile>>,
  organizationId: number,
  signing: CitationSigning,
): Record<string, ChatEntryFile> {
  const fresh: Record<string, ChatEntryFile> = {};
  for (const [rank, file] of Object.entries(files)) {
    const query = new URLSearchParams(
      file.url.startsWith(DOWNLOAD_PATH) ? file.url.slice(DOWNLOAD_PATH.length + 1) : '',
    );
    const key = query.get('key');
    const type = query.get('type');
    if (!key || !type || !isObjectKey(key) || organizationOfKey(key) !== String(organizationId)) continue;
    const url = signDownload(
      { key, filename: file.file_name, contentType: type, expiresAt: expiry(signing) },
      signing.secret,
    );
    fresh[rank] = { url, file_name: file.file_name };
  }
  return fresh;
}
