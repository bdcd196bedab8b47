import { describe, expect, it } from 'vitest';
import { pathAfterOrganizationChange } from './organization-change.ts';

describe('pathAfterOrganizationChange', () => {
  it('sends a funder profile and its documents to the funders list (docs/product.md, Screens and routes)', () => {
    expect(pathAfterOrganizationChange('funderProfile')).toBe('/funders');
    expect(pathAfterOrganizationChange('funderDocuments')).toBe('/funders');
    expect(pathAfterOrganizationChange('oneDriveCallback')).toBe('/funders');
  });

  it('keeps every other page where it is', () => {
    expect(pathAfterOrganizationChange('grantList')).toBeNull();
    expect(pathAfterOrganizationChange('dashboard')).toBeNull();
    expect(pathAfterOrganizationChange(undefined)).toBeNull();
  });
});
