import { Writable } from 'node:stream';
import { createLogger } from '@grantflow/service/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from './testing/api-test-kit.ts';
import { multipartBody } from './testing/multipart.ts';

// The api's log as an operator would read it after a day of downloads: the signed links' signatures and keys
// never appear, so no line can be replayed to fetch someone's document.

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const lines: string[] = [];
let kit: ApiTestKit;

beforeAll(async () => {
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  kit = await createApiTestKit({ logger: createLogger({ service: 'api', level: 'info', destination }) });
  const organizationId = await kit.createOrganization('Riverbend Community Foundation');
  await kit.createUser({ email: 'logs@example.org', organizationId });
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

describe('the request log', () => {
  it('holds no signature nor key of a signed download link', async () => {
    const token = await kit.login('logs@example.org');
    const created = await kit.gql<{ createFunder: { id: string } }>(
      'mutation { createFunder(params: { name: "Logged Foundation", type: FOUNDATION }) { id } }',
      { token },
    );
    const { payload, headers } = multipartBody(
      {
        query: 'mutation U($f: ID!, $file: Upload!) { uploadFile(funderId: $f, file: $file) { signedUrl } }',
        variables: { f: created.body.data?.createFunder.id },
      },
      { filename: 'letter.pdf', contentType: 'application/pdf', content: PDF },
    );
    const uploaded = await kit.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
    const link = (uploaded.json() as { data: { uploadFile: { signedUrl: string } } }).data.uploadFile
      .signedUrl;
    const query = new URL(link, 'http://api.local').searchParams;
    const secrets = [query.get('sig'), query.get('key'), encodeURIComponent(query.get('key') ?? '')];
    expect(secrets.every((value) => typeof value === 'string' && value.length > 8)).toBe(true);

    expect((await kit.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    const tampered = link.replace('name=letter.pdf', 'name=other.pdf');
    expect((await kit.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);

    const downloads = lines.filter((line) => line.includes('/files/download'));
    expect(downloads.length).toBeGreaterThanOrEqual(2);
    const log = lines.join('');
    expect(log).not.toContain('sig=');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain(token);
  });
});
