import { describe, expect, it } from 'vitest';
import { spreadsheetImportStartSchema } from './spreadsheet-import.ts';
import { readFunderRow, readGrantRow } from './spreadsheet-import-row.ts';

const today = '2026-12-04';

describe('readGrantRow', () => {
  it('reads a pt row with day-first dates and comma decimals', () => {
    const row = readGrantRow(
      {
        funder: 'Fundação Itaú',
        program: 'Educação',
        deadline: '05/03/2026',
        status: 'Concedido',
        dateSubmitted: '01/02/2026',
        amountRequested: '1.234,56',
        amountAwarded: '1.000,00',
        receivementDate: '10/04/2026',
      },
      { language: 'pt', today },
    );
    expect(row).toMatchObject({
      ok: true,
      grant: {
        funderName: 'Fundação Itaú',
        programName: 'Educação',
        form: {
          applicationDeadline: '2026-03-05',
          status: 'AWARDED',
          isSubmitted: 'YES',
          dateSubmitted: '2026-02-01',
          amountRequested: 123456,
          amountAwarded: 100000,
          receivementDate: '2026-04-10',
        },
      },
    });
  });

  it('reports each bad field with the form code', () => {
    const row = readGrantRow(
      { funder: '', program: 'P', deadline: '31/02/2026', status: 'maybe', amountRequested: 'lots' },
      { language: 'pt', today },
    );
    expect(row.ok).toBe(false);
    if (row.ok) return;
    const byField = Object.fromEntries(row.reasons.map((reason) => [reason.field, reason.code]));
    expect(byField).toMatchObject({ funder: 'REQUIRED', deadline: 'INVALID', status: 'INVALID' });
  });

  it('refuses an awarded date before the submission, as the form does', () => {
    const row = readGrantRow(
      {
        funder: 'F',
        program: 'P',
        deadline: '2026-03-01',
        status: 'AWARDED',
        dateSubmitted: '2026-02-01',
        amountAwarded: '10',
        receivementDate: '2026-01-01',
      },
      { language: 'en', today },
    );
    expect(row.ok).toBe(false);
  });
});

describe('readFunderRow', () => {
  it('accepts a named funder and refuses a bad e-mail with the form code', () => {
    expect(readFunderRow({ name: 'River Fund', email: 'a@b.org' })).toMatchObject({
      ok: true,
      funder: { name: 'River Fund', type: 'FOUNDATION' },
    });
    expect(readFunderRow({ name: 'River Fund', email: 'nope' })).toEqual({
      ok: false,
      reasons: [{ field: 'email', code: 'EMAIL', params: {} }],
    });
  });
});

describe('spreadsheetImportStartSchema', () => {
  it('needs the required fields mapped, each once', () => {
    const base = { kind: 'GRANTS', funderMatch: 'MERGE', sheet: null } as const;
    expect(
      spreadsheetImportStartSchema.safeParse({ ...base, mapping: ['funder', 'program', 'deadline', null] })
        .success,
    ).toBe(true);
    expect(
      spreadsheetImportStartSchema.safeParse({ ...base, mapping: ['funder', 'funder', 'deadline'] }).success,
    ).toBe(false);
    expect(
      spreadsheetImportStartSchema.safeParse({ ...base, mapping: ['name', 'program', 'deadline'] }).success,
    ).toBe(false);
  });
});
