// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { LargestFundersCatalogue } from './locales.ts';

const de: LargestFundersCatalogue = {
  title: 'Größte Förderer',
  type: 'Fördererart',
  all_types: 'Alle Arten',
  fiscal_year: 'Geschäftsjahr',
  fy: 'GJ {{year}}',
  overall_title: 'Die 5 größten Förderer',
  overall_caption: 'Die fünf Förderer mit der höchsten Bewilligungssumme im GJ {{year}}',
  per_program_title: 'Größte Förderer je Programm',
  per_program_caption: 'Die größten Förderer jedes Programms im GJ {{year}}, nach bewilligtem Betrag',
  columns: {
    rank: 'Rang',
    funder: 'Förderer',
    // Two words, as in the funders list: "Bewilligungssumme" alone was wider than a phone's card.
    total: 'Bewilligte Summe',
    program: 'Programm',
    funders: 'Förderer (bewilligter Betrag)',
  },
  more_one: 'und {{count}} weiterer Förderer',
  more_other: 'und {{count}} weitere Förderer',
  empty: 'Keine Bewilligungen im GJ {{year}} für diese Auswahl.',
  load_error: 'Die größten Förderer konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
};

export const largestFundersLocales = { de };
