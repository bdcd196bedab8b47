import { LIST_LABELS_EN } from '@grantflow/validation/list-labels';
import { LIST_LABELS_DE } from '@grantflow/validation/list-labels.de';
import { LIST_LABELS_PT } from '@grantflow/validation/list-labels.pt';
import { describe, expect, it } from 'vitest';
import { applicationsLocales as de } from './locales.de.ts';
import { applicationsLocales as pt } from './locales.pt.ts';
import { applicationsLocales as en } from './locales.ts';

describe('the application form labels', () => {
  it.each([
    ['en', en.en, LIST_LABELS_EN],
    ['pt', pt.pt, LIST_LABELS_PT],
    ['de', de.de, LIST_LABELS_DE],
  ] as const)('name each field as the grant list column does (%s)', (_language, form, list) => {
    const columns = list.grants.columns;
    expect([form.date_submitted, form.receivement_date, form.declined_date]).toEqual([
      columns.dateSubmitted,
      columns.dateReceived,
      columns.dateDeclined,
    ]);
  });

  it('says "Date received" in English, not "Receivement date"', () => {
    expect(en.en.receivement_date).toBe('Date received');
  });
});
