import { describe, expect, it } from 'vitest';
import { calendarRangeArgsSchema, deadlinesExportQuerySchema, nextDaysArgsSchema } from './deadlines.ts';
import { codedIssues } from './issue.ts';

const issuesOf = (result: { success: boolean; error?: { issues: Parameters<typeof codedIssues>[0] } }) =>
  result.success ? [] : codedIssues(result.error?.issues ?? []);

const ONE_OF = {
  code: 'ONE_OF',
  params: { choices: '7, 30, 60, 90, 180, 365' },
  message: 'Choose one of 7, 30, 60, 90, 180, 365.',
};
const RANGE = {
  path: 'end',
  code: 'DATE_RANGE',
  params: { maxDays: 400 },
  message: 'Choose an end after the start, at most 400 days later.',
};

describe('nextDaysArgsSchema', () => {
  it.each([
    [undefined, 90],
    [null, 90],
    [7, 7],
    [365, 365],
  ])('days %j → %j', (days, expected) => {
    expect(nextDaysArgsSchema.parse({ days })).toEqual({ days: expected });
  });

  it.each([0, 14, 366, -7])('refuses %j with ONE_OF', (days) => {
    expect(issuesOf(nextDaysArgsSchema.safeParse({ days }))).toEqual([{ path: 'days', ...ONE_OF }]);
  });
});

describe('calendarRangeArgsSchema', () => {
  it('accepts a range of up to 400 days', () => {
    expect(calendarRangeArgsSchema.parse({ start: '2025-01-01', end: '2026-02-05' })).toEqual({
      start: '2025-01-01',
      end: '2026-02-05',
    });
    expect(calendarRangeArgsSchema.parse({ start: '2025-01-01', end: '2025-01-01' }).end).toBe('2025-01-01');
  });

  it.each([
    ['2025-01-02', '2025-01-01'],
    ['2025-01-01', '2026-02-06'],
    ['', '2025-01-01'],
    ['2025-01-01', ''],
  ])('refuses %j … %j on end', (start, end) => {
    expect(issuesOf(calendarRangeArgsSchema.safeParse({ start, end }))).toEqual([RANGE]);
  });

  it('names a malformed bound as invalid', () => {
    expect(issuesOf(calendarRangeArgsSchema.safeParse({ start: '2025-02-30', end: '2025-03-01' }))).toEqual([
      { path: 'start', code: 'INVALID', params: {}, message: 'This field is invalid.' },
    ]);
  });
});

describe('deadlinesExportQuerySchema', () => {
  it('defaults to 90 days and both tables', () => {
    expect(deadlinesExportQuerySchema.parse({})).toEqual({
      days: 90,
      tables: ['grants', 'reports'],
      lang: 'en',
    });
    expect(deadlinesExportQuerySchema.parse({ days: '', tables: '', lang: 'de' })).toEqual({
      days: 90,
      tables: ['grants', 'reports'],
      lang: 'de',
    });
  });

  it('reads the days and the tables in sheet order', () => {
    expect(deadlinesExportQuerySchema.parse({ days: '30', tables: 'reports, grants' })).toEqual({
      days: 30,
      tables: ['grants', 'reports'],
      lang: 'en',
    });
  });

  it.each(['14', 'abc', '1,2'])('refuses days %j with ONE_OF', (days) => {
    expect(issuesOf(deadlinesExportQuerySchema.safeParse({ days }))).toEqual([{ path: 'days', ...ONE_OF }]);
  });

  it.each(['files', 'grants,,reports', 'grants,files'])('refuses tables %j', (tables) => {
    expect(issuesOf(deadlinesExportQuerySchema.safeParse({ tables }))).toEqual([
      { path: 'tables', code: 'EXPORT_TABLES', params: {}, message: 'Choose grants, reports or both.' },
    ]);
  });
});
