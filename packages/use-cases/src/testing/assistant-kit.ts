import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AssistantDeps } from '../assistant/assistant-deps.ts';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai-server.ts';
import { createUseCaseKit, type UseCaseKit } from './use-case-kit.ts';

// The assistant tests' kit: the use-case kit plus a user in each organisation, a data directory for the
// SQLite copies, and a local OpenAI-compatible server the real OpenAI client talks to.

export const DOWNLOAD_SECRET = 'assistant-test-download-secret-'.padEnd(40, 'x');

export interface AssistantKit extends UseCaseKit {
  userA: number;
  userB: number;
  llm: FakeOpenAi;
  /** Dependencies without a language model (the default configuration). */
  plain: AssistantDeps;
  /** Dependencies with the fake server as an OpenAI-compatible model. */
  withModel: AssistantDeps;
}

export async function createAssistantKit(): Promise<AssistantKit> {
  const kit = await createUseCaseKit();
  const user = async (organizationId: number, label: string) => {
    const [row] = await kit.sql<{ id: number }>(
      `insert into users (email, role, authorized, organization_id, verified_at)
       values ($1, 'USER', true, $2, now()) returning id`,
      [`assistant-${label}@example.org`, organizationId],
    );
    if (!row) throw new Error('user not created');
    return row.id;
  };
  const userA = await user(kit.orgA.id, 'a');
  const userB = await user(kit.orgB.id, 'b');
  const llm = await startFakeOpenAi();
  const dataDirectory = mkdtempSync(join(tmpdir(), 'gf-assistant-'));
  const plain: AssistantDeps = {
    db: kit.database.db,
    dataDirectory,
    downloadSecret: DOWNLOAD_SECRET,
    queryTimeoutMs: 1500,
    maxRows: 200,
  };
  return {
    ...kit,
    userA,
    userB,
    llm,
    plain,
    withModel: {
      ...plain,
      languageModel: { provider: 'openai-compatible', model: 'fake-model', baseUrl: llm.url },
    },
    close: async () => {
      await llm.close();
      rmSync(dataDirectory, { recursive: true, force: true });
      await kit.close();
    },
  };
}
