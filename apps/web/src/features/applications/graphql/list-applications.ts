import { graphql, type ResultOf, type VariablesOf } from '../../../graphql/graphql.ts';
import { ApplicationRowFragment } from './application-fields.ts';

export const ListApplicationsQuery = graphql(
  `
    query ListApplications($filters: ApplicationFilters, $pagination: PaginationInput) {
      listApplications(filters: $filters, pagination: $pagination) {
        total
        items {
          ...ApplicationRow
        }
      }
    }
  `,
  [ApplicationRowFragment],
);

export type ApplicationRow = ResultOf<typeof ListApplicationsQuery>['listApplications']['items'][number];
export type ApplicationFiltersInput = NonNullable<VariablesOf<typeof ListApplicationsQuery>['filters']>;
