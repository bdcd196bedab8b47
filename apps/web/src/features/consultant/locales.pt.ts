// The Portuguese strings of locales.ts (its en is the source and gives the shape).
import type { consultantLocales as source, Widen } from './locales.ts';

const pt: Widen<typeof source.en> = {
  scope_label: 'Organizações',
  scope_current: 'Esta organização',
  scope_all: 'Todas as minhas organizações',
  organization_filter: 'Mostrar organização',
  organization_filter_all: 'Todas',
  organization: 'Organização',
  empty_grants: 'Nenhum prazo de candidatura nestas organizações neste período.',
  empty_reports: 'Nenhum prazo de relatório nestas organizações neste período.',
  load_error: 'Não foi possível carregar os prazos das suas organizações.',
};

export const consultantLocales = { pt } as const;
