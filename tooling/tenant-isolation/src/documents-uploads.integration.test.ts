import { readdir } from 'node:fs/promises';
import { multipartBody } from '@grantflow/api/testing/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, type Fingerprint } from './fingerprint.ts';
import { createFixture, type FixtureHandle, removeManagerLink } from './fixture.ts';
import { CALLERS, type Caller, isRefusalCode, VARIANTS } from './runner.ts';
import { type Services, startServices } from './services.ts';

// Funder documents across organisations, beyond the JSON case table (cases/documents.ts): uploadFile as a
// real multipart request with A's funder, and the signed download links (SECURITY.md 1 and 10).

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const UPLOAD = `mutation ($funderId: ID!, $file: Upload!, $folder: String) {
  uploadFile(funderId: $funderId, file: $file, folder: $folder) { id name signedUrl }
}`;

let handle: FixtureHandle;
let services: Services;
let baseline: Fingerprint;
const tokens = new Map<Caller, string | null>();

async function storedObjects(): Promise<number> {
  const root = services.filesRoot;
  const walk = async (dir: string): Promise<number> => {
    let count = 0;
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      count += entry.isDirectory() ? await walk(`${dir}/${entry.name}`) : 1;
    }
    return count;
  };
  return walk(root);
}

async function uploadAs(token: string | null, funderId: number, headers: Record<string, string> = {}) {
  const { payload, headers: multipart } = multipartBody(
    { query: UPLOAD, variables: { funderId: String(funderId), folder: 'Isolation' } },
    { filename: 'probe.pdf', contentType: 'application/pdf', content: PDF },
  );
  const response = await services.api.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...multipart, ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json<{
      data?: { uploadFile: { id: string; signedUrl: string } } | null;
      errors?: { extensions?: { code?: unknown } }[];
    }>(),
  };
}

beforeAll(async () => {
  handle = await createFixture();
  services = await startServices(handle);
  for (const caller of CALLERS) {
    tokens.set(caller, caller.user ? await handle.token(handle.fx.users[caller.user]) : null);
  }
  await removeManagerLink(handle);
  baseline = await handle.fingerprint();
}, 120_000);

afterAll(async () => {
  await services?.close();
  await handle?.close();
});

describe('multipart uploadFile to organisation A’s funder', () => {
  for (const caller of CALLERS) {
    for (const variant of VARIANTS) {
      it(`${caller.name}, ${variant}: refused, nothing stored`, async () => {
        const objects = await storedObjects();
        const headers: Record<string, string> =
          variant === 'claiming A via X-Organization-Id'
            ? { 'x-organization-id': String(handle.fx.orgA.id) }
            : {};
        const { status, body } = await uploadAs(tokens.get(caller) ?? null, handle.fx.orgA.funderId, headers);
        // An anonymous caller answers 401 (SECURITY 7), a signed-in one 200 with the refusal.
        expect(status).toBe(tokens.get(caller) ? 200 : 401);
        expect(body.data ?? null).toBeNull();
        expect(body.errors?.map((error) => isRefusalCode(error.extensions?.code))).toEqual([true]);
        expect(await storedObjects()).toBe(objects);
      });
    }
  }

  it('left organisation A’s rows unchanged', async () => {
    expect(changedTables(baseline, await handle.fingerprint())).toEqual([]);
  });
});

describe('signed download links', () => {
  let linkOfA: string;
  let linkOfB: string;

  beforeAll(async () => {
    const a = await uploadAs(await handle.token(handle.fx.users.userOfA), handle.fx.orgA.funderId);
    const b = await uploadAs(await handle.token(handle.fx.users.userOfB), handle.fx.orgB.funderId);
    linkOfA = a.body.data?.uploadFile.signedUrl as string;
    linkOfB = b.body.data?.uploadFile.signedUrl as string;
    expect(linkOfA).toMatch(/^\/files\/download\?/);
    expect(linkOfB).toMatch(/^\/files\/download\?/);
  });

  const get = async (url: string) => (await services.api.inject({ method: 'GET', url })).statusCode;
  const keyOf = (url: string) => new URL(url, 'http://x').searchParams.get('key') as string;
  const withParam = (url: string, name: string, value: string) => {
    const parsed = new URL(url, 'http://x');
    parsed.searchParams.set(name, value);
    return `${parsed.pathname}${parsed.search}`;
  };

  it('serve their own organisation’s object', async () => {
    expect(await get(linkOfA)).toBe(200);
    expect(await get(linkOfB)).toBe(200);
  });

  it('cannot be turned to the other organisation’s object', async () => {
    expect(keyOf(linkOfA)).toMatch(new RegExp(`^org/${handle.fx.orgA.id}/`));
    expect(keyOf(linkOfB)).toMatch(new RegExp(`^org/${handle.fx.orgB.id}/`));
    expect(await get(withParam(linkOfB, 'key', keyOf(linkOfA)))).toBe(403);
    expect(await get(withParam(linkOfA, 'key', keyOf(linkOfB)))).toBe(403);
  });

  it('refuse any tampering with 403', async () => {
    const sig = new URL(linkOfA, 'http://x').searchParams.get('sig') as string;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(await get(withParam(linkOfA, 'sig', flipped))).toBe(403);
    expect(
      await get(
        withParam(
          linkOfA,
          'exp',
          String(Number(new URL(linkOfA, 'http://x').searchParams.get('exp')) + 3600),
        ),
      ),
    ).toBe(403);
    expect(await get(withParam(linkOfA, 'name', 'other.pdf'))).toBe(403);
    expect(await get(withParam(linkOfA, 'type', 'text/html'))).toBe(403);
    expect(await get('/files/download?key=org%2F1%2Fx&exp=1&name=a&type=b&sig=c')).toBe(403);
  });
});
