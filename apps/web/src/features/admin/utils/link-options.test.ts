import { describe, expect, it } from 'vitest';
import { linkableOrganizations } from './link-options.ts';

describe('linkableOrganizations', () => {
  it('leaves out the own and the already linked organisations, sorted by name', () => {
    const all = [
      { id: '1', name: 'riverbend' },
      { id: '2', name: 'Prairie' },
      { id: '3', name: 'harbor' },
      { id: '4', name: 'Alpine' },
    ];
    const user = {
      organization: { id: '1', name: 'riverbend' },
      managedOrganizations: [{ id: '2', name: 'Prairie' }],
    };
    expect(linkableOrganizations(all, user).map((o) => o.id)).toEqual(['4', '3']);
  });
});
