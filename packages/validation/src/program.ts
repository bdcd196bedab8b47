// Programs: create form, rename, yearly goal, and their payloads (§5, §7).
import { z } from 'zod';
import { dollars, id, requiredText } from './fields.ts';
import { MONEY_MAX_CENTS, MONEY_MAX_DOLLARS } from './limits.ts';
import { messages, smallerThan } from './messages.ts';
import { parseMoneyToCents, stripMoneyInput } from './money.ts';

/** The goal input strips everything but digits and the dot, then must read as a number. */
export const yearlyGoalInput = z
  .union([z.string(), z.number(), z.null()], { error: messages.invalid })
  .optional()
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : stripMoneyInput(value ?? '');
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    const cents = parseMoneyToCents(typeof value === 'number' ? value : text);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    if (cents > MONEY_MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: smallerThan(MONEY_MAX_DOLLARS) });
      return z.NEVER;
    }
    return cents / 100;
  });

export const programCreateSchema = z.object({ name: requiredText(), yearlyGoal: yearlyGoalInput });
export type ProgramCreateInput = z.input<typeof programCreateSchema>;

export const programNameUpdateSchema = z.object({ name: requiredText() });
export const programGoalUpdateSchema = z.object({ goal: yearlyGoalInput });

/** createProgram(name, yearlyGoal, organizationId). */
export const programCreateArgsSchema = z.object({
  name: requiredText(),
  yearlyGoal: dollars,
  organizationId: id.optional(),
});
export type ProgramCreateArgs = z.output<typeof programCreateArgsSchema>;

/** POST /program/name {name, id}. */
export const programNameBodySchema = z.object({ name: requiredText(), id });
export type ProgramNameBody = z.output<typeof programNameBodySchema>;

/** updateProgramYearlyGoal(id, goal, year, singleYear). */
export const programGoalUpdateArgsSchema = z.object({
  id,
  goal: dollars,
  year: z
    .number({ error: messages.invalid })
    .int({ error: messages.invalid })
    .min(1900, { error: messages.invalid })
    .max(9999, { error: messages.invalid }),
  singleYear: z.boolean({ error: messages.invalid }).optional(),
});
export type ProgramGoalUpdateArgs = z.output<typeof programGoalUpdateArgsSchema>;
