import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const ListReportsQuery = graphql(`
  query ListReports($filters: ReportFilters, $pagination: PaginationInput) {
    listReports(filters: $filters, pagination: $pagination) {
      total
      items {
        id
        deadline
        urgency
        submitted
        submissionDate
        description
        grantApplication {
          id
          award {
            amountAwarded
          }
          grant {
            id
            program {
              id
              name
            }
            funder {
              id
              name
            }
          }
        }
      }
    }
  }
`);

export type ReportRow = ResultOf<typeof ListReportsQuery>['listReports']['items'][number];

export const GetReportQuery = graphql(`
  query GetReport($id: ID!) {
    getReport(id: $id) {
      id
      deadline
      urgency
      submitted
      submissionDate
      description
    }
  }
`);

export const UpdateReportMutation = graphql(`
  mutation UpdateReport($id: ID!, $params: ReportUpdateParams!) {
    updateReport(id: $id, params: $params) {
      id
      submitted
      submissionDate
    }
  }
`);
