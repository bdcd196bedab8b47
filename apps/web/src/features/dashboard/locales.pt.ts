// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { DashboardCatalogue } from './locales.ts';

const pt: DashboardCatalogue = {
  fiscal_year: 'Ano fiscal',
  fy: 'AF {{year}}',
  add_grant: 'Adicionar novo subsídio',
  board_report: 'Relatório para a diretoria',
  first_steps: {
    title: 'Primeiros passos',
    intro: 'Alguns passos para começar a usar o Grantflow na sua organização.',
    funder: 'Adicionar um financiador',
    program: 'Adicionar um programa',
    grant: 'Adicionar um subsídio',
    done: 'feito',
  },
  cards: {
    applicationSent: 'Candidaturas enviadas',
    grantsAwarded: 'Subsídios concedidos',
    grantsPending: 'Subsídios pendentes',
  },
  count_one: '{{count}} candidatura',
  count_other: '{{count}} candidaturas',
  counted_by: {
    submission: 'Pela data de envio no AF {{year}}',
    award: 'Pela data de concessão no AF {{year}}',
  },
  view_list: 'Ver na lista de subsídios',
  view_list_label: '{{card}}: ver na lista de subsídios',
  sections: {
    fundraisngTracker: 'Acompanhamento da captação',
    comparisonByYear: 'Comparação por ano',
    fundingByType: 'Financiamento por tipo de financiador',
  },
  tracker: {
    achieved: 'Alcançado',
    goal: 'Meta',
    summary: '{{achieved}} da meta de {{goal}} ({{rate}})',
    missing: 'Faltam {{missing}}',
    no_goal:
      'Não há meta de captação para o AF {{year}}. Defina as metas anuais dos programas na página Programas.',
  },
  series: {
    awarded: 'Concedido',
    pending: 'Pendente',
    requested: 'Solicitado',
    amount: 'Concedido',
  },
  funder_types: {
    foundation: 'fundação',
    corporate: 'empresa',
    government: 'governo',
    government_local: 'governo local',
    government_state: 'governo estadual',
    other: 'outro',
  },
  table: {
    caption: '{{card}} no AF {{year}}',
    program: 'Programa',
    funder: 'Financiador',
    amount: 'Valor',
    date: 'Data',
    no_program: '—',
    empty: 'Nenhuma candidatura neste ano fiscal.',
  },
  no_data: 'Ainda não há atividade de subsídios no AF {{year}}.',
  chart_empty: 'Nada para mostrar no AF {{year}}.',
  load_error: 'Não foi possível carregar o painel.',
  retry: 'Tentar novamente',
};

export const dashboardLocales = { pt };
