import { FUNDER_CREATE_STEPS } from '@grantflow/validation/funder';

// The create-funder wizard (docs/product.md, Reports and other actions): the step index starts at 0; next/previous clamp at the first and last step.

export const FUNDER_WIZARD_STEPS = FUNDER_CREATE_STEPS;
export const FUNDER_WIZARD_STEP_COUNT = FUNDER_CREATE_STEPS.length;
export type FunderWizardField = (typeof FUNDER_CREATE_STEPS)[number][number];

export function clampStep(step: number, count: number = FUNDER_WIZARD_STEP_COUNT): number {
  if (!Number.isFinite(step) || count < 1) return 0;
  return Math.min(Math.max(Math.trunc(step), 0), count - 1);
}

export const nextStep = (step: number, count: number = FUNDER_WIZARD_STEP_COUNT): number =>
  clampStep(step + 1, count);

export const previousStep = (step: number, count: number = FUNDER_WIZARD_STEP_COUNT): number =>
  clampStep(step - 1, count);

export interface WizardButtons {
  readonly goBack: boolean;
  readonly continue: boolean;
  readonly submit: boolean;
}

/** Go back is hidden on the first step, Continue on the last, Submit everywhere but the last. */
export function wizardButtons(step: number, count: number = FUNDER_WIZARD_STEP_COUNT): WizardButtons {
  const current = clampStep(step, count);
  const last = current === count - 1;
  return { goBack: current > 0, continue: !last, submit: last };
}

/** The progress bar's value in percent: step 1 of 2 is half way. */
export function wizardProgress(step: number, count: number = FUNDER_WIZARD_STEP_COUNT): number {
  if (count < 1) return 0;
  return ((clampStep(step, count) + 1) / count) * 100;
}

/** The fields validated on Continue / Submit of a step. */
export function stepFields(step: number): readonly FunderWizardField[] {
  return FUNDER_CREATE_STEPS[clampStep(step)] ?? [];
}
