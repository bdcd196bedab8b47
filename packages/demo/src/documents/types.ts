// The demo organisation's funder documents: written as data here, rendered into real
// PDF / DOCX / XLSX / Markdown files by render.ts, stored through the upload use case by seed.ts on the
// first start, and used by the assistant's retrieval tests as the ground truth of what each file says.

export type DemoDocumentKind = 'pdf' | 'docx' | 'xlsx' | 'md' | 'txt';
export type DemoDocumentLanguage = 'en' | 'pt' | 'de';

export interface DemoDocumentSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface DemoDocument {
  /** A funder of the demo organisation, by its exact name in the demo rows' catalogue (rows/catalog.ts). */
  funderName: string;
  /** Wire form folder path ('' = the funder's root, 'Guidelines/2026' below it). */
  folder: string;
  /** With the extension that matches `kind`. */
  fileName: string;
  kind: DemoDocumentKind;
  language: DemoDocumentLanguage;
  title: string;
  sections: readonly DemoDocumentSection[];
  /** xlsx only: the first sheet's rows, header first. */
  table?: readonly (readonly (string | number)[])[];
}

export interface RenderedDemoDocument {
  bytes: Uint8Array;
  mimeType: string;
}
