import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  DOCX,
  EXECUTABLE,
  GIF,
  isAllowedUpload,
  JPEG,
  OLE,
  PDF,
  PNG,
  PPTX,
  peekStream,
  SNIFF_BYTES,
  sniffContentType,
  TEXT,
  uploadContentType,
  XLSX,
  ZIP,
} from './sniff.ts';

/** A ZIP's local file headers for `names`, each followed by `content` (sizes in a data descriptor when asked). */
function zip(names: string[], { content = 'x'.repeat(40), descriptor = false } = {}): Buffer {
  const parts = names.map((name) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(descriptor ? 0x08 : 0, 6);
    header.writeUInt32LE(descriptor ? 0 : content.length, 18);
    header.writeUInt32LE(descriptor ? 0 : content.length, 22);
    header.writeUInt16LE(name.length, 26);
    return Buffer.concat([header, Buffer.from(name, 'latin1'), Buffer.from(content, 'latin1')]);
  });
  return Buffer.concat(parts);
}
const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => Buffer.from(value, 'utf8');
/** A PNG's signature and its first chunk header, as every PNG starts (IHDR, 13 bytes). */
const png = Buffer.concat([
  bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13),
  text('IHDR'),
  bytes(0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89),
]);

describe('sniffContentType', () => {
  it.each([
    ['PDF', text('%PDF-1.7\n%âãÏÓ\n1 0 obj'), PDF],
    ['PNG', png, PNG],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46), JPEG],
    ['GIF89a', text('GIF89a\x01\x00'), GIF],
    ['GIF87a', text('GIF87a'), GIF],
    ['DOCX', zip(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']), DOCX],
    ['XLSX', zip(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml']), XLSX],
    ['PPTX', zip(['[Content_Types].xml', '_rels/.rels', 'ppt/presentation.xml']), PPTX],
    [
      'DOCX with data descriptors',
      zip(['[Content_Types].xml', 'word/document.xml'], { descriptor: true }),
      DOCX,
    ],
    ['plain ZIP', zip(['evil.exe', 'readme.txt']), ZIP],
    ['legacy Office (OLE)', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0), OLE],
    ['Windows executable', text('MZ\x90\x00\x03\x00'), EXECUTABLE],
    ['ELF', bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1), EXECUTABLE],
    ['Mach-O', bytes(0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1), EXECUTABLE],
    ['Markdown', text('# Guidelines\n\n- Budget ≤ 50 000 €\n'), TEXT],
    ['CSV with BOM', Buffer.concat([bytes(0xef, 0xbb, 0xbf), text('name;amount\r\nÄrzte;12\r\n')]), TEXT],
    ['UTF-8 cut mid-character', text('Förderung €').subarray(0, 12), TEXT],
    ['empty', bytes(), TEXT],
    ['NUL bytes', text('abc\u0000def'), undefined],
    ['invalid UTF-8', bytes(0x61, 0xc3, 0x28, 0x62), undefined],
    ['control characters', text('abc\u0001\u0002'), undefined],
    ['random binary', bytes(0x00, 0x13, 0x37, 0xfe), undefined],
  ])('%s', async (_name, sample, expected) => {
    expect(await sniffContentType(sample)).toBe(expected);
  });
});

describe('isAllowedUpload / uploadContentType', () => {
  it.each([
    [PDF, PDF, PDF],
    ['application/pdf; name=x', PDF, PDF],
    ['IMAGE/PNG', PNG, PNG],
    ['image/jpg', JPEG, JPEG],
    [DOCX, DOCX, DOCX],
    [XLSX, XLSX, XLSX],
    [PPTX, PPTX, PPTX],
    ['application/msword', OLE, 'application/msword'],
    ['application/vnd.ms-excel', OLE, 'application/vnd.ms-excel'],
    ['text/markdown', TEXT, 'text/markdown'],
    ['text/csv', TEXT, 'text/csv'],
    ['application/vnd.ms-excel', TEXT, 'text/csv'],
    ['', PDF, PDF],
    [undefined, TEXT, TEXT],
    ['application/octet-stream', DOCX, DOCX],
  ])('accepts %s holding %s (stored as %s)', (declared, sniffed, stored) => {
    expect(uploadContentType(declared, sniffed)).toBe(stored);
    expect(isAllowedUpload(declared, sniffed)).toBe(true);
  });

  it.each([
    ['an executable declared as PDF', PDF, EXECUTABLE],
    ['an executable declared as nothing', '', EXECUTABLE],
    ['a ZIP declared as DOCX', DOCX, ZIP],
    ['a ZIP declared as a ZIP', ZIP, ZIP],
    ['a DOCX declared as XLSX', XLSX, DOCX],
    ['text declared as PDF', PDF, TEXT],
    ['HTML declared as HTML', 'text/html', TEXT],
    ['SVG', 'image/svg+xml', TEXT],
    ['unknown binary declared as text', 'text/plain', undefined],
    ['PNG declared as JPEG', JPEG, PNG],
  ])('refuses %s', (_name, declared, sniffed) => {
    expect(isAllowedUpload(declared, sniffed)).toBe(false);
  });
});

describe('peekStream', () => {
  it('returns the first bytes and replays the whole stream', async () => {
    const chunks = Array.from({ length: 10 }, (_, i) => Buffer.alloc(3000, i));
    const { firstBytes, body } = await peekStream(Readable.from(chunks));
    expect(firstBytes.length).toBe(SNIFF_BYTES);
    expect((await buffer(body)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('handles a stream shorter than the sample', async () => {
    const { firstBytes, body } = await peekStream(Readable.from([text('%PDF-1.4')]));
    expect(await sniffContentType(firstBytes)).toBe(PDF);
    expect((await buffer(body)).toString()).toBe('%PDF-1.4');
  });

  it('destroys the source when the replay is abandoned', async () => {
    const source = Readable.from(Array.from({ length: 100 }, () => Buffer.alloc(4096)));
    const { body } = await peekStream(source);
    body.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(source.destroyed).toBe(true);
  });
});
