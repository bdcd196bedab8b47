// Largest funders (§2). Funder type labels come from the funders feature (`funders.types.*`). en is the source.

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

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

type LargestFundersCatalogue = Widen<typeof en>;

const pt: LargestFundersCatalogue = {
  title: 'Maiores financiadores',
  type: 'Tipo de financiador',
  all_types: 'Todos os tipos',
  fiscal_year: 'Ano fiscal',
  fy: 'AF {{year}}',
  overall_title: 'Os 5 maiores financiadores',
  overall_caption: 'Os cinco financiadores com o maior valor total concedido no AF {{year}}',
  per_program_title: 'Maiores financiadores por programa',
  per_program_caption: 'Os maiores financiadores de cada programa no AF {{year}}, por valor concedido',
  columns: {
    rank: 'Posição',
    funder: 'Financiador',
    total: 'Valor total concedido',
    program: 'Programa',
    funders: 'Financiadores (valor concedido)',
  },
  more_one: 'e mais {{count}} financiador',
  more_other: 'e mais {{count}} financiadores',
  empty: 'Nenhuma concessão no AF {{year}} para esta seleção.',
  load_error: 'Não foi possível carregar os maiores financiadores.',
  retry: 'Tentar novamente',
};

const de: LargestFundersCatalogue = {
  title: 'Größte Förderer',
  type: 'Fördererart',
  all_types: 'Alle Arten',
  fiscal_year: 'Geschäftsjahr',
  fy: 'GJ {{year}}',
  overall_title: 'Die 5 größten Förderer',
  overall_caption: 'Die fünf Förderer mit der höchsten Bewilligungssumme im GJ {{year}}',
  per_program_title: 'Größte Förderer je Programm',
  per_program_caption: 'Die größten Förderer jedes Programms im GJ {{year}}, nach bewilligtem Betrag',
  columns: {
    rank: 'Rang',
    funder: 'Förderer',
    total: 'Bewilligungssumme',
    program: 'Programm',
    funders: 'Förderer (bewilligter Betrag)',
  },
  more_one: 'und {{count}} weiterer Förderer',
  more_other: 'und {{count}} weitere Förderer',
  empty: 'Keine Bewilligungen im GJ {{year}} für diese Auswahl.',
  load_error: 'Die größten Förderer konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
};

export const largestFundersLocales = { en, pt, de };
