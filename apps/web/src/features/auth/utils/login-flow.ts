// The login screen's steps as pure functions, so the 2FA branch is testable without a browser.

export const TWO_FACTOR_ANSWER = '2fa';
export const UNSPECIFIED_LOGIN_ERROR = 'Unspecified login process error';

export type LoginOutcome =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'needs-code' }
  | { readonly kind: 'error'; readonly message: string };

export interface LoginAnswer {
  /** `loginUser`'s string, when the server sent one. */
  readonly result?: string | null | undefined;
  /** Messages of GraphQL errors, in order. */
  readonly errorMessages?: readonly string[];
}

export function interpretLoginAnswer({ result, errorMessages = [] }: LoginAnswer): LoginOutcome {
  const serverMessage = errorMessages.find((message) => message.trim().length > 0);
  if (serverMessage) return { kind: 'error', message: serverMessage };
  if (result === TWO_FACTOR_ANSWER) return { kind: 'needs-code' };
  if (result) return { kind: 'token', token: result };
  return { kind: 'error', message: UNSPECIFIED_LOGIN_ERROR };
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export type LoginState =
  | { readonly step: 'credentials' }
  | { readonly step: 'code'; readonly credentials: Credentials }
  | { readonly step: 'done'; readonly token: string };

export type LoginEvent =
  | { readonly type: 'answered'; readonly credentials: Credentials; readonly outcome: LoginOutcome }
  | { readonly type: 'back' };

export const initialLoginState: LoginState = { step: 'credentials' };

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  if (event.type === 'back') return initialLoginState;
  switch (event.outcome.kind) {
    case 'token':
      return { step: 'done', token: event.outcome.token };
    case 'needs-code':
      return { step: 'code', credentials: event.credentials };
    case 'error':
      // A wrong code keeps the user on the code step; credentials errors stay on the first step.
      return state;
  }
}

/** Variables for `loginUser`: the code only on the second step. */
export function loginVariables(credentials: Credentials, code?: string) {
  return { email: credentials.email.trim(), password: credentials.password, code: code ?? null };
}
