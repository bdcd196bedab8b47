import { describe, expect, it } from 'vitest';
import { listStatus } from './list-status.ts';

const base = { fetching: false, error: undefined, listing: undefined, organizationLoading: false };

describe('listStatus', () => {
  it('loads until the first answer or while the organisation is unknown', () => {
    expect(listStatus({ ...base, fetching: true }).loading).toBe(true);
    expect(listStatus({ ...base, fetching: true, listing: { items: [1] } }).loading).toBe(false);
    expect(listStatus({ ...base, organizationLoading: true, listing: { items: [] } }).loading).toBe(true);
  });

  it('shows an error only when there are no rows to keep', () => {
    expect(listStatus({ ...base, error: new Error('x') }).error).toBe(true);
    expect(listStatus({ ...base, error: new Error('x'), listing: { items: [1] } }).error).toBe(false);
  });

  it('is empty only for an answered, empty list', () => {
    expect(listStatus(base).empty).toBe(false);
    expect(listStatus({ ...base, listing: { items: [] } }).empty).toBe(true);
  });
});
