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
  feed: {
    intro:
      'Um endereço privado que o Google Agenda, o Outlook e outros aplicativos de calendário podem assinar. Ele lista os próximos prazos de todas as suas organizações, cada um com o nome da sua organização, e se atualiza sozinho; uma organização à qual você perde o acesso sai dele na hora. Qualquer pessoa com o endereço pode lê-lo: mantenha-o só para você.',
    show: 'Mostrar meu endereço de todas as organizações',
    url_label: 'Seu endereço de calendário privado de todas as suas organizações (iCalendar)',
  },
};

export const consultantLocales = { pt } as const;
