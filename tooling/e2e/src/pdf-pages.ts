import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// A printed PDF read back with poppler (pdfinfo, pdftotext, pdftoppm), page by page: what a reader of the
// paper gets, independently of the browser that printed it.

const run = promisify(execFile);

export interface PdfPage {
  /** 1-based. */
  number: number;
  text: string;
  /** The share of the page's pixels that are not white (0–1), from a greyscale rendering. */
  ink: number;
  /** The rendered page, for a person to look at. */
  png: string;
}

/** The share of non-white pixels of a binary PGM (P5) image. */
function inkOf(pgm: Buffer): number {
  const header = pgm.subarray(0, 64).toString('latin1');
  const match = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(header);
  if (!match) throw new Error('not a binary PGM');
  const [whole, width, height] = [match[0], Number(match[1]), Number(match[2])];
  const pixels = pgm.subarray(whole.length, whole.length + width * height);
  let dark = 0;
  for (const value of pixels) if (value < 230) dark += 1;
  return dark / pixels.length;
}

/** Each page of `pdfFile`: its text (pdftotext, layout kept), its ink, and a PNG beside the file. */
export async function pdfPages(pdfFile: string): Promise<PdfPage[]> {
  const { stdout: info } = await run('pdfinfo', [pdfFile]);
  const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  const base = pdfFile.replace(/\.pdf$/, '');
  const pages: PdfPage[] = [];
  for (let number = 1; number <= count; number++) {
    const page = String(number);
    const { stdout: text } = await run('pdftotext', ['-f', page, '-l', page, '-layout', pdfFile, '-']);
    const grey = `${base}-grey-${page}`;
    await run('pdftoppm', ['-f', page, '-l', page, '-r', '40', '-gray', '-singlefile', pdfFile, grey]);
    const ink = inkOf(fs.readFileSync(`${grey}.pgm`));
    fs.rmSync(`${grey}.pgm`);
    const png = `${base}-page-${page}`;
    await run('pdftoppm', ['-f', page, '-l', page, '-r', '60', '-png', '-singlefile', pdfFile, png]);
    pages.push({ number, text, ink, png: path.resolve(`${png}.png`) });
  }
  return pages;
}
