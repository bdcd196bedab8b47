// The deadline-reminder preference (docs/product.md, Deadlines).
import { z } from 'zod';
import { object, typeError } from './fields.ts';

/** updateReminderPreference(enabled). */
export const reminderPreferenceArgsSchema = object({ enabled: z.boolean({ error: typeError }) });
