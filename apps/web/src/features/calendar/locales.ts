// Calendar page and feed-subscription strings (en is the source).

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  title: 'Calendar',
  previous_month: 'Previous month',
  next_month: 'Next month',
  today: 'Today',
  grid_label: 'Deadlines in {{month}}',
  day_label_other: '{{date}}, {{count}} deadlines',
  day_label_one: '{{date}}, 1 deadline',
  day_label_zero: '{{date}}, no deadlines',
  today_marker: 'today',
  load_error: 'The deadlines could not be loaded.',
  retry: 'Try again',
  empty_month: 'No open grant or report deadlines this month.',
  kinds: {
    grant: 'Grant deadline',
    report_required: 'Required report',
    report_courtesy: 'Courtesy report',
  },
  timings: {
    overdue: 'overdue',
    soon: 'due within 7 days',
    later: 'later',
  },
  item_label: '{{kind}}: {{funder}}{{program}}, {{timing}}',
  legend: 'Legend',
  legend_overdue: 'Overdue',
  legend_soon: 'Due within 7 days',
  keyboard_hint:
    'Arrow keys move between days, Page Up and Page Down between months, Tab reaches the day’s deadlines.',
  subscribe: {
    title: 'Subscribe in your calendar app',
    intro:
      'A private address that Google Calendar, Outlook and other calendar apps can subscribe to. It lists the upcoming deadlines of this organization and updates on its own. Anyone with the address can read it: keep it to yourself.',
    show: 'Show my calendar address',
    url_label: 'Your private calendar address (iCalendar)',
    copy: 'Copy address',
    copied: 'Copied',
    google_title: 'Google Calendar',
    google_steps:
      'On the web, open Settings → Add calendar → From URL, paste the address and choose Add calendar.',
    outlook_title: 'Outlook',
    outlook_steps:
      'In Outlook on the web, open Calendar → Add calendar → Subscribe from web, paste the address, name it and choose Import.',
    regenerate: 'Regenerate link',
    revoke: 'Revoke link',
    regenerate_confirm:
      'The current address stops working at once and calendars subscribed to it stop updating. Create a new address?',
    revoke_confirm:
      'The address stops working at once and calendars subscribed to it stop updating. Revoke it?',
    confirm_title: 'Please confirm',
    confirm: 'Confirm',
    cancel: 'Cancel',
    regenerated: 'A new calendar address was created.',
    revoked: 'The calendar address was revoked.',
    revoked_note: 'Your calendar address is revoked. You can create a new one at any time.',
    create_new: 'Create a new address',
    load_error: 'The calendar address could not be loaded.',
    created_at: 'Created {{date}}',
  },
} as const;

const pt: Widen<typeof en> = {
  title: 'Calendário',
  previous_month: 'Mês anterior',
  next_month: 'Mês seguinte',
  today: 'Hoje',
  grid_label: 'Prazos em {{month}}',
  day_label_other: '{{date}}, {{count}} prazos',
  day_label_one: '{{date}}, 1 prazo',
  day_label_zero: '{{date}}, sem prazos',
  today_marker: 'hoje',
  load_error: 'Não foi possível carregar os prazos.',
  retry: 'Tentar novamente',
  empty_month: 'Não há prazos de candidaturas ou relatórios em aberto este mês.',
  kinds: {
    grant: 'Prazo de candidatura',
    report_required: 'Relatório obrigatório',
    report_courtesy: 'Relatório de cortesia',
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
    title: 'Subscrever na sua aplicação de calendário',
    intro:
      'Um endereço privado que o Google Calendar, o Outlook e outras aplicações de calendário podem subscrever. Lista os próximos prazos desta organização e atualiza-se sozinho. Qualquer pessoa com o endereço pode lê-lo: guarde-o para si.',
    show: 'Mostrar o meu endereço de calendário',
    url_label: 'O seu endereço de calendário privado (iCalendar)',
    copy: 'Copiar endereço',
    copied: 'Copiado',
    google_title: 'Google Calendar',
    google_steps:
      'Na web, abra Definições → Adicionar calendário → A partir do URL, cole o endereço e escolha Adicionar calendário.',
    outlook_title: 'Outlook',
    outlook_steps:
      'No Outlook na web, abra Calendário → Adicionar calendário → Subscrever a partir da web, cole o endereço, dê-lhe um nome e escolha Importar.',
    regenerate: 'Gerar novo link',
    revoke: 'Revogar link',
    regenerate_confirm:
      'O endereço atual deixa de funcionar de imediato e os calendários que o subscrevem deixam de ser atualizados. Criar um novo endereço?',
    revoke_confirm:
      'O endereço deixa de funcionar de imediato e os calendários que o subscrevem deixam de ser atualizados. Revogá-lo?',
    confirm_title: 'Confirme, por favor',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    regenerated: 'Foi criado um novo endereço de calendário.',
    revoked: 'O endereço de calendário foi revogado.',
    revoked_note: 'O seu endereço de calendário está revogado. Pode criar um novo a qualquer momento.',
    create_new: 'Criar um novo endereço',
    load_error: 'Não foi possível carregar o endereço de calendário.',
    created_at: 'Criado em {{date}}',
  },
};

const de: Widen<typeof en> = {
  title: 'Kalender',
  previous_month: 'Vorheriger Monat',
  next_month: 'Nächster Monat',
  today: 'Heute',
  grid_label: 'Fristen im {{month}}',
  day_label_other: '{{date}}, {{count}} Fristen',
  day_label_one: '{{date}}, 1 Frist',
  day_label_zero: '{{date}}, keine Fristen',
  today_marker: 'heute',
  load_error: 'Die Fristen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty_month: 'Keine offenen Antrags- oder Berichtsfristen in diesem Monat.',
  kinds: {
    grant: 'Antragsfrist',
    report_required: 'Pflichtbericht',
    report_courtesy: 'Freiwilliger Bericht',
  },
  timings: {
    overdue: 'überfällig',
    soon: 'fällig in höchstens 7 Tagen',
    later: 'später',
  },
  item_label: '{{kind}}: {{funder}}{{program}}, {{timing}}',
  legend: 'Legende',
  legend_overdue: 'Überfällig',
  legend_soon: 'Fällig in höchstens 7 Tagen',
  keyboard_hint:
    'Pfeiltasten wechseln den Tag, Bild auf und Bild ab den Monat, Tab erreicht die Fristen des Tages.',
  subscribe: {
    title: 'In Ihrer Kalender-App abonnieren',
    intro:
      'Eine private Adresse, die Google Kalender, Outlook und andere Kalender-Apps abonnieren können. Sie enthält die anstehenden Fristen dieser Organisation und aktualisiert sich selbst. Wer die Adresse kennt, kann sie lesen: Behalten Sie sie für sich.',
    show: 'Meine Kalenderadresse anzeigen',
    url_label: 'Ihre private Kalenderadresse (iCalendar)',
    copy: 'Adresse kopieren',
    copied: 'Kopiert',
    google_title: 'Google Kalender',
    google_steps:
      'Öffnen Sie im Web Einstellungen → Kalender hinzufügen → Per URL, fügen Sie die Adresse ein und wählen Sie Kalender hinzufügen.',
    outlook_title: 'Outlook',
    outlook_steps:
      'Öffnen Sie in Outlook im Web Kalender → Kalender hinzufügen → Aus dem Internet abonnieren, fügen Sie die Adresse ein, benennen Sie ihn und wählen Sie Importieren.',
    regenerate: 'Link neu erzeugen',
    revoke: 'Link widerrufen',
    regenerate_confirm:
      'Die aktuelle Adresse funktioniert sofort nicht mehr, und abonnierte Kalender werden nicht mehr aktualisiert. Neue Adresse erzeugen?',
    revoke_confirm:
      'Die Adresse funktioniert sofort nicht mehr, und abonnierte Kalender werden nicht mehr aktualisiert. Widerrufen?',
    confirm_title: 'Bitte bestätigen',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    regenerated: 'Eine neue Kalenderadresse wurde erzeugt.',
    revoked: 'Die Kalenderadresse wurde widerrufen.',
    revoked_note: 'Ihre Kalenderadresse ist widerrufen. Sie können jederzeit eine neue erzeugen.',
    create_new: 'Neue Adresse erzeugen',
    load_error: 'Die Kalenderadresse konnte nicht geladen werden.',
    created_at: 'Erzeugt am {{date}}',
  },
};

export const calendarLocales = { en, pt, de };
