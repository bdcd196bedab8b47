import {
  APPLICATION_STATUSES,
  CHAT_DATA_SOURCES,
  DEADLINE_TYPES,
  FUNDER_TYPES,
  REPORT_URGENCIES,
} from '@grantflow/domain/shared/enums';
import { z } from 'zod';

// The output schemas of the MCP tools (their `outputSchema`, checked by the SDK against each result's
// `structuredContent`). Every result is the envelope of the REST answers, `{status, error, data}`, so a
// client reads a refusal the same way as a success; `data` is the tool's own shape, null on a refusal.

const money = z
  .object({
    amount: z.number().describe('The amount in major units of the currency (dollars, not cents): 1234.5'),
    currency: z.string().describe("ISO 4217 code of the organisation's currency, e.g. USD"),
  })
  .describe('An amount of money');

const idName = z.object({ id: z.number().int(), name: z.string() });

/** `{status, error, data, code?, params?}` around the tool's `data`. */
export function envelope<Data extends z.ZodType>(data: Data) {
  return {
    status: z
      .number()
      .int()
      .describe('HTTP-like status of the call: 200, or the refusal (401, 403, 404, 429 …)'),
    error: z.string().nullable().describe('A readable message on a refusal, null on success'),
    data: data.nullable().describe('The answer; null on a refusal'),
    code: z.string().optional().describe('Stable error code on a refusal, e.g. FUNDER_NOT_FOUND'),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe("The error's parameters, e.g. retryAfterSeconds of a limit"),
  };
}

const chatEntry = z.object({
  identity: z.number().int().describe("The entry's number within the chat"),
  content: z.string(),
  role: z.enum(['user', 'assistant']),
  date: z.string().describe('yyyy-MM-dd (UTC)'),
  date_time: z.string().describe('ISO 8601 timestamp'),
  chat_data_source: z.enum(CHAT_DATA_SOURCES),
  files: z
    .record(z.string(), z.object({ url: z.url(), file_name: z.string() }))
    .describe(
      'The cited documents keyed by rank ("1", "2", …); each url is an absolute, expiring download link',
    ),
});

export const promptAnswerOutput = z.object({
  new_chats: z.array(chatEntry).describe("The question and the assistant's answer as stored"),
  azure_chat_history_id: z.number().int().describe('The chat id: pass it back to continue the chat'),
  title: z.string(),
  remarks: z.object({ next_identity_no: z.number().int(), last_updated: z.string() }),
});

const passageSource = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('file'),
    fileId: z.number().int(),
    fileName: z.string(),
    folder: z.string().describe("The folder path under the funder ('' = the funder's root)"),
    funderId: z.number().int().nullable(),
    funderName: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('funder'),
    funderId: z.number().int(),
    funderName: z.string(),
    field: z.enum(['notes', 'howToApply', 'profile']),
  }),
  z.object({ kind: z.literal('program'), programId: z.number().int(), programName: z.string() }),
]);

export const passagesOutput = z
  .array(
    z.object({
      source: passageSource.describe('Where the passage comes from: a file, a funder record or a program'),
      heading: z.string().nullable(),
      text: z.string(),
      score: z.number().describe('Relevance, higher is better'),
    }),
  )
  .describe('The passages, best first');

const parties = {
  grantId: z.number().int(),
  funder: idName,
  program: idName.nullable(),
};

export const deadlinesOutput = z.object({
  grantDeadlines: z.array(
    z.object({
      id: z.number().int().describe('The application id'),
      ...parties,
      deadline: z.string().describe('yyyy-MM-dd'),
      deadlineType: z.enum(DEADLINE_TYPES),
      status: z.enum(APPLICATION_STATUSES),
      amountRequested: money.nullable(),
    }),
  ),
  reportDeadlines: z.array(
    z.object({
      id: z.number().int().describe('The report id'),
      applicationId: z.number().int(),
      ...parties,
      deadline: z.string().describe('yyyy-MM-dd'),
      urgency: z.enum(REPORT_URGENCIES),
      description: z.string().nullable(),
      amountAwarded: money.nullable(),
    }),
  ),
});

export const funderOutput = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  type: z.enum(FUNDER_TYPES),
  website: z.string().nullable(),
  complexityScore: z.number().nullable(),
  keyContacts: z.string().nullable(),
  notes: z.string().nullable(),
  howToApply: z.string().nullable(),
  isPaused: z.boolean(),
  location: z
    .object({
      id: z.number().int(),
      streetAddress: z.string().nullable(),
      complement: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zipcode: z.string().nullable(),
    })
    .nullable(),
  totalAwarded: money.describe('Sum of the awarded amounts over all its grants, all time'),
  lastAward: z
    .object({ amountAwarded: money, receivementDate: z.string().describe('yyyy-MM-dd') })
    .nullable()
    .describe('The most recent award with a receivement date; null without one'),
});
