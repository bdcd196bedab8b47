import { createAdminPool } from '@grantflow/db/testing/test-database';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';
import { multipartBody } from '../testing/multipart.ts';

// What the assistant made of each file, as the documents screen reads it: a file the indexer recorded as
// failed shows FAILED with its reason code, one not read yet shows null, one read shows INDEXED.

const UPLOAD = `mutation U($funderId: ID!, $file: Upload!) {
  uploadFile(funderId: $funderId, file: $file) { id assistantIndex { status reason } }
}`;
const FOLDER = `query G($funderId: ID!) {
  getFolder(funderId: $funderId) { children { ... on File { name assistantIndex { status reason } } } }
}`;

let kit: ApiTestKit;
let admin: pg.Pool;
let token: string;
let tokenB: string;
let funderId: string;

async function upload(filename: string): Promise<{ id: string; assistantIndex: unknown }> {
  const { payload, headers } = multipartBody(
    { query: UPLOAD, variables: { funderId } },
    { filename, contentType: 'text/plain', content: `text of ${filename}` },
  );
  const response = await kit.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  const file = response.json().data?.uploadFile;
  if (!file) throw new Error(`upload failed: ${response.body}`);
  return file;
}

const recordIndex = (fileId: string, status: string, detail: string | null) =>
  admin.query(
    `insert into document_index_files (organization_id, file_id, fingerprint, status, detail)
     select organization_id, id, 'test', $2, $3 from files where id = $1`,
    [fileId, status, detail],
  );

beforeAll(async () => {
  kit = await createApiTestKit({ maxUploadBytes: 1024 * 1024 });
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

describe('File.assistantIndex', () => {
  it("shows each file's index status and the reason a file failed", async () => {
    const bomb = await upload('bomb.txt');
    const read = await upload('read.txt');
    await upload('waiting.txt');
    expect(bomb.assistantIndex).toBeNull();
    await recordIndex(bomb.id, 'failed', 'ARCHIVE_BOMB');
    await recordIndex(read.id, 'indexed', null);

    const folder = await kit.gql<{
      getFolder: { children: { name: string; assistantIndex: unknown }[] };
    }>(FOLDER, { token, variables: { funderId } });
    expect(folder.body.data?.getFolder.children).toEqual([
      { name: 'bomb.txt', assistantIndex: { status: 'FAILED', reason: 'ARCHIVE_BOMB' } },
      { name: 'read.txt', assistantIndex: { status: 'INDEXED', reason: null } },
      { name: 'waiting.txt', assistantIndex: null },
    ]);

    // Another organisation reaches neither the folder nor the statuses.
    const other = await kit.gql(FOLDER, { token: tokenB, variables: { funderId } });
    expect(other.body.data).toBeNull();
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FUNDER_NOT_FOUND');
  });
});
