import type { LoginInput } from '@grantflow/validation/auth';
import { useForm } from '@mantine/form';
import { lazySchemaSubmit } from '../../../lib/form-resolver.ts';
import type { Credentials } from '../utils/login-flow.ts';

/**
 * The e-mail and password form, held by the page so that Back from the code step finds them as typed;
 * zod (with the auth schemas) is fetched when the user starts typing, not with the page.
 */
export function useLoginForm(onSubmit: (credentials: Credentials) => Promise<void>) {
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
  });
  const validated = lazySchemaSubmit(
    form,
    () => import('@grantflow/validation/auth').then((m) => m.loginSchema),
    (values) => onSubmit(values),
  );
  return { form, validated };
}
