import { describe, expect, it } from 'vitest';
import { activateVersion, canDeleteVersion, type VersionRemark } from './activate-version.ts';
import { defaultDatabaseVersionName, defaultDocumentVersionName } from './default-version-name.ts';

describe('default version names', () => {
  it.each<[number, string | Date, string, string]>([
    [0, '2026-11-25', 'v1@2026-11-25', 'db-v1@2026-11-25'],
    [4, '2026-01-05', 'v5@2026-01-05', 'db-v5@2026-01-05'],
    [9, new Date('2026-03-01T23:00:00Z'), 'v10@2026-03-01', 'db-v10@2026-03-01'],
  ])('count %i on %j', (count, date, documents, database) => {
    expect(defaultDocumentVersionName(count, date)).toBe(documents);
    expect(defaultDatabaseVersionName(count, date)).toBe(database);
  });

  it.each([[-1], [1.5], [Number.NaN]])('rejects count %d', (count) => {
    expect(() => defaultDocumentVersionName(count, '2026-01-01')).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
    expect(() => defaultDatabaseVersionName(count, '2026-01-01')).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
  });
});

describe('activateVersion', () => {
  const versions: VersionRemark[] = [
    { id: 1, remarks: 'active' },
    { id: 2, remarks: 'disabled' },
    { id: 3, remarks: 'disabled' },
  ];
  it.each<[number | string, string[]]>([
    [2, ['disabled', 'active', 'disabled']],
    ['3', ['disabled', 'disabled', 'active']],
    [1, ['active', 'disabled', 'disabled']],
    [99, ['active', 'disabled', 'disabled']], // unknown id changes nothing
  ])('activate %j → %j', (id, remarks) => {
    expect(activateVersion(versions, id).map((v) => v.remarks)).toEqual(remarks);
  });

  it('does not mutate its input', () => {
    activateVersion(versions, 2);
    expect(versions[0]?.remarks).toBe('active');
  });
});

describe('canDeleteVersion', () => {
  it.each([
    ['active', false],
    ['disabled', true],
  ] as const)('%s → %s', (remarks, deletable) => {
    expect(canDeleteVersion({ remarks })).toBe(deletable);
  });
});
