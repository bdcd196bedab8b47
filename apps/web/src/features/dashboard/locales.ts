// Dashboard strings (the shell's `dashboard.title` stays the page heading). en is the source; pt and de
// must hold every key (i18n.test.ts).

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  fiscal_year: 'Fiscal year',
  fy: 'FY {{year}}',
  add_grant: 'Add new grant',
  board_report: 'Board report',
  first_steps: {
    title: 'First steps',
    intro: 'A few steps to get your organization started in Grantflow.',
    funder: 'Add a funder',
    program: 'Add a program',
    grant: 'Add a grant',
    done: 'done',
  },
  cards: {
    applicationSent: 'Applications sent',
    grantsAwarded: 'Grants awarded',
    grantsPending: 'Grants pending',
  },
  count_one: '{{count}} application',
  count_other: '{{count}} applications',
  // Each card counts by one date (the grant list it links to filters by the same), so the cards of one year
  // need not add up: an application sent in one year can be awarded in the next.
  counted_by: {
    submission: 'By submission date in FY {{year}}',
    award: 'By award date in FY {{year}}',
  },
  view_list: 'View in the grant list',
  view_list_label: '{{card}}: view in the grant list',
  sections: {
    fundraisngTracker: 'Fundraising tracker',
    comparisonByYear: 'Comparison by year',
    fundingByType: 'Funding by funder type',
  },
  tracker: {
    achieved: 'Achieved',
    goal: 'Goal',
    summary: '{{achieved}} of the {{goal}} goal ({{rate}})',
    missing: '{{missing}} still to raise',
    no_goal:
      'No fundraising goal is set for FY {{year}}. Set the programs’ yearly goals on the Programs page.',
  },
  series: {
    awarded: 'Awarded',
    pending: 'Pending',
    requested: 'Requested',
    amount: 'Awarded',
  },
  funder_types: {
    foundation: 'foundation',
    corporate: 'corporate',
    government: 'government',
    government_local: 'local government',
    government_state: 'state government',
    other: 'other',
  },
  table: {
    caption: '{{card}} in FY {{year}}',
    program: 'Program',
    funder: 'Funder',
    amount: 'Amount',
    date: 'Date',
    no_program: '—',
    empty: 'No applications in this fiscal year.',
  },
  no_data: 'No grant activity in FY {{year}} yet.',
  chart_empty: 'Nothing to chart for FY {{year}}.',
  load_error: 'The dashboard could not be loaded.',
  retry: 'Try again',
};

export type DashboardCatalogue = Widen<typeof en>;

export const dashboardLocales = { en };
