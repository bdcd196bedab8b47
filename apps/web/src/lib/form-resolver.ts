import type { DomainError } from '@grantflow/domain/shared/errors';
import { codedIssues, type ZodIssueLike } from '@grantflow/validation/issue';
import { i18n } from '../i18n/index.ts';
import { translateFieldErrors, translateIssue } from '../i18n/messages.ts';
import { notifyError } from '../ui/notify.ts';
import { loadChunk } from './chunk-loader.ts';

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

/**
 * A submit handler that validates with a schema loaded on first use: pages whose first view needs no zod
 * (login) keep it out of their download. Call `preload` when the user starts typing; on submit the values
 * are checked with `codedResolver` (errors set on the form) and passed on only when valid.
 * The schema's chunk loads like a route's (chunk-loader.ts: it waits while offline, reloads after a deploy);
 * when it still fails, a submit says so instead of doing nothing, and the next submit tries again.
 */
export function lazySchemaSubmit<Values>(
  form: { getValues(): Values; setErrors(errors: Record<string, string>): void },
  loadSchema: () => Promise<SchemaLike>,
  onValid: (values: Values) => void,
): { preload: () => void; onSubmit: (event?: { preventDefault(): void }) => void } {
  let schema: Promise<SchemaLike> | undefined;
  const load = () => {
    schema ??= loadChunk(loadSchema).catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    return schema;
  };
  return {
    preload: () => void load().catch(() => undefined),
    onSubmit: (event) => {
      event?.preventDefault();
      load().then(
        (loaded) => {
          const values = form.getValues();
          const errors = codedResolver(loaded)(values);
          form.setErrors(errors);
          if (Object.keys(errors).length === 0) onValid(values);
        },
        () => notifyError(i18n.t('errors.unexpected')),
      );
    },
  };
}
