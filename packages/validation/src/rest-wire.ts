// The `data` of the REST service's answers the web reads (docs/product.md, REST calls), in their wire shapes:
// built by packages/auth, packages/use-cases and apps/rest, read by the web through lib/rest-client.ts.

/** GET /auth/providers: which external sign-ins and drive connections the operator has set up. */
export interface AuthProviders {
  google: boolean;
  microsoft: boolean;
  google_drive: boolean;
  one_drive: boolean;
}

/** One entry of GET /managers/{userId}: an organisation the manager is linked to. */
export interface ManagerLinkEntry {
  organization: { id: number; name: string };
}

/** POST /managers/organisation: the organisation just created. */
export interface CreatedOrganization {
  id: number;
  name: string;
}

/** GET /setup2fa/{userId}: the account's two-factor settings. */
export interface TwoFactorSetup {
  email_for_2fa: string;
  is_enabled: boolean;
}
