import { describe, expect, it } from 'vitest';
import {
  columnsStorageKey,
  DEFAULT_HIDDEN_COLUMNS,
  defaultVisibleColumns,
  GRANT_COLUMNS,
  orderColumns,
  parseStoredColumns,
  visibleColumnsFor,
} from './grant-columns.ts';
import { isLastAwardThisMonth } from './last-award.ts';

describe('grant list columns', () => {
  it('has the 13 columns of the grant list and hides date received, amount awarded and date declined by default', () => {
    expect(GRANT_COLUMNS).toHaveLength(13);
    expect([...DEFAULT_HIDDEN_COLUMNS].sort()).toEqual(['amountAwarded', 'dateDeclined', 'dateReceived']);
    expect(defaultVisibleColumns()).toEqual([
      'deadline',
      'deadlineType',
      'funder',
      'complexityScore',
      'lastAward',
      'dateSubmitted',
      'amountRequested',
      'program',
      'responseAverage',
      'status',
    ]);
  });

  it('shows the amount awarded on the awarded list, the figure the dashboard card adds up', () => {
    const awarded = defaultVisibleColumns('AWARDED');
    expect(awarded).toContain('amountAwarded');
    expect(awarded).not.toContain('amountRequested');
    expect(awarded).toHaveLength(defaultVisibleColumns().length);
    expect(visibleColumnsFor(null, 'AWARDED')).toEqual(awarded);
    // A stored choice holds, with the amount awarded added on the awarded list only.
    expect(visibleColumnsFor(['deadline', 'funder', 'status'], 'AWARDED')).toEqual([
      'deadline',
      'funder',
      'amountAwarded',
      'status',
    ]);
    expect(visibleColumnsFor(['deadline', 'funder'], 'PENDING')).toEqual(['deadline', 'funder']);
    expect(visibleColumnsFor(null, 'SUBMITTED')).toEqual(defaultVisibleColumns());
  });

  it('keeps the table order and drops unknown names', () => {
    expect(orderColumns(['status', 'bogus', 'deadline', 'dateDeclined'])).toEqual([
      'deadline',
      'dateDeclined',
      'status',
    ]);
  });
});

describe('isLastAwardThisMonth', () => {
  it.each([
    ['2026-11-01', '2026-11-25', true],
    ['2026-11-30', '2026-11-25', true],
    ['2026-10-31', '2026-11-25', false],
    ['2025-11-25', '2026-11-25', false],
    [null, '2026-11-25', false],
    ['', '2026-11-25', false],
  ])('%s in the month of %s → %s', (lastAward, today, bold) => {
    expect(isLastAwardThisMonth(lastAward, today)).toBe(bold);
  });
});

describe('stored column choice', () => {
  it('is kept per user', () => {
    expect(columnsStorageKey('7')).not.toBe(columnsStorageKey('8'));
  });

  it('reads back in table order and drops unknown names', () => {
    expect(parseStoredColumns(JSON.stringify(['status', 'nope', 'deadline']))).toEqual([
      'deadline',
      'status',
    ]);
    expect(parseStoredColumns('[]')).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    expect(parseStoredColumns(null)).toBeNull();
    expect(parseStoredColumns('{not json')).toBeNull();
    expect(parseStoredColumns('{"a":1}')).toBeNull();
  });
});
