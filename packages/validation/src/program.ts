// Programs: create form, rename, yearly goal, and their payloads (docs/product.md, Validation; GraphQL operations).
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { z } from 'zod';
import { dollars, id, object, requiredText } from './fields.ts';
import { MONEY_MAX_CENTS, MONEY_MAX_DOLLARS } from './limits.ts';
import { customIssue, issue } from './messages.ts';
import { parseMoneyToCents, stripMoneyInput } from './money.ts';

/** The goal input strips everything but digits and the dot, then must read as a number. */
export const yearlyGoalInput = z
  .union([z.string(), z.number(), z.null()], { error: issue.invalid })
  .optional()
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : stripMoneyInput(value ?? '');
    if (text === '') {
      ctx.addIssue(customIssue(issue.required));
      return z.NEVER;
    }
    const cents = parseMoneyToCents(typeof value === 'number' ? value : text);
    if (cents === null) {
      ctx.addIssue(customIssue(issue.invalid));
      return z.NEVER;
    }
    if (cents > MONEY_MAX_CENTS) {
      ctx.addIssue(customIssue(issue.smallerThan(MONEY_MAX_DOLLARS)));
      return z.NEVER;
    }
    return centsToDollars(cents);
  });

export const programCreateSchema = object({ name: requiredText(), yearlyGoal: yearlyGoalInput });
export type ProgramCreateInput = z.input<typeof programCreateSchema>;

export const programNameUpdateSchema = object({ name: requiredText() });
export const programGoalUpdateSchema = object({ goal: yearlyGoalInput });

/** createProgram(name, yearlyGoal, organizationId). */
export const programCreateArgsSchema = object({
  name: requiredText(),
  yearlyGoal: dollars,
  organizationId: id.optional(),
});
export type ProgramCreateArgs = z.output<typeof programCreateArgsSchema>;

/** POST /program/name {name, id}. */
export const programNameBodySchema = object({ name: requiredText(), id });
export type ProgramNameBody = z.output<typeof programNameBodySchema>;

/** updateProgramYearlyGoal(id, goal, year, singleYear). */
export const programGoalUpdateArgsSchema = object({
  id,
  goal: dollars,
  year: z
    .number({ error: issue.invalid })
    .int({ error: issue.invalid })
    .min(1900, { error: issue.invalid })
    .max(9999, { error: issue.invalid }),
  singleYear: z.boolean({ error: issue.invalid }).optional(),
});
export type ProgramGoalUpdateArgs = z.output<typeof programGoalUpdateArgsSchema>;
