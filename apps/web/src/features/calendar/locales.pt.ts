// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { calendarLocales as calendarSource, Widen } from './locales.ts';

const pt: Widen<typeof calendarSource.en> = {
  title: 'Calendário',
  previous_month: 'Mês anterior',
  next_month: 'Mês seguinte',
  today: 'Hoje',
  grid_label: 'Prazos em {{month}}',
  day_label_other: '{{date}}, {{count}} prazos',
  day_label_one: '{{date}}, 1 prazo',
  day_label_zero: '{{date}}, sem prazos',
  agenda_title: 'Prazos deste mês',
  today_marker: 'hoje',
  load_error: 'Não foi possível carregar os prazos.',
  retry: 'Tentar novamente',
  empty_month: 'Não há prazos de candidaturas ou relatórios em aberto este mês.',
  kinds: {
    grant: 'Prazo de candidatura',
    report_required: 'Relatório obrigatório',
    report_courtesy: 'Relatório de cortesia',
    task: 'Tarefa',
  },
  timings: {
    overdue: 'em atraso',
    soon: 'vence em até 7 dias',
    later: 'mais tarde',
  },
  item_label: '{{kind}}: {{funder}}{{program}}, {{timing}}',
  legend: 'Legenda',
  legend_overdue: 'Em atraso',
  legend_soon: 'Vence em até 7 dias',
  keyboard_hint: 'As setas movem entre dias, Page Up e Page Down entre meses, Tab alcança os prazos do dia.',
  subscribe: {
    title: 'Assinar no seu aplicativo de calendário',
    intro:
      'Um endereço privado que o Google Agenda, o Outlook e outros aplicativos de calendário podem assinar. Ele lista os próximos prazos desta organização e se atualiza sozinho. Qualquer pessoa com o endereço pode lê-lo: mantenha-o só para você.',
    show: 'Mostrar meu endereço de calendário',
    url_label: 'Seu endereço de calendário privado (iCalendar)',
    copy: 'Copiar endereço',
    copied: 'Copiado',
    google_title: 'Google Agenda',
    google_steps:
      'Na web, abra Configurações → Adicionar agenda → Do URL, cole o endereço e escolha Adicionar agenda.',
    outlook_title: 'Outlook',
    outlook_steps:
      'No Outlook na web, abra Calendário → Adicionar calendário → Assinar da web, cole o endereço, dê um nome a ele e escolha Importar.',
    regenerate: 'Gerar novo link',
    revoke: 'Revogar link',
    regenerate_confirm:
      'O endereço atual deixa de funcionar imediatamente e os calendários que o assinam deixam de ser atualizados. Criar um novo endereço?',
    revoke_confirm:
      'O endereço deixa de funcionar imediatamente e os calendários que o assinam deixam de ser atualizados. Revogá-lo?',
    confirm_title: 'Confirme, por favor',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    regenerated: 'Foi criado um novo endereço de calendário.',
    revoked: 'O endereço de calendário foi revogado.',
    revoked_note: 'Seu endereço de calendário foi revogado. Você pode criar um novo a qualquer momento.',
    create_new: 'Criar um novo endereço',
    load_error: 'Não foi possível carregar o endereço de calendário.',
    created_at: 'Criado em {{date}}',
  },
};

export const calendarLocales = { pt };
