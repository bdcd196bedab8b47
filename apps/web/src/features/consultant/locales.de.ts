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
  load_error: 'Die Fristen Ihrer Organisationen konnten nicht geladen werden.',
  feed: {
    intro:
      'Eine private Adresse, die Google Kalender, Outlook und andere Kalender-Apps abonnieren können. Sie enthält die anstehenden Fristen aller Ihrer Organisationen, jeweils mit der Organisation beschriftet, und aktualisiert sich selbst; eine Organisation, auf die Sie keinen Zugriff mehr haben, verschwindet sofort daraus. Wer die Adresse kennt, kann sie lesen: Behalten Sie sie für sich.',
    show: 'Meine Adresse für alle Organisationen anzeigen',
    url_label: 'Ihre private Kalenderadresse für alle Ihre Organisationen (iCalendar)',
  },
};

export const consultantLocales = { de } as const;
