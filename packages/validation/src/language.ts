// The language a user works in (docs/product.md, Screens: en, pt, de): stored on the user, so that their
// e-mails and calendar feed speak it.
import { SUPPORTED_LANGUAGES } from '@grantflow/domain/constants/limits';
import { z } from 'zod';
import { object } from './fields.ts';
import { issue } from './messages.ts';

export const languageSchema = z.enum(SUPPORTED_LANGUAGES, { error: issue.oneOf(SUPPORTED_LANGUAGES) });

/** updateLanguage(language). */
export const languageArgsSchema = object({ language: languageSchema });
export type LanguageArgs = z.output<typeof languageArgsSchema>;
