// Pipeline page strings (en is the source).
import { LIST_LABELS_EN } from '@grantflow/validation/list-labels';

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  title: 'Pipeline',
  search: 'Search',
  search_placeholder: 'Funder or program',
  status_filter: 'Status',
  status_filters: {
    ALL: 'All',
    SUBMITTED: 'Submitted',
    AWARDED: 'Awarded',
    PENDING: 'Pending',
    DECLINED: 'Declined',
    NOT_APPLY: 'Open',
    INELIGIBLE: 'Ineligible',
    DID_NOT_RESPOND: 'Did not respond',
  },
  columns: { ...LIST_LABELS_EN.pipeline.columns },
  empty: 'No applications in this period.',
  load_error: 'The pipeline could not be loaded.',
  retry: 'Try again',
  pagination: 'Pages',
} as const;

export const pipelineLocales = { en };
