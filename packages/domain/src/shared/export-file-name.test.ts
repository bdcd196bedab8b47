import { describe, expect, it } from 'vitest';
import { asciiSlug, exportFileName, organizationSlug } from './export-file-name.ts';

describe('export file names', () => {
  it.each([
    ['Riverbend Community Arts', 'riverbend-community-arts'],
    ['  Harbor & Sons, Inc. ', 'harbor-sons-inc'],
    ['Associação São João', 'associação-são-joão'],
    ['***', 'organization'],
  ])('slugs %j as %j', (name, slug) => {
    expect(organizationSlug(name)).toBe(slug);
  });

  it('keeps an ASCII twin for the plain filename parameter', () => {
    expect(asciiSlug('associação-são-joão')).toBe('associacao-sao-joao');
    expect(asciiSlug('東京')).toBe('organization');
  });

  it('names the list and the day', () => {
    expect(
      exportFileName({
        organizationName: 'Straße der Künste',
        list: 'deadlines',
        day: '2026-12-03',
        extension: 'xlsx',
      }),
    ).toEqual({
      name: 'straße-der-künste-deadlines-2026-12-03.xlsx',
      ascii: 'strasse-der-kunste-deadlines-2026-12-03.xlsx',
    });
  });
});
