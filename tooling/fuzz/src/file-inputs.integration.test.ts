import { handleFileEvent, type IndexerDeps } from '@grantflow/ai/jobs/indexer.handler';
import { multipartBody } from '@grantflow/api/testing/multipart';
import { createFixture, type FixtureHandle } from '@grantflow/tenant-isolation/src/fixture.ts';
import { type Services, startServices } from '@grantflow/tenant-isolation/src/services.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_INPUTS } from './file-inputs.ts';
import { judgeAnswer } from './judge.ts';

// The hostile files of file-inputs.ts through the real path: uploaded to the api (GraphQL multipart, the
// archive check), indexed by the assistant's indexer handler with the services' storage, then shown on the
// documents query. No answer may be INTERNAL or a 5xx, the indexer must record the file instead of throwing,
// and the ai service must answer afterwards.

const UPLOAD = `mutation U($funderId: ID!, $file: Upload!) { uploadFile(funderId: $funderId, file: $file) { id } }`;
const FOLDER = `query G($funderId: ID!, $folder: String) {
  getFolder(funderId: $funderId, folder: $folder) { children { ... on File { id assistantIndex { status reason } } } }
}`;

let handle: FixtureHandle;
let services: Services;
let token: string;

beforeAll(async () => {
  handle = await createFixture();
  services = await startServices(handle, { noSlowDown: true });
  token = await handle.token(handle.fx.users.userOfA);
});

afterAll(async () => {
  await services?.close();
  await handle?.close();
});

describe('hostile files (uploaded, then indexed)', () => {
  for (const input of FILE_INPUTS) {
    it(`${input.name}: coded answers, recorded as ${input.indexed.detail ?? input.indexed.status}`, async () => {
      const funderId = String(handle.fx.orgA.funderId);
      const { payload, headers } = multipartBody(
        { query: UPLOAD, variables: { funderId } },
        { filename: input.fileName, contentType: input.contentType, content: Buffer.from(input.bytes()) },
      );
      const uploaded = await services.api.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...headers, authorization: `Bearer ${token}`, 'grantflow-error-codes': '1' },
        payload,
      });
      expect(
        judgeAnswer({ app: 'api', url: '/graphql' }, { status: uploaded.statusCode, body: uploaded.body }),
      ).toBeNull();
      const fileId = Number(uploaded.json().data?.uploadFile?.id);
      expect(fileId, uploaded.body).toBeGreaterThan(0);

      const deps: IndexerDeps = { db: handle.database.db, storage: services.storage };
      const organizationId = handle.fx.orgA.id;
      expect(await handleFileEvent(deps, { type: 'file.stored', organizationId, fileId })).toMatchObject({
        status: input.indexed.status,
        ...(input.indexed.detail ? { detail: input.indexed.detail } : {}),
      });

      const folder = await services.api.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ query: FOLDER, variables: { funderId } }),
      });
      const files: { id: string; assistantIndex: unknown }[] = folder.json().data?.getFolder?.children ?? [];
      expect(files.find((file) => Number(file.id) === fileId)?.assistantIndex).toEqual({
        status: input.indexed.status.toUpperCase(),
        reason: input.indexed.detail,
      });
      expect((await services.rest.ai.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    });
  }
});
