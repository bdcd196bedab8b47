import { createAdminPool } from '@grantflow/db/testing/test-database';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit, type GraphQLResponse } from '../testing/api-test-kit.ts';
import { multipartBody } from '../testing/multipart.ts';

// updateFolder through GraphQL: a folder renamed and moved with its files, which still download; refusals
// leave every row as it was.

const UPLOAD = `mutation U($funderId: ID!, $file: Upload!, $folder: String) {
  uploadFile(funderId: $funderId, file: $file, folder: $folder) { id name folder signedUrl }
}`;
const CHILDREN =
  'children { __typename ... on Folder { name path } ... on File { id name folder signedUrl } }';
const UPDATE = `mutation M($f: ID!, $p: String!, $name: String, $parent: String) {
  updateFolder(funderId: $f, folder: $p, name: $name, parent: $parent) { name path ${CHILDREN} }
}`;
const GET = `query G($f: ID!, $p: String) { getFolder(funderId: $f, folder: $p) { path ${CHILDREN} } }`;

interface Child {
  __typename: 'File' | 'Folder';
  name: string;
  path?: string;
  folder?: string;
  signedUrl?: string;
}
interface FolderAnswer {
  name?: string;
  path: string;
  children: Child[];
}

let kit: ApiTestKit;
let admin: pg.Pool;
let token: string;
let tokenB: string;
let funderId: string;

const sql = async (text: string, params: unknown[] = []) => (await admin.query(text, params)).rows;
const codeOf = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions?.code;
const update = (variables: Record<string, unknown>, as = token) =>
  kit.gql<{ updateFolder: FolderAnswer | null }>(UPDATE, {
    token: as,
    variables: { f: funderId, ...variables },
  });
const folderAt = async (path: string) =>
  (await kit.gql<{ getFolder: FolderAnswer }>(GET, { token, variables: { f: funderId, p: path } })).body.data
    ?.getFolder;
const snapshot = async () => ({
  folders: await sql('select path, name from folders where funder_id = $1 order by path', [funderId]),
  files: await sql('select folder_path, name from files where funder_id = $1 order by folder_path, name', [
    funderId,
  ]),
});

async function upload(filename: string, content: string, folder: string) {
  const { payload, headers } = multipartBody(
    { query: UPLOAD, variables: { funderId, folder } },
    { filename, contentType: 'text/plain', content },
  );
  const response = await kit.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
}

async function download(url: string | undefined) {
  const response = await kit.app.inject({ method: 'GET', url: url ?? '/missing' });
  return { status: response.statusCode, text: response.body };
}

beforeAll(async () => {
  kit = await createApiTestKit({ maxUploadBytes: 1024 * 1024 });
  admin = createAdminPool(kit.database.url, 2);
  const orgA = await kit.createOrganization('Folder Movers Foundation');
  const orgB = await kit.createOrganization('Elsewhere Trust');
  await kit.createUser({ email: 'folders-a@example.org', organizationId: orgA });
  await kit.createUser({ email: 'folders-b@example.org', organizationId: orgB });
  token = await kit.login('folders-a@example.org');
  tokenB = await kit.login('folders-b@example.org');
  const created = await kit.gql<{ createFunder: { id: string } }>(
    'mutation { createFunder(params: { name: "Folders Foundation", type: FOUNDATION }) { id } }',
    { token },
  );
  funderId = created.body.data?.createFunder.id as string;
  await upload('budget.txt', 'budget bytes', 'Reports/2026');
  await upload('notes.txt', 'notes bytes', 'Reports');
  await kit.gql('mutation C($f: ID!) { createFolder(funderId: $f, folder: "Archive") { path } }', {
    token,
    variables: { f: funderId },
  });
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await kit?.close();
});

describe('updateFolder', () => {
  it('renames a folder; its sub-folders and files follow and still download', async () => {
    const renamed = await update({ p: 'Reports', name: 'Reporting' });
    expect(renamed.body.errors).toBeUndefined();
    expect(renamed.body.data?.updateFolder).toMatchObject({
      name: 'Reporting',
      path: 'Reporting',
      children: [
        { __typename: 'Folder', name: '2026', path: 'Reporting/2026' },
        { __typename: 'File', name: 'notes.txt', folder: 'Reporting' },
      ],
    });
    const inside = await folderAt('Reporting/2026');
    expect(inside?.children).toMatchObject([
      { __typename: 'File', name: 'budget.txt', folder: 'Reporting/2026' },
    ]);
    expect(await download(inside?.children[0]?.signedUrl)).toEqual({ status: 200, text: 'budget bytes' });
    expect(codeOf(await kit.gql(GET, { token, variables: { f: funderId, p: 'Reports' } }))).toBe(
      'FOLDER_NOT_FOUND',
    );
  });

  it('moves a folder into another one with a new name', async () => {
    const moved = await update({ p: 'Reporting', name: 'Reports 2026', parent: 'Archive' });
    expect(moved.body.data?.updateFolder?.path).toBe('Archive/Reports 2026');
    const inside = await folderAt('Archive/Reports 2026/2026');
    expect(inside?.children.map((child) => child.name)).toEqual(['budget.txt']);
    expect(await download(inside?.children[0]?.signedUrl)).toEqual({ status: 200, text: 'budget bytes' });
    expect((await snapshot()).folders).toEqual([
      { path: '/Archive', name: 'Archive' },
      { path: '/Archive/Reports 2026', name: 'Reports 2026' },
      { path: '/Archive/Reports 2026/2026', name: '2026' },
    ]);
  });

  it('refuses a move into itself, a taken name, an unknown folder and a bad name, moving nothing', async () => {
    const before = await snapshot();
    expect(codeOf(await update({ p: 'Archive', parent: 'Archive/Reports 2026' }))).toBe(
      'FOLDER_MOVE_INTO_ITSELF',
    );
    await upload('root.txt', 'root', 'Drafts');
    const withDrafts = await snapshot();
    const taken = await update({ p: 'Drafts', name: 'ARCHIVE' });
    expect(codeOf(taken)).toBe('NAME_TAKEN');
    expect(codeOf(await update({ p: 'Nowhere', name: 'x' }))).toBe('FOLDER_NOT_FOUND');
    const bad = await update({ p: 'Drafts', name: '../etc' });
    expect(bad.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      name: { code: 'SEPARATOR', params: {} },
    });
    expect(codeOf(await update({ p: '', name: 'Root' }))).toBe('VALIDATION');
    expect(await snapshot()).toEqual(withDrafts);
    expect(withDrafts.folders).toEqual(expect.arrayContaining(before.folders));
  });

  it("refuses another organisation's caller, moving nothing", async () => {
    const before = await snapshot();
    expect(codeOf(await update({ p: 'Archive', name: 'Stolen' }, tokenB))).toBe('FUNDER_NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });
});
