import { paddedDocxBomb } from '@grantflow/use-cases/assistant/testing/padded-docx-bomb';

// Hostile files, sent as uploads and then indexed as the assistant would. Each is built here at run
// time (never checked in) and sized for the fuzz services' 1 MiB upload limit. A new hostile file is a
// new entry; the run in file-inputs.integration.test.ts needs no change.

export interface FileInput {
  name: string;
  fileName: string;
  contentType: string;
  bytes: () => Uint8Array;
  /** What the index must record for it, when the upload is accepted. */
  indexed: { status: 'indexed' | 'unsupported' | 'failed'; detail: string | null };
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const FILE_INPUTS: readonly FileInput[] = [
  {
    // ~0.8 MB: word/document.xml unpacks to 60 MiB, a stored random part keeps the ratio near 80.
    name: 'padded DOCX bomb',
    fileName: 'Richtlinien.docx',
    contentType: DOCX,
    bytes: () => paddedDocxBomb({ documentXmlMiB: 60, paddingBytes: 560 * 1024 }).bytes,
    indexed: { status: 'failed', detail: 'ARCHIVE_BOMB' },
  },
];
