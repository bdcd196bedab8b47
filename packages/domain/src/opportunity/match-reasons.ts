// Why an opportunity fits an organisation (docs/product.md, Find grants, Match reasons): what the database
// found in common — a program's words in the opportunity's text, a past award's funder naming the same
// agency — and the rule for which of those count, and how they read. Organisations hold no location yet,
// so no reason is about place.

/** A program whose words the opportunity's title, agency, number or synopsis contains (English stems). */
export interface ProgramMatch {
  kind: 'program';
  name: string;
  /** The program name's words found in the opportunity, as the name writes them, in its order. */
  matchedWords: string[];
  /** How many of the name's words carry meaning (not stop words such as "and", "of"). */
  meaningfulWords: number;
}

/** A funder the organisation was awarded by, compared with the opportunity's agency (English stems). */
export interface AwardMatch {
  kind: 'award';
  funder: string;
  /** Every meaningful word of the funder's name is in the agency's name. */
  funderInAgency: boolean;
  /** Every meaningful word of the agency's name is in the funder's name. */
  agencyInFunder: boolean;
  /** Meaningful words of the funder's and of the agency's names. */
  funderWords: number;
  agencyWords: number;
}

export type MatchCandidate = ProgramMatch | AwardMatch;

/** At most this many reasons per opportunity, strongest first. */
export const MATCH_REASONS_MAX = 3;

/**
 * A program counts when at least two of its words match, or at least half of them (one word of "Youth
 * Arts", but not one of "Community health and housing services").
 */
export function programCounts(match: ProgramMatch): boolean {
  const matched = match.matchedWords.length;
  return matched > 0 && (matched >= 2 || matched * 2 >= match.meaningfulWords);
}

/**
 * A past award counts when one name contains the other's every meaningful word and the shorter has two
 * or more ("Department of Education" and "U.S. Department of Education"), or both are the same single
 * word ("NASA"); one shared word ("Department") is not a reason.
 */
export function awardCounts(match: AwardMatch): boolean {
  if (match.funderWords === 0 || match.agencyWords === 0) return false;
  if (match.funderInAgency && match.agencyInFunder) return true;
  if (match.funderInAgency) return match.funderWords >= 2;
  if (match.agencyInFunder) return match.agencyWords >= 2;
  return false;
}

const strength = (candidate: MatchCandidate): number =>
  candidate.kind === 'program'
    ? candidate.matchedWords.length
    : Math.min(candidate.funderWords, candidate.agencyWords);

/** The reasons as the chips read: "Program: Youth literacy — literacy, youth", "Past award: Department of Education". */
export function matchReasons(candidates: readonly MatchCandidate[]): string[] {
  const counted = candidates.filter((candidate) =>
    candidate.kind === 'program' ? programCounts(candidate) : awardCounts(candidate),
  );
  // Stronger first; on a tie a program (what the organisation does) before a funder (who paid it before).
  const ordered = [...counted].sort(
    (a, b) => strength(b) - strength(a) || Number(a.kind === 'award') - Number(b.kind === 'award'),
  );
  const seen = new Set<string>();
  const reasons: string[] = [];
  for (const candidate of ordered) {
    const reason =
      candidate.kind === 'program'
        ? `Program: ${candidate.name} — ${[...new Set(candidate.matchedWords)].join(', ')}`
        : `Past award: ${candidate.funder}`;
    if (seen.has(reason)) continue;
    seen.add(reason);
    reasons.push(reason);
  }
  return reasons.slice(0, MATCH_REASONS_MAX);
}
