import type { z } from 'zod';

export type IssueRow = [path: string, message: string];

/** The issues of a parse as [dotted path, message] rows; [] when the input is valid. */
export function issuesOf(schema: z.ZodType, input: unknown): IssueRow[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  return schema.parse(input);
}
