import type { DbExecutor } from '@grantflow/db/client';
import type { StoredDraftCitation } from '@grantflow/db/repositories/application-drafts';
import { findCitedFiles } from '@grantflow/db/repositories/cited-files';
import { isObjectKey } from '@grantflow/storage/keys';
import { signDownload } from '@grantflow/storage/signed-url';
import { CITATION_LINK_TTL_MS, type CitationSigning, refreshCitationLinks } from '../assistant/citations.ts';

// A draft's citations link like the chat's (docs/product.md, Drafting with the assistant): a file by a signed,
// expiring download link, signed afresh whenever the draft is read; a record by the app's own page for it.

export type PendingCitation =
  | { kind: 'file'; fileId: number; label: string }
  | { kind: 'record'; label: string; url: string };

/** The citations in marker order (1, 2, …); a file deleted since it was indexed keeps its label, not a link. */
export async function signCitations(
  tx: DbExecutor,
  organizationId: number,
  pending: readonly PendingCitation[],
  signing: CitationSigning,
): Promise<StoredDraftCitation[]> {
  const fileIds = pending.flatMap((c) => (c.kind === 'file' ? [c.fileId] : []));
  const rows = new Map((await findCitedFiles(tx, organizationId, fileIds)).map((file) => [file.id, file]));
  const expiresAt = new Date((signing.now ?? new Date()).getTime() + CITATION_LINK_TTL_MS);
  return pending.map((citation, index) => {
    const marker = index + 1;
    if (citation.kind === 'record') return { marker, ...citation };
    const file = rows.get(citation.fileId);
    const url =
      file && isObjectKey(file.storageKey)
        ? signDownload(
            { key: file.storageKey, filename: file.name, contentType: file.mimeType, expiresAt },
            signing.secret,
          )
        : '';
    return { marker, kind: 'file', label: file?.name ?? citation.label, url };
  });
}

/** Stored citations with every file link signed again (a link of another organisation's key is dropped). */
export function refreshDraftCitations(
  citations: readonly StoredDraftCitation[],
  organizationId: number,
  signing: CitationSigning,
): StoredDraftCitation[] {
  return citations.map((citation) => {
    if (citation.kind !== 'file' || !citation.url) return citation;
    const fresh = refreshCitationLinks(
      { one: { url: citation.url, file_name: citation.label } },
      organizationId,
      signing,
    );
    return { ...citation, url: fresh.one?.url ?? '' };
  });
}
