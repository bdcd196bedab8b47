// The Portuguese (Brazil) strings of locales.ts; a module of its own so that each language's chunk carries only it.
import { LIST_LABELS_PT } from '@grantflow/validation/list-labels.pt';
import type { RenewalsCatalogue } from './locales.ts';

const pt: RenewalsCatalogue = {
  card: {
    title: 'Para renovar',
    description: 'Subsídios concedidos cujo próximo ciclo vence em até {{days}} dias.',
    empty: 'Nada para renovar nos próximos {{days}} dias.',
    load_error: 'Não foi possível carregar as renovações.',
    retry: 'Tentar novamente',
    next_deadline: 'Próximo prazo',
    last_award: 'Último valor concedido',
    no_program: 'Sem programa',
    renew: 'Renovar',
    renew_label: 'Renovar {{funder}} para {{date}}',
  },
  confirm: {
    title: 'Renovar este subsídio?',
    body: 'Será criada uma candidatura em aberto para {{funder}} com prazo em {{date}}, valor solicitado de {{amount}}, relatórios um ano depois e uma pasta “Renewal {{year}}” com links para os documentos do último ciclo.',
    confirm: 'Renovar',
    cancel: 'Cancelar',
  },
  renewed: 'Renovação criada: {{funder}}, prazo em {{date}}.',
  responsiveness: {
    title: 'Capacidade de resposta',
    submitted: 'Enviadas',
    awarded: 'Concedidas',
    declined: 'Recusadas',
    did_not_respond: 'Sem resposta',
    pending: 'Pendentes',
    win_rate: 'Taxa de sucesso',
    median_days: 'Resposta mediana',
    days_one: '{{count}} dia',
    days_other: '{{count}} dias',
    total_awarded: 'Total concedido',
    none: '–',
    empty: 'Nenhuma candidatura foi enviada a este financiador ainda.',
    load_error: 'Não foi possível carregar os números de resposta.',
    next_due: 'Próximo vencimento: {{date}}',
    not_due: 'Nenhuma renovação prevista',
  },
  table: {
    title: 'Como os financiadores respondem',
    caption: 'Capacidade de resposta de cada financiador com candidatura enviada',
    funder: 'Financiador',
    empty: 'Nenhuma candidatura foi enviada ainda.',
  },
  sort: {
    win_rate: LIST_LABELS_PT.funders.columns.winRate,
    median_days: LIST_LABELS_PT.funders.columns.medianResponseDays,
    sort_by: 'Ordenar por {{column}}',
  },
};

export const renewalsLocales = { pt };
