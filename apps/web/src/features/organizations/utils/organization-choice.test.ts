import { describe, expect, it } from 'vitest';
import { currentOrganizationId, sortOrganizations } from './organization-choice.ts';

describe('sortOrganizations', () => {
  it('sorts by name ignoring case', () => {
    const sorted = sortOrganizations([
      { id: '1', name: 'beta' },
      { id: '2', name: 'Alpha' },
      { id: '3', name: 'alpha house' },
    ]);
    expect(sorted.map((o) => o.name)).toEqual(['Alpha', 'alpha house', 'beta']);
  });
});

describe('currentOrganizationId', () => {
  const offered = [
    { id: '1', name: 'A' },
    { id: '2', name: 'B' },
  ];

  it('uses the stored choice when it is offered', () => {
    expect(currentOrganizationId('2', '1', offered)).toBe('2');
  });

  it('falls back to the own organisation', () => {
    expect(currentOrganizationId(null, '1', offered)).toBe('1');
    expect(currentOrganizationId('9', '1', offered)).toBe('1');
  });
});
