// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { BoardReportCatalogue } from './locales.ts';

const de: BoardReportCatalogue = {
  title: 'Druckbarer Vorstandsbericht',
  intro: 'Wählen Sie die Abschnitte des gedruckten Berichts.',
  sections: {
    fundraisngTracker: 'Fundraising-Tracker',
    comparisonByYear: 'Vergleich nach Jahr',
    fundingByType: 'Förderung nach Fördererart',
    grantsAwarded: 'Bewilligte Förderungen',
    grantsPending: 'Offene Förderungen',
    applicationSent: 'Eingereichte Anträge',
  },
  download: 'Herunterladen',
  cancel: 'Abbrechen',
  heading: 'Vorstandsbericht',
  details: '{{organization}} · GJ {{year}}',
  printed_on: 'Gedruckt am {{date}}',
};

export const boardReportLocales = { de };
