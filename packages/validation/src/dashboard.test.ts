import { describe, expect, it } from 'vitest';
import { dashboardParamsArgsSchema, fiscalYearArgSchema, funderTypeFilterSchema } from './dashboard.ts';
import { messages } from './messages.ts';
import { issuesOf } from './test-helpers.ts';

describe('fiscalYearArgSchema', () => {
  it.each([1900, 2026, 2200])('accepts %i', (year) => {
    expect(issuesOf(fiscalYearArgSchema, year)).toEqual([]);
  });
  it.each([1899, 2201, 9999, 2026.5])('refuses %j', (year) => {
    expect(issuesOf(fiscalYearArgSchema, year)).toEqual([['', messages.invalid]]);
  });
});

describe('dashboardParamsArgsSchema', () => {
  const params = (currentFy: number, chartFys: number[]) => ({ params: { currentFy, chartFys } });

  it('accepts up to ten chart years', () => {
    expect(
      issuesOf(
        dashboardParamsArgsSchema,
        params(2026, [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]),
      ),
    ).toEqual([]);
  });

  it.each([
    ['a current year out of range', params(1800, [2026]), [['params.currentFy', messages.invalid]]],
    [
      'eleven chart years',
      params(
        2026,
        Array.from({ length: 11 }, (_, i) => 2016 + i),
      ),
      [['params.chartFys', messages.invalid]],
    ],
    ['a chart year out of range', params(2026, [2026, 12026]), [['params.chartFys', messages.invalid]]],
  ])('refuses %s', (_name, input, issues) => {
    expect(issuesOf(dashboardParamsArgsSchema, input)).toEqual(issues);
  });
});

describe('funderTypeFilterSchema', () => {
  it.each([
    [undefined, null],
    [null, null],
    [' ', null],
    ['foundation', 'FOUNDATION'],
    [' Corporate ', 'CORPORATE'],
  ])('reads %j as %j', (input, expected) => {
    expect(funderTypeFilterSchema.parse(input)).toBe(expected);
  });
  it('refuses an unknown type', () => {
    expect(issuesOf(funderTypeFilterSchema, 'bank')).toEqual([['', messages.invalid]]);
  });
});
