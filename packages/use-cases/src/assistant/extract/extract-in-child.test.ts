import { Document, Packer, Paragraph } from 'docx';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { paddedDocxBomb } from '../testing/padded-docx-bomb.ts';
import { extractDocument } from './extract-document.ts';
import { extractInChild } from './extract-in-child.ts';
import { DEFAULT_EXTRACTION_LIMITS, ExtractionError } from './types.ts';

// The parsers in a process of their own: what comes back is what extraction in this process gives, and a
// file that exhausts the process's memory or time is an ExtractionError with its code, while this process
// carries on and extracts the next file.

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExtractionError) return error.code;
    throw error;
  }
  return 'no error';
}

async function letter(paragraphs: number): Promise<Uint8Array> {
  const children = Array.from(
    { length: paragraphs },
    (_, i) => new Paragraph(`Absatz ${i}: Anträge bis zum 1. Oktober über das Portal einreichen.`),
  );
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

describe('extractInChild', () => {
  it('returns what extraction in this process returns', async () => {
    const input = { bytes: await letter(3), mimeType: DOCX, fileName: 'brief.docx' };
    expect(await extractInChild(input)).toEqual(await extractDocument(input));
  });

  it('reports a parser that runs out of memory as OUT_OF_MEMORY, and extracts the next file', async () => {
    // ~12 MiB of paragraphs: within the archive limits, far more than mammoth can hold in a 32 MiB heap.
    const { bytes } = paddedDocxBomb({ documentXmlMiB: 12, paddingBytes: 0 });
    const input = { bytes, mimeType: DOCX, fileName: 'gross.docx' };
    expect(
      await codeOf(extractInChild(input, DEFAULT_EXTRACTION_LIMITS, { memoryMb: 32, timeoutMs: 60_000 })),
    ).toBe('OUT_OF_MEMORY');
    const next = await extractInChild({
      bytes: strToU8('# Frist\n\n1. Oktober'),
      mimeType: 'text/markdown',
      fileName: 'f.md',
    });
    expect(next.title).toBe('Frist');
  });

  it('stops a parser past its time as TIMEOUT', async () => {
    const input = { bytes: await letter(1), mimeType: DOCX, fileName: 'brief.docx' };
    // A heap size no other test uses, so no warm process exists; none starts in a millisecond.
    expect(
      await codeOf(extractInChild(input, DEFAULT_EXTRACTION_LIMITS, { memoryMb: 257, timeoutMs: 1 })),
    ).toBe('TIMEOUT');
  });

  it('answers with the code of the file’s own failure', async () => {
    const { bytes } = paddedDocxBomb({ documentXmlMiB: 30, paddingBytes: 1024 * 1024 });
    expect(await codeOf(extractInChild({ bytes, mimeType: DOCX, fileName: 'bomb.docx' }))).toBe(
      'ARCHIVE_BOMB',
    );
    expect(
      await codeOf(extractInChild({ bytes: strToU8('not a zip'), mimeType: DOCX, fileName: 'a.docx' })),
    ).toBe('UNREADABLE');
  });
});
