// The German strings of locales.ts; a module of its own so that each language's chunk carries only it.
import type { AwardLettersCatalogue } from './locales.ts';

const de: AwardLettersCatalogue = {
  action: 'Bewilligungsbescheid lesen',
  title: 'Bewilligungsbescheid',
  intro:
    'Wählen Sie den Bewilligungsbescheid unter den Dokumenten des Förderers oder laden Sie ihn hoch. Grantflow liest ihn und schlägt die darin genannten Berichtsfristen, den Betrag und die Auflagen vor. Gespeichert wird erst, wenn Sie bestätigen.',
  pick: {
    label: 'Bewilligungsbescheid',
    placeholder: 'Dokument wählen',
    empty: 'Dieser Förderer hat noch keine Dokumente: Laden Sie den Bescheid hoch.',
    load_error: 'Die Dokumente des Förderers konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    upload: 'Oder laden Sie den Bescheid hoch',
    upload_placeholder: 'Datei wählen (PDF, Word, Text)',
    clear: 'Gewählte Datei entfernen',
    uploading: '{{name}} wird hochgeladen…',
  },
  read: 'Bescheid lesen',
  reading: 'Der Bescheid wird gelesen…',
  review: {
    intro: 'Bearbeiten oder verwerfen Sie jeden Vorschlag; gespeichert wird nur, was übrig bleibt.',
    nothing:
      'Der Bescheid nennt keine Berichtsfrist, keinen Betrag und keine Auflage, die Grantflow erkennt.',
    source: 'Aus dem Bescheid',
  },
  amount: {
    title: 'Bewilligter Betrag',
    keep: 'Bewilligten Betrag aus dem Bescheid übernehmen',
    label: 'Bewilligter Betrag',
    letter_currency: 'Der Bescheid nennt den Betrag in {{currency}}.',
  },
  reports: {
    title: 'Berichtsfristen',
    none: 'Keine Berichtsfrist vorgeschlagen.',
    name: 'Bericht {{number}}',
    due: 'Frist von Bericht {{number}}',
    drop: 'Bericht {{number}} verwerfen',
  },
  conditions: {
    title: 'Auflagen',
    hint: 'Behaltene Auflagen werden den Notizen des Förderers hinzugefügt.',
    none: 'Keine Auflage vorgeschlagen.',
    text: 'Auflage {{number}}',
    drop: 'Auflage {{number}} verwerfen',
  },
  confirm: 'Behaltenes speichern',
  back: 'Anderen Bescheid wählen',
  cancel: 'Abbrechen',
  stored: 'Aus dem Bewilligungsbescheid gespeichert: {{reports}} Berichte und {{conditions}} Auflagen.',
};

export const awardLettersLocales = { de };
