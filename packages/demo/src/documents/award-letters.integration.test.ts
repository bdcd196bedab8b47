import { proposeAwardTerms } from '@grantflow/domain/award-letter/propose-award-terms';
import { extractInChild } from '@grantflow/use-cases/assistant/extract/extract-in-child';
import { describe, expect, it } from 'vitest';
import {
  DEMO_AWARD_LETTERS,
  MARLOWE_AWARD_LETTER,
  WILLOW_CREEK_AWARD_LETTER,
} from './catalog-award-letters.ts';
import { renderDemoDocument } from './render.ts';

// The demo award letters, rendered as on `npm start` and read as the product reads them, propose what the
// e2e journeys expect.

async function proposalOf(fileName: string) {
  const doc = DEMO_AWARD_LETTERS.find((letter) => letter.fileName === fileName);
  if (!doc) throw new Error(fileName);
  const rendered = await renderDemoDocument(doc);
  const extracted = await extractInChild({ bytes: rendered.bytes, mimeType: rendered.mimeType, fileName });
  return proposeAwardTerms(
    extracted.sections.map((s) => [s.heading, s.text].filter(Boolean).join('\n')).join('\n\n'),
    '2026-12-04',
  );
}

describe('the demo award letters', () => {
  it('the English letter proposes two reports, the amount and two conditions', async () => {
    const proposal = await proposalOf(MARLOWE_AWARD_LETTER);
    expect(proposal.amountAwarded).toMatchObject({ cents: 4_500_000, currency: 'USD' });
    expect(proposal.reports.map((r) => [r.name, r.dueDate])).toEqual([
      ['Interim narrative report', '2027-03-31'],
      ['Final financial report', '2027-09-30'],
    ]);
    expect(proposal.conditions).toHaveLength(2);
  });

  it('the Portuguese letter does too', async () => {
    const proposal = await proposalOf(WILLOW_CREEK_AWARD_LETTER);
    expect(proposal.amountAwarded).toMatchObject({ cents: 2_500_000, currency: 'USD' });
    expect(proposal.reports.map((r) => [r.name, r.dueDate])).toEqual([
      ['Relatório parcial', '2027-04-15'],
      ['Relatório de encerramento', '2027-11-30'],
    ]);
    expect(proposal.conditions).toHaveLength(2);
  });
});
