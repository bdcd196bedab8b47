import type { DomainError } from '@grantflow/domain/shared/errors';
import { codedIssues, type ZodIssueLike } from '@grantflow/validation/issue';
import { translateFieldErrors, translateIssue } from '../i18n/messages.ts';

interface SchemaLike {
  safeParse(
    values: unknown,
  ): { success: true } | { success: false; error: { issues: readonly ZodIssueLike[] } };
}

/**
 * Mantine `validate` for a packages/validation schema: every issue translated by its code and params
 * (keys `issues.<CODE>`), one per field, under Mantine's dotted paths (`reports.0.deadline`).
 */
export function codedResolver(schema: SchemaLike) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of codedIssues(result.error.issues)) {
      errors[issue.path] = translateIssue(issue) ?? issue.message;
    }
    return errors;
  };
}

/** The field errors of a DomainError thrown by a domain builder in the browser, translated by code. */
export function domainFieldErrors(error: DomainError): Record<string, string> {
  return translateFieldErrors({ fields: error.details, fieldErrors: error.fields });
}

/** Mantine form errors are ReactNodes; ours are already translated strings. */
export function errorText(error: unknown): string | undefined {
  return typeof error === 'string' ? error : undefined;
}
