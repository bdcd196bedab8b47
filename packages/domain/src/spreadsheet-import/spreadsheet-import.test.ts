import { describe, expect, it } from 'vitest';
import { guessMapping, sameHeaders } from './guess-mapping.ts';
import { readSpreadsheetAmount, readSpreadsheetDate, readSpreadsheetStatus } from './locale-values.ts';
import { nameKey } from './name-key.ts';

describe('nameKey', () => {
  it('ignores case, accents and spacing', () => {
    expect(nameKey('  Fundação   ITAÚ ')).toBe(nameKey('fundacao itau'));
    expect(nameKey('Förderer')).toBe('forderer');
  });
});

describe('guessMapping', () => {
  it('guesses grant columns from en, pt and de headers', () => {
    expect(
      guessMapping('GRANTS', ['Financiador', 'Programa', 'Prazo', 'Situação', 'Valor solicitado', 'Obs']),
    ).toEqual(['funder', 'program', 'deadline', 'status', 'amountRequested', null]);
    expect(guessMapping('GRANTS', ['Geldgeber', 'Programm', 'Frist'])).toEqual([
      'funder',
      'program',
      'deadline',
    ]);
    expect(guessMapping('GRANTS', ['Funder', 'Program', 'Deadline', 'Amount awarded'])).toEqual([
      'funder',
      'program',
      'deadline',
      'amountAwarded',
    ]);
  });
  it('gives each field to one column only', () => {
    expect(guessMapping('FUNDERS', ['Nome', 'Financiador', 'E-mail'])).toEqual(['name', null, 'email']);
  });
  it('compares header rows by key', () => {
    expect(sameHeaders(['Prazo', 'Financiador'], ['prazo ', 'FINANCIADOR'])).toBe(true);
    expect(sameHeaders(['Prazo'], ['Prazo', 'Valor'])).toBe(false);
  });
});

describe('readSpreadsheetDate', () => {
  it.each([
    ['05/03/2027', 'pt', '2027-03-05'],
    ['5.3.2027', 'de', '2027-03-05'],
    ['03/05/2027', 'en', '2027-03-05'],
    ['2027-03-05', 'de', '2027-03-05'],
    ['05/03/27', 'pt', '2027-03-05'],
    ['31/02/2027', 'pt', '31/02/2027'],
    ['next week', 'en', 'next week'],
  ] as const)('%s in %s → %s', (cell, language, expected) => {
    expect(readSpreadsheetDate(cell, language)).toBe(expected);
  });
});

describe('readSpreadsheetAmount', () => {
  it.each([
    ['1.234,56', 'pt', '1234.56'],
    ['R$ 1.234,56', 'pt', '1234.56'],
    ['1234,5', 'de', '1234.5'],
    ['1.500 €', 'de', '1500'],
    ['$1,234.56', 'en', '1234.56'],
    ['1,234.56', 'pt', '1,234.56'],
    ['abc', 'en', 'abc'],
  ] as const)('%s in %s → %s', (cell, language, expected) => {
    expect(readSpreadsheetAmount(cell, language)).toBe(expected);
  });
});

describe('readSpreadsheetStatus', () => {
  it('reads status words in any of the languages', () => {
    expect(readSpreadsheetStatus('Concedido')).toBe('AWARDED');
    expect(readSpreadsheetStatus('abgelehnt')).toBe('DECLINED');
    expect(readSpreadsheetStatus('PENDING')).toBe('PENDING');
    expect(readSpreadsheetStatus('')).toBeNull();
    expect(readSpreadsheetStatus('maybe')).toBe('maybe');
  });
});
