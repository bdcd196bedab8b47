import { type DocumentLanguage, detectLanguage } from '../documents/detect-language.ts';
import { type AmountInText, amountsInText } from '../money/amounts-in-text.ts';
import type { ReportUrgency } from '../shared/enums.ts';
import { letterDates } from './letter-dates.ts';
import { letterSentences } from './letter-sentences.ts';
import { AWARD_STATEMENT, COURTESY, OBLIGATION } from './letter-vocabulary.ts';
import { type ReportMention, reportMentions } from './report-name.ts';

// What an award letter proposes (docs/product.md, Award letters): the report deadlines it states, the amount
// awarded and the conditions it imposes, each with the sentence it came from. Nothing here is stored: the
// user keeps, edits or drops each proposal first.

export interface ProposedReport {
  name: string;
  dueDate: string;
  urgency: ReportUrgency;
  source: string;
}

export interface ProposedCondition {
  text: string;
  source: string;
}

export interface ProposedAmount extends Omit<AmountInText, 'index' | 'text'> {
  source: string;
}

export interface AwardTermsProposal {
  language: DocumentLanguage;
  amountAwarded: ProposedAmount | null;
  reports: ProposedReport[];
  conditions: ProposedCondition[];
}

/** Bounds on what one letter proposes, so a long contract does not fill the screen. */
export const MAX_PROPOSED_REPORTS = 30;
export const MAX_PROPOSED_CONDITIONS = 30;

/** The mention a date belongs to: the nearest one before it, else the first after it. */
function mentionOf(mentions: readonly ReportMention[], index: number): ReportMention | undefined {
  return mentions.filter((mention) => mention.index < index).at(-1) ?? mentions[0];
}

function reportsOf(sentence: string, language: DocumentLanguage, today: string): ProposedReport[] {
  const mentions = reportMentions(sentence);
  if (mentions.length === 0) return [];
  const urgency: ReportUrgency = COURTESY.test(sentence) ? 'COURTESY' : 'REQUIRED';
  return letterDates(sentence, language, today).flatMap((date) => {
    const mention = mentionOf(mentions, date.index);
    return mention ? [{ name: mention.name, dueDate: date.date, urgency, source: sentence }] : [];
  });
}

/** Reads the proposals out of a letter's text; `today` (yyyy-MM-dd) completes dates written without a year. */
export function proposeAwardTerms(text: string, today: string): AwardTermsProposal {
  const language = detectLanguage(text) ?? 'en';
  const reports: ProposedReport[] = [];
  const conditions: ProposedCondition[] = [];
  let amountAwarded: ProposedAmount | null = null;
  for (const sentence of letterSentences(text)) {
    const found = reportsOf(sentence, language, today);
    for (const report of found) {
      const seen = reports.some((r) => r.name === report.name && r.dueDate === report.dueDate);
      if (!seen && reports.length < MAX_PROPOSED_REPORTS) reports.push(report);
    }
    if (amountAwarded === null && AWARD_STATEMENT.test(sentence)) {
      const [amount] = amountsInText(sentence);
      if (amount) amountAwarded = { cents: amount.cents, currency: amount.currency, source: sentence };
    }
    // A report sentence is already proposed as its reports; proposing it again as a condition doubles it.
    if (found.length === 0 && OBLIGATION.test(sentence) && conditions.length < MAX_PROPOSED_CONDITIONS) {
      conditions.push({ text: sentence, source: sentence });
    }
  }
  return { language, amountAwarded, reports, conditions };
}
