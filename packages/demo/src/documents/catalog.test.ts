import { documentNameProblem, parseWireFolderPath } from '@grantflow/domain/documents/document-paths';
import { isAllowedUpload, sniffContentType } from '@grantflow/storage/sniff';
import { describe, expect, it } from 'vitest';
import { MAIN_FUNDERS } from '../rows/catalog.ts';
import { DEMO_DOCUMENTS } from './catalog.ts';
import { renderDemoDocument } from './render.ts';

describe('the demo documents catalogue', () => {
  it('names only funders of the demo organisation, with valid, unique names and folders', () => {
    const funders = new Set(MAIN_FUNDERS.map((funder) => funder.name));
    const names = new Set<string>();
    for (const doc of DEMO_DOCUMENTS) {
      expect(funders.has(doc.funderName), doc.funderName).toBe(true);
      expect(documentNameProblem(doc.fileName), doc.fileName).toBeNull();
      expect(parseWireFolderPath(doc.folder).ok, doc.folder).toBe(true);
      expect(doc.fileName.toLowerCase().endsWith(`.${doc.kind}`), doc.fileName).toBe(true);
      expect(names.has(doc.fileName), doc.fileName).toBe(false);
      names.add(doc.fileName);
      if (doc.kind === 'xlsx') expect(doc.table?.length).toBeGreaterThan(1);
    }
  });

  it('covers 8–14 funders and the three languages', () => {
    expect(DEMO_DOCUMENTS.length).toBeGreaterThanOrEqual(20);
    const funders = new Set(DEMO_DOCUMENTS.map((doc) => doc.funderName));
    expect(funders.size).toBeGreaterThanOrEqual(8);
    // 12 with guides and notes, and the two funders of the award letters (catalog-award-letters.ts).
    expect(funders.size).toBeLessThanOrEqual(14);
    const languages = new Set(DEMO_DOCUMENTS.map((doc) => doc.language));
    expect([...languages].sort()).toEqual(['de', 'en', 'pt']);
  });
});

describe('renderDemoDocument', () => {
  it('renders every document as a file that the upload type check accepts', async () => {
    for (const doc of DEMO_DOCUMENTS) {
      const rendered = await renderDemoDocument(doc);
      expect(rendered.bytes.byteLength, doc.fileName).toBeGreaterThan(100);
      const sniffed = await sniffContentType(rendered.bytes.subarray(0, 8192));
      expect(isAllowedUpload(rendered.mimeType, sniffed), `${doc.fileName}: ${sniffed}`).toBe(true);
    }
  });

  it('is deterministic for the same entry', async () => {
    const pdf = DEMO_DOCUMENTS.find((doc) => doc.kind === 'pdf');
    if (!pdf) throw new Error('no PDF in the catalogue');
    const [first, second] = await Promise.all([renderDemoDocument(pdf), renderDemoDocument(pdf)]);
    expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true);
  });
});
