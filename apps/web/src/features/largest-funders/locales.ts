// Largest funders (docs/product.md, Screens and routes). Funder type labels come from the funders feature (`funders.types.*`). en is the source.

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  title: 'Largest Funders',
  type: 'Funder type',
  all_types: 'All types',
  fiscal_year: 'Fiscal year',
  fy: 'FY {{year}}',
  overall_title: 'Top 5 funders',
  overall_caption: 'The five funders with the largest total award amount in FY {{year}}',
  per_program_title: 'Top funders per program',
  per_program_caption: 'The largest funders of each program in FY {{year}}, by awarded amount',
  columns: {
    rank: 'Rank',
    funder: 'Funder',
    total: 'Total award amount',
    program: 'Program',
    funders: 'Funders (awarded amount)',
  },
  more_one: 'and {{count}} more funder',
  more_other: 'and {{count}} more funders',
  empty: 'No awards in FY {{year}} for this selection.',
  load_error: 'The largest funders could not be loaded.',
  retry: 'Try again',
};

export type LargestFundersCatalogue = Widen<typeof en>;

export const largestFundersLocales = { en };
