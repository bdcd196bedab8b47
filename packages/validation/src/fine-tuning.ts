// Document and database fine-tuning versions of the assistant (docs/product.md, Fine-tuning versions; Validation; REST calls).
import { FINE_TUNING_REMARKS } from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import { choice, id, object, optionalMultilineText, optionalText, requiredText } from './fields.ts';
import { LONG_TEXT_MAX_LENGTH, NAME_MAX_LENGTH } from './limits.ts';
import { issue } from './messages.ts';

const instructions = optionalMultilineText(LONG_TEXT_MAX_LENGTH);
const remarks = choice(FINE_TUNING_REMARKS).default('disabled');
/** The database versions always carry user_id 0 (docs/product.md, Entities); document versions carry the user. */
const userIdOrZero = z.union([z.literal(0), z.literal('0'), id], { error: issue.invalid }).transform(Number);

/** The Database Fine-Tuning Configuration form: the version name must be non-blank. */
export const databaseFineTuningSchema = object({
  version: requiredText(NAME_MAX_LENGTH),
  database_schema_instructions: instructions,
  query_optimization_rules: instructions,
  response_formatting_rules: instructions,
  security_constraints: instructions,
  remarks,
});
export type DatabaseFineTuningInput = z.input<typeof databaseFineTuningSchema>;

/** POST /ai/set-database-fine-tuning. */
export const databaseFineTuningBodySchema = databaseFineTuningSchema.extend({
  id: id.optional(),
  organization_id: id,
  user_id: userIdOrZero,
  authored_month_date: optionalText(NAME_MAX_LENGTH),
  authored_by_user_id: id,
});
export type DatabaseFineTuningBody = z.output<typeof databaseFineTuningBodySchema>;

/** The Chat Settings form (document fine-tuning). */
export const documentFineTuningSchema = object({
  version: requiredText(NAME_MAX_LENGTH),
  about_you_details: instructions,
  response_style_details: instructions,
  remarks,
});

/** POST /ai/set-fine-tunning. */
export const documentFineTuningBodySchema = documentFineTuningSchema.extend({
  id: id.optional(),
  organization_id: id,
  user_id: userIdOrZero,
  authored_month_date: optionalText(NAME_MAX_LENGTH),
  authored_by_user_id: id,
});
export type DocumentFineTuningBody = z.output<typeof documentFineTuningBodySchema>;
