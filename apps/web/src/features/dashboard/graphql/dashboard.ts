import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const DashboardQuery = graphql(`
  query Dashboard($id: ID!, $currentFy: Int) {
    getOrganization(id: $id, params: { currentFy: $currentFy }) {
      id
      name
      currentFiscalYear
      firstFiscalYear
      awardsByYear {
        year
        awarded
        awardedCount
        pending
        pendingCount
        requested
        requestedCount
      }
      funderTypesCount {
        foundation
        corporate
        government
        government_local
        government_state
        other
      }
      currentYearGoal {
        overall {
          achieved
          goal
          achievedRate
          missing
        }
      }
    }
  }
`);

export type DashboardOrganization = ResultOf<typeof DashboardQuery>['getOrganization'];
export type AwardsByYearRow = DashboardOrganization['awardsByYear'][number];
export type FunderTypesCount = DashboardOrganization['funderTypesCount'];

/** The rows behind the three cards, for their print-only tables: one request for all three. */
export const DashboardApplicationsQuery = graphql(`
  query DashboardApplications($organizationId: ID, $fiscalYear: Int) {
    sent: dashboardApplications(organizationId: $organizationId, fiscalYear: $fiscalYear, kind: SENT) {
      id
      amount
      date
      program {
        id
        name
      }
      funder {
        id
        name
      }
    }
    awarded: dashboardApplications(organizationId: $organizationId, fiscalYear: $fiscalYear, kind: AWARDED) {
      id
      amount
      date
      program {
        id
        name
      }
      funder {
        id
        name
      }
    }
    pending: dashboardApplications(organizationId: $organizationId, fiscalYear: $fiscalYear, kind: PENDING) {
      id
      amount
      date
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
`);

export type DashboardApplicationRow = ResultOf<typeof DashboardApplicationsQuery>['sent'][number];
