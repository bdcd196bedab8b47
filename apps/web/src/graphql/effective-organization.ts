import { graphql } from './graphql.ts';

export const OrganizationsFiscalQuery = graphql(`
  query OrganizationsFiscal {
    listOrganizations {
      id
      name
      currentFiscalYear
      fiscalYearStart
      currency
    }
  }
`);
