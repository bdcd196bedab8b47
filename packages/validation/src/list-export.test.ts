import { describe, expect, it } from 'vitest';
import { GRANT_EXPORT_COLUMNS, grantsExportQuerySchema } from './list-export.ts';

describe('grantsExportQuerySchema', () => {
  it('defaults to every column, record ALL, English and no filters', () => {
    expect(grantsExportQuerySchema.parse({})).toEqual({
      search: null,
      status: null,
      record: 'ALL',
      submissionYear: null,
      awardYear: null,
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
        columns: 'status,deadline',
        lang: 'de',
      }),
    ).toEqual({
      search: 'arts',
      status: 'DID_NOT_RESPOND',
      record: 'SUBMITTED',
      submissionYear: 2025,
      awardYear: null,
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
  ])('refuses %o', (query) => {
    expect(grantsExportQuerySchema.safeParse(query).success).toBe(false);
  });
});
