// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { LargestFundersCatalogue } from './locales.ts';

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

export const largestFundersLocales = { pt };
