import { describe, expect, it } from 'vitest';
import { firstSteps } from './first-steps.ts';

describe('firstSteps', () => {
  it('offers every step to an empty organisation, each with where it is done', () => {
    expect(firstSteps({ funders: 0, programs: 0, grants: 0 })).toEqual([
      { id: 'funder', to: '/funders', done: false },
      { id: 'program', to: '/programs', done: false },
      { id: 'grant', to: '/grants', done: false },
    ]);
  });

  it('ticks the steps done', () => {
    expect(firstSteps({ funders: 3, programs: 0, grants: 0 })?.map((step) => step.done)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('is gone once every step is done', () => {
    expect(firstSteps({ funders: 1, programs: 1, grants: 1 })).toBeNull();
  });
});
