import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { describe, expect, it } from 'vitest';
import { biggerThan, messages, smallerThan } from './messages.ts';
import { filterDateSchema, paginationArgsSchema, paginationSchema } from './pagination.ts';
import { issuesOf } from './test-helpers.ts';

const tooBig = smallerThan(PAGE_SIZES.printable + 1);

describe('paginationSchema', () => {
  it.each([
    [undefined, { page: 1, pageSize: 5 }],
    [null, { page: 1, pageSize: 5 }],
    [{}, { page: 1, pageSize: 5 }],
    [
      { page: null, pageSize: null },
      { page: 1, pageSize: 5 },
    ],
    [
      { page: 3, pageSize: 20 },
      { page: 3, pageSize: 20 },
    ],
    [{ pageSize: PAGE_SIZES.printable }, { page: 1, pageSize: PAGE_SIZES.printable }],
  ])('reads %j as %j', (input, expected) => {
    expect(paginationSchema(5).parse(input)).toEqual(expected);
  });

  it.each([
    [{ page: 0 }, [['pagination.page', biggerThan(0)]]],
    [{ page: -2 }, [['pagination.page', biggerThan(0)]]],
    [{ page: 1.5 }, [['pagination.page', biggerThan(0)]]],
    [{ pageSize: 0 }, [['pagination.pageSize', tooBig]]],
    [{ pageSize: PAGE_SIZES.printable + 1 }, [['pagination.pageSize', tooBig]]],
    [{ pageSize: 5000 }, [['pagination.pageSize', 'This field should be smaller than 1001.']]],
    [
      { page: 0, pageSize: 5000 },
      [
        ['pagination.page', 'This field should be bigger than 0.'],
        ['pagination.pageSize', tooBig],
      ],
    ],
  ])('refuses %j', (pagination, issues) => {
    expect(issuesOf(paginationArgsSchema(5), { pagination })).toEqual(issues);
  });
});

describe('filterDateSchema', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['  ', null],
    [' 2026-02-28 ', '2026-02-28'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %j as %j', (input, expected) => {
    expect(filterDateSchema.parse(input)).toBe(expected);
  });

  it.each(['2026-02-30', '01/02/2026', '2026-2-1', 'soon'])('refuses %j as invalid', (input) => {
    expect(issuesOf(filterDateSchema, input)).toEqual([['', messages.invalid]]);
  });
});
