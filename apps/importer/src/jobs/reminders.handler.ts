// The reminders job's handler, loaded lazily by reminders.ts: the operation is a use case, called alike
// by this job and by tests.
export { type ReminderDeps, sendDueReminders } from '@grantflow/use-cases/reminders/send-due-reminders';
