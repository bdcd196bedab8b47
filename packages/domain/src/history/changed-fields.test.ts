import { describe, expect, it } from 'vitest';
import { changedFields, historyActionOf } from './changed-fields.ts';

describe('changedFields', () => {
  it('lists only the fields whose value differs, raw', () => {
    const before = { status: 'DRAFT', deadline: '2027-03-01', amount: 1000, note: null };
    const after = { status: 'SUBMITTED', deadline: '2027-03-01', amount: 2500, note: null };
    expect(changedFields(before, after)).toEqual([
      { field: 'status', from: 'DRAFT', to: 'SUBMITTED' },
      { field: 'amount', from: 1000, to: 2500 },
    ]);
  });

  it('keeps to the fields named, in their order, and treats undefined as null', () => {
    const changes = changedFields({ a: 1, b: undefined, secret: 'x' }, { a: 2, b: null, secret: 'y' }, [
      'b',
      'a',
    ]);
    expect(changes).toEqual([{ field: 'a', from: 1, to: 2 }]);
  });

  it('stores dates as ISO text and lists every field of a created record', () => {
    const at = new Date('2027-01-02T03:04:05.000Z');
    expect(changedFields(null, { name: 'Fund', at })).toEqual([
      { field: 'name', from: null, to: 'Fund' },
      { field: 'at', from: null, to: '2027-01-02T03:04:05.000Z' },
    ]);
  });
});

describe('historyActionOf', () => {
  it('names created, deleted, status changes and updates; nothing for no change', () => {
    expect(historyActionOf(null, { a: 1 }, [])).toBe('CREATED');
    expect(historyActionOf({ a: 1 }, null, [])).toBe('DELETED');
    expect(historyActionOf({ a: 1 }, { a: 1 }, [])).toBeNull();
    expect(historyActionOf({}, {}, [{ field: 'status', from: 'A', to: 'B' }])).toBe('STATUS_CHANGED');
    expect(historyActionOf({}, {}, [{ field: 'name', from: 'A', to: 'B' }])).toBe('UPDATED');
  });
});
