import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createProgram } from './create-program.ts';
import { deleteProgram } from './delete-program.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

describe('deleteProgram', () => {
  it('deletes within the organisation only', async () => {
    const program = await createProgram({ ...kit.a, name: 'Arts', yearlyGoal: 1 });
    expect(await codeOf(deleteProgram({ ...kit.b, id: program.id }))).toBe('PROGRAM_NOT_FOUND');
    expect(await deleteProgram({ ...kit.a, id: program.id })).toEqual({ id: program.id });
    expect(await kit.sql('select id from programs where id = $1', [program.id])).toEqual([]);
    expect(await codeOf(deleteProgram({ ...kit.a, id: program.id }))).toBe('PROGRAM_NOT_FOUND');
  });
});
