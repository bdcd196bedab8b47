import { describe, expect, it } from 'vitest';
import { letterSentences } from './letter-sentences.ts';

describe('letterSentences', () => {
  it('keeps German ordinals and abbreviations inside their sentence', () => {
    expect(
      letterSentences('Der Bericht ist bis zum 31. März 2027 vorzulegen. Dr. Weber hilft gern.'),
    ).toEqual(['Der Bericht ist bis zum 31. März 2027 vorzulegen.', 'Dr. Weber hilft gern.']);
  });

  it('joins a wrapped line and keeps list items apart', () => {
    expect(
      letterSentences(
        'A final report must be submitted\nby June 30, 2028.\n- Interim report: May 1\n- Budget',
      ),
    ).toEqual(['A final report must be submitted by June 30, 2028.', 'Interim report: May 1', 'Budget']);
  });
});
