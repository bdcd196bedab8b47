import { DomainError } from '@grantflow/domain/shared/errors';
import { passwordResetSchema } from '@grantflow/validation/auth';
import { reportFormSchema } from '@grantflow/validation/report';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/index.ts';
import { codedResolver, domainFieldErrors } from './form-resolver.ts';

initI18n();
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('codedResolver', () => {
  const validate = codedResolver(reportFormSchema({ today: '2026-06-15' }));
  const tooLong = { deadline: '', submitted: 'NO', description: 'x'.repeat(301) };

  it('gives each field the specification text in English', () => {
    expect(validate(tooLong)).toEqual({
      deadline: 'This field is required.',
      description: 'Maximum of 300 characters',
    });
    expect(codedResolver(passwordResetSchema)({ password: 'longenough', confirmPassword: 'other' })).toEqual({
      confirmPassword: 'passwords must match',
    });
  });

  it('translates by code and params in another language', async () => {
    await i18n.changeLanguage('pt');
    expect(validate(tooLong)).toEqual({
      deadline: 'Este campo é obrigatório.',
      description: 'Máximo de 300 caracteres',
    });
  });

  it('is empty for valid values', () => {
    expect(validate({ deadline: '2026-07-01', submitted: 'NO' })).toEqual({});
  });
});

describe('domainFieldErrors', () => {
  it('translates the coded fields of a domain error', async () => {
    await i18n.changeLanguage('de');
    const error = new DomainError('VALIDATION', 'Please fill all fields', {
      details: { deadline: { code: 'REQUIRED', params: {}, message: 'This field is required.' } },
    });
    expect(domainFieldErrors(error)).toEqual({ deadline: 'Dieses Feld ist erforderlich.' });
  });
});
