// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { BoardReportCatalogue } from './locales.ts';

const pt: BoardReportCatalogue = {
  title: 'Relatório imprimível para a diretoria',
  intro: 'Escolha as seções incluídas no relatório impresso.',
  sections: {
    fundraisngTracker: 'Acompanhamento da captação',
    comparisonByYear: 'Comparação por ano',
    fundingByType: 'Financiamento por tipo de financiador',
    grantsAwarded: 'Subsídios concedidos',
    grantsPending: 'Subsídios pendentes',
    applicationSent: 'Candidaturas enviadas',
  },
  download: 'Baixar',
  cancel: 'Cancelar',
  heading: 'Relatório para a diretoria',
  details: '{{organization}} · AF {{year}}',
  printed_on: 'Impresso em {{date}}',
};

export const boardReportLocales = { pt };
