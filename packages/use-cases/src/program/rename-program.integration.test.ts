import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createProgram } from './create-program.ts';
import { renameProgram } from './rename-program.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

describe('renameProgram', () => {
  it('renames, refuses a taken name and other organisations', async () => {
    const program = await createProgram({ ...kit.a, name: 'Arts', yearlyGoal: 1 });
    await createProgram({ ...kit.a, name: 'Sports', yearlyGoal: 1 });
    expect(await renameProgram({ ...kit.a, id: program.id, name: 'Arts and Music' })).toMatchObject({
      name: 'Arts and Music',
    });
    expect(await kit.sql('select name from programs where id = $1', [program.id])).toEqual([
      { name: 'Arts and Music' },
    ]);
    expect(await codeOf(renameProgram({ ...kit.a, id: program.id, name: 'sports' }))).toBe('VALIDATION');
    expect(await codeOf(renameProgram({ ...kit.b, id: program.id, name: 'x' }))).toBe('PROGRAM_NOT_FOUND');
    expect(await kit.sql('select name from programs where id = $1', [program.id])).toEqual([
      { name: 'Arts and Music' },
    ]);
  });
});
