import { describe, expect, it } from 'vitest';
import { refusedIdsOf } from './refused-targets.ts';

describe('refusedIdsOf', () => {
  it("takes the operation's own id only when the operation is about that kind", () => {
    expect(refusedIdsOf('funder', 'deleteFunder', { id: '12' })).toEqual([12]);
    expect(refusedIdsOf('funder', 'updateGrant', { id: '12' })).toEqual([]);
  });

  it('takes <kind>Id at any depth, and ignores what is not an id', () => {
    const args = { params: { funderId: 7, programId: '8', nested: [{ funderId: '9' }] }, funderId: 'x' };
    expect(refusedIdsOf('funder', 'createGrant', args).sort()).toEqual([7, 9]);
    expect(refusedIdsOf('program', 'createGrant', args)).toEqual([8]);
    expect(refusedIdsOf('funder', 'x', { funderId: '99999999999' })).toEqual([]);
  });

  it('checks at most five ids', () => {
    const args = { items: Array.from({ length: 50 }, (_, i) => ({ fileId: i + 1 })) };
    expect(refusedIdsOf('file', 'moveFiles', args)).toHaveLength(5);
  });
});
