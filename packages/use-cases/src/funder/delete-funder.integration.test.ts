import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createFunder } from './create-funder.ts';
import { deleteFunder } from './delete-funder.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

describe('deleteFunder', () => {
  it('deletes within the organisation only', async () => {
    const funder = await createFunder({ ...kit.a, fields: { name: 'Acme', type: 'CORPORATE' } });
    expect(await codeOf(deleteFunder({ ...kit.b, id: funder.id }))).toBe('FUNDER_NOT_FOUND');
    expect(await kit.sql('select id from funders where id = $1', [funder.id])).toHaveLength(1);
    expect(await deleteFunder({ ...kit.a, id: funder.id })).toEqual({ id: funder.id });
    expect(await kit.sql('select id from funders where id = $1', [funder.id])).toEqual([]);
    expect(await codeOf(deleteFunder({ ...kit.a, id: funder.id }))).toBe('FUNDER_NOT_FOUND');
  });
});
