import { readdirSync, readFileSync } from 'node:fs';
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

/** The pid of this process's child started with the given heap size (they are forked one per size here). */
async function childWithHeap(memoryMb: number): Promise<number> {
  for (let round = 0; round < 500; round++) {
    for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        if (parent === process.pid && command.includes(`--max-old-space-size=${memoryMb}\0`))
          return Number(entry);
      } catch {
        // The process ended while it was being read.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no child with a ${memoryMb} MiB heap`);
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

  it('records a process killed from outside as CRASHED, but one stopped by a shutdown as worth a retry', async () => {
    const { bytes } = paddedDocxBomb({ documentXmlMiB: 4, paddingBytes: 0 });
    const input = { bytes, mimeType: DOCX, fileName: 'lang.docx' };
    const killed = extractInChild(input, DEFAULT_EXTRACTION_LIMITS, { memoryMb: 301, timeoutMs: 60_000 });
    process.kill(await childWithHeap(301), 'SIGKILL');
    expect(await codeOf(killed)).toBe('CRASHED');

    const stopped = extractInChild(input, DEFAULT_EXTRACTION_LIMITS, { memoryMb: 302, timeoutMs: 60_000 });
    process.kill(await childWithHeap(302), 'SIGTERM');
    const error = await stopped.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ExtractionError);
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
