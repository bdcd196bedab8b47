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

/** Bounds that keep one hostile or absurd file from exhausting the indexer. */
export interface ExtractionLimits {
  /** Input bytes accepted at all. */
  maxInputBytes: number;
  /** Total uncompressed bytes read out of an Office (zip) container. */
  maxUnzippedBytes: number;
  /** Uncompressed bytes of any one entry (word/document.xml, a sheet, a slide): what a parser is handed. */
  maxEntryBytes: number;
  /** Entries in an Office (zip) container. */
  maxZipEntries: number;
  /** Characters of text kept; the rest is dropped (and said so by `truncated`). */
  maxTextChars: number;
}

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  maxInputBytes: 64 * 1024 * 1024,
  maxUnzippedBytes: 64 * 1024 * 1024,
  maxEntryBytes: 24 * 1024 * 1024,
  maxZipEntries: 5000,
  maxTextChars: 2_000_000,
};

/**
 * Stored as the file's index detail and translated by the documents screen, so these never change meaning.
 * TIMEOUT, OUT_OF_MEMORY and CRASHED come from the separate extraction process.
 */
export type ExtractionErrorCode =
  | 'UNSUPPORTED_TYPE'
  | 'TOO_LARGE'
  | 'ARCHIVE_BOMB'
  | 'UNREADABLE'
  | 'TIMEOUT'
  | 'OUT_OF_MEMORY'
  | 'CRASHED';

export class ExtractionError extends Error {
  constructor(
    readonly code: ExtractionErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}
