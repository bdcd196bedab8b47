import type { DocumentFormat } from './extract-document.ts';
import type { ExtractedDocument, ExtractionErrorCode, ExtractionLimits } from './types.ts';

// The messages between extract-in-child.ts and the extraction process (Node's advanced IPC serialisation,
// so the bytes travel as a Uint8Array and not as JSON).

export interface ExtractionInput {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}

export type ExtractionResult = ExtractedDocument & { format: DocumentFormat; truncated: boolean };

export interface ExtractionRequest {
  input: ExtractionInput;
  limits: ExtractionLimits;
}

export type ExtractionReply =
  | { ok: true; document: ExtractionResult }
  | { ok: false; code: ExtractionErrorCode; message: string };
