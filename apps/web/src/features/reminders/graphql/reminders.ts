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

export const TaskReminderDaysQuery = graphql(`
  query TaskReminderDays {
    currentUser {
      id
      taskReminderDays
    }
  }
`);

export const UpdateTaskReminderDaysMutation = graphql(`
  mutation UpdateTaskReminderDays($days: [Int!]!) {
    updateTaskReminderDays(days: $days)
  }
`);
