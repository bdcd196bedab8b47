import type { IsolationCase } from '../case.ts';

// Registration, password reset, e-mail verification, 2FA setup, support tickets and the development
// mailbox. The anonymous flows use addresses that belong to no organisation, so the mail they
// cause never carries organisation A's data into the (public, development-only) mailbox.

const organization = { name: 'Isolation Probe Org', fiscalYearStart: '2024-01-01' };

export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    operation: 'createUnverifiedUser',
    public: 'registration is for anonymous callers; it creates a new organisation, never touches A',
    request: () => ({
      query:
        'mutation ($email: String!, $password: String!, $organization: UnverifiedOrganizationInput!) { createUnverifiedUser(email: $email, password: $password, organization: $organization) }',
      variables: { email: 'isolation-probe@example.org', password: 'isolation probe password', organization },
    }),
  },
  {
    kind: 'graphql',
    operation: 'requestResetPassword',
    public: 'the reset request is for anonymous callers and answers the same for every address',
    request: () => ({
      query: 'mutation ($email: String!) { requestResetPassword(email: $email) }',
      variables: { email: 'isolation-nobody@example.org' },
    }),
  },
  {
    kind: 'graphql',
    operation: 'resetPassword',
    public: 'anonymous callers holding an e-mailed reset token; a wrong token changes nothing',
    request: () => ({
      query:
        'mutation ($password: String!, $token: String!) { resetPassword(password: $password, token: $token) }',
      variables: { password: 'isolation probe password', token: 'not-a-real-reset-token' },
    }),
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'POST',
    url: () => '/verify',
    public: 'the verify-user page sends an e-mailed token without being signed in',
    body: () => ({ token: 'not-a-real-verification-token' }),
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    url: (fx) => `/setup2fa/${fx.orgA.userId}`,
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'POST',
    url: () => '/setup2fa/email',
    body: (fx) => ({
      email_for_2fa: 'isolation-2fa@example.org',
      is_enabled: false,
      user_id: fx.orgA.userId,
    }),
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'POST',
    name: 'POST /setup2fa/email (turning on)',
    url: () => '/setup2fa/email',
    body: (fx) => ({ email_for_2fa: 'isolation-2fa@example.org', is_enabled: true, user_id: fx.orgA.userId }),
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'POST',
    url: () => '/setup2fa/verify',
    body: (fx) => ({
      email_for_2fa: 'isolation-2fa@example.org',
      is_enabled: true,
      user_id: fx.orgA.userId,
      code: '12345',
    }),
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'POST',
    url: () => '/support',
    body: (fx) => ({
      name: 'Isolation probe',
      organization: 'Isolation probe',
      email: 'isolation-support@example.org',
      message: 'probe',
      user_id: fx.orgA.userId,
    }),
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    url: () => '/dev/mailbox',
    public:
      'development mailbox: only registered without SMTP, answers loopback clients only unless MAILBOX_ENABLED=true',
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    url: () => '/dev/mailbox/messages',
    public:
      'development mailbox: only registered without SMTP, answers loopback clients only unless MAILBOX_ENABLED=true',
  },
];
