import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const ListOrganizationsQuery = graphql(`
  query ListOrganizations {
    listOrganizations {
      id
      name
    }
  }
`);

export type OrganizationOption = ResultOf<typeof ListOrganizationsQuery>['listOrganizations'][number];
