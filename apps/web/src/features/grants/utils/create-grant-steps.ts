import type { ReactNode } from 'react';
import { CREATE_GRANT_STEP_FIELDS, CREATE_GRANT_STEPS } from './create-grant-form.ts';

type Errors = Record<string, ReactNode>;

const inFields = (path: string, fields: readonly string[]) =>
  fields.some((field) => path === field || path.startsWith(`${field}.`));

/** The errors that belong to one step's fields (a report row error 'reports.0.deadline' belongs to 'reports'). */
export function errorsInStep(errors: Errors, fields: readonly string[]): Errors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => inFields(path, fields)));
}

/** Index of the first step holding an error, or null when the form is valid. */
export function firstStepWithError(errors: Errors): number | null {
  const index = CREATE_GRANT_STEPS.findIndex(
    (step) => Object.keys(errorsInStep(errors, CREATE_GRANT_STEP_FIELDS[step])).length > 0,
  );
  return index === -1 ? (Object.keys(errors).length > 0 ? CREATE_GRANT_STEPS.length - 1 : null) : index;
}
