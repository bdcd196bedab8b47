import type { DocumentLanguage } from '@grantflow/domain/documents/detect-language';
import { statesAmount, type ValueClass, valueTerms } from '@grantflow/domain/documents/value-terms';
import * as chrono from 'chrono-node';

// The class terms stored with a passage (domain/documents/value-terms): dates are recognised by
// chrono-node in the document's language (and in English, for numeric and English dates in any
// document), amounts by the domain's rule.

const PARSERS: Record<DocumentLanguage, chrono.Chrono> = {
  en: chrono.en.casual,
  pt: chrono.pt.casual,
  de: chrono.de.casual,
};
/** Dates are read relative to a fixed day: only whether the text names one matters, not which. */
const REFERENCE = new Date(Date.UTC(2026, 0, 1));

function statesDate(text: string, language: DocumentLanguage | null): boolean {
  const parsers = [...new Set([PARSERS[language ?? 'en'], PARSERS.en])];
  // A date needs its month and its day or year ("March 14", "1. Oktober 2026", "maio de 2026"): a bare
  // weekday or "noon" is no deadline.
  return parsers.some((parser) =>
    parser
      .parse(text, REFERENCE)
      .some(
        (found) =>
          found.start.isCertain('month') && (found.start.isCertain('day') || found.start.isCertain('year')),
      ),
  );
}

export function passageValueTerms(text: string, language: DocumentLanguage | null): string {
  const classes: ValueClass[] = [];
  if (statesDate(text, language)) classes.push('date');
  if (statesAmount(text)) classes.push('amount');
  return valueTerms(classes);
}
