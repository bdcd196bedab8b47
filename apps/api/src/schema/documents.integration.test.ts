import { createAdminPool } from '@grantflow/db/testing/test-database';
import { zipDeclaring } from '@grantflow/storage/testing/zip-fixture';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit, type GraphQLResponse } from '../testing/api-test-kit.ts';
import { multipartBody } from '../testing/multipart.ts';

// Funder documents through GraphQL: rows and stored bytes checked after each operation.

const MAX = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const FILE = 'id name folder insertedAt updatedAt signedUrl size mimeType';
const UPLOAD = `mutation U($funderId: ID!, $file: Upload!, $folder: String) {
  uploadFile(funderId: $funderId, file: $file, folder: $folder) { ${FILE} }
}`;
const GET = `query G($funderId: ID!, $folder: String, $search: String) {
  getFolder(funderId: $funderId, folder: $folder, search: $search) {
    name path children { __typename ... on Folder { name path } ... on File { id name folder } }
  }
}`;
const UPDATE = `mutation M($id: ID!, $name: String, $folder: String) { updateFile(id: $id, name: $name, folder: $folder) { ${FILE} } }`;

interface UploadedFile {
  id: string;
  name: string;
  folder: string;
  signedUrl: string;
  size: number;
  mimeType: string;
}

let kit: ApiTestKit;
let admin: pg.Pool;
let token: string;
let tokenB: string;
let funderId: string;

const sql = async <R extends pg.QueryResultRow>(text: string, params: unknown[] = []) =>
  (await admin.query<R>(text, params)).rows;

async function upload(
  filename: string,
  content: Buffer | string,
  contentType: string,
  folder?: string,
  as = token,
): Promise<GraphQLResponse<{ uploadFile: UploadedFile }> & { status: number }> {
  const { payload, headers } = multipartBody(
    { query: UPLOAD, variables: { funderId, folder } },
    { filename, contentType, content },
  );
  const response = await kit.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...headers, authorization: `Bearer ${as}` },
    payload,
  });
  return { status: response.statusCode, body: response.json(), raw: response.body };
}

async function uploaded(filename: string, content: Buffer | string, type: string, folder?: string) {
  const response = await upload(filename, content, type, folder);
  const file = response.body.data?.uploadFile;
  if (!file) throw new Error(`upload failed: ${response.raw}`);
  return file;
}

const codeOf = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions?.code;
const fieldErrorsOf = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions?.fieldErrors;

async function download(url: string) {
  const response = await kit.app.inject({ method: 'GET', url });
  return { status: response.statusCode, bytes: response.rawPayload, headers: response.headers };
}

beforeAll(async () => {
  kit = await createApiTestKit({ maxUploadBytes: MAX });
  admin = createAdminPool(kit.database.url, 2);
  const orgA = await kit.createOrganization('Riverbend Community Foundation');
  const orgB = await kit.createOrganization('Harbor Lights Youth Alliance');
  await kit.createUser({ email: 'a@example.org', organizationId: orgA });
  await kit.createUser({ email: 'b@example.org', organizationId: orgB });
  token = await kit.login('a@example.org');
  tokenB = await kit.login('b@example.org');
  const created = await kit.gql<{ createFunder: { id: string } }>(
    'mutation { createFunder(params: { name: "Docs Foundation", type: FOUNDATION }) { id } }',
    { token },
  );
  funderId = created.body.data?.createFunder.id as string;
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await kit?.close();
});

describe('folders', () => {
  it('creates a nested folder with its ancestors, idempotently, and lists every folder', async () => {
    const create =
      'mutation C($f: ID!, $p: String!) { createFolder(funderId: $f, folder: $p) { name path children { __typename } } }';
    const first = await kit.gql(create, { token, variables: { f: funderId, p: '2024/Reports' } });
    expect(first.body.data).toEqual({
      createFolder: { name: 'Reports', path: '2024/Reports', children: [] },
    });
    await kit.gql(create, { token, variables: { f: funderId, p: '2024/Reports' } });
    expect(
      await sql('select path, name from folders where funder_id = $1 order by path', [funderId]),
    ).toEqual([
      { path: '/2024', name: '2024' },
      { path: '/2024/Reports', name: 'Reports' },
    ]);
    const list = await kit.gql('query L($f: ID!) { listFolders(funderId: $f) { name path } }', {
      token,
      variables: { f: funderId },
    });
    expect(list.body.data).toEqual({
      listFolders: [
        { name: '2024', path: '2024' },
        { name: 'Reports', path: '2024/Reports' },
      ],
    });
  });

  it('lists folders with their children when asked, read for all folders at once', async () => {
    await uploaded('List check.txt', 'list', 'text/plain', 'Listing/Inner');
    const list = await kit.gql<{
      listFolders: { path: string; children: { __typename: string; name: string }[] }[];
    }>(
      'query L($f: ID!) { listFolders(funderId: $f) { path children { __typename ... on Folder { name } ... on File { name } } } }',
      { token, variables: { f: funderId } },
    );
    const byPath = new Map(list.body.data?.listFolders.map((folder) => [folder.path, folder.children]));
    expect(byPath.get('Listing')).toEqual([{ __typename: 'Folder', name: 'Inner' }]);
    expect(byPath.get('Listing/Inner')).toEqual([{ __typename: 'File', name: 'List check.txt' }]);
    await kit.gql('mutation D($f: ID!) { deleteFolder(funderId: $f, folder: "Listing") }', {
      token,
      variables: { f: funderId },
    });
  });

  it('answers FOLDER_NOT_FOUND for a folder that does not exist', async () => {
    const response = await kit.gql(GET, { token, variables: { funderId, folder: 'Nope' } });
    expect(codeOf(response)).toBe('FOLDER_NOT_FOUND');
  });
});

describe('uploads and downloads', () => {
  it('stores a multipart upload (row and bytes) and serves it back through its signed link', async () => {
    const file = await uploaded('Guidelines 2024.pdf', PDF, 'application/pdf', '2024/Reports');
    expect(file).toMatchObject({
      name: 'Guidelines 2024.pdf',
      folder: '2024/Reports',
      size: PDF.length,
      mimeType: 'application/pdf',
    });
    expect(file.signedUrl).toMatch(/^\/files\/download\?key=org%2F/);
    const [row] = await sql<{ storage_key: string; folder_path: string; size_bytes: string }>(
      'select storage_key, folder_path, size_bytes from files where id = $1',
      [file.id],
    );
    expect(row).toMatchObject({ folder_path: '/2024/Reports', size_bytes: String(PDF.length) });
    expect(row?.storage_key).not.toContain('Guidelines');
    const got = await download(file.signedUrl);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(PDF)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain('Guidelines 2024.pdf');
    const tampered = file.signedUrl.replace('name=Guidelines', 'name=Other');
    expect((await download(tampered)).status).toBe(403);
    const jobs = await kit.fileEvents().getJobs(['waiting']);
    expect(jobs.map((job) => job.data)).toContainEqual(
      expect.objectContaining({ type: 'file.stored', fileId: Number(file.id) }),
    );
  });

  it('gives a taken name a " (2)" and creates missing folders', async () => {
    const again = await uploaded('guidelines 2024.pdf', PDF, 'application/pdf', '2024/Reports');
    expect(again.name).toBe('guidelines 2024 (2).pdf');
    const deep = await uploaded('notes.md', '# Notes\n', 'text/markdown', 'Letters/2025');
    expect(deep.folder).toBe('Letters/2025');
  });

  it('lists sub-folders first, then files, and searches by name in the folder only', async () => {
    await uploaded('Budget.txt', 'budget', 'text/plain');
    const root = await kit.gql(GET, { token, variables: { funderId } });
    expect(root.body.data).toEqual({
      getFolder: {
        name: '',
        path: '',
        children: [
          { __typename: 'Folder', name: '2024', path: '2024' },
          { __typename: 'Folder', name: 'Letters', path: 'Letters' },
          { __typename: 'File', id: expect.any(String), name: 'Budget.txt', folder: '' },
        ],
      },
    });
    const found = await kit.gql(GET, {
      token,
      variables: { funderId, folder: '2024/Reports', search: '(2)' },
    });
    expect(found.body.data).toMatchObject({
      getFolder: { children: [{ __typename: 'File', name: 'guidelines 2024 (2).pdf' }] },
    });
    const none = await kit.gql(GET, { token, variables: { funderId, search: 'guidelines' } });
    expect(none.body.data).toMatchObject({ getFolder: { children: [] } });
  });

  it('refuses traversal, NUL and absolute names with field errors, storing nothing', async () => {
    const before = await sql('select count(*)::int as n from files');
    for (const [filename, code] of [
      ['../x.pdf', 'SEPARATOR'],
      ['/etc/passwd', 'SEPARATOR'],
      ['..', 'DOT_SEGMENT'],
      ['C:\\Windows\\evil.pdf', 'SEPARATOR'],
    ] as const) {
      const response = await upload(filename, PDF, 'application/pdf');
      expect(codeOf(response)).toBe('VALIDATION');
      expect(fieldErrorsOf(response)).toEqual({ fileName: { code, params: {} } });
    }
    for (const [folder, code] of [
      ['../x', 'DOT_SEGMENT'],
      ['/abs', 'ABSOLUTE'],
      // NUL is caught before the resolver by the input guard that covers every variable.
      ['a\u0000b', 'CONTROL_CHARACTERS'],
      ['a\\..\\b', 'SEPARATOR'],
    ] as const) {
      const response = await upload('ok.pdf', PDF, 'application/pdf', folder);
      expect(fieldErrorsOf(response), folder).toEqual({ folder: { code, params: {} } });
    }
    const renamed = await kit.gql(UPDATE, { token, variables: { id: '1', name: 'a%00\u0000.pdf' } });
    expect(fieldErrorsOf(renamed)).toEqual({ name: { code: 'CONTROL_CHARACTERS', params: {} } });
    expect(await sql('select count(*)::int as n from files')).toEqual(before);
    // Percent-encoding is text, never decoded into a path: '..%2F..' is one folder of that literal name.
    const literal = await uploaded('ok.pdf', PDF, 'application/pdf', '..%2F..');
    expect(literal.folder).toBe('..%2F..');
  });

  it('refuses spoofed types with FILE_TYPE_REFUSED', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(500, 7)]);
    expect(codeOf(await upload('invoice.pdf', exe, 'application/pdf'))).toBe('FILE_TYPE_REFUSED');
    expect(codeOf(await upload('invoice.pdf', 'plain text', 'application/pdf'))).toBe('FILE_TYPE_REFUSED');
    expect(codeOf(await upload('setup.exe', exe, 'application/octet-stream'))).toBe('FILE_TYPE_REFUSED');
  });

  it('refuses a DOCX whose ZIP directory declares a bomb, without inflating it; keeps an ordinary one', async () => {
    const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const before = await sql('select count(*)::int as n from files');
    const bomb = await upload(
      'award.docx',
      zipDeclaring({ '[Content_Types].xml': 10, 'word/document.xml': 0xfffffff0 }),
      DOCX,
    );
    expect(codeOf(bomb)).toBe('FILE_TYPE_REFUSED');
    expect(bomb.body.errors?.[0]?.extensions?.params).toEqual({ reason: 'ARCHIVE' });
    expect(await sql('select count(*)::int as n from files')).toEqual(before);
    const letter = await uploaded(
      'letter.docx',
      zipDeclaring({ '[Content_Types].xml': 10, 'word/document.xml': 4000 }),
      DOCX,
    );
    expect(letter.mimeType).toBe(DOCX);
  });

  it('answers 413 FILE_TOO_LARGE past MAX_UPLOAD_MB and leaves no object behind', async () => {
    const objects = await sql('select count(*)::int as n from files');
    const big = Buffer.concat([PDF, Buffer.alloc(MAX, 0x20)]);
    const response = await upload('big.pdf', big, 'application/pdf');
    expect(response.status, response.raw).toBe(413);
    expect(codeOf(response)).toBe('FILE_TOO_LARGE');
    expect(await sql('select count(*)::int as n from files')).toEqual(objects);
    const { payload, headers } = multipartBody(
      { query: UPLOAD, variables: { funderId } },
      { filename: 'huge.pdf', contentType: 'application/pdf', content: PDF },
    );
    const declaredHuge = await kit.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, authorization: `Bearer ${token}`, 'content-length': String(50 * MAX) },
      payload,
    });
    expect(declaredHuge.statusCode).toBe(413);
  });

  it('refuses a malformed multipart request with 400', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${token}` },
      payload: '--x\r\nContent-Disposition: form-data; name="0"; filename="a.pdf"\r\n\r\n%PDF-\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses another organisation’s funder before reading the file', async () => {
    const response = await upload('x.pdf', PDF, 'application/pdf', '', tokenB);
    expect(codeOf(response)).toBe('FUNDER_NOT_FOUND');
  });
});

describe('rename, move, delete', () => {
  it('renames, moves, refuses a taken name with NAME_TAKEN', async () => {
    const file = await uploaded('draft.txt', 'draft', 'text/plain');
    const renamed = await kit.gql<{ updateFile: UploadedFile }>(UPDATE, {
      token,
      variables: { id: file.id, name: 'final.txt' },
    });
    expect(renamed.body.data?.updateFile).toMatchObject({ name: 'final.txt', folder: '' });
    const moved = await kit.gql<{ updateFile: UploadedFile }>(UPDATE, {
      token,
      variables: { id: file.id, folder: 'Archive/2023' },
    });
    expect(moved.body.data?.updateFile).toMatchObject({ name: 'final.txt', folder: 'Archive/2023' });
    expect(await sql('select folder_path, name from files where id = $1', [file.id])).toEqual([
      { folder_path: '/Archive/2023', name: 'final.txt' },
    ]);
    const taken = await kit.gql(UPDATE, {
      token,
      variables: { id: file.id, name: 'Budget.txt', folder: '' },
    });
    expect(codeOf(taken)).toBe('NAME_TAKEN');
    expect((await download(moved.body.data?.updateFile.signedUrl as string)).bytes.toString()).toBe('draft');
  });

  it('deletes a file: row and object gone', async () => {
    const file = await uploaded('gone.pdf', PDF, 'application/pdf');
    const [row] = await sql<{ storage_key: string }>('select storage_key from files where id = $1', [
      file.id,
    ]);
    const response = await kit.gql('mutation D($id: ID!) { deleteFile(id: $id) }', {
      token,
      variables: { id: file.id },
    });
    expect(response.body.data).toEqual({ deleteFile: file.id });
    expect(await sql('select 1 from files where id = $1', [file.id])).toEqual([]);
    await expect(kit.storage.head(row?.storage_key as never)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await download(file.signedUrl)).status).toBe(404);
  });

  it('deletes a folder with its sub-folders and files: rows and objects gone', async () => {
    const inside = await uploaded('a.pdf', PDF, 'application/pdf', 'Old/Deeper');
    const keys = await sql<{ storage_key: string }>(
      "select storage_key from files where folder_path like '/2024%' or id = $1",
      [inside.id],
    );
    const response = await kit.gql(
      'mutation D($f: ID!, $p: String!) { deleteFolder(funderId: $f, folder: $p) }',
      {
        token,
        variables: { f: funderId, p: '2024' },
      },
    );
    expect(response.body.data).toEqual({ deleteFolder: '2024' });
    expect(await sql("select path from folders where path like '/2024%'")).toEqual([]);
    expect(await sql("select id from files where folder_path like '/2024%'")).toEqual([]);
    for (const { storage_key } of keys.filter((k) => !k.storage_key.endsWith(inside.id))) {
      if ((await sql('select 1 from files where storage_key = $1', [storage_key])).length > 0) continue;
      await expect(kit.storage.head(storage_key as never)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await download(inside.signedUrl)).status).toBe(200);
  });

  it("deleting the funder removes its documents' objects: a link issued before answers 404", async () => {
    const created = await kit.gql<{ createFunder: { id: string } }>(
      'mutation { createFunder(params: { name: "Short-lived Foundation", type: FOUNDATION }) { id } }',
      { token },
    );
    const doomed = created.body.data?.createFunder.id as string;
    const links: string[] = [];
    for (const folder of ['', 'Reports/2025']) {
      const { payload, headers } = multipartBody(
        { query: UPLOAD, variables: { funderId: doomed, folder } },
        { filename: 'letter.pdf', contentType: 'application/pdf', content: PDF },
      );
      const response = await kit.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...headers, authorization: `Bearer ${token}` },
        payload,
      });
      links.push((response.json() as { data: { uploadFile: UploadedFile } }).data.uploadFile.signedUrl);
    }
    for (const link of links) expect((await download(link)).status).toBe(200);

    const deleted = await kit.gql('mutation D($id: ID!) { deleteFunder(id: $id) }', {
      token,
      variables: { id: doomed },
    });
    expect(deleted.body.data).toEqual({ deleteFunder: doomed });
    expect(await sql('select id from files where funder_id = $1', [doomed])).toEqual([]);
    for (const link of links) expect((await download(link)).status).toBe(404);
  });
});
