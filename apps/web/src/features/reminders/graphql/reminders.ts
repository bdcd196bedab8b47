import { graphql } from '../../../graphql/graphql.ts';

export const ReminderPreferenceQuery = graphql(`
  query ReminderPreference {
    currentUser {
      id
      remindersEnabled
    }
  }
`);

export const UpdateReminderPreferenceMutation = graphql(`
  mutation UpdateReminderPreference($enabled: Boolean!) {
    updateReminderPreference(enabled: $enabled)
  }
`);
