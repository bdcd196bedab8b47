import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { paddedDocxBomb } from '../testing/padded-docx-bomb.ts';
import { documentFormat, extractDocument } from './extract-document.ts';
import { DEFAULT_EXTRACTION_LIMITS, ExtractionError } from './types.ts';

// Fixtures are made here with the same libraries people's files come from, never checked-in binaries.

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const joined = (doc: { sections: { heading: string | null; text: string }[] }) =>
  doc.sections.map((section) => `${section.heading ?? ''}\n${section.text}`).join('\n');

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExtractionError) return error.code;
    throw error;
  }
  return 'no error';
}

describe('extractDocument', () => {
  it('reads a PDF with its title and headings from the font sizes', async () => {
    const pdf = await PDFDocument.create();
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    page.drawText('Förderrichtlinien 2026', { x: 50, y: 780, size: 18, font: bold });
    page.drawText('Antragsfrist', { x: 50, y: 740, size: 13, font: bold });
    page.drawText('Anträge bis zum 1. Oktober über das Portal einreichen.', {
      x: 50,
      y: 720,
      size: 10,
      font: regular,
    });
    page.drawText('Zuschuss', { x: 50, y: 690, size: 13, font: bold });
    page.drawText('Zwischen 5.000 und 20.000 Euro je Vorhaben.', { x: 50, y: 670, size: 10, font: regular });
    const result = await extractDocument({
      bytes: await pdf.save(),
      mimeType: 'application/pdf',
      fileName: 'r.pdf',
    });
    expect(result.title).toBe('Förderrichtlinien 2026');
    expect(result.sections).toEqual([
      { heading: 'Antragsfrist', text: 'Anträge bis zum 1. Oktober über das Portal einreichen.' },
      { heading: 'Zuschuss', text: 'Zwischen 5.000 und 20.000 Euro je Vorhaben.' },
    ]);
  });

  it('reads a DOCX with Word heading styles as sections', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Carta de concessão', heading: HeadingLevel.TITLE }),
            new Paragraph({ text: 'Valor', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ text: 'Doação de US$ 18.000 para o programa.' }),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(document));
    const result = await extractDocument({ bytes, mimeType: DOCX, fileName: 'carta.docx' });
    expect(result.title).toBe('Carta de concessão');
    expect(result.sections).toEqual([{ heading: 'Valor', text: 'Doação de US$ 18.000 para o programa.' }]);
  });

  it('reads a DOCX table a row per line, its cells between bars, the header row first', async () => {
    const cell = (text: string) => new TableCell({ children: [new Paragraph({ text })] });
    const row = (...texts: string[]) => new TableRow({ children: texts.map(cell) });
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Budget', heading: HeadingLevel.HEADING_2 }),
            new Table({
              rows: [row('Line item', 'Amount (USD)'), row('Meals', '23,100'), row('Bags', '1,470')],
            }),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(document));
    const result = await extractDocument({ bytes, mimeType: DOCX, fileName: 'budget.docx' });
    expect(result.sections).toEqual([
      { heading: 'Budget', text: 'Line item | Amount (USD)\nMeals | 23,100\nBags | 1,470' },
    ]);
  });

  it('reads an XLSX sheet by sheet, a row per line', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.title = 'Budget FY2026';
    const sheet = workbook.addWorksheet('Budget');
    sheet.addRow(['Line item', 'Amount']);
    sheet.addRow(['Meal ingredients', 23100]);
    sheet.addRow(['Total', { formula: 'B2', result: 23100 }]);
    sheet.addRow(['', 'no label', null]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const result = await extractDocument({ bytes, mimeType: XLSX, fileName: 'b.xlsx' });
    expect(result.title).toBe('Budget FY2026');
    expect(result.sections).toEqual([
      {
        heading: 'Budget',
        // An empty cell inside a row keeps its place under the header; trailing empty cells go.
        text: 'Line item | Amount\nMeal ingredients | 23100\nTotal | 23100\n | no label',
      },
    ]);
  });

  it('reads a PPTX slide by slide with speaker notes', async () => {
    const slide = (texts: string[]) =>
      strToU8(
        `<p:sld xmlns:a="a" xmlns:p="p"><p:cSld><p:spTree>${texts
          .map((text) => `<a:p><a:r><a:t>${text}</a:t></a:r></a:p>`)
          .join('')}</p:spTree></p:cSld></p:sld>`,
      );
    const bytes = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'ppt/slides/slide2.xml': slide(['Reporting', 'Quarterly reports by the 15th']),
      'ppt/slides/slide1.xml': slide(['Partner briefing', 'United Way &amp; partners']),
      'ppt/notesSlides/notesSlide2.xml': slide(['Mention the probation rule', '2']),
    });
    const result = await extractDocument({ bytes, mimeType: PPTX, fileName: 'deck.pptx' });
    expect(result.title).toBe('Partner briefing');
    expect(result.sections).toEqual([
      { heading: 'Partner briefing', text: 'United Way & partners' },
      { heading: 'Reporting', text: 'Quarterly reports by the 15th\nMention the probation rule' },
    ]);
  });

  it('reads HTML without scripts, keeping headings', async () => {
    const html =
      '<html><head><title>Page</title><script>alert(1)</script></head><body><h1>Guide</h1><p>Intro &amp; more</p><h2>Deadline</h2><p>June&nbsp;1</p><style>p{}</style></body></html>';
    const result = await extractDocument({ bytes: strToU8(html), mimeType: 'text/html', fileName: 'g.html' });
    expect(result.title).toBe('Guide');
    expect(result.sections).toEqual([
      { heading: null, text: 'Intro & more' },
      { heading: 'Deadline', text: 'June 1' },
    ]);
  });

  it('reads Markdown and plain text headings', async () => {
    const markdown = '# Checklist\n\n## Documents\n\n- [ ] Board roster\n- Audit\n\n## After\n\nSite visit.';
    const md = await extractDocument({ bytes: strToU8(markdown), mimeType: 'text/plain', fileName: 'c.md' });
    expect(md.title).toBe('Checklist');
    expect(md.sections).toEqual([
      { heading: 'Documents', text: '- Board roster\n- Audit' },
      { heading: 'After', text: 'Site visit.' },
    ]);
    const text = 'Report notes\n============\n\nNumbers\nWe served 412 adults.\n\nTo do\nSend it.\n';
    const txt = await extractDocument({ bytes: strToU8(text), mimeType: 'text/plain', fileName: 'n.txt' });
    expect(txt.title).toBe('Report notes');
    expect(txt.sections).toEqual([
      { heading: 'Numbers', text: 'We served 412 adults.' },
      { heading: 'To do', text: 'Send it.' },
    ]);
  });

  it('refuses what it cannot read, oversize input and broken files', async () => {
    expect(documentFormat('image/png', 'a.png')).toBeNull();
    expect(
      await codeOf(extractDocument({ bytes: new Uint8Array(8), mimeType: 'image/png', fileName: 'a.png' })),
    ).toBe('UNSUPPORTED_TYPE');
    const limits = { ...DEFAULT_EXTRACTION_LIMITS, maxInputBytes: 10 };
    expect(
      await codeOf(
        extractDocument(
          { bytes: strToU8('x'.repeat(11)), mimeType: 'text/plain', fileName: 'a.txt' },
          limits,
        ),
      ),
    ).toBe('TOO_LARGE');
    expect(
      await codeOf(extractDocument({ bytes: strToU8('not a zip'), mimeType: DOCX, fileName: 'a.docx' })),
    ).toBe('UNREADABLE');
    expect(
      await codeOf(
        extractDocument({ bytes: strToU8('%PDF-1.7 junk'), mimeType: 'application/pdf', fileName: 'a.pdf' }),
      ),
    ).toBe('UNREADABLE');
  });

  it('truncates text past the character limit', async () => {
    const limits = { ...DEFAULT_EXTRACTION_LIMITS, maxTextChars: 50 };
    const result = await extractDocument(
      { bytes: strToU8('word '.repeat(100)), mimeType: 'text/plain', fileName: 'a.txt' },
      limits,
    );
    expect(joined(result).trim().length).toBeLessThanOrEqual(50);
    expect(result.truncated).toBe(true);
  });
});

describe('archive bombs', () => {
  const limits = { ...DEFAULT_EXTRACTION_LIMITS, maxUnzippedBytes: 1024 * 1024 };
  const bomb = () =>
    zipSync(
      {
        'word/document.xml': new Uint8Array(8 * 1024 * 1024),
        'ppt/slides/slide1.xml': new Uint8Array(8 * 1024 * 1024),
      },
      { level: 9 },
    );

  it('refuses an entry that declares more than the limit, before inflating it', async () => {
    const bytes = bomb();
    expect(bytes.length).toBeLessThan(100_000);
    expect(await codeOf(extractDocument({ bytes, mimeType: DOCX, fileName: 'bomb.docx' }, limits))).toBe(
      'ARCHIVE_BOMB',
    );
    expect(await codeOf(extractDocument({ bytes, mimeType: PPTX, fileName: 'bomb.pptx' }, limits))).toBe(
      'ARCHIVE_BOMB',
    );
    expect(await codeOf(extractDocument({ bytes, mimeType: XLSX, fileName: 'bomb.xlsx' }, limits))).toBe(
      'ARCHIVE_BOMB',
    );
  });

  it('stops an entry that lies about its size once the real bytes pass the limit', async () => {
    const bytes = zipSync({ 'ppt/slides/slide1.xml': new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    // Local file header: uncompressed size at offset 22; make the first entry claim 10 bytes.
    new DataView(bytes.buffer, bytes.byteOffset).setUint32(22, 10, true);
    expect(await codeOf(extractDocument({ bytes, mimeType: PPTX, fileName: 'liar.pptx' }, limits))).toBe(
      'ARCHIVE_BOMB',
    );
  });

  it('stops one part past the per-entry limit, though the whole archive is within the total', async () => {
    // word/document.xml unpacks to 30 MiB beside a stored random part that keeps the overall ratio low.
    const { bytes, documentXmlBytes } = paddedDocxBomb({ documentXmlMiB: 30, paddingBytes: 1024 * 1024 });
    expect(documentXmlBytes).toBeLessThan(DEFAULT_EXTRACTION_LIMITS.maxUnzippedBytes);
    expect(documentXmlBytes).toBeGreaterThan(DEFAULT_EXTRACTION_LIMITS.maxEntryBytes);
    expect(await codeOf(extractDocument({ bytes, mimeType: DOCX, fileName: 'padded.docx' }))).toBe(
      'ARCHIVE_BOMB',
    );
  });

  it('refuses a container with too many entries', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 30; i++) files[`ppt/slides/slide${i}.xml`] = strToU8('<a:p/>');
    const bytes = zipSync(files);
    expect(
      await codeOf(
        extractDocument({ bytes, mimeType: PPTX, fileName: 'many.pptx' }, { ...limits, maxZipEntries: 20 }),
      ),
    ).toBe('ARCHIVE_BOMB');
  });
});
