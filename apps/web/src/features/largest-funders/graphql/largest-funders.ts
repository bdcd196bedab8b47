import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

/** The FY filter's bounds and the organisation's fiscal-year anchor. */
export const LargestFundersYearsQuery = graphql(`
  query LargestFundersYears($id: ID!) {
    getOrganization(id: $id) {
      id
      currentFiscalYear
      firstFiscalYear
      fiscalYearStart
    }
  }
`);

export const LargestFundersQuery = graphql(`
  query LargestFunders($organizationId: ID, $startAt: String, $endAt: String, $type: String) {
    getLargestFunders(organizationId: $organizationId, startAt: $startAt, endAt: $endAt, type: $type) {
      overall {
        totalAwardAmount
        funder {
          id
          name
        }
      }
      programs {
        program {
          id
          name
        }
        funders {
          awardedAmount
          funder {
            id
            name
          }
        }
      }
    }
  }
`);

export type LargestFundersResult = ResultOf<typeof LargestFundersQuery>['getLargestFunders'];
export type ProgramLargestFunders = LargestFundersResult['programs'][number];
