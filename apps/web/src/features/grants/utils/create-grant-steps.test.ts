import { describe, expect, it } from 'vitest';
import { errorsInStep, firstStepWithError } from './create-grant-steps.ts';

describe('create-grant steps', () => {
  it('keeps only the errors of the step fields, report rows included', () => {
    const errors = { funderId: 'x', 'reports.0.deadline': 'y', amountAwarded: 'z' };
    expect(errorsInStep(errors, ['applicationType', 'applicationDeadline', 'reports'])).toEqual({
      'reports.0.deadline': 'y',
    });
  });

  it('finds the first step with an error', () => {
    expect(firstStepWithError({})).toBeNull();
    expect(firstStepWithError({ amountAwarded: 'z', applicationDeadline: 'y' })).toBe(1);
    expect(firstStepWithError({ recurrenceCount: 'z' })).toBe(0);
    expect(firstStepWithError({ somethingElse: 'z' })).toBe(2);
  });
});
