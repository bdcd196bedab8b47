import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createFunder } from './create-funder.ts';
import { updateFunder } from './update-funder.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

describe('updateFunder', () => {
  it('changes the given fields, removes the location on null, and refuses other organisations', async () => {
    const funder = await createFunder({
      ...kit.a,
      fields: { name: 'Acme', type: 'CORPORATE' },
      location: { city: 'Springfield' },
    });
    const updated = await updateFunder({
      ...kit.a,
      id: funder.id,
      fields: { isPaused: true },
      location: null,
    });
    expect(updated).toMatchObject({ name: 'Acme', isPaused: true, location: null });
    expect(await codeOf(updateFunder({ ...kit.b, id: funder.id, fields: { name: 'x' } }))).toBe(
      'FUNDER_NOT_FOUND',
    );
    expect(await kit.sql('select name from funders where id = $1', [funder.id])).toEqual([{ name: 'Acme' }]);
  });
});
