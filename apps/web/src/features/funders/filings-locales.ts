// The funder profile's "Public 990 filings" card (docs/product.md, Funder research). en is the source.

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  title: 'Public 990 filings',
  intro: "Find this funder's public 990 filings to see its revenue, assets and grants paid by year.",
  search: 'Name to search for',
  find: "Find this funder's 990",
  searching: 'Searching ProPublica Nonprofit Explorer…',
  candidates: 'Organizations that may be this funder',
  no_candidates: 'No organization of that name was found. Try another spelling or a shorter name.',
  ein: 'EIN {{ein}}',
  confirm: 'This is the funder',
  confirm_named: 'This is the funder: {{name}}, EIN {{ein}}',
  confirmed: 'The EIN is saved and its filings were fetched.',
  change: 'Search again',
  cancel: 'Cancel',
  no_filings: 'No filings are stored for this EIN yet.',
  chart_label: 'Revenue and grants paid by year: {{summary}}',
  table_caption: 'Filings by year',
  columns: {
    latest_revenue: 'Latest revenue (990)',
    latest_grants_paid: 'Latest grants paid (990)',
    year: 'Year',
    form: 'Form',
    revenue: 'Revenue',
    assets: 'Assets',
    grants_paid: 'Grants paid',
  },
  view_filing: 'View the {{year}} filing',
  source: 'Source: ProPublica Nonprofit Explorer, fetched {{date}}.',
  load_error: 'The filings could not be loaded.',
  retry: 'Try again',
};

export type FunderFilingsCatalogue = Widen<typeof en>;

export const funderFilingsLocales = { en };
