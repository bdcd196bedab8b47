// The German strings of locales.ts (its en is the source and gives the shape).
import type { consultantLocales as source, Widen } from './locales.ts';

const de: Widen<typeof source.en> = {
  scope_label: 'Organisationen',
  scope_current: 'Diese Organisation',
  scope_all: 'Alle meine Organisationen',
  organization_filter: 'Organisation anzeigen',
  organization_filter_all: 'Alle',
  organization: 'Organisation',
  empty_grants: 'Keine Antragsfristen in diesen Organisationen in diesem Zeitraum.',
  empty_reports: 'Keine Berichtsfristen in diesen Organisationen in diesem Zeitraum.',
  scope_several: 'Mehrere Organisationen',
  pick_label: 'Angezeigte Organisationen',
  pick_placeholder: 'Organisationen suchen',
  pick_description_one: '{{count}} von höchstens {{limit}} gewählt',
  pick_description_other: '{{count}} von höchstens {{limit}} gewählt',
  pick_limit:
    'Sie können höchstens {{limit}} Organisationen wählen. Entfernen Sie eine, um eine andere hinzuzufügen.',
  pick_load_error: 'Die Liste der Organisationen konnte nicht geladen werden.',
  pick_empty: 'Wählen Sie die Organisationen, deren Fristen Sie sehen möchten (höchstens {{limit}}).',
  load_error: 'Die Fristen Ihrer Organisationen konnten nicht geladen werden.',
  feed: {
    intro_picked:
      'Eine private Adresse, die Google Kalender, Outlook und andere Kalender-Apps abonnieren können. Sie enthält die anstehenden Fristen der Organisationen, die beim Erstellen gewählt waren, jeweils mit der Organisation beschriftet, und aktualisiert sich selbst; erzeugen Sie sie neu, um andere Organisationen abzudecken. Sind Sie kein Administrator mehr, zeigt sie nur Ihre eigene Organisation. Wer die Adresse kennt, kann sie lesen: Behalten Sie sie für sich.',
    show_picked: 'Meine Adresse für diese Organisationen anzeigen',
    url_label_picked: 'Ihre private Kalenderadresse für die gewählten Organisationen (iCalendar)',
    pick_first: 'Wählen Sie Organisationen, um eine gemeinsame Kalenderadresse für alle zu erhalten.',
    covers: 'Diese Adresse umfasst: {{names}}.',
    covers_own: 'Diese Adresse umfasst nur Ihre eigene Organisation.',
    covers_differs:
      'Ihre Auswahl hat sich seitdem geändert: Erzeugen Sie den Link neu, um die jetzt gewählten Organisationen abzudecken.',
    intro:
      'Eine private Adresse, die Google Kalender, Outlook und andere Kalender-Apps abonnieren können. Sie enthält die anstehenden Fristen aller Ihrer Organisationen, jeweils mit der Organisation beschriftet, und aktualisiert sich selbst; eine Organisation, auf die Sie keinen Zugriff mehr haben, verschwindet sofort daraus. Wer die Adresse kennt, kann sie lesen: Behalten Sie sie für sich.',
    show: 'Meine Adresse für alle Organisationen anzeigen',
    url_label: 'Ihre private Kalenderadresse für alle Ihre Organisationen (iCalendar)',
  },
};

export const consultantLocales = { de } as const;
