import { multipartBody } from '@grantflow/api/testing/multipart';
import {
  FUNDER_IMPORT_FIELDS,
  GRANT_IMPORT_FIELDS,
} from '@grantflow/domain/spreadsheet-import/import-fields';
import { createFixture, type FixtureHandle } from '@grantflow/tenant-isolation/src/fixture.ts';
import { type Services, startServices } from '@grantflow/tenant-isolation/src/services.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nastyString, nastyValue } from './arbitraries.ts';
import { judgeAnswer } from './judge.ts';

// The spreadsheet import's column mapping, fuzzed through the real multipart path with a real file: the
// generic fuzz sends JSON, where the file is missing, so a mapping never reaches the rows there. Here each
// request previews a small CSV (nasty cells included) with a generated mapping and language: every answer is
// coded (never INTERNAL, never a 5xx) and nothing is stored.

const PREVIEW = `mutation P($file: Upload!, $kind: SpreadsheetImportKind!, $mapping: [String], $language: String, $sheet: String) {
  previewSpreadsheetImport(file: $file, kind: $kind, mapping: $mapping, language: $language, sheet: $sheet) {
    headers guessedMapping savedMapping totalRows rows { rowNumber reasons { field code } } } }`;

const FIELDS = [...FUNDER_IMPORT_FIELDS, ...GRANT_IMPORT_FIELDS];
const cell = fc.oneof(nastyString, fc.constantFrom('31/02/2026', '1.234,56', '2026-03-05', 'Concedido', ''));
const csv = fc
  .array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 })
  .map((rows) =>
    [
      'Financiador;Programa;Prazo;Situação;Valor solicitado',
      ...rows.map((row) => row.map((text) => `"${text.replaceAll('"', '""')}"`).join(';')),
    ].join('\n'),
  );
const mapping = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.option(fc.constantFrom(...FIELDS), { nil: null }), { maxLength: 8 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(nastyString, fc.constant(null)), { maxLength: 150 }) },
  { weight: 1, arbitrary: nastyValue },
);
const request = fc.record({
  csv,
  kind: fc.constantFrom('FUNDERS', 'GRANTS'),
  mapping,
  language: fc.oneof(fc.constantFrom('en', 'pt', 'de', null), nastyString),
  sheet: fc.oneof(fc.constant(null), nastyString),
});

let handle: FixtureHandle;
let services: Services;
let token: string;

beforeAll(async () => {
  handle = await createFixture();
  services = await startServices(handle, { noSlowDown: true });
  token = await handle.token(handle.fx.users.userOfA);
}, 120_000);

afterAll(async () => {
  await services?.close();
  await handle?.close();
});

describe('spreadsheet import mapping (fuzzed previews)', () => {
  it('answers every generated mapping with data or coded errors, and stores nothing', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 1);
    const inputs = fc.sample(request, { seed, numRuns: Number(process.env.FUZZ_MAPPINGS ?? 150) });
    let previewed = 0;
    for (const input of inputs) {
      const { payload, headers } = multipartBody(
        {
          query: PREVIEW,
          variables: {
            kind: input.kind,
            mapping: input.mapping,
            language: input.language,
            sheet: input.sheet,
          },
        },
        { filename: 'fuzz.csv', contentType: 'text/csv', content: Buffer.from(input.csv) },
      );
      const answer = await services.api.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...headers, authorization: `Bearer ${token}`, 'grantflow-error-codes': '1' },
        payload,
      });
      expect(
        judgeAnswer({ app: 'api', url: '/graphql' }, { status: answer.statusCode, body: answer.body }),
        answer.body,
      ).toBeNull();
      if (answer.json().data?.previewSpreadsheetImport) previewed += 1;
    }
    // Most mappings are well-formed: the rows were really read and checked with them.
    expect(previewed).toBeGreaterThan(inputs.length / 4);
    const { rows } = await handle.admin.query(
      'select count(*)::int as n from spreadsheet_imports where organization_id = $1',
      [handle.fx.orgA.id],
    );
    // The fixture's one import, nothing from the previews.
    expect(rows[0].n).toBe(1);
  }, 300_000);
});
