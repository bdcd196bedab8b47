import { describe, expect, it } from 'vitest';
import {
  addApplicationRuleIssues,
  addIssue,
  centsIssue,
  dateIssue,
  type FieldIssues,
  optionalDateIssue,
  textIssue,
  throwIfFieldIssues,
} from './form-payload-checks.ts';
import { messages } from './messages.ts';

// The cases of the former domain FieldChecker, against the checks the payload builders use now.
describe('form payload checks', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['valid date', dateIssue('2026-01-01'), undefined],
    ['missing date', dateIssue(null), messages.required],
    ['empty date', dateIssue(''), messages.required],
    ['bad date', dateIssue('2026-02-30'), messages.invalid],
    ['absent optional date', optionalDateIssue(undefined), undefined],
    ['bad optional date', optionalDateIssue('x'), messages.invalid],
    ['zero amount', centsIssue(0), undefined],
    ['absent amount (required only by a rule)', centsIssue(null), undefined],
    ['negative amount', centsIssue(-1), messages.invalid],
    ['fractional amount', centsIssue(0.5), messages.invalid],
    ['text', textIssue(' x '), undefined],
    ['blank text', textIssue('  '), messages.required],
  ])('%s', (_name, issue, expected) => {
    expect(issue).toBe(expected);
  });

  it('keeps the first message of a field and reports every field at once', () => {
    const issues: FieldIssues = {};
    addIssue(issues, 'd', dateIssue(null));
    addIssue(issues, 'd', messages.invalid);
    addIssue(issues, 't', textIssue(undefined));
    addApplicationRuleIssues(issues, { submitted: true, awarded: false, declined: false });
    const expected = {
      d: messages.required,
      t: messages.required,
      dateSubmitted: messages.required,
      amountRequested: messages.required,
    };
    expect(issues).toEqual(expected);
    expect(() => throwIfFieldIssues(issues)).toThrow(
      expect.objectContaining({ code: 'VALIDATION', message: messages.required, details: expected }),
    );
    expect(() => throwIfFieldIssues({})).not.toThrow();
  });
});
