// The consultant's view across organisations; en is the source and gives the shape.

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  scope_label: 'Organisations',
  scope_current: 'This organisation',
  scope_all: 'All my organisations',
  organization_filter: 'Show organisation',
  organization_filter_all: 'All',
  organization: 'Organisation',
  empty_grants: 'No grant deadlines in these organisations for this period.',
  empty_reports: 'No report deadlines in these organisations for this period.',
  scope_several: 'Several organisations',
  pick_label: 'Organisations to show',
  pick_placeholder: 'Search organisations',
  pick_description_one: '{{count}} of at most {{limit}} chosen',
  pick_description_other: '{{count}} of at most {{limit}} chosen',
  pick_limit: 'You can pick at most {{limit}} organisations. Remove one to add another.',
  pick_load_error: 'The list of organisations could not be loaded.',
  pick_empty: 'Pick the organisations whose deadlines you want to see (at most {{limit}}).',
  load_error: 'The deadlines of your organisations could not be loaded.',
  feed: {
    intro_picked:
      'A private address that Google Calendar, Outlook and other calendar apps can subscribe to. It lists the upcoming deadlines of the organisations picked when it was created, each labelled with its organisation, and updates on its own; regenerate it to cover other organisations. Should you stop being an administrator, it shows only your own organisation. Anyone with the address can read it: keep it to yourself.',
    show_picked: 'Show my address for these organisations',
    url_label_picked: 'Your private calendar address for the organisations you picked (iCalendar)',
    pick_first: 'Pick organisations to get one calendar address for all of them.',
    covers: 'This address covers: {{names}}.',
    covers_own: 'This address covers your own organisation only.',
    covers_differs: 'Your pick has changed since: regenerate the link to cover the organisations picked now.',
    intro:
      'A private address that Google Calendar, Outlook and other calendar apps can subscribe to. It lists the upcoming deadlines of all your organisations, each labelled with its organisation, and updates on its own; an organisation you lose access to leaves it at once. Anyone with the address can read it: keep it to yourself.',
    show: 'Show my address for all organisations',
    url_label: 'Your private calendar address for all your organisations (iCalendar)',
  },
};

export const consultantLocales = { en } as const;
