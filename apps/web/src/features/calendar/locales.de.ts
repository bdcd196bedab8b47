// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { calendarLocales as calendarSource, Widen } from './locales.ts';

const de: Widen<typeof calendarSource.en> = {
  title: 'Kalender',
  previous_month: 'Vorheriger Monat',
  next_month: 'Nächster Monat',
  today: 'Heute',
  grid_label: 'Fristen im {{month}}',
  day_label_other: '{{date}}, {{count}} Fristen',
  day_label_one: '{{date}}, 1 Frist',
  day_label_zero: '{{date}}, keine Fristen',
  agenda_title: 'Fristen in diesem Monat',
  today_marker: 'heute',
  load_error: 'Die Fristen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty_month: 'Keine offenen Antrags- oder Berichtsfristen in diesem Monat.',
  kinds: {
    grant: 'Antragsfrist',
    report_required: 'Pflichtbericht',
    report_courtesy: 'Freiwilliger Bericht',
    task: 'Aufgabe',
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

export const calendarLocales = { de };
