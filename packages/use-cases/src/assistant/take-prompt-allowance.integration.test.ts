import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssistantKit, createAssistantKit } from '../testing/assistant-kit.ts';
import { refusalOf } from '../testing/fixtures.ts';
import type { AssistantDeps } from './assistant-deps.ts';
import { sendPrompt } from './send-prompt.ts';

// Prompt limits per user and per organisation, counted in PostgreSQL before any model is asked.

let kit: AssistantKit;
let limited: AssistantDeps;
let secondUserA: number;
beforeAll(async () => {
  kit = await createAssistantKit();
  limited = { ...kit.plain, promptLimits: { perUser: 2, perOrganization: 3, windowMs: 60_000 } };
  const [row] = await kit.sql<{ id: number }>(
    `insert into users (email, role, authorized, organization_id, verified_at)
     values ('assistant-limits@example.org', 'USER', true, $1, now()) returning id`,
    [kit.orgA.id],
  );
  secondUserA = row?.id ?? 0;
});
afterAll(() => kit?.close());

const prompt = (userId: number, organizationId: number) =>
  sendPrompt(limited, {
    userId,
    organizationId,
    message: 'What is due?',
    chatId: null,
    applyFineTuning: false,
    dataSource: 'documents',
  });

const entries = async () =>
  (await kit.sql<{ n: number }>('select count(*)::int as n from chat_entries'))[0]?.n;

describe('prompt limits', () => {
  it("refuses a user's prompt past their limit, then the organisation's past its own, storing nothing", async () => {
    await prompt(kit.userA, kit.orgA.id);
    await prompt(kit.userA, kit.orgA.id);
    const before = await entries();
    const byUser = await refusalOf(prompt(kit.userA, kit.orgA.id));
    expect(byUser).toMatchObject({ code: 'RATE_LIMITED', params: { retryAfterSeconds: 60, scope: 'user' } });
    await prompt(secondUserA, kit.orgA.id);
    const byOrganization = await refusalOf(prompt(secondUserA, kit.orgA.id));
    expect(byOrganization).toMatchObject({ code: 'RATE_LIMITED', params: { scope: 'organization' } });
    expect(await entries()).toBe((before ?? 0) + 2);
    // Another organisation has its own counters.
    await expect(prompt(kit.userB, kit.orgB.id)).resolves.toMatchObject({ entries: expect.any(Array) });
  });
});
