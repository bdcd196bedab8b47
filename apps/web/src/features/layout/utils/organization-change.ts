import type { RouteName } from '../../../routes/route-table.ts';

// docs/product.md, Screens and routes: a funder belongs to one organisation, so its pages make no sense once another one is acting.
const FUNDER_PAGES: ReadonlySet<RouteName> = new Set([
  'funderProfile',
  'funderDocuments',
  'oneDriveCallback',
]);

/** Where to go when the acting organisation changes or is dropped: the funders list from a funder's pages. */
export function pathAfterOrganizationChange(routeName: RouteName | undefined): '/funders' | null {
  return routeName && FUNDER_PAGES.has(routeName) ? '/funders' : null;
}
