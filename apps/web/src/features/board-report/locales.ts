// Printable board report modal (docs/product.md, Screens and routes). Section keys as the specification spells them. en is the source.

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  title: 'Printable board report',
  intro: 'Choose the sections the printed report includes.',
  sections: {
    fundraisngTracker: 'Fundraising tracker',
    comparisonByYear: 'Comparison by year',
    fundingByType: 'Funding by funder type',
    grantsAwarded: 'Grants awarded',
    grantsPending: 'Grants pending',
    applicationSent: 'Applications sent',
  },
  download: 'Download',
  cancel: 'Cancel',
  // The printed pack's first lines: its title, whose figures and which year, the day it was printed.
  heading: 'Board report',
  details: '{{organization}} · FY {{year}}',
  printed_on: 'Printed on {{date}}',
};

export type BoardReportCatalogue = Widen<typeof en>;

export const boardReportLocales = { en };
