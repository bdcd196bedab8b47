import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_FUNDER,
  createGrant,
  createTrackerKit,
  failure,
  funderAndProgram,
  type TrackerKit,
} from '../testing/tracker-kit.ts';

const FUNDER = `id name email phone type website complexityScore keyContacts notes howToApply isPaused
  location { id streetAddress city state zipcode complement } totalAwardAmount lastAward { amountAwarded receivementDate }`;
const LIST = `query L($filters: FunderFilters, $pagination: PaginationInput) {
  listFunders(filters: $filters, pagination: $pagination) { total items { id name } }
}`;
const GET = `query G($id: ID!) { getFunder(id: $id) { ${FUNDER} } }`;
const PROFILE = `query P($id: ID!) { GetFunderProfile(id: $id) {
  id funder { id name } location { city } totalAwardAmount lastAward { amountAwarded receivementDate }
  previousGrants { id displayStatus } nextGrants { id status }
} }`;
const UPDATE = `mutation U($id: ID!, $params: FunderUpdateParams!) { updateFunder(id: $id, params: $params) { id isPaused notes name location { city } } }`;

let tracker: TrackerKit;

beforeAll(async () => {
  tracker = await createTrackerKit();
});

afterAll(async () => {
  await tracker?.close();
});

describe('createFunder', () => {
  it('creates the funder with its location and a normalised website, and returns it with its id', async () => {
    const data = await tracker.ok<{ createFunder: { id: string } }>(
      `mutation C($params: FunderCreateParams!) { createFunder(params: $params) { ${FUNDER} } }`,
      {
        params: {
          name: ' Acme Foundation ',
          type: 'FOUNDATION',
          email: 'grants@acme.org',
          phone: '(555) 123-4567',
          website: 'acme.org',
          complexityScore: 7,
          keyContacts: 'Ann; Bob',
          location: { city: 'Springfield', state: 'IL', streetAddress: '1 Main St', zipcode: '62701' },
        },
      },
    );
    expect(data.createFunder).toMatchObject({
      id: expect.any(String),
      name: 'Acme Foundation',
      website: 'http://acme.org',
      complexityScore: 7,
      isPaused: false,
      location: { city: 'Springfield', zipcode: '62701' },
      totalAwardAmount: 0,
      lastAward: null,
    });
  });

  it('stores no location when every location field is blank', async () => {
    const data = await tracker.ok<{ createFunder: { id: string } }>(CREATE_FUNDER, {
      params: { name: 'No Address Fund', type: 'OTHER', location: { city: ' ', state: '' } },
    });
    expect(
      await tracker.sql('select id from funder_locations where funder_id = $1', [data.createFunder.id]),
    ).toEqual([]);
  });

  it.each([
    [{ type: 'FOUNDATION' }, 'name', 'This field is required.'],
    [{ name: 'X' }, 'type', 'This field is required.'],
    [
      { name: 'X', type: 'FOUNDATION', complexityScore: 21 },
      'complexityScore',
      'Input a number between 0 and 20',
    ],
    [{ name: 'X', type: 'FOUNDATION', email: 'nope' }, 'email', 'This field needs to be a valid email.'],
    [{ name: 'X', type: 'FOUNDATION', phone: '12' }, 'phone', 'This phone number is invalid.'],
    [
      { name: 'X', type: 'FOUNDATION', location: { zipcode: '12345-67890' } },
      'location.zipcode',
      'Maximum of 10 characters',
    ],
  ])('refuses %j', async (params, field, message) => {
    const response = await tracker.call(CREATE_FUNDER, { params });
    expect(failure(response)).toMatchObject({ code: 'VALIDATION', message });
    expect(failure(response).fields?.[field]).toBe(message);
  });

  it('refuses to create in another organisation (organizationId is checked)', async () => {
    const response = await tracker.call(CREATE_FUNDER, {
      params: { name: 'Sneaky', type: 'OTHER', organizationId: String(tracker.orgB) },
    });
    expect(failure(response).code).toBe('ORGANIZATION_NOT_FOUND');
  });
});

describe('listFunders', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 14; i += 1) {
      await tracker.ok(CREATE_FUNDER, {
        params: {
          name: `Paged Funder ${String(i).padStart(2, '0')}`,
          type: i === 3 ? 'GOVERNMENT_LOCAL' : 'CORPORATE',
          email: `p${i}@paged.org`,
        },
      });
    }
  });

  it('pages 20 by default (every list alike), or the size asked for, by name, with the total', async () => {
    const first = await tracker.ok<{ listFunders: { total: number; items: { name: string }[] } }>(LIST, {
      filters: { search: 'paged' },
    });
    expect(first.listFunders.total).toBe(14);
    expect(first.listFunders.items).toHaveLength(14);
    const second = await tracker.ok<{ listFunders: { items: { name: string }[] } }>(LIST, {
      filters: { search: 'paged' },
      pagination: { page: 2, pageSize: 12 },
    });
    expect(second.listFunders.items.map((f) => f.name)).toEqual(['Paged Funder 13', 'Paged Funder 14']);
  });

  it('searches name, e-mail and type, case-insensitively', async () => {
    const search = async (term: string) =>
      (
        await tracker.ok<{ listFunders: { items: { name: string }[] } }>(LIST, { filters: { search: term } })
      ).listFunders.items.map((f) => f.name);
    expect(await search('PAGED FUNDER 07')).toEqual(['Paged Funder 07']);
    expect(await search('p14@PAGED')).toEqual(['Paged Funder 14']);
    expect(await search('government local')).toEqual(['Paged Funder 03']);
    expect(await search('zzz')).toEqual([]);
  });

  it("lists only the caller's organisation", async () => {
    const response = await tracker.call<{ listFunders: { total: number } }>(LIST, {}, tracker.tokenB);
    expect(response.body.data?.listFunders.total).toBe(0);
  });
});

describe('getFunder, GetFunderProfile, totals and last award', () => {
  let funderId: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const created = await funderAndProgram(tracker, { funder: 'Profile Funder', program: 'Profile Program' });
    funderId = created.funderId;
    const submitted = (date: string) => ({
      notApply: false,
      submission: { submissionDate: date, amountRequested: 100 },
    });
    const plan: [string, Record<string, unknown>][] = [
      [
        'old',
        {
          ...submitted('2024-01-01'),
          deadline: '2024-02-01',
          award: { amountAwarded: 1000, receivementDate: '2024-03-01' },
        },
      ],
      [
        'recent',
        {
          ...submitted('2025-05-01'),
          deadline: '2025-06-01',
          award: { amountAwarded: 250.5, receivementDate: '2025-07-01' },
        },
      ],
      [
        'declined',
        {
          ...submitted('2025-01-01'),
          deadline: '2025-02-01',
          declined: true,
          declinedDetails: { declinedDate: '2025-02-02' },
        },
      ],
      [
        'ineligible',
        { deadline: '2025-03-01', notApply: true, isSubmittedAsIneligible: true, ineligibleReason: 'Region' },
      ],
      ['upcoming', { deadline: '2027-01-01', notApply: true }],
    ];
    for (const [name, application] of plan) {
      [ids[name] = ''] = await createGrant(tracker, { ...created, application });
    }
  });

  it('totals awards (optionally in a date range) and gives the most recent award', async () => {
    const data = await tracker.ok<{ getFunder: Record<string, unknown> }>(GET, { id: funderId });
    expect(data.getFunder).toMatchObject({
      totalAwardAmount: 1250.5,
      lastAward: { amountAwarded: 250.5, receivementDate: '2025-07-01' },
    });
    const ranged = await tracker.ok<{
      listFunders: { items: { name: string; in2024: number; all: number }[] };
    }>(
      `query { listFunders(filters: { search: "Profile" }) { items { name all: totalAwardAmount in2024: totalAwardAmount(startAt: "2024-01-01", endAt: "2024-12-31") } } }`,
    );
    expect(ranged.listFunders.items).toEqual([{ name: 'Profile Funder', all: 1250.5, in2024: 1000 }]);
  });

  it('splits applications into previous (submitted or ineligible) and next (NOT_APPLY) grants', async () => {
    const data = await tracker.ok<{
      GetFunderProfile: {
        previousGrants: { id: string }[];
        nextGrants: { id: string }[];
        totalAwardAmount: number;
      };
    }>(PROFILE, { id: funderId });
    expect(data.GetFunderProfile.previousGrants.map((a) => a.id)).toEqual([
      ids.recent,
      ids.ineligible,
      ids.declined,
      ids.old,
    ]);
    expect(data.GetFunderProfile.nextGrants.map((a) => a.id)).toEqual([ids.upcoming]);
    expect(data.GetFunderProfile.totalAwardAmount).toBe(1250.5);
  });

  it("answers not found for another organisation's funder", async () => {
    for (const query of [GET, PROFILE]) {
      const response = await tracker.call(query, { id: funderId }, tracker.tokenB);
      expect(failure(response)).toMatchObject({ code: 'FUNDER_NOT_FOUND', message: 'Funder not found' });
    }
  });
});

describe('updateFunder and deleteFunder', () => {
  it('updates only what is sent, pauses, replaces and clears the location', async () => {
    const created = await tracker.ok<{ createFunder: { id: string } }>(CREATE_FUNDER, {
      params: { name: 'Editable', type: 'OTHER', email: 'keep@example.org', location: { city: 'Old Town' } },
    });
    const id = created.createFunder.id;
    const paused = await tracker.ok(UPDATE, {
      id,
      params: { isPaused: true, notes: 'Call in May', location: { city: 'New Town' } },
    });
    expect(paused).toEqual({
      updateFunder: {
        id,
        isPaused: true,
        notes: 'Call in May',
        name: 'Editable',
        location: { city: 'New Town' },
      },
    });
    const [row] = await tracker.sql('select email, is_paused from funders where id = $1', [id]);
    expect(row).toEqual({ email: 'keep@example.org', is_paused: true });
    await tracker.ok(UPDATE, { id, params: { location: null, isPaused: false } });
    expect(await tracker.sql('select id from funder_locations where funder_id = $1', [id])).toEqual([]);
    const invalid = await tracker.call(UPDATE, { id, params: { name: '' } });
    expect(failure(invalid)).toMatchObject({ code: 'VALIDATION', message: 'This field is required.' });
    expect(failure(await tracker.call(UPDATE, { id, params: { isPaused: true } }, tracker.tokenB)).code).toBe(
      'FUNDER_NOT_FOUND',
    );
  });

  it('deletes the funder with its grants; a second delete is not found', async () => {
    const { funderId, programId } = await funderAndProgram(tracker, {
      funder: 'Doomed',
      program: 'Doomed Program',
    });
    await createGrant(tracker, { funderId, programId });
    const DELETE = 'mutation D($id: ID!) { deleteFunder(id: $id) }';
    expect(failure(await tracker.call(DELETE, { id: funderId }, tracker.tokenB)).code).toBe(
      'FUNDER_NOT_FOUND',
    );
    expect(await tracker.ok(DELETE, { id: funderId })).toEqual({ deleteFunder: funderId });
    expect(await tracker.sql('select id from grants where funder_id = $1', [funderId])).toEqual([]);
    expect(failure(await tracker.call(DELETE, { id: funderId })).code).toBe('FUNDER_NOT_FOUND');
  });
});
