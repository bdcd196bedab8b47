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
  scope_several: 'Várias organizações',
  pick_label: 'Organizações a mostrar',
  pick_placeholder: 'Buscar organizações',
  pick_description_one: '{{count}} de no máximo {{limit}} escolhida',
  pick_description_other: '{{count}} de no máximo {{limit}} escolhidas',
  pick_limit: 'Você pode escolher no máximo {{limit}} organizações. Remova uma para adicionar outra.',
  pick_load_error: 'Não foi possível carregar a lista de organizações.',
  pick_empty: 'Escolha as organizações cujos prazos você quer ver (no máximo {{limit}}).',
  load_error: 'Não foi possível carregar os prazos das suas organizações.',
  feed: {
    intro_picked:
      'Um endereço privado que o Google Agenda, o Outlook e outros aplicativos de calendário podem assinar. Ele lista os próximos prazos das organizações escolhidas quando foi criado, cada um com o nome da sua organização, e se atualiza sozinho; crie-o de novo para cobrir outras organizações. Se você deixar de ser administrador, ele mostra só a sua própria organização. Qualquer pessoa com o endereço pode lê-lo: mantenha-o só para você.',
    show_picked: 'Mostrar meu endereço destas organizações',
    url_label_picked: 'Seu endereço de calendário privado das organizações escolhidas (iCalendar)',
    pick_first: 'Escolha organizações para ter um único endereço de calendário para todas elas.',
    covers: 'Este endereço cobre: {{names}}.',
    covers_own: 'Este endereço cobre só a sua própria organização.',
    covers_differs:
      'Sua escolha mudou desde então: crie o link de novo para cobrir as organizações escolhidas agora.',
    intro:
      'Um endereço privado que o Google Agenda, o Outlook e outros aplicativos de calendário podem assinar. Ele lista os próximos prazos de todas as suas organizações, cada um com o nome da sua organização, e se atualiza sozinho; uma organização à qual você perde o acesso sai dele na hora. Qualquer pessoa com o endereço pode lê-lo: mantenha-o só para você.',
    show: 'Mostrar meu endereço de todas as organizações',
    url_label: 'Seu endereço de calendário privado de todas as suas organizações (iCalendar)',
  },
};

export const consultantLocales = { pt } as const;
