import type { IsolationCase } from '../case.ts';

// External sign-in (apps/rest/src/routes/auth-oauth.ts). The browser-facing routes are anonymous by
// nature: they answer only with redirects and never read or change organisation data by id.

const START =
  'starts an external sign-in for whoever is in front of the browser; answers only with a redirect';
const CALLBACK =
  'the provider sends anonymous browsers back here; without the encrypted flow cookie of the same browser it only redirects with oauth_error';

export const cases: IsolationCase[] = [
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    url: () => '/auth/providers',
    public: 'the login screen asks which providers are configured before anyone signs in; no tenant data',
  },
  { kind: 'rest', service: 'rest', method: 'GET', url: () => '/auth/google', public: START },
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    url: () => '/auth/microsoft?access_type=login',
    public: START,
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    name: 'rest GET /auth/microsoft?access_type=drive with organisation A ids',
    url: (fx) => `/auth/microsoft?access_type=drive&funder_id=${fx.orgA.funderId}&user_id=${fx.orgA.userId}`,
    public:
      'the drive connection only redirects: to /login for anonymous callers, with drive_error=forbidden for ids not their own',
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    url: () => '/auth/google/callback?code=forged-code&state=forged-state',
    public: CALLBACK,
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    url: () => '/auth/microsoft/callback?code=forged-code&state=forged-state',
    public: CALLBACK,
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'POST',
    url: () => '/auth/google/link',
    callerScoped: "links an outside account to the caller's own user only; takes no ids",
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'POST',
    url: () => '/auth/microsoft/link',
    callerScoped: "links an outside account to the caller's own user only; takes no ids",
  },
];
