import { describe, expect, it } from 'vitest';
import {
  type AwardMatch,
  awardCounts,
  matchReasons,
  type ProgramMatch,
  programCounts,
} from './match-reasons.ts';

const program = (name: string, matchedWords: string[], meaningfulWords: number): ProgramMatch => ({
  kind: 'program',
  name,
  matchedWords,
  meaningfulWords,
});
const award = (funder: string, overrides: Partial<AwardMatch>): AwardMatch => ({
  kind: 'award',
  funder,
  funderInAgency: false,
  agencyInFunder: false,
  funderWords: 2,
  agencyWords: 2,
  ...overrides,
});

describe('match reasons', () => {
  it('counts a program with two matched words, or half of its words', () => {
    expect(programCounts(program('Youth literacy tutoring', ['youth', 'literacy'], 3))).toBe(true);
    expect(programCounts(program('Youth Arts', ['youth'], 2))).toBe(true);
    expect(programCounts(program('Community health and housing services', ['community'], 4))).toBe(false);
    expect(programCounts(program('Youth Arts', [], 2))).toBe(false);
  });

  it('counts a past award when one name holds the other, never for one shared word', () => {
    expect(
      awardCounts(award('Department of Education', { funderInAgency: true, agencyInFunder: true })),
    ).toBe(true);
    expect(awardCounts(award('U.S. Department of Education', { agencyInFunder: true, funderWords: 3 }))).toBe(
      true,
    );
    expect(
      awardCounts(
        award('NASA', { funderInAgency: true, agencyInFunder: true, funderWords: 1, agencyWords: 1 }),
      ),
    ).toBe(true);
    expect(awardCounts(award('Department', { funderInAgency: true, funderWords: 1, agencyWords: 3 }))).toBe(
      false,
    );
    expect(awardCounts(award('River Fund', {}))).toBe(false);
  });

  it('reads strongest first, programs before funders on a tie, at most three', () => {
    expect(
      matchReasons([
        award('Example Agency', { funderInAgency: true, agencyInFunder: true }),
        program('Youth literacy tutoring', ['youth', 'literacy'], 3),
        program('Community health and housing services', ['community'], 4),
        program('After school reading clubs', ['after', 'school', 'reading'], 4),
        program('Youth Arts', ['youth'], 2),
      ]),
    ).toEqual([
      'Program: After school reading clubs — after, school, reading',
      'Program: Youth literacy tutoring — youth, literacy',
      'Past award: Example Agency',
    ]);
  });
});
