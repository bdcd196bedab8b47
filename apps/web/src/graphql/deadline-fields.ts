import { graphql } from './graphql.ts';

// What the deadlines page and the calendar both read of a deadline (the page adds a grant's status and
// amount): one selection, so the two views show the same rows.
export const GrantDeadlineFieldsFragment = graphql(`
  fragment GrantDeadlineFields on GrantDeadline @_unmask {
    id
    deadline
    deadlineType
    funder {
      id
      name
    }
    program {
      id
      name
    }
  }
`);

export const ReportDeadlineFieldsFragment = graphql(`
  fragment ReportDeadlineFields on ReportDeadline @_unmask {
    id
    deadline
    urgency
    funder {
      id
      name
    }
    program {
      id
      name
    }
  }
`);
