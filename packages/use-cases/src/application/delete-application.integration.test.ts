import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, oneTimeGrant } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { deleteApplication } from './delete-application.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

describe('deleteApplication', () => {
  it('deletes the application and its reports, within the organisation only', async () => {
    const { application } = await oneTimeGrant(kit.a, 'Delete', {
      reports: [{ urgency: 'REQUIRED', deadline: '2026-09-01' }],
    });
    const id = application.id;
    expect(await codeOf(deleteApplication({ ...kit.b, id }))).toBe('APPLICATION_NOT_FOUND');
    expect(await kit.sql('select id from applications where id = $1', [id])).toHaveLength(1);
    expect(await deleteApplication({ ...kit.a, id })).toEqual({ id });
    expect(await kit.sql('select id from applications where id = $1', [id])).toEqual([]);
    expect(await kit.sql('select id from reports where application_id = $1', [id])).toEqual([]);
    expect(await codeOf(deleteApplication({ ...kit.a, id }))).toBe('APPLICATION_NOT_FOUND');
  });
});
