import { withTenant } from '@grantflow/db/client';
import { createMailer } from '@grantflow/email/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateApplication } from '../application/update-application.ts';
import { updateFunder } from '../funder/update-funder.ts';
import { codeOf, oneTimeGrant } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { addComment } from './add-comment.ts';
import { deleteComment } from './delete-comment.ts';
import { listHistory } from './list-history.ts';
import { updateComment } from './update-comment.ts';

let kit: UseCaseKit;
let ana: number;
let bruno: number;
let stranger: number;
const page = { page: 1, pageSize: 50 };

beforeAll(async () => {
  kit = await createUseCaseKit();
  const user = async (email: string, organizationId: number, language = 'en') => {
    const [row] = await kit.sql<{ id: number }>(
      'insert into users (email, organization_id, language) values ($1, $2, $3) returning id',
      [email, organizationId, language],
    );
    return row?.id ?? 0;
  };
  ana = await user('ana@riverbend.test', kit.orgA.id);
  bruno = await user('bruno@riverbend.test', kit.orgA.id, 'pt');
  stranger = await user('carla@harbor.test', kit.orgB.id);
});
afterAll(() => kit.close());

const mail = () => ({
  mailer: createMailer({ db: kit.database.db, from: 'test@grantflow.test' }),
  publicUrl: 'https://app.test',
});

describe('history', () => {
  it('records exactly the fields an update changed, with who, in the same transaction', async () => {
    const { grant } = await oneTimeGrant(kit.a, 'History one');
    const funderId = grant.funderId;
    await updateFunder({ ...kit.a, actorId: ana, id: funderId, fields: { website: 'https://fund.test' } });
    await updateFunder({ ...kit.a, actorId: ana, id: funderId, fields: { website: 'https://fund.test' } });
    const items = await listHistory({ ...kit.a, subject: { type: 'FUNDER', id: funderId }, page });
    // The second update changed nothing, so it wrote nothing; the fixture's creation is the older entry.
    expect(items.map((item) => [item.action, item.user?.name ?? null, item.changes.length])).toEqual([
      ['UPDATED', 'ana', 1],
      ['CREATED', null, expect.any(Number)],
    ]);
    expect(items[0]?.changes).toEqual([{ field: 'website', from: null, to: 'https://fund.test' }]);
  });

  it('records nothing when the update is refused', async () => {
    const { application, grant } = await oneTimeGrant(kit.a, 'History two');
    const before = await kit.sql('select count(*)::int as n from history_entries');
    const refused = updateApplication({
      ...kit.a,
      actorId: ana,
      id: application.id,
      update: {
        deadline: '2026-03-01',
        deadlineType: 'REQUIRED',
        programId: 999_999,
        answer: { kind: 'NOT_SUBMITTED' },
        reports: [],
      },
    });
    expect(await codeOf(refused)).toBe('PROGRAM_NOT_FOUND');
    expect(await kit.sql('select count(*)::int as n from history_entries')).toEqual(before);
    expect(grant.id).toBeGreaterThan(0);
  });

  it('shows an application status change on the application and on its funder', async () => {
    const { application, grant } = await oneTimeGrant(kit.a, 'History three');
    await updateApplication({
      ...kit.a,
      actorId: ana,
      id: application.id,
      update: {
        deadline: application.deadline,
        deadlineType: 'REQUIRED',
        programId: grant.programId ?? 0,
        answer: {
          kind: 'SUBMITTED',
          submission: { submissionDate: '2026-02-01', amountRequested: 500_00 },
          outcome: { kind: 'PENDING' },
        },
        reports: [],
      },
    });
    const own = await listHistory({ ...kit.a, subject: { type: 'APPLICATION', id: application.id }, page });
    expect(own[0]?.action).toBe('STATUS_CHANGED');
    expect(own[0]?.changes.find((change) => change.field === 'status')?.to).toBe('PENDING');
    expect(own[0]?.changes).toContainEqual({ field: 'amountRequestedCents', from: null, to: 50000 });
    const funder = await listHistory({ ...kit.a, subject: { type: 'FUNDER', id: grant.funderId }, page });
    expect(
      funder.some((item) => item.subject.type === 'APPLICATION' && item.action === 'STATUS_CHANGED'),
    ).toBe(true);
    expect(
      await codeOf(listHistory({ ...kit.b, subject: { type: 'APPLICATION', id: application.id }, page })),
    ).toBe('APPLICATION_NOT_FOUND');
  });

  it('lets the services add history rows but never change or remove them', async () => {
    // As the services' role in A's tenant transaction: PostgreSQL refuses before RLS filters any row.
    const refusal = async (statement: string) => {
      try {
        await withTenant(kit.database.db, kit.orgA.id, (tx) => tx.execute(statement));
        return 'allowed';
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
        return `${String(error)} ${cause}`;
      }
    };
    expect(await refusal("update history_entries set action = 'UPDATED'")).toMatch(/permission denied/);
    expect(await refusal('delete from history_entries')).toMatch(/permission denied/);
    expect(await refusal('truncate history_entries')).toMatch(/permission denied/);
    expect(await refusal('delete from comments')).toMatch(/permission denied/);
    const [row] = await kit.sql<{ n: number }>('select count(*)::int as n from history_entries');
    expect(row?.n).toBeGreaterThan(0);
  });
});

describe('comments', () => {
  it('resolves mentions in the organisation, mails each mentioned user once, in their language', async () => {
    const { grant } = await oneTimeGrant(kit.a, 'Comments one');
    const subject = { type: 'FUNDER' as const, id: grant.funderId };
    const comment = await addComment({
      ...kit.a,
      actorId: ana,
      subject,
      text: 'Please check @bruno and @carla',
      mail: mail(),
    });
    expect(comment.mentions).toEqual([{ id: bruno, name: 'bruno' }]);
    await updateComment({
      ...kit.a,
      actorId: ana,
      id: comment.id,
      text: 'Please check @bruno, thanks',
      mail: mail(),
    });
    const mails = await kit.sql<{ to: string; subject: string }>(
      `select to_address as "to", subject from email_outbox where to_address in ('bruno@riverbend.test', 'carla@harbor.test')`,
    );
    expect(mails).toEqual([
      { to: 'bruno@riverbend.test', subject: 'ana mencionou você em Comments one Foundation' },
    ]);
    const items = await listHistory({ ...kit.a, subject, page });
    expect(items[0]).toMatchObject({
      action: 'COMMENTED',
      user: { id: ana, name: 'ana' },
      comment: { id: comment.id, text: 'Please check @bruno, thanks', deleted: false },
    });
    expect(items[0]?.comment?.editedAt).toBeInstanceOf(Date);
    expect(stranger).toBeGreaterThan(0);
  });

  it('lets only the author edit or delete, and keeps a trace of a deletion without its text', async () => {
    const { grant } = await oneTimeGrant(kit.a, 'Comments two');
    const subject = { type: 'GRANT' as const, id: grant.id };
    const comment = await addComment({ ...kit.a, actorId: ana, subject, text: 'Mine', mail: mail() });
    expect(
      await codeOf(updateComment({ ...kit.a, actorId: bruno, id: comment.id, text: 'x', mail: mail() })),
    ).toBe('COMMENT_NOT_YOURS');
    expect(await codeOf(deleteComment({ ...kit.a, actorId: bruno, id: comment.id }))).toBe(
      'COMMENT_NOT_YOURS',
    );
    expect(await codeOf(deleteComment({ ...kit.b, actorId: stranger, id: comment.id }))).toBe(
      'COMMENT_NOT_FOUND',
    );
    await deleteComment({ ...kit.a, actorId: ana, id: comment.id });
    expect(await codeOf(deleteComment({ ...kit.a, actorId: ana, id: comment.id }))).toBe('COMMENT_NOT_FOUND');
    const [item] = await listHistory({ ...kit.a, subject, page });
    expect(item?.comment).toMatchObject({ id: comment.id, text: null, deleted: true });
    expect(await kit.sql('select text from comments where id = $1', [comment.id])).toEqual([{ text: null }]);
    expect(await codeOf(addComment({ ...kit.b, actorId: stranger, subject, text: 'Hi', mail: mail() }))).toBe(
      'GRANT_NOT_FOUND',
    );
  });
});
