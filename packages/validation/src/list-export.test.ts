import { describe, expect, it } from 'vitest';
import {
  fundersExportQuerySchema,
  GRANT_EXPORT_COLUMNS,
  grantsExportQuerySchema,
  pipelineExportQuerySchema,
  programsExportQuerySchema,
  reportsExportQuerySchema,
} from './list-export.ts';

describe('grantsExportQuerySchema', () => {
  it('defaults to every column, record ALL, English and no filters', () => {
    expect(grantsExportQuerySchema.parse({})).toEqual({
      search: null,
      status: null,
      record: 'ALL',
      submissionYear: null,
      awardYear: null,
      startAt: null,
      endAt: null,
      columns: [...GRANT_EXPORT_COLUMNS],
      lang: 'en',
    });
  });

  it("reads the list's filters and keeps the table's column order", () => {
    expect(
      grantsExportQuerySchema.parse({
        search: '  arts ',
        status: 'DID_NOT_RESPOND',
        record: 'SUBMITTED',
        submissionYear: '2025',
        startAt: '2026-12-04',
        columns: 'status,deadline',
        lang: 'de',
      }),
    ).toEqual({
      search: 'arts',
      status: 'DID_NOT_RESPOND',
      record: 'SUBMITTED',
      submissionYear: 2025,
      awardYear: null,
      startAt: '2026-12-04',
      endAt: null,
      columns: ['deadline', 'status'],
      lang: 'de',
    });
  });

  it('reads a repeated column once', () => {
    expect(grantsExportQuerySchema.parse({ columns: 'funder,funder' }).columns).toEqual(['funder']);
  });

  it.each([
    { status: 'OPEN' },
    { record: 'SOME' },
    { submissionYear: 'next' },
    { columns: 'deadline,password' },
    { lang: 'fr' },
    { endAt: '12/31/2026' },
  ])('refuses %o', (query) => {
    expect(grantsExportQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe("the other lists' export queries", () => {
  it('default to no filters and English', () => {
    expect(pipelineExportQuerySchema.parse({})).toEqual({
      search: null,
      status: null,
      startAt: null,
      endAt: null,
      lang: 'en',
    });
    expect(reportsExportQuerySchema.parse({})).toEqual({
      search: null,
      record: 'ALL',
      startAt: null,
      endAt: null,
      lang: 'en',
    });
    expect(fundersExportQuerySchema.parse({})).toEqual({
      search: null,
      sort: null,
      direction: 'ASC',
      lang: 'en',
    });
    expect(programsExportQuerySchema.parse({})).toEqual({ fiscalYear: null, lang: 'en' });
  });

  it("read each list's filters", () => {
    expect(
      pipelineExportQuerySchema.parse({
        search: ' arts ',
        status: 'PENDING',
        startAt: '2026-01-01',
        endAt: '2026-01-31',
        lang: 'pt',
      }),
    ).toEqual({ search: 'arts', status: 'PENDING', startAt: '2026-01-01', endAt: '2026-01-31', lang: 'pt' });
    expect(reportsExportQuerySchema.parse({ record: 'NOT_SUBMITTED' }).record).toBe('NOT_SUBMITTED');
    expect(fundersExportQuerySchema.parse({ sort: 'WIN_RATE', direction: 'DESC' })).toMatchObject({
      sort: 'WIN_RATE',
      direction: 'DESC',
    });
    expect(programsExportQuerySchema.parse({ fiscalYear: '2025' }).fiscalYear).toBe(2025);
  });

  it.each([
    [pipelineExportQuerySchema, { status: 'OPEN' }, 'ONE_OF'],
    [pipelineExportQuerySchema, { startAt: '01/02/2026' }, 'INVALID'],
    [reportsExportQuerySchema, { record: 'SOME' }, 'ONE_OF'],
    [reportsExportQuerySchema, { endAt: '2026-02-30' }, 'INVALID'],
    [fundersExportQuerySchema, { sort: 'NAME' }, 'ONE_OF'],
    [fundersExportQuerySchema, { direction: 'UP' }, 'ONE_OF'],
    [programsExportQuerySchema, { fiscalYear: 'next' }, undefined],
    [programsExportQuerySchema, { lang: 'fr' }, 'ONE_OF'],
  ] as const)('%# refuses %o', (schema, query, code) => {
    const result = schema.safeParse(query);
    expect(result.success).toBe(false);
    if (code) expect(JSON.stringify(result.error?.issues)).toContain(code);
  });
});
