import { foldedWords } from '@grantflow/domain/text/words';
import { listFunderAwards } from '../funder/list-funder-awards.ts';
import { listFunderResponsiveness } from '../funder/list-funder-responsiveness.ts';
import { listFunders } from '../funder/list-funders.ts';
import {
  EMPTY_RESPONSIVENESS,
  measureFunderResponsiveness,
} from '../funder/measure-funder-responsiveness.ts';
import { applicationHref, type DataAnswerContext, funderLink } from './data-answer-context.ts';
import { link, markdownTable, numberText, percentText } from './data-answer-format.ts';

type Funder = { id: number; name: string };

/**
 * The organisation's funders the words name: those whose name holds the most of the words (accents and
 * case aside), so 'Marlowe Fund' is The Marlowe Fund and not every fund.
 */
export async function fundersNamed(context: DataAnswerContext, words: readonly string[]): Promise<Funder[]> {
  const hits = new Map<number, { funder: Funder; words: Set<string> }>();
  for (const word of words.slice(0, 4)) {
    const page = await listFunders({
      ...context.tenant,
      search: word,
      page: 1,
      pageSize: 10,
      withTotal: false,
    });
    for (const funder of page.items) {
      if (!foldedWords(funder.name).split(' ').includes(word)) continue;
      const hit = hits.get(funder.id) ?? { funder: { id: funder.id, name: funder.name }, words: new Set() };
      hit.words.add(word);
      hits.set(funder.id, hit);
    }
  }
  const most = Math.max(0, ...[...hits.values()].map((hit) => hit.words.size));
  return [...hits.values()].filter((hit) => hit.words.size === most).map((hit) => hit.funder);
}

/** Submissions, awards, win rate, median days to answer and total awarded, per funder (as its profile). */
export async function funderAnswer(
  context: DataAnswerContext,
  named: readonly Funder[] | null,
): Promise<string> {
  const { text } = context;
  const entries = named
    ? await measured(context, named)
    : (await listFunderResponsiveness({ ...context.tenant, today: context.today })).map((entry) => ({
        funder: entry.funder,
        responsiveness: entry.responsiveness,
      }));
  if (entries.length === 0) return text.noFunderAnswered;
  const h = text.headers;
  const rows = entries.map(({ funder, responsiveness }) => [
    funderLink(funder),
    String(responsiveness.submitted),
    String(responsiveness.awarded),
    responsiveness.winRate === null ? '—' : percentText(responsiveness.winRate, context.language),
    responsiveness.medianResponseDays === null
      ? '—'
      : numberText(responsiveness.medianResponseDays, context.language),
    context.money(responsiveness.totalAwardedCents),
  ]);
  const lead = named ? text.funder(named.map((funder) => funder.name).join(', ')) : text.allFunders;
  const header = [h.funder, h.submitted, h.awards, h.winRate, h.responseDays, h.awarded];
  return `${lead}\n\n${context.table(header, rows, 'funders')}`;
}

async function measured(context: DataAnswerContext, named: readonly Funder[]) {
  const figures = await measureFunderResponsiveness({
    db: context.tenant.db,
    organizationId: context.organizationId,
    funderIds: named.map((funder) => funder.id),
    today: context.today,
  });
  return named.map((funder) => ({ funder, responsiveness: figures.get(funder.id) ?? EMPTY_RESPONSIVENESS }));
}

/** Each named funder's latest award (the funder profile's awards list, first row), linked to it. */
export async function lastAwardAnswer(context: DataAnswerContext, named: readonly Funder[]): Promise<string> {
  const { text } = context;
  const pages = await listFunderAwards({
    ...context.tenant,
    today: context.today,
    funderIds: named.map((funder) => funder.id),
    page: 1,
    pageSize: 1,
    load: { reports: false, grant: { funder: false } },
  });
  const awarded = named.flatMap((funder) => {
    const award = pages.get(funder.id)?.items[0];
    return award ? [{ funder, award }] : [];
  });
  const names = named.map((funder) => funder.name).join(', ');
  if (awarded.length === 0) return text.noAward(names);
  const h = text.headers;
  const rows = awarded.map(({ funder, award }) => [
    link(
      context.day(award.receivementDate ?? award.fiscalDate ?? award.deadline),
      applicationHref(funder.id, award.id),
    ),
    funderLink(funder),
    award.grant?.program?.name ?? '—',
    context.money(award.amountAwardedCents),
  ]);
  const lead = text.lastAward(awarded.map(({ funder }) => funder.name).join(', '));
  return `${lead}\n\n${markdownTable([h.awardDate, h.funder, h.grant, h.awarded], rows)}`;
}
