import { isWireDate } from '../dates/calendar-date.ts';
import { DomainError } from './errors.ts';

const REQUIRED = 'This field is required.';
const INVALID = 'This field is invalid.';

/** Collects field errors and throws one VALIDATION DomainError naming all of them. */
export class FieldChecker {
  private readonly errors: Record<string, string> = {};

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

  fail(field: string, message: string): void {
    this.errors[field] = message;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) {
      throw new DomainError('VALIDATION', 'Please fill all fields', { details: { ...this.errors } });
    }
  }
}
