import { describe, expect, it } from 'vitest';
import { grantsExportPath } from './grants-export-path.ts';

describe('grantsExportPath', () => {
  it('carries the filters, the visible columns and the language', () => {
    expect(
      grantsExportPath({
        organizationId: '7',
        search: 'arts & youth',
        status: 'AWARDED',
        record: 'SUBMITTED',
        submissionYear: 2025,
        columns: ['deadline', 'funder'],
        language: 'pt',
      }),
    ).toBe(
      '/export/grants.xlsx?organizationId=7&search=arts+%26+youth&status=AWARDED&record=SUBMITTED&submissionYear=2025&columns=deadline%2Cfunder&lang=pt',
    );
  });

  it('leaves out what is not filtered', () => {
    expect(grantsExportPath({ record: 'ALL', columns: ['status'], language: 'en' })).toBe(
      '/export/grants.xlsx?columns=status&lang=en',
    );
  });
});
