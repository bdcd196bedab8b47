// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import { LIST_LABELS_DE } from '@grantflow/validation/list-labels.de';
import type { pipelineLocales as pipelineSource, Widen } from './locales.ts';

const de: Widen<typeof pipelineSource.en> = {
  title: 'Antragsübersicht',
  search: 'Suchen',
  search_placeholder: 'Förderer oder Programm',
  status_filter: 'Status',
  status_filters: {
    ALL: 'Alle',
    SUBMITTED: 'Eingereicht',
    AWARDED: 'Bewilligt',
    PENDING: 'Ausstehend',
    DECLINED: 'Abgelehnt',
    NOT_APPLY: 'Offen',
    INELIGIBLE: 'Nicht förderfähig',
    DID_NOT_RESPOND: 'Keine Antwort',
  },
  columns: { ...LIST_LABELS_DE.pipeline.columns },
  empty: 'Keine Anträge in diesem Zeitraum.',
  load_error: 'Die Antragsübersicht konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  pagination: 'Seiten',
};

export const pipelineLocales = { de };
