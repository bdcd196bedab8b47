import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import {
  type AccessTokenRow,
  AccessTokensQuery,
  CreateAccessTokenMutation,
  RevokeAccessTokenMutation,
} from '../graphql/access-tokens.ts';

export interface NewAccessToken {
  name: string;
  /** 30, 90 or 365; null: never expires. */
  expiresInDays: number | null;
}

/** The caller's tokens, and creating (answers the secret, shown once) and revoking (confirmed first) them. */
export function useAccessTokens() {
  const { t } = useTranslation();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: AccessTokensQuery });
  const [{ fetching: creating }, createMutation] = useMutation(CreateAccessTokenMutation);
  const [{ fetching: revoking }, revokeMutation] = useMutation(RevokeAccessTokenMutation);
  const refetch = () => reexecute({ requestPolicy: 'network-only' });

  /** The new token's secret, or null when creating failed (the failure is notified). */
  async function create(params: NewAccessToken): Promise<string | null> {
    const result = await createMutation({ params });
    const created = result.data?.createPersonalAccessToken;
    if (result.error || !created) {
      notifyError(result.error ? mutationErrorMessage(result.error) : t('errors.unexpected'));
      return null;
    }
    refetch();
    return created.secret;
  }

  async function revoke(token: AccessTokenRow): Promise<void> {
    const confirmed = await confirmAction({
      title: t('access_tokens.revoke_title'),
      message: t('access_tokens.revoke_message', { name: token.name }),
      confirmLabel: t('access_tokens.revoke'),
      cancelLabel: t('access_tokens.cancel'),
      confirmColor: 'error',
    });
    if (!confirmed) return;
    const result = await revokeMutation({ id: token.id });
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return;
    }
    notifySuccess(t('access_tokens.revoked'));
    refetch();
  }

  const tokens = data?.listPersonalAccessTokens ?? [];
  return {
    tokens,
    loading: fetching && data === undefined,
    error: Boolean(error) && data === undefined,
    retry: refetch,
    create,
    creating,
    revoke,
    revoking,
  };
}
