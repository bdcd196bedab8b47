import { describe, expect, it } from 'vitest';
import { exportLanguage, listExportPath } from './list-export-path.ts';

describe('listExportPath', () => {
  it("carries the list's filters, columns and the language, leaving out what is not filtered", () => {
    expect(
      listExportPath(
        'grants',
        {
          organizationId: '7',
          search: 'arts & youth',
          status: null,
          submissionYear: 2025,
          columns: ['a', 'b'],
        },
        'pt',
      ),
    ).toBe(
      '/export/grants.xlsx?organizationId=7&search=arts+%26+youth&submissionYear=2025&columns=a%2Cb&lang=pt',
    );
    expect(listExportPath('pipeline', { startAt: '2026-01-01', endAt: '2026-01-31', search: '' }, 'de')).toBe(
      '/export/pipeline.xlsx?startAt=2026-01-01&endAt=2026-01-31&lang=de',
    );
    expect(listExportPath('programs', {}, 'en')).toBe('/export/programs.xlsx?lang=en');
  });

  it('asks for a language the file knows', () => {
    expect(exportLanguage('pt-BR')).toBe('pt');
    expect(exportLanguage('fr')).toBe('en');
    expect(exportLanguage(undefined)).toBe('en');
  });
});
