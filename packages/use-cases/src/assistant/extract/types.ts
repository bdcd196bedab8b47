// What every extractor produces: the document's text as titled sections, so that chunks can carry the
// title and the heading they sit under as context.

export interface ExtractedSection {
  heading: string | null;
  text: string;
}

export interface ExtractedDocument {
  title: string | null;
  sections: ExtractedSection[];
}

/** Bounds that keep one hostile or absurd file from exhausting the indexer (SECURITY.md 10). */
export interface ExtractionLimits {
  /** Input bytes accepted at all. */
  maxInputBytes: number;
  /** Total uncompressed bytes read out of an Office (zip) container. */
  maxUnzippedBytes: number;
  /** Entries in an Office (zip) container. */
  maxZipEntries: number;
  /** Characters of text kept; the rest is dropped (and said so by `truncated`). */
  maxTextChars: number;
}

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  maxInputBytes: 64 * 1024 * 1024,
  maxUnzippedBytes: 256 * 1024 * 1024,
  maxZipEntries: 5000,
  maxTextChars: 2_000_000,
};

export type ExtractionErrorCode = 'UNSUPPORTED_TYPE' | 'TOO_LARGE' | 'ARCHIVE_BOMB' | 'UNREADABLE';

export class ExtractionError extends Error {
  constructor(
    readonly code: ExtractionErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}
