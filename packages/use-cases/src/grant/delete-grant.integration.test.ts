import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, oneTimeGrant } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { deleteGrant } from './delete-grant.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

describe('deleteGrant', () => {
  it('removes the grant with its applications, within the organisation only', async () => {
    const { grant, application } = await oneTimeGrant(kit.a, 'Delete', {
      reports: [{ urgency: 'REQUIRED', deadline: '2026-09-01' }],
    });
    expect(await codeOf(deleteGrant({ ...kit.b, id: grant.id }))).toBe('GRANT_NOT_FOUND');
    expect(await kit.sql('select id from grants where id = $1', [grant.id])).toHaveLength(1);
    expect(await deleteGrant({ ...kit.a, id: grant.id })).toEqual({ id: grant.id });
    expect(await kit.sql('select id from grants where id = $1', [grant.id])).toEqual([]);
    expect(await kit.sql('select id from applications where id = $1', [application.id])).toEqual([]);
    expect(await kit.sql('select id from reports where application_id = $1', [application.id])).toEqual([]);
    expect(await codeOf(deleteGrant({ ...kit.a, id: grant.id }))).toBe('GRANT_NOT_FOUND');
  });
});
