import { DOMAIN_ERROR_MESSAGES } from '@grantflow/domain/shared/error-messages';
import { DOMAIN_ERROR_CODES } from '@grantflow/domain/shared/errors';
import { ISSUE_CODES } from '@grantflow/domain/shared/issue-codes';
import { issueText } from '@grantflow/validation/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './index.ts';
import { capitalizeFirst, translateError, translateFieldErrors, translateIssue } from './messages.ts';

initI18n();
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const SAMPLE_PARAMS = {
  limit: 300,
  min: 8,
  max: 999_999_999.99,
  length: 5,
  maxDays: 400,
  choices: '7, 30, 60, 90, 180, 365',
};

describe('English texts by code are the servers’ texts', () => {
  it.each(ISSUE_CODES)('issue %s', (code) => {
    const params: Record<string, number | string> =
      code === 'COMPLEXITY_SCORE'
        ? { min: 0, max: 20 }
        : code === 'TWO_FACTOR_CODE'
          ? { length: 5 }
          : SAMPLE_PARAMS;
    expect(translateIssue({ code, params })).toBe(issueText(code, params));
  });

  it.each(DOMAIN_ERROR_CODES.filter((code) => code !== 'VALIDATION'))('domain code %s', (code) => {
    expect(translateError('ignored', { code })).toBe(capitalizeFirst(DOMAIN_ERROR_MESSAGES[code]));
  });
});

describe('translateError', () => {
  it('translates by the issue a VALIDATION message states', async () => {
    const codes = { code: 'VALIDATION', issue: { code: 'MAX_LENGTH', params: { limit: 300 } } };
    expect(translateError('Maximum of 300 characters', codes)).toBe('Maximum of 300 characters');
    await i18n.changeLanguage('de');
    expect(translateError('Maximum of 300 characters', codes)).toBe('Höchstens 300 Zeichen');
  });

  it('translates a domain code, whatever the text', async () => {
    await i18n.changeLanguage('pt');
    expect(translateError('Funder not found', { code: 'FUNDER_NOT_FOUND' })).toBe(
      'Financiador não encontrado',
    );
  });

  it('shows the text as it came, capitalised, when no code is known', () => {
    expect(translateError('user not found')).toBe('User not found');
    expect(translateError('a decline needs its details', { code: 'VALIDATION' })).toBe(
      'A decline needs its details',
    );
  });

  it('leaves an empty text alone', () => {
    expect(capitalizeFirst('')).toBe('');
  });
});

describe('translateFieldErrors', () => {
  it('translates coded fields and keeps uncoded texts', async () => {
    await i18n.changeLanguage('pt');
    expect(
      translateFieldErrors({
        fields: { name: 'This field is required.', other: 'Something else' },
        fieldErrors: { name: { code: 'REQUIRED', params: {} } },
      }),
    ).toEqual({ name: 'Este campo é obrigatório.', other: 'Something else' });
  });
});
