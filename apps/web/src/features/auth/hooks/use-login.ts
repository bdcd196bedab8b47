import { useNavigate } from '@tanstack/react-router';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { clearImpersonatedOrganizationId } from '../../../lib/impersonation.ts';
import { graphqlErrorText } from '../../../lib/mutation-error.ts';
import { notifyError } from '../../../ui/notify.ts';
import { LoginUserMutation } from '../graphql/login-user.ts';
import {
  type Credentials,
  initialLoginState,
  interpretLoginAnswer,
  loginReducer,
  loginVariables,
} from '../utils/login-flow.ts';
import { oauthErrorMessage } from '../utils/oauth-error.ts';
import { returnedSignedIn, SESSION_IN_COOKIE } from '../utils/oauth-return.ts';
import { rememberReturnPath, takeReturnPath } from '../utils/pending-return.ts';
import { DEFAULT_RETURN_PATH } from '../utils/return-path.ts';
import { useSignIn } from './use-session.ts';

/**
 * The sign-in flow: credentials, then a two-factor code when the server asks for one, then the page the
 * visit asked for (`returnTo`, already checked by the route) or the dashboard; also an external sign-in's
 * return (its error, or the session already in the cookie).
 */
export function useLogin(oauthError: string | undefined, returnTo: string | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const [{ fetching }, loginUser] = useMutation(LoginUserMutation);
  const signIn = useSignIn();

  useEffect(() => {
    clearImpersonatedOrganizationId();
  }, []);

  useEffect(() => {
    // Back from a provider (success or error) the address has no `redirect`: keep what was noted before leaving.
    if (returnedSignedIn(window.location.hash) || oauthError) return;
    rememberReturnPath(returnTo);
  }, [returnTo, oauthError]);

  useEffect(() => {
    if (oauthError) notifyError(oauthErrorMessage(oauthError, t));
  }, [oauthError, t]);

  useEffect(() => {
    // External sign-in lands here with the session already in its HttpOnly cookie: tidy the address, go on.
    if (!returnedSignedIn(window.location.hash)) return;
    window.history.replaceState(null, '', window.location.pathname);
    dispatch({
      type: 'answered',
      credentials: { email: '', password: '' },
      outcome: { kind: 'token', token: SESSION_IN_COOKIE },
    });
  }, []);

  useEffect(() => {
    if (state.step !== 'done') return;
    signIn();
    void navigate({ href: takeReturnPath() ?? DEFAULT_RETURN_PATH, replace: true });
  }, [state, signIn, navigate]);

  async function submit(credentials: Credentials, code?: string) {
    const answer = await loginUser(loginVariables(credentials, code));
    const outcome = interpretLoginAnswer({
      result: answer.data?.loginUser,
      errorMessages: answer.error?.graphQLErrors.map((e) => e.message) ?? [],
    });
    // The server's error by its code; no error at all is 'Unspecified login process error' (docs/product.md, Messages and error codes).
    if (outcome.kind === 'error')
      notifyError(graphqlErrorText(answer.error) ?? t('errors.unspecified_login'));
    dispatch({ type: 'answered', credentials, outcome });
  }

  return { state, submitting: fetching, submit, back: () => dispatch({ type: 'back' }) };
}
