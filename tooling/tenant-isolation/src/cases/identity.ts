import type { IsolationCase } from '../case.ts';

export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    operation: 'currentUser',
    callerScoped: 'answers with the signed-in user themselves (null when anonymous)',
    request: () => ({ query: '{ currentUser { id email role authorized organization { id name } } }' }),
  },
  {
    kind: 'graphql',
    operation: 'loginUser',
    public: 'sign-in is for anonymous callers',
    request: (fx) => ({
      query:
        'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) }',
      variables: { email: fx.orgA.userEmail, password: 'not-the-password' },
    }),
  },
  {
    kind: 'graphql',
    operation: 'logout',
    callerScoped: "ends the caller's own session only",
    request: () => ({ query: 'mutation { logout }' }),
  },
  {
    kind: 'graphql',
    operation: 'updateLanguage',
    callerScoped: "stores the caller's own language only; takes no ids",
    request: () => ({ query: 'mutation { updateLanguage(language: "pt") }' }),
  },
];
