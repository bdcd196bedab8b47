// Personal access token strings (en is the source).

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  title: 'Access tokens',
  menu: 'Access tokens',
  intro:
    'Personal access tokens let AI assistants and other MCP or API clients act as you, with your role and organizations. Treat a token like a password.',
  usage: 'MCP clients send it as the header Authorization: Bearer <token> to this address:',
  create_title: 'New token',
  name: 'Name',
  name_description: 'What will use it, e.g. "Claude desktop".',
  expiry: 'Expires',
  expiry_days_one: 'In {{count}} day',
  expiry_days_other: 'In {{count}} days',
  expiry_never: 'Never',
  create: 'Create token',
  created_title: 'Your new token',
  created_warning: 'Copy it now: you will not see it again.',
  secret_label: 'Token',
  copy: 'Copy token',
  copied: 'Copied',
  done: 'I have copied it',
  list_title: 'Your tokens',
  empty: 'No access tokens yet.',
  load_error: 'Your access tokens could not be loaded.',
  retry: 'Retry',
  created: 'Created',
  last_used: 'Last used',
  expires: 'Expires',
  never_used: 'Never',
  never_expires: 'Never',
  expired: 'Expired',
  revoke: 'Revoke',
  revoke_label: 'Revoke {{name}}',
  revoke_title: 'Revoke this token?',
  revoke_message: '"{{name}}" stops working at once; any client using it is refused. This cannot be undone.',
  cancel: 'Cancel',
  revoked: 'Token revoked',
  account_only:
    'Tokens cannot change your password or two-factor settings, or manage tokens: sign in for that.',
} as const;

export const accessTokensLocales = { en };
