// The first-steps checklist of an empty organisation (docs/product.md, Screens and routes): each step a link
// to where it is done, ticked once done, the whole list gone once every step is.

export type FirstStepId = 'funder' | 'program' | 'grant';

export interface FirstStep {
  id: FirstStepId;
  /** The screen where the step is done. */
  to: '/funders' | '/programs' | '/grants';
  done: boolean;
}

export interface FirstStepsCounts {
  funders: number;
  programs: number;
  grants: number;
}

/** The steps in the order they build on each other (a grant needs a funder and a program); null once all are done. */
export function firstSteps(counts: FirstStepsCounts): FirstStep[] | null {
  const steps: FirstStep[] = [
    { id: 'funder', to: '/funders', done: counts.funders > 0 },
    { id: 'program', to: '/programs', done: counts.programs > 0 },
    { id: 'grant', to: '/grants', done: counts.grants > 0 },
  ];
  return steps.every((step) => step.done) ? null : steps;
}
