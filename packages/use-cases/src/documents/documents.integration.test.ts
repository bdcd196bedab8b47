import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsKit, type DocumentsKit } from '../testing/documents-kit.ts';
import { codeOf, funderAndProgram, refusalOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createFolder } from './create-folder.ts';
import { deleteFile } from './delete-file.ts';
import { deleteFolder } from './delete-folder.ts';
import { getFolder } from './get-folder.ts';
import { listFolders } from './list-folders.ts';
import { updateFile } from './update-file.ts';
import { uploadFile } from './upload-file.ts';

let kit: UseCaseKit;
let docs: DocumentsKit;
let funderA: number;
let funderB: number;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const body = (bytes: Buffer | string) => Readable.from([Buffer.from(bytes)]);
const MAX = 1024 * 1024;

const upload = (
  name: string,
  bytes: Buffer | string,
  declaredType: string,
  folder = '/',
  funderId = funderA,
) =>
  uploadFile({
    ...kit.a,
    ...docs,
    funderId,
    folder,
    maxBytes: MAX,
    file: { name, declaredType, body: body(bytes) },
  });

async function storedObjects(): Promise<number> {
  const walk = async (dir: string): Promise<number> => {
    let count = 0;
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) count += await walk(`${dir}/${entry.name}`);
      else if (!entry.name.startsWith('.')) count += 1;
    }
    return count;
  };
  return walk(docs.root).catch(() => 0);
}

/** A minimal OOXML-looking ZIP whose directory declares `declared` bytes for word/document.xml. */
function docxDeclaring(declared: number): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, size] of [
    ['[Content_Types].xml', 10],
    ['word/document.xml', declared],
  ] as const) {
    const data = deflateRawSync(Buffer.alloc(10, 0x20));
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(2, 8);
  end.writeUInt16LE(2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

beforeAll(async () => {
  kit = await createUseCaseKit();
  docs = await createDocumentsKit(kit.database.url);
  funderA = (await funderAndProgram(kit.a, 'Docs')).funderId;
  funderB = (await funderAndProgram(kit.b, 'Other')).funderId;
}, 60_000);

afterAll(async () => {
  await docs?.close();
  await kit?.close();
});

describe('document use cases', () => {
  it('creates a nested folder with its ancestors, idempotently', async () => {
    const created = await createFolder({ ...kit.a, funderId: funderA, path: '/2024/Reports' });
    expect(created).toMatchObject({ path: '/2024/Reports', children: { folders: [], files: [] } });
    await createFolder({ ...kit.a, funderId: funderA, path: '/2024/Reports' });
    const rows = await kit.sql('select path from folders where funder_id = $1 order by path', [funderA]);
    expect(rows).toEqual([{ path: '/2024' }, { path: '/2024/Reports' }]);
    expect((await listFolders({ ...kit.a, funderId: funderA })).map((f) => f.path)).toEqual([
      '/2024',
      '/2024/Reports',
    ]);
  });

  it('uploads into storage, then the row, and announces it; a taken name gets (2)', async () => {
    const first = await upload('Guidelines.pdf', PDF, 'application/pdf', '/2024/Reports');
    const second = await upload('guidelines.pdf', PDF, 'application/pdf', '/2024/Reports');
    expect(first).toMatchObject({
      name: 'Guidelines.pdf',
      folderPath: '/2024/Reports',
      sizeBytes: PDF.length,
    });
    expect(second.name).toBe('guidelines (2).pdf');
    const stored = await docs.storage.get(first.storageKey as Parameters<DocumentsKit['storage']['get']>[0]);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
    expect(stored.contentType).toBe('application/pdf');
    expect(await docs.events()).toEqual(
      expect.arrayContaining([
        { type: 'file.stored', organizationId: kit.orgA.id, fileId: first.id },
        { type: 'file.stored', organizationId: kit.orgA.id, fileId: second.id },
      ]),
    );
  });

  it('creates the missing folders of an upload', async () => {
    const file = await upload('notes.md', '# Notes\n', 'text/markdown', '/Letters/2025');
    expect(file.mimeType).toBe('text/markdown');
    const root = await getFolder({ ...kit.a, funderId: funderA, path: '/' });
    expect(root.children?.folders).toEqual(['2024', 'Letters']);
  });

  it('refuses a spoofed type, an oversize file and an archive bomb, keeping nothing', async () => {
    const before = await storedObjects();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
    expect(await codeOf(upload('report.pdf', exe, 'application/pdf'))).toBe('FILE_TYPE_REFUSED');
    expect(await codeOf(upload('report.pdf', 'just text', 'application/pdf'))).toBe('FILE_TYPE_REFUSED');
    const big = Buffer.concat([PDF, Buffer.alloc(MAX, 0x20)]);
    const tooLarge = await refusalOf(upload('big.pdf', big, 'application/pdf'));
    expect(tooLarge.code).toBe('FILE_TOO_LARGE');
    expect(tooLarge.params).toEqual({ limitMb: 1 });
    const bomb = await refusalOf(
      upload(
        'bomb.docx',
        docxDeclaring(0xfffffff0),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    );
    expect(bomb).toMatchObject({ code: 'FILE_TYPE_REFUSED', params: { reason: 'ARCHIVE' } });
    expect(await storedObjects()).toBe(before);
    const docx = await upload(
      'letter.docx',
      docxDeclaring(2000),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.mimeType).toContain('wordprocessingml');
  });

  it('searches a folder by name, case-insensitively, and refuses an unknown folder', async () => {
    const found = await getFolder({ ...kit.a, funderId: funderA, path: '/2024/Reports', search: 'GUIDE' });
    expect(found.children?.files.map((f) => f.name)).toEqual(['Guidelines.pdf', 'guidelines (2).pdf']);
    expect(await codeOf(getFolder({ ...kit.a, funderId: funderA, path: '/Nope' }))).toBe('FOLDER_NOT_FOUND');
  });

  it('renames and moves, refusing a taken name with NAME_TAKEN', async () => {
    const file = await upload('draft.txt', 'draft', 'text/plain');
    const renamed = await updateFile({ ...kit.a, ...docs, id: file.id, name: 'final.txt', folder: null });
    expect(renamed).toMatchObject({ name: 'final.txt', folderPath: '/' });
    const moved = await updateFile({ ...kit.a, ...docs, id: file.id, name: null, folder: '/Archive/2023' });
    expect(moved).toMatchObject({ name: 'final.txt', folderPath: '/Archive/2023' });
    const taken = await refusalOf(
      updateFile({ ...kit.a, ...docs, id: file.id, name: 'GUIDELINES.pdf', folder: '/2024/Reports' }),
    );
    expect(taken).toMatchObject({ code: 'NAME_TAKEN', params: { name: 'GUIDELINES.pdf' } });
    const events = await docs.events();
    expect(events.filter((e) => e.type === 'file.renamed' && e.fileId === file.id)).toHaveLength(2);
  });

  it('deletes a file and a folder tree: rows, objects, events', async () => {
    const file = await upload('gone.pdf', PDF, 'application/pdf', '/Trash/Deep');
    const other = await upload('also.pdf', PDF, 'application/pdf', '/Trash');
    expect(await deleteFile({ ...kit.a, ...docs, id: file.id })).toEqual({ id: file.id });
    await expect(docs.storage.head(file.storageKey as never)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const result = await deleteFolder({ ...kit.a, ...docs, funderId: funderA, path: '/Trash' });
    expect(result).toEqual({ path: '/Trash', deletedFiles: 1 });
    expect(await kit.sql("select 1 from folders where path like '/Trash%'")).toEqual([]);
    expect(await kit.sql('select 1 from files where id = any($1)', [[file.id, other.id]])).toEqual([]);
    await expect(docs.storage.head(other.storageKey as never)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const deletedIds = (await docs.events()).filter((e) => e.type === 'file.deleted').map((e) => e.fileId);
    expect(deletedIds).toEqual(expect.arrayContaining([file.id, other.id]));
  });

  it('refuses another organisation’s funder, file and folder', async () => {
    const mine = await upload('mine.pdf', PDF, 'application/pdf');
    expect(await codeOf(getFolder({ ...kit.b, funderId: funderA, path: '/' }))).toBe('FUNDER_NOT_FOUND');
    expect(await codeOf(listFolders({ ...kit.b, funderId: funderA }))).toBe('FUNDER_NOT_FOUND');
    expect(await codeOf(createFolder({ ...kit.b, funderId: funderA, path: '/x' }))).toBe('FUNDER_NOT_FOUND');
    expect(
      await codeOf(
        uploadFile({
          ...kit.b,
          ...docs,
          funderId: funderA,
          folder: '/',
          maxBytes: MAX,
          file: { name: 'x.pdf', declaredType: 'application/pdf', body: body(PDF) },
        }),
      ),
    ).toBe('FUNDER_NOT_FOUND');
    expect(await codeOf(updateFile({ ...kit.b, ...docs, id: mine.id, name: 'x.pdf', folder: null }))).toBe(
      'FILE_NOT_FOUND',
    );
    expect(await codeOf(deleteFile({ ...kit.b, ...docs, id: mine.id }))).toBe('FILE_NOT_FOUND');
    expect(await codeOf(deleteFolder({ ...kit.b, ...docs, funderId: funderA, path: '/2024' }))).toBe(
      'FUNDER_NOT_FOUND',
    );
    expect(await codeOf(deleteFolder({ ...kit.b, ...docs, funderId: funderB, path: '/2024' }))).toBe(
      'FOLDER_NOT_FOUND',
    );
    const [row] = await kit.sql<{ name: string }>('select name from files where id = $1', [mine.id]);
    expect(row?.name).toBe('mine.pdf');
  });
});
