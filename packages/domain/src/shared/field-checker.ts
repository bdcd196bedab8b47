import { isWireDate } from '../dates/calendar-date.ts';
import { DomainError } from './errors.ts';
import { FIELD_ISSUES, type FieldIssue } from './issue-codes.ts';

const REQUIRED = FIELD_ISSUES.required;
const INVALID = FIELD_ISSUES.invalid;
const FILL_ALL_FIELDS: FieldIssue = {
  code: 'FILL_ALL_FIELDS',
  params: {},
  message: 'Please fill all fields',
};

/** Collects field errors and throws one VALIDATION DomainError naming all of them. */
export class FieldChecker {
  private readonly errors: Record<string, FieldIssue | string> = {};

  date(field: string, value: string | null | undefined): string {
    if (value === null || value === undefined || value === '') this.errors[field] = REQUIRED;
    else if (!isWireDate(value)) this.errors[field] = INVALID;
    return value ?? '';
  }

  optionalDate(field: string, value: string | null | undefined): string | null {
    if (value === null || value === undefined || value === '') return null;
    if (!isWireDate(value)) this.errors[field] = INVALID;
    return value;
  }

  amount(field: string, value: number | null | undefined): number {
    if (value === null || value === undefined) this.errors[field] = REQUIRED;
    else if (!Number.isSafeInteger(value) || value < 0) this.errors[field] = INVALID;
    return value ?? 0;
  }

  text(field: string, value: string | null | undefined): string {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') this.errors[field] = REQUIRED;
    return trimmed;
  }

  /** A coded issue; a bare text still works but reaches clients without a code. */
  fail(field: string, issue: FieldIssue | string): void {
    this.errors[field] = issue;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) {
      throw new DomainError('VALIDATION', FILL_ALL_FIELDS.message, {
        details: { ...this.errors },
        issue: FILL_ALL_FIELDS,
      });
    }
  }
}
