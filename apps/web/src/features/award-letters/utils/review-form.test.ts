import { describe, expect, it } from 'vitest';
import { confirmInput, hasTerms, reviewForm, schemaValues } from './review-form.ts';

const proposal = {
  language: 'en',
  amountAwarded: { amount: 40000, currency: 'USD', source: 'A grant of $40,000.' },
  reports: [
    {
      name: 'Interim report',
      dueDate: '2027-03-31',
      urgency: 'REQUIRED' as const,
      source: 'Interim report by March 31, 2027.',
    },
    {
      name: 'Final report',
      dueDate: '2028-06-30',
      urgency: 'REQUIRED' as const,
      source: 'Final report by 30 June 2028.',
    },
  ],
  conditions: [{ text: 'Funds shall be used as proposed.', source: 'Funds shall be used as proposed.' }],
};

describe('the award letter review', () => {
  it('starts from every proposal and sends only what is left, edited', () => {
    const form = reviewForm(proposal);
    expect(form).toMatchObject({ keepAmount: true, amountAwarded: '$40,000', amountCurrency: 'USD' });
    const edited = {
      ...form,
      reports: [{ ...(form.reports[0] as (typeof form.reports)[number]), dueDate: '2027-04-01' }],
      conditions: [],
    };
    expect(confirmInput(edited)).toEqual({
      amountAwarded: 40000,
      reports: [{ name: 'Interim report', dueDate: '2027-04-01', urgency: 'REQUIRED' }],
      conditions: [],
    });
    expect(schemaValues({ ...edited, keepAmount: false }).amountAwarded).toBeNull();
  });

  it('has nothing to store once every proposal is dropped', () => {
    const form = { ...reviewForm({ ...proposal, amountAwarded: null }), reports: [], conditions: [] };
    expect(hasTerms(form)).toBe(false);
    expect(confirmInput(form)).toEqual({ amountAwarded: null, reports: [], conditions: [] });
  });
});
