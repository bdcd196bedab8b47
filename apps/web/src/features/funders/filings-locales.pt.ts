// The Brazilian Portuguese strings of filings-locales.ts (its en is the source and gives the shape).
import type { FunderFilingsCatalogue } from './filings-locales.ts';

const pt: FunderFilingsCatalogue = {
  title: 'Declarações 990 públicas',
  intro:
    'Encontre as declarações 990 públicas deste financiador para ver receita, ativos e doações pagas por ano.',
  search: 'Nome a buscar',
  find: 'Encontrar a 990 deste financiador',
  searching: 'Buscando no ProPublica Nonprofit Explorer…',
  candidates: 'Organizações que podem ser este financiador',
  no_candidates:
    'Nenhuma organização com esse nome foi encontrada. Tente outra grafia ou um nome mais curto.',
  ein: 'EIN {{ein}}',
  confirm: 'É este financiador',
  confirm_named: 'É este financiador: {{name}}, EIN {{ein}}',
  confirmed: 'O EIN foi salvo e as declarações foram obtidas.',
  change: 'Buscar de novo',
  cancel: 'Cancelar',
  no_filings: 'Ainda não há declarações salvas para este EIN.',
  chart_label: 'Receita e doações pagas por ano: {{summary}}',
  table_caption: 'Declarações por ano',
  columns: {
    latest_revenue: 'Última receita (990)',
    latest_grants_paid: 'Últimas doações pagas (990)',
    year: 'Ano',
    form: 'Formulário',
    revenue: 'Receita',
    assets: 'Ativos',
    grants_paid: 'Doações pagas',
  },
  view_filing: 'Ver a declaração de {{year}}',
  source: 'Fonte: ProPublica Nonprofit Explorer, obtido em {{date}}.',
  load_error: 'Não foi possível carregar as declarações.',
  retry: 'Tentar novamente',
};

export const funderFilingsLocales = { pt };
