import type { FieldIssue } from '@grantflow/domain/shared/issue-codes';
import { describe, expect, it } from 'vitest';
import {
  addApplicationRuleIssues,
  addIssue,
  centsIssue,
  dateIssue,
  type FieldIssues,
  fieldIssue,
  optionalDateIssue,
  textIssue,
  throwIfFieldIssues,
} from './form-payload-checks.ts';
import { type CodedMessage, issue, messages } from './messages.ts';

/** A check's result as `[code, English text]`, whichever form it comes in. */
function coded(found: FieldIssue | CodedMessage | undefined): [string, string] | undefined {
  if (found === undefined) return undefined;
  return typeof found === 'function' ? [found.code, found.text] : [found.code, found.message];
}

// The cases of the former domain FieldChecker, against the checks the payload builders use now.
describe('form payload checks', () => {
  it.each<[string, FieldIssue | CodedMessage | undefined, [string, string] | undefined]>([
    ['valid date', dateIssue('2026-01-01'), undefined],
    ['missing date', dateIssue(null), ['REQUIRED', messages.required]],
    ['empty date', dateIssue(''), ['REQUIRED', messages.required]],
    ['bad date', dateIssue('2026-02-30'), ['INVALID', messages.invalid]],
    ['absent optional date', optionalDateIssue(undefined), undefined],
    ['bad optional date', optionalDateIssue('x'), ['INVALID', messages.invalid]],
    ['zero amount', centsIssue(0), undefined],
    ['absent amount (required only by a rule)', centsIssue(null), undefined],
    ['negative amount', centsIssue(-1), ['INVALID', messages.invalid]],
    ['fractional amount', centsIssue(0.5), ['INVALID', messages.invalid]],
    ['text', textIssue(' x '), undefined],
    ['blank text', textIssue('  '), ['REQUIRED', messages.required]],
  ])('%s', (_name, found, expected) => {
    expect(coded(found)).toEqual(expected);
  });

  it('keeps the first issue of a field and reports every field at once, coded', () => {
    const issues: FieldIssues = {};
    addIssue(issues, 'd', dateIssue(null));
    addIssue(issues, 'd', issue.invalid);
    addIssue(issues, 't', textIssue(undefined));
    addApplicationRuleIssues(issues, { submitted: true, awarded: false, declined: false });
    const required = fieldIssue(issue.required);
    expect(issues).toEqual({ d: required, t: required, dateSubmitted: required, amountRequested: required });
    const texts = { d: messages.required, t: messages.required, dateSubmitted: messages.required };
    expect(() => throwIfFieldIssues(issues)).toThrow(
      expect.objectContaining({
        code: 'VALIDATION',
        message: messages.required,
        details: { ...texts, amountRequested: messages.required },
      }),
    );
    expect(() => throwIfFieldIssues({})).not.toThrow();
  });
});
