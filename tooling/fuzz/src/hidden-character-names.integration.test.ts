import { multipartBody } from '@grantflow/api/testing/multipart';
import { createFixture, type FixtureHandle } from '@grantflow/tenant-isolation/src/fixture.ts';
import { type Services, startServices } from '@grantflow/tenant-isolation/src/services.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTER_NAMES, LOOK_ALIKE_FILE_NAMES } from './hidden-character-names.ts';
import { judgeAnswer } from './judge.ts';

// The hidden-character names sent where names are typed: funder and program names, the support form and
// uploaded file names. Each answer is a coded field error (never INTERNAL), and nothing is stored.

const TEXT_CODES = ['CONTROL_CHARACTERS', 'LINE_BREAK'];
const FILE_NAME_CODES = ['CONTROL_CHARACTER', 'SEPARATOR', 'DOT_SEGMENT'];
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

let handle: FixtureHandle;
let services: Services;
let token: string;

interface Coded {
  errors?: { extensions?: { code?: unknown; fieldErrors?: Record<string, { code?: unknown }> } }[];
  code?: unknown;
  fieldErrors?: Record<string, { code?: unknown }>;
}

beforeAll(async () => {
  handle = await createFixture();
  services = await startServices(handle, { noSlowDown: true });
  token = await handle.token(handle.fx.users.userOfA);
}, 120_000);

afterAll(async () => {
  await services?.close();
  await handle?.close();
});

async function graphql(query: string, variables: Record<string, unknown>) {
  const response = await services.api.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query, variables }),
  });
  expect(
    judgeAnswer({ app: 'api', url: '/graphql' }, { status: response.statusCode, body: response.body }),
  ).toBeNull();
  return response.json<Coded>();
}

/**
 * The code of the refused field (`name`, or `params.name` when the transports' catch-all caught it first),
 * else the error's own code.
 */
const fieldCode = (answer: Coded, field: string) => {
  const extensions = answer.errors?.[0]?.extensions;
  if (extensions?.code !== 'VALIDATION') return extensions?.code;
  const entry = Object.entries(extensions.fieldErrors ?? {}).find(
    ([path]) => path.split('.').at(-1) === field,
  );
  return entry?.[1].code;
};

/**
 * What a multipart header can carry as a file name: no line break (the header would end), no lone surrogate
 * (UTF-8 cannot encode one; it arrives as U+FFFD), and nothing trimming removes (a leading BOM is trimmed
 * away like a space, so the stored name does not hold it).
 */
const UPLOADABLE = [...HIDDEN_CHARACTER_NAMES, ...LOOK_ALIKE_FILE_NAMES].filter(
  (name) =>
    !/[\r\n]/.test(name) &&
    !/[\ud800-\udfff]/.test(name.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')) &&
    name.trim() === name,
);

async function stored(table: 'funders' | 'programs' | 'files', name: string): Promise<number> {
  const { rows } = await handle.admin.query<{ n: number }>(
    `select count(*)::int as n from ${table} where name = $1`,
    [name],
  );
  return rows[0]?.n ?? 0;
}

describe('hidden-character names', () => {
  it('uploads most of them', () => {
    expect(UPLOADABLE.length).toBeGreaterThan(20);
  });

  it.each(HIDDEN_CHARACTER_NAMES)('createFunder refuses %j, coded', async (name) => {
    const answer = await graphql(
      'mutation ($params: FunderCreateParams!) { createFunder(params: $params) { id } }',
      { params: { name, type: 'FOUNDATION' } },
    );
    expect(TEXT_CODES).toContain(fieldCode(answer, 'name'));
    expect(await stored('funders', name)).toBe(0);
  });

  it.each(HIDDEN_CHARACTER_NAMES)('createProgram refuses %j, coded', async (name) => {
    const answer = await graphql('mutation ($name: String) { createProgram(name: $name) { id } }', { name });
    expect(TEXT_CODES).toContain(fieldCode(answer, 'name'));
    expect(await stored('programs', name)).toBe(0);
  });

  it.each(HIDDEN_CHARACTER_NAMES)('POST /support refuses %j as the name, coded', async (name) => {
    const response = await services.rest.rest.inject({
      method: 'POST',
      url: '/support',
      headers: { authorization: `Bearer ${token}`, 'grantflow-error-codes': '1' },
      payload: {
        name,
        organization: 'Riverbend',
        email: 'ana@example.org',
        message: 'Hi',
        user_id: handle.fx.users.userOfA,
      },
    });
    expect(
      judgeAnswer({ app: 'rest', url: '/support' }, { status: response.statusCode, body: response.body }),
    ).toBeNull();
    const body = response.json<Coded>();
    expect(body.code).toBe('VALIDATION');
    expect(TEXT_CODES).toContain(body.fieldErrors?.name?.code);
  });

  it.each(UPLOADABLE)('uploadFile refuses the file name %j, coded', async (name) => {
    const { payload, headers } = multipartBody(
      {
        query:
          'mutation ($funderId: ID!, $file: Upload!) { uploadFile(funderId: $funderId, file: $file) { id } }',
        variables: { funderId: String(handle.fx.orgA.funderId) },
      },
      { filename: name, contentType: 'application/pdf', content: PDF },
    );
    const response = await services.api.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
    expect(
      judgeAnswer({ app: 'api', url: '/graphql' }, { status: response.statusCode, body: response.body }),
    ).toBeNull();
    expect(FILE_NAME_CODES).toContain(fieldCode(response.json<Coded>(), 'fileName'));
    expect(await stored('files', name)).toBe(0);
  });
});
