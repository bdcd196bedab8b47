import { renderDocx, renderXlsx } from './render-office.ts';
import { renderPdf } from './render-pdf.ts';
import type { DemoDocument, DemoDocumentKind, RenderedDemoDocument } from './types.ts';

/** The stored content type of each kind (what the upload's sniffing accepts for it). */
export const DEMO_DOCUMENT_MIME_TYPES: Record<DemoDocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  md: 'text/markdown',
  txt: 'text/plain',
};

function renderMarkdown(doc: DemoDocument): string {
  const parts = [`# ${doc.title}`];
  for (const section of doc.sections) parts.push(`## ${section.heading}`, section.paragraphs.join('\n\n'));
  return `${parts.join('\n\n')}\n`;
}

// Plain text as people type it: the title underlined, headings on their own line, blank lines between.
function renderText(doc: DemoDocument): string {
  const parts = [`${doc.title}\n${'='.repeat(Math.min(doc.title.length, 72))}`];
  for (const section of doc.sections) parts.push(`${section.heading}\n${section.paragraphs.join('\n\n')}`);
  return `${parts.join('\n\n')}\n`;
}

/** A demo document as the real file a funder would have sent: bytes plus their content type. */
export async function renderDemoDocument(doc: DemoDocument): Promise<RenderedDemoDocument> {
  const mimeType = DEMO_DOCUMENT_MIME_TYPES[doc.kind];
  switch (doc.kind) {
    case 'pdf':
      return { bytes: await renderPdf(doc), mimeType };
    case 'docx':
      return { bytes: await renderDocx(doc), mimeType };
    case 'xlsx':
      return { bytes: await renderXlsx(doc), mimeType };
    case 'md':
      return { bytes: new TextEncoder().encode(renderMarkdown(doc)), mimeType };
    case 'txt':
      return { bytes: new TextEncoder().encode(renderText(doc)), mimeType };
  }
}
