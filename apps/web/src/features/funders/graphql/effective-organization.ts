import { graphql } from '../../../graphql/graphql.ts';

export const OrganizationsFiscalQuery = graphql(`
  query OrganizationsFiscal {
    listOrganizations {
      id
      currentFiscalYear
      fiscalYearStart
    }
  }
`);
