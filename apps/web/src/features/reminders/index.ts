// The reminders feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

export { ReminderMenuItem } from './components/reminder-menu-item.tsx';
export { ReminderSwitch } from './components/reminder-switch.tsx';
export { TaskReminderDays } from './components/task-reminder-days.tsx';
