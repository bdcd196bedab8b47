// The German strings of locales.ts; a module of its own so that each language's chunk carries only it.
import { LIST_LABELS_DE } from '@grantflow/validation/list-labels.de';
import type { RenewalsCatalogue } from './locales.ts';

const de: RenewalsCatalogue = {
  card: {
    title: 'Zur Verlängerung fällig',
    description: 'Bewilligte Förderungen, deren nächster Zyklus innerhalb von {{days}} Tagen fällig ist.',
    empty: 'In den nächsten {{days}} Tagen ist nichts zu verlängern.',
    load_error: 'Die Verlängerungen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    next_deadline: 'Nächste Frist',
    last_award: 'Letzte Bewilligung',
    no_program: 'Kein Programm',
    renew: 'Verlängern',
    renew_label: '{{funder}} für {{date}} verlängern',
  },
  confirm: {
    title: 'Diese Förderung verlängern?',
    body: 'Ein offener Antrag an {{funder}} mit Frist {{date}} wird angelegt: {{amount}} beantragt, Berichte ein Jahr später und ein Ordner „Renewal {{year}}“ mit Verweisen auf die Dokumente des letzten Zyklus.',
    confirm: 'Verlängern',
    cancel: 'Abbrechen',
  },
  renewed: 'Verlängerung angelegt: {{funder}}, fällig am {{date}}.',
  responsiveness: {
    title: 'Antwortverhalten',
    submitted: 'Eingereicht',
    awarded: 'Bewilligt',
    declined: 'Abgelehnt',
    did_not_respond: 'Keine Antwort',
    pending: 'Ausstehend',
    win_rate: 'Erfolgsquote',
    median_days: 'Median der Antwortzeit',
    days_one: '{{count}} Tag',
    days_other: '{{count}} Tage',
    total_awarded: 'Insgesamt bewilligt',
    none: '–',
    empty: 'An diesen Förderer wurde noch kein Antrag eingereicht.',
    load_error: 'Die Zahlen zum Antwortverhalten konnten nicht geladen werden.',
    next_due: 'Nächste Fälligkeit: {{date}}',
    not_due: 'Keine Verlängerung fällig',
  },
  table: {
    title: 'Wie Förderer antworten',
    caption: 'Antwortverhalten jedes Förderers mit eingereichtem Antrag',
    funder: 'Förderer',
    empty: 'Es wurde noch kein Antrag eingereicht.',
  },
  sort: {
    win_rate: LIST_LABELS_DE.funders.columns.winRate,
    median_days: LIST_LABELS_DE.funders.columns.medianResponseDays,
    sort_by: 'Nach {{column}} sortieren',
  },
};

export const renewalsLocales = { de };
