import { describe, expect, it } from 'vitest';
import {
  initialLoginState,
  interpretLoginAnswer,
  type LoginState,
  loginReducer,
  loginVariables,
  UNSPECIFIED_LOGIN_ERROR,
} from './login-flow.ts';

const credentials = { email: ' staff@example.org ', password: 'grantflow-demo' };

describe('interpretLoginAnswer', () => {
  it('reads a token', () => {
    expect(interpretLoginAnswer({ result: 'jwt' })).toEqual({ kind: 'token', token: 'jwt' });
  });

  it('asks for the code when the server answers 2fa', () => {
    expect(interpretLoginAnswer({ result: '2fa' })).toEqual({ kind: 'needs-code' });
  });

  it('passes the server message on', () => {
    expect(interpretLoginAnswer({ errorMessages: ['Invalid email or password'] })).toEqual({
      kind: 'error',
      message: 'Invalid email or password',
    });
  });

  it('reports an unspecified error when nothing came back', () => {
    expect(interpretLoginAnswer({ result: null })).toEqual({
      kind: 'error',
      message: UNSPECIFIED_LOGIN_ERROR,
    });
    expect(interpretLoginAnswer({ result: '', errorMessages: [' '] })).toEqual({
      kind: 'error',
      message: UNSPECIFIED_LOGIN_ERROR,
    });
  });
});

describe('loginReducer', () => {
  it('goes credentials -> code -> done', () => {
    let state: LoginState = initialLoginState;
    state = loginReducer(state, { type: 'answered', credentials, outcome: { kind: 'needs-code' } });
    expect(state).toEqual({ step: 'code', credentials });
    state = loginReducer(state, { type: 'answered', credentials, outcome: { kind: 'token', token: 't' } });
    expect(state).toEqual({ step: 'done', token: 't' });
  });

  it('stays on the code step after a wrong code', () => {
    const onCode: LoginState = { step: 'code', credentials };
    const next = loginReducer(onCode, {
      type: 'answered',
      credentials,
      outcome: { kind: 'error', message: 'x' },
    });
    expect(next).toBe(onCode);
  });

  it('stays on the first step after a credentials error, and goes back from the code step', () => {
    const next = loginReducer(initialLoginState, {
      type: 'answered',
      credentials,
      outcome: { kind: 'error', message: 'Invalid email or password' },
    });
    expect(next).toBe(initialLoginState);
    expect(loginReducer({ step: 'code', credentials }, { type: 'back' })).toEqual(initialLoginState);
  });
});

describe('loginVariables', () => {
  it('trims the e-mail and adds the code only on the second step', () => {
    expect(loginVariables(credentials)).toEqual({
      email: 'staff@example.org',
      password: 'grantflow-demo',
      code: null,
    });
    expect(loginVariables(credentials, '12345').code).toBe('12345');
  });
});
