import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { DemoDocument } from './types.ts';

// A plain A4 PDF with a real text layer (title, headings, wrapped paragraphs), so that text extraction
// reads it as a user's uploaded guideline would be read. The standard fonts use WinAnsi encoding, which
// covers the Latin-1 letters and typographic quotes of the English, Portuguese and German catalogue.

const PAGE = { width: 595.28, height: 841.89, margin: 56 };

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderPdf(doc: DemoDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setLanguage(doc.language === 'pt' ? 'pt-BR' : doc.language);
  // A fixed date keeps the rendered bytes deterministic for the same catalogue entry.
  const stamp = new Date('2026-01-01T00:00:00Z');
  pdf.setCreationDate(stamp);
  pdf.setModificationDate(stamp);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, font: PDFFont, size: number, gapAfter: number): void => {
    for (const line of wrap(text, font, size, width)) {
      if (y - size < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size * 1.3;
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    y -= gapAfter;
  };

  write(doc.title, bold, 16, 12);
  for (const section of doc.sections) {
    write(section.heading, bold, 12, 4);
    for (const paragraph of section.paragraphs) write(paragraph, regular, 10.5, 6);
    y -= 6;
  }
  return pdf.save();
}
