import { describe, expect, it } from 'vitest';
import { managedOrganizations } from './managers-response.ts';

const own = { id: '1', name: 'Own' };

describe('managedOrganizations', () => {
  it('adds the linked organisations to the own one, once each', () => {
    const data = [{ organization: { id: 2, name: 'Harbor' } }, { organization: { id: '1', name: 'Own' } }];
    expect(managedOrganizations(data, own)).toEqual([own, { id: '2', name: 'Harbor' }]);
  });

  it('ignores malformed entries and non-lists', () => {
    expect(managedOrganizations([{ organization: null }, null, { x: 1 }], own)).toEqual([own]);
    expect(managedOrganizations({ data: [] }, own)).toEqual([own]);
  });
});
