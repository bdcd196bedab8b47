import { withTenant } from '@grantflow/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminPool, createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import {
  claimIdempotencyKey,
  type IdempotencyRequest,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
} from './idempotency-keys.ts';

let t: TestDatabase;
let orgA: number;
let orgB: number;
let userA: number;
let userB: number;

beforeAll(async () => {
  t = await createTestDatabase();
  const admin = createAdminPool(t.url, 1);
  const org = async (name: string) =>
    (await admin.query<{ id: number }>('insert into organizations (name) values ($1) returning id', [name]))
      .rows[0]?.id as number;
  const user = async (email: string, organizationId: number) =>
    (
      await admin.query<{ id: number }>(
        'insert into users (email, organization_id) values ($1, $2) returning id',
        [email, organizationId],
      )
    ).rows[0]?.id as number;
  orgA = await org('A');
  orgB = await org('B');
  userA = await user('a@example.test', orgA);
  userB = await user('b@example.test', orgB);
  await admin.end();
});

afterAll(async () => {
  await t?.close();
});

const request = (
  organizationId: number,
  userId: number,
  key: string,
  fingerprint = 'f1',
): IdempotencyRequest => ({
  organizationId,
  userId,
  key,
  operation: 'graphql',
  fingerprint,
  windowHours: 24,
  abandonedAfterSeconds: 120,
});

const claim = (r: IdempotencyRequest) =>
  withTenant(t.db, r.organizationId, (tx) => claimIdempotencyKey(tx, r));

describe('idempotency keys', () => {
  it('claims a new key, answers in-progress until recorded, then replays the answer', async () => {
    const r = request(orgA, userA, 'k1');
    expect(await claim(r)).toEqual({ kind: 'claimed' });
    expect(await claim(r)).toEqual({ kind: 'in-progress' });
    await withTenant(t.db, orgA, (tx) =>
      recordIdempotentAnswer(tx, r, { status: 200, answer: { data: { x: 1 } } }),
    );
    expect(await claim(r)).toEqual({ kind: 'replay', status: 200, answer: { data: { x: 1 } } });
    expect(await claim({ ...r, fingerprint: 'other' })).toEqual({ kind: 'mismatch' });
  });

  it('lets a released key be claimed again', async () => {
    const r = request(orgA, userA, 'k2');
    await claim(r);
    await withTenant(t.db, orgA, (tx) => releaseIdempotencyKey(tx, r));
    expect(await claim(r)).toEqual({ kind: 'claimed' });
  });

  it('keeps the same key of another organisation and user apart', async () => {
    const a = request(orgA, userA, 'shared');
    await claim(a);
    await withTenant(t.db, orgA, (tx) =>
      recordIdempotentAnswer(tx, a, { status: 200, answer: { secret: 'A' } }),
    );
    expect(await claim(request(orgB, userB, 'shared'))).toEqual({ kind: 'claimed' });
    // Under B's organisation, A's row is invisible even when asked for by A's user and key.
    const seen = await withTenant(t.db, orgB, (tx) =>
      claimIdempotencyKey(tx, request(orgB, userA, 'shared')),
    );
    expect(seen).toEqual({ kind: 'claimed' });
  });
});
