import { DomainError } from '@grantflow/domain/shared/errors';
import { passwordResetSchema } from '@grantflow/validation/auth';
import { reportFormSchema } from '@grantflow/validation/report';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/index.ts';
import { notifyError } from '../ui/notify.ts';
import { codedResolver, domainFieldErrors, lazySchemaSubmit } from './form-resolver.ts';

vi.mock('../ui/notify.ts', () => ({ notifyError: vi.fn() }));
// The loader's offline and reload rules have their own tests (chunk-loader.test.ts).
vi.mock('./chunk-loader.ts', () => ({ loadChunk: <T>(importer: () => Promise<T>) => importer() }));

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

describe('lazySchemaSubmit', () => {
  const values = { password: 'Longer-passw0rd!', confirmPassword: 'Longer-passw0rd!' };
  const form = () => ({ getValues: () => values, setErrors: vi.fn() });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('passes valid values on once the schema has loaded', async () => {
    const onValid = vi.fn();
    lazySchemaSubmit(form(), async () => passwordResetSchema, onValid).onSubmit();
    await settle();
    expect(onValid).toHaveBeenCalledWith(values);
  });

  it('says so when the schema cannot load, and loads it again on the next submit', async () => {
    const onValid = vi.fn();
    const loadSchema = vi
      .fn<() => Promise<typeof passwordResetSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(passwordResetSchema);
    const submit = lazySchemaSubmit(form(), loadSchema, onValid);

    submit.onSubmit();
    await settle();
    expect(onValid).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Something went wrong');

    submit.onSubmit();
    await settle();
    expect(loadSchema).toHaveBeenCalledTimes(2);
    expect(onValid).toHaveBeenCalledWith(values);
  });
});
