import { describe, expect, it } from 'vitest';
import {
  clampStep,
  FUNDER_WIZARD_STEP_COUNT,
  nextStep,
  previousStep,
  stepFields,
  wizardButtons,
  wizardProgress,
} from './wizard-steps.ts';

describe('create-funder wizard steps', () => {
  it('has the personal and the address step', () => {
    expect(FUNDER_WIZARD_STEP_COUNT).toBe(2);
    expect(stepFields(0)).toContain('name');
    expect(stepFields(0)).toContain('complexityScore');
    expect(stepFields(1)).toEqual(['streetAddress', 'city', 'state', 'zipcode']);
  });

  it.each([
    [-3, 0],
    [0, 0],
    [1, 1],
    [5, 1],
    [Number.NaN, 0],
  ])('clamps %s to %s', (step, clamped) => {
    expect(clampStep(step)).toBe(clamped);
  });

  it('moves forward and back within the bounds', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(1)).toBe(1);
    expect(previousStep(1)).toBe(0);
    expect(previousStep(0)).toBe(0);
  });

  it('shows Go back only after the first step and Submit only on the last', () => {
    expect(wizardButtons(0)).toEqual({ goBack: false, continue: true, submit: false });
    expect(wizardButtons(1)).toEqual({ goBack: true, continue: false, submit: true });
    expect(wizardButtons(1, 3)).toEqual({ goBack: true, continue: true, submit: false });
  });

  it('reports progress per step', () => {
    expect(wizardProgress(0)).toBe(50);
    expect(wizardProgress(1)).toBe(100);
    expect(wizardProgress(9)).toBe(100);
  });
});
