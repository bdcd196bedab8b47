// The consultant's view across organisations (issue 14 item 3); en is the source and gives the shape.

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
  load_error: 'The deadlines of your organisations could not be loaded.',
  feed: {
    intro:
      'A private address that Google Calendar, Outlook and other calendar apps can subscribe to. It lists the upcoming deadlines of all your organisations, each labelled with its organisation, and updates on its own; an organisation you lose access to leaves it at once. Anyone with the address can read it: keep it to yourself.',
    show: 'Show my address for all organisations',
    url_label: 'Your private calendar address for all your organisations (iCalendar)',
  },
};

export const consultantLocales = { en } as const;
