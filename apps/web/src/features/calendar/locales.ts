// Calendar page and feed-subscription strings (en is the source).

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  title: 'Calendar',
  previous_month: 'Previous month',
  next_month: 'Next month',
  today: 'Today',
  grid_label: 'Deadlines in {{month}}',
  day_label_other: '{{date}}, {{count}} deadlines',
  day_label_one: '{{date}}, 1 deadline',
  day_label_zero: '{{date}}, no deadlines',
  agenda_title: 'Deadlines this month',
  today_marker: 'today',
  load_error: 'The deadlines could not be loaded.',
  retry: 'Try again',
  empty_month: 'No open grant or report deadlines this month.',
  kinds: {
    grant: 'Grant deadline',
    report_required: 'Required report',
    report_courtesy: 'Courtesy report',
    task: 'Task',
  },
  timings: {
    overdue: 'overdue',
    soon: 'due within 7 days',
    later: 'later',
  },
  item_label: '{{kind}}: {{funder}}{{program}}, {{timing}}',
  legend: 'Legend',
  legend_overdue: 'Overdue',
  legend_soon: 'Due within 7 days',
  keyboard_hint:
    'Arrow keys move between days, Page Up and Page Down between months, Tab reaches the day’s deadlines.',
  subscribe: {
    title: 'Subscribe in your calendar app',
    intro:
      'A private address that Google Calendar, Outlook and other calendar apps can subscribe to. It lists the upcoming deadlines of this organization and updates on its own. Anyone with the address can read it: keep it to yourself.',
    show: 'Show my calendar address',
    url_label: 'Your private calendar address (iCalendar)',
    copy: 'Copy address',
    copied: 'Copied',
    google_title: 'Google Calendar',
    google_steps:
      'On the web, open Settings → Add calendar → From URL, paste the address and choose Add calendar.',
    outlook_title: 'Outlook',
    outlook_steps:
      'In Outlook on the web, open Calendar → Add calendar → Subscribe from web, paste the address, name it and choose Import.',
    regenerate: 'Regenerate link',
    revoke: 'Revoke link',
    regenerate_confirm:
      'The current address stops working at once and calendars subscribed to it stop updating. Create a new address?',
    revoke_confirm:
      'The address stops working at once and calendars subscribed to it stop updating. Revoke it?',
    confirm_title: 'Please confirm',
    confirm: 'Confirm',
    cancel: 'Cancel',
    regenerated: 'A new calendar address was created.',
    revoked: 'The calendar address was revoked.',
    revoked_note: 'Your calendar address is revoked. You can create a new one at any time.',
    create_new: 'Create a new address',
    load_error: 'The calendar address could not be loaded.',
    created_at: 'Created {{date}}',
  },
} as const;

export const calendarLocales = { en };
