import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listGrantApplications } from '../application-reads/list-grant-applications.ts';
import { oneTimeGrant } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { listFunderAwards } from './list-funder-awards.ts';
import { listFunderGrants } from './list-funder-grants.ts';

// The batched nested lists read only the acting organisation's rows: a parent id of another organisation
// (a guessed or forwarded id) gets an empty page, never that organisation's children.

let kit: UseCaseKit;
let ofA: Awaited<ReturnType<typeof oneTimeGrant>>;
let ofB: Awaited<ReturnType<typeof oneTimeGrant>>;

const award = {
  notApply: null,
  deadline: '2025-01-10',
  submission: { submissionDate: '2025-01-05', amountRequested: 10 },
  award: { amountAwarded: 9, receivementDate: '2025-03-01' },
};

beforeAll(async () => {
  kit = await createUseCaseKit();
  ofA = await oneTimeGrant(kit.a, 'A', award);
  ofB = await oneTimeGrant(kit.b, 'B', award);
});
afterAll(() => kit.close());

describe('listFunderGrants, listFunderAwards, listGrantApplications', () => {
  const page = { page: 1, pageSize: 20 };

  it("answer each parent of the organisation and an empty page for another organisation's parent", async () => {
    const grants = await listFunderGrants({
      ...kit.a,
      ...page,
      funderIds: [ofA.grant.funderId, ofB.grant.funderId],
    });
    expect(grants.get(ofA.grant.funderId)?.items.map((grant) => grant.id)).toEqual([ofA.grant.id]);
    expect(grants.get(ofB.grant.funderId)).toEqual({ items: [], total: 0 });

    const awards = await listFunderAwards({
      ...kit.a,
      ...page,
      funderIds: [ofA.grant.funderId, ofB.grant.funderId],
    });
    expect(awards.get(ofA.grant.funderId)).toMatchObject({ total: 1, items: [{ id: ofA.application.id }] });
    expect(awards.get(ofB.grant.funderId)).toEqual({ items: [], total: 0 });

    const applications = await listGrantApplications({
      ...kit.a,
      ...page,
      direction: 'ASC',
      grantIds: [ofA.grant.id, ofB.grant.id],
    });
    expect(applications.get(ofA.grant.id)).toMatchObject({ total: 1, items: [{ id: ofA.application.id }] });
    expect(applications.get(ofB.grant.id)).toEqual({ items: [], total: 0 });
  });
});
