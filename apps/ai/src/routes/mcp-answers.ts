import type { DeadlinesRecord } from '@grantflow/db/repositories/deadlines';
import type { FunderRecord } from '@grantflow/db/repositories/funders';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { publicBase } from '@grantflow/email/config';
import type { PromptAnswer } from '@grantflow/validation/assistant-wire';
import type { z } from 'zod';
import type { deadlinesOutput, funderOutput, promptAnswerOutput } from './mcp-output.ts';

// The tools' answers in their MCP shapes (mcp-output.ts). An MCP client is often a model reading the JSON:
// amounts leave as major units with their currency, never as bare cents, and links leave absolute, since
// the client has no page to resolve a relative one against.

export interface Money {
  amount: number;
  currency: string;
}

const money = (cents: number, currency: string): Money => ({ amount: centsToDollars(cents), currency });
const moneyOrNull = (cents: number | null, currency: string) =>
  cents === null ? null : money(cents, currency);

export function funderAnswer(funder: FunderRecord, currency: string): z.infer<typeof funderOutput> {
  return {
    id: funder.id,
    organizationId: funder.organizationId,
    name: funder.name,
    email: funder.email,
    phone: funder.phone,
    type: funder.type,
    website: funder.website,
    complexityScore: funder.complexityScore,
    keyContacts: funder.keyContacts,
    notes: funder.notes,
    howToApply: funder.howToApply,
    isPaused: funder.isPaused,
    location: funder.location,
    totalAwarded: money(funder.totalAwardCents ?? 0, currency),
    lastAward: funder.lastAward
      ? {
          amountAwarded: money(funder.lastAward.amountAwardedCents, currency),
          receivementDate: funder.lastAward.receivementDate,
        }
      : null,
  };
}

export function deadlinesAnswer(
  deadlines: DeadlinesRecord,
  currency: string,
): z.infer<typeof deadlinesOutput> {
  return {
    grantDeadlines: deadlines.grantDeadlines.map(({ amountRequestedCents, ...deadline }) => ({
      ...deadline,
      amountRequested: moneyOrNull(amountRequestedCents, currency),
    })),
    reportDeadlines: deadlines.reportDeadlines.map(({ amountAwardedCents, ...deadline }) => ({
      ...deadline,
      amountAwarded: moneyOrNull(amountAwardedCents, currency),
    })),
  };
}

/** The prompt's answer with each citation's download link made absolute on PUBLIC_URL. */
export function promptAnswerWithLinks(
  answer: PromptAnswer,
  publicUrl: string,
): z.infer<typeof promptAnswerOutput> {
  const base = publicBase(publicUrl);
  const absolute = (url: string) => (url.startsWith('/') ? `${base}${url}` : url);
  return {
    ...answer,
    new_chats: answer.new_chats.map((entry) => ({
      ...entry,
      files: Object.fromEntries(
        Object.entries(entry.files).map(([rank, file]) => [rank, { ...file, url: absolute(file.url) }]),
      ),
    })),
  };
}
