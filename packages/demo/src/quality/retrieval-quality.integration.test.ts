import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import {
  QUALITY_QUESTIONS,
  REVIEW_QUESTIONS,
  UNANSWERED_QUESTIONS,
} from '@grantflow/use-cases/assistant/quality/retrieval-questions';
import { searchDocuments } from '@grantflow/use-cases/assistant/search-documents';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../rows/seed.ts';
import { indexDemoDocuments } from '../testing/index-demo-documents.ts';

// The no-model target: over the demo documents, rendered to real files, stored and indexed through
// the indexer's own use case, the right file is among the first five passages (recall@5) for at least
// 95 % of the questions of use-cases/assistant/quality, with no embeddings endpoint (keyword retrieval
// alone); a question naming its deciding passage gets it first; off-topic questions get nothing. The
// figures are printed.

describe('retrieval quality without a model', () => {
  let database: TestDatabase;
  let admin: pg.Pool;
  let root: string;
  let organizationId: number;
  let fileIds: Map<string, number>;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = createAdminPool(database.url, 2);
    admin.on('error', () => {});
    root = await mkdtemp(join(tmpdir(), 'gf-quality-'));
    const seeded = await seedDemoData(database.db, { today: '2026-06-15' });
    const main = seeded.organizationIds?.main;
    if (main === undefined) throw new Error('demo seed did not run');
    organizationId = main;
    fileIds = await indexDemoDocuments({
      db: database.db,
      admin,
      storage: createDiskStorage({ root }),
      organizationId,
    });
  }, 120_000);

  afterAll(async () => {
    await admin?.end();
    await database?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('has at least 120 questions, a third in each language, each naming a demo file', () => {
    expect(QUALITY_QUESTIONS.length).toBeGreaterThanOrEqual(120);
    expect(UNANSWERED_QUESTIONS.length).toBeGreaterThanOrEqual(15);
    for (const language of ['en', 'pt', 'de'] as const) {
      expect(QUALITY_QUESTIONS.filter((q) => q.language === language).length).toBeGreaterThanOrEqual(40);
    }
    for (const question of QUALITY_QUESTIONS)
      expect(fileIds.has(question.fileName), question.fileName).toBe(true);
  });

  it('finds the right file among the first five passages for at least 95 % of the questions', async () => {
    const misses: string[] = [];
    const notFirst: string[] = [];
    let firstRight = 0;
    let fewerThanFive = 0;
    const byLanguage = new Map<string, { hits: number; total: number }>();
    for (const question of QUALITY_QUESTIONS) {
      const passages = await searchDocuments(
        { db: database.db },
        { organizationId, query: question.question, limit: 8 },
      );
      const firstFive = passages
        .slice(0, 5)
        .map((passage) =>
          passage.source.kind === 'file'
            ? passage.source.fileName
            : `${passage.source.kind}:${passage.heading}`,
        );
      if (passages.length < 5) fewerThanFive += 1;
      if (question.deciding !== undefined && !passages[0]?.text.includes(question.deciding))
        notFirst.push(
          `${question.question}\n    first: ${passages[0]?.text.replace(/\s+/g, ' ') ?? '(none)'}`,
        );
      const hit = firstFive.includes(question.fileName);
      if (firstFive[0] === question.fileName) firstRight += 1;
      const tally = byLanguage.get(question.language) ?? { hits: 0, total: 0 };
      byLanguage.set(question.language, { hits: tally.hits + (hit ? 1 : 0), total: tally.total + 1 });
      if (!hit)
        misses.push(
          `[${question.language}] ${question.question}\n    want ${question.fileName}\n    got  ${firstFive.join(' | ')}`,
        );
    }
    const hits = QUALITY_QUESTIONS.length - misses.length;
    const rate = hits / QUALITY_QUESTIONS.length;
    const perLanguage = [...byLanguage].map(([language, t]) => `${language} ${t.hits}/${t.total}`).join(', ');
    console.log(
      `retrieval quality (no model): right file in the first five for ${hits}/${QUALITY_QUESTIONS.length} = ${(rate * 100).toFixed(1)} % (${perLanguage}); the first passage is from the right file for ${firstRight}; ${fewerThanFive} answered with fewer than five passages`,
    );
    if (misses.length > 0) console.log(`misses:\n${misses.join('\n')}`);
    if (notFirst.length > 0) console.log(`deciding passage not first:\n${notFirst.join('\n')}`);
    expect(rate).toBeGreaterThanOrEqual(0.95);
    expect(notFirst).toEqual([]);
    expect(REVIEW_QUESTIONS.every((question) => question.deciding !== undefined)).toBe(true);
    // Below the relevance floor nothing pads the answer: a specific question is answered by few passages.
    expect(fewerThanFive).toBeGreaterThan(QUALITY_QUESTIONS.length / 4);
  }, 120_000);

  it('finds nothing relevant for questions the documents do not answer, in each language', async () => {
    const found: string[] = [];
    for (const { language, question } of UNANSWERED_QUESTIONS) {
      const passages = await searchDocuments(
        { db: database.db },
        { organizationId, query: question, limit: 8 },
      );
      if (passages.length > 0)
        found.push(
          `[${language}] ${question}: ${passages.map((passage) => passage.text.slice(0, 60)).join(' | ')}`,
        );
    }
    const share = (UNANSWERED_QUESTIONS.length - found.length) / UNANSWERED_QUESTIONS.length;
    console.log(
      `off-topic questions answered with "nothing relevant": ${UNANSWERED_QUESTIONS.length - found.length}/${UNANSWERED_QUESTIONS.length} = ${(share * 100).toFixed(1)} %`,
    );
    expect(found).toEqual([]);
  }, 60_000);
});
