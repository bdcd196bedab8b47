import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createFunder } from './create-funder.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

describe('createFunder', () => {
  it('stores the funder with its location in the organisation and returns it as lists show it', async () => {
    const funder = await createFunder({
      ...kit.a,
      fields: { name: 'Acme', type: 'CORPORATE' },
      location: { city: 'Springfield' },
    });
    expect(funder).toMatchObject({ name: 'Acme', type: 'CORPORATE' });
    expect(
      await kit.sql('select name, type, organization_id from funders where id = $1', [funder.id]),
    ).toEqual([{ name: 'Acme', type: 'CORPORATE', organization_id: kit.orgA.id }]);
  });

  it("is not among the other organisation's funders", async () => {
    const funder = await createFunder({ ...kit.b, fields: { name: 'Harbor Funder', type: 'OTHER' } });
    expect(await kit.sql('select organization_id from funders where id = $1', [funder.id])).toEqual([
      { organization_id: kit.orgB.id },
    ]);
  });
});
