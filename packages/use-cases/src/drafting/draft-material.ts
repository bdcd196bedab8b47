import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import type { DraftSection } from '@grantflow/domain/drafting/draft-sections';
import { dateText, moneyText } from '../assistant/data-answer-format.ts';
import type { Passage } from '../assistant/search-documents.ts';
import type { PendingCitation } from './draft-citations.ts';
import type { DraftFacts } from './draft-facts.ts';
import { headingTitle, sectionHeadings, sectionTitle } from './draft-headings.ts';
import { draftText } from './draft-text.ts';

// What a draft is built from, with or without a model: the section's headings each with its passages, and
// the facts of the records, every paragraph with the marker [n] of its one source.

export interface DraftParagraph {
  text: string;
  marker: number;
}

export interface DraftMaterial {
  /** The section's name, e.g. "Need statement". */
  sectionName: string;
  /** The draft's title: the section's name and the funder's. */
  title: string;
  parts: { heading: string; paragraphs: DraftParagraph[] }[];
  facts: DraftParagraph[];
  citations: PendingCitation[];
}

const QUOTE_LIMIT = 600;
const PASSAGES_PER_HEADING = 2;

/** A passage as one paragraph: a record's first line (its name) is what its citation says. */
function passageText(passage: Passage): string {
  const body = passage.source.kind === 'file' ? passage.text : passage.text.replace(/^[^\n]*\n/, '');
  const clean = body.replace(/\s+/g, ' ').trim();
  return clean.length > QUOTE_LIMIT ? `${clean.slice(0, QUOTE_LIMIT).trimEnd()}…` : clean;
}

function passageCitation(
  passage: Passage,
  language: SupportedLanguage,
): { key: string; citation: PendingCitation } {
  const source = passage.source;
  const text = draftText(language);
  if (source.kind === 'file')
    return {
      key: `f${source.fileId}`,
      citation: { kind: 'file', fileId: source.fileId, label: source.fileName },
    };
  if (source.kind === 'funder')
    return {
      key: `u${source.funderId}`,
      citation: {
        kind: 'record',
        label: text.funderSource(source.funderName),
        url: `/funder/${source.funderId}`,
      },
    };
  return {
    key: `p${source.programId}`,
    citation: { kind: 'record', label: text.programSource(source.programName), url: '/programs' },
  };
}

export interface MaterialInput {
  section: DraftSection;
  language: SupportedLanguage;
  currency: string;
  facts: DraftFacts;
  /** The passages found for each of the section's headings, in heading order, best first. */
  passages: readonly (readonly Passage[])[];
}

/** Markers are given in order of first use; one source keeps one marker however often it is quoted. */
export function draftMaterial(input: MaterialInput): DraftMaterial {
  const { language, facts, currency } = input;
  const text = draftText(language);
  const citations: PendingCitation[] = [];
  const markers = new Map<string, number>();
  const cite = (key: string, citation: PendingCitation) => {
    const known = markers.get(key);
    if (known !== undefined) return known;
    citations.push(citation);
    markers.set(key, citations.length);
    return citations.length;
  };
  const seen = new Set<string>();
  const parts = sectionHeadings(input.section).map((heading, index) => {
    const paragraphs: DraftParagraph[] = [];
    for (const passage of input.passages[index] ?? []) {
      if (paragraphs.length >= PASSAGES_PER_HEADING) break;
      const quoted = passageText(passage);
      if (!quoted || seen.has(quoted)) continue;
      seen.add(quoted);
      const { key, citation } = passageCitation(passage, language);
      paragraphs.push({ text: quoted, marker: cite(key, citation) });
    }
    return { heading: headingTitle(heading, language), paragraphs };
  });

  const money = (cents: number) => moneyText(cents, currency, language);
  const funder = facts.funder.name;
  const applicationMarker = cite('application', {
    kind: 'record',
    label: text.applicationSource(funder),
    url: `/funder/${facts.funder.id}?application=${facts.applicationId}`,
  });
  const requested =
    facts.amountRequestedCents === null
      ? ''
      : ` ${text.amountRequested}: ${money(facts.amountRequestedCents)}.`;
  const factParagraphs: DraftParagraph[] = [
    {
      text: `${text.funder}: ${funder}.${requested} ${text.deadline}: ${dateText(facts.deadline, language)}.`,
      marker: applicationMarker,
    },
  ];
  if (facts.program) {
    const goal = facts.program.yearlyGoalCents === null ? text.noGoal : money(facts.program.yearlyGoalCents);
    factParagraphs.push({
      text: `${text.program}: ${facts.program.name} (${text.goal(facts.program.fiscalYear)}: ${goal}).`,
      marker: cite(`p${facts.program.id}`, {
        kind: 'record',
        label: text.programSource(facts.program.name),
        url: '/programs',
      }),
    });
  }
  if (facts.pastAwards.length > 0) {
    const awards = facts.pastAwards.map(
      (a) => `${money(a.amountAwardedCents)} (${dateText(a.date, language)})`,
    );
    factParagraphs.push({
      text: `${text.pastAwards(funder)}: ${awards.join(', ')}.`,
      marker: cite(`u${facts.funder.id}`, {
        kind: 'record',
        label: text.funderSource(funder),
        url: `/funder/${facts.funder.id}`,
      }),
    });
  }
  const sectionName = sectionTitle(input.section, language);
  return {
    sectionName,
    title: `${sectionName}: ${funder}`,
    parts,
    facts: factParagraphs,
    citations,
  };
}
