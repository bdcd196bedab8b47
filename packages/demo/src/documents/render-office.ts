import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import type { DemoDocument } from './types.ts';

// Word and Excel files as the demo funders would send them: a DOCX with real heading styles, an XLSX
// whose first sheet is the document's table and whose second sheet holds its notes.

export async function renderDocx(doc: DemoDocument): Promise<Uint8Array> {
  const children: Paragraph[] = [new Paragraph({ text: doc.title, heading: HeadingLevel.TITLE })];
  for (const section of doc.sections) {
    children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }));
    for (const paragraph of section.paragraphs) children.push(new Paragraph({ text: paragraph }));
  }
  const document = new Document({
    title: doc.title,
    creator: doc.funderName,
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

export async function renderXlsx(doc: DemoDocument): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.title = doc.title;
  workbook.creator = doc.funderName;
  const stamp = new Date('2026-01-01T00:00:00Z');
  workbook.created = stamp;
  workbook.modified = stamp;
  const sheet = workbook.addWorksheet(doc.language === 'de' ? 'Kostenplan' : 'Budget');
  for (const row of doc.table ?? []) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 28;
  });
  const notes = workbook.addWorksheet(doc.language === 'de' ? 'Hinweise' : 'Notes');
  notes.addRow([doc.title]);
  for (const section of doc.sections) {
    notes.addRow([section.heading]);
    for (const paragraph of section.paragraphs) notes.addRow([paragraph]);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
