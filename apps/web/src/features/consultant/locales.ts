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
};

export const consultantLocales = { en } as const;
