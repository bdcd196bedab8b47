// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import { LIST_LABELS_PT } from '@grantflow/validation/list-labels.pt';
import type { pipelineLocales as pipelineSource, Widen } from './locales.ts';

const pt: Widen<typeof pipelineSource.en> = {
  title: 'Funil de candidaturas',
  search: 'Pesquisar',
  search_placeholder: 'Financiador ou programa',
  status_filter: 'Situação',
  status_filters: {
    ALL: 'Todas',
    SUBMITTED: 'Enviadas',
    AWARDED: 'Concedidas',
    PENDING: 'Pendentes',
    DECLINED: 'Recusadas',
    NOT_APPLY: 'Abertas',
    INELIGIBLE: 'Inelegíveis',
    DID_NOT_RESPOND: 'Sem resposta',
  },
  columns: { ...LIST_LABELS_PT.pipeline.columns },
  empty: 'Nenhuma candidatura neste período.',
  load_error: 'Não foi possível carregar o funil de candidaturas.',
  retry: 'Tentar novamente',
  pagination: 'Páginas',
};

export const pipelineLocales = { pt };
