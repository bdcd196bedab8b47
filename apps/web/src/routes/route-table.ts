// One table for every route (docs/product.md, Screens and routes) with its three flags. Pure data: the router and tests read it.
export interface RouteFlags {
  readonly showHeader: boolean;
  readonly showFooter: boolean;
  readonly requireAuth: boolean;
}

export interface RouteEntry extends RouteFlags {
  readonly path: string;
}

const app = { showHeader: true, showFooter: true, requireAuth: true } as const;
const bare = { showHeader: false, showFooter: false, requireAuth: false } as const;

export const ROUTES = {
  root: { path: '/', ...bare },
  dashboard: { path: '/dashboard', ...app },
  assistantChat: { path: '/assistant', ...app },
  programs: { path: '/programs', ...app },
  grantList: { path: '/grants', ...app },
  pipeline: { path: '/pipeline', ...app },
  deadlines: { path: '/deadlines', ...app },
  reports: { path: '/report-center', ...app },
  fundersList: { path: '/funders', ...app },
  largestFunders: { path: '/largest-funders', ...app },
  funderProfile: { path: '/funder/$id', ...app },
  funderDocuments: { path: '/funder/$id/documents', ...app },
  // Find grants (docs/product.md): the local copy of Grants.gov, searched for the organisation.
  opportunities: { path: '/opportunities', ...app },
  opportunity: { path: '/opportunities/$id', ...app },
  oneDriveCallback: { path: '/funder/one-drive/callback', ...app },
  login: { path: '/login', ...bare },
  forgotPassword: { path: '/forgot-password', ...bare },
  resetPassword: { path: '/reset-password', ...bare },
  verifyUser: { path: '/verify-user', ...bare },
  // Registration's screen is not in the contract; ours sits beside login (docs/product.md, Screens and routes).
  register: { path: '/register', ...bare },
  // Ours: the default texts a self-hosted install serves (the gateway redirects them when PRIVACY_URL / TERMS_URL are set).
  privacy: { path: '/privacy', ...bare },
  terms: { path: '/terms', ...bare },
  // ADMIN only: the page itself answers Not Found to anyone else (header's Admin link, docs/product.md, Screens and routes).
  admin: { path: '/admin', ...app },
  calendar: { path: '/calendar', ...app },
  // The caller's open tasks (docs/product.md, Tasks); the header's "My tasks" link.
  myTasks: { path: '/tasks', ...app },
  // Personal access tokens for MCP and API clients (docs/product.md, Access tokens); reached from the user menu.
  accessTokens: { path: '/settings/access-tokens', ...app },
  // The spreadsheet import wizard (docs/product.md, Importing a spreadsheet), from the funders and grants lists.
  spreadsheetImport: { path: '/import', ...app },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** Pages outside any route (unknown paths) still get the frame, without the auth guard. */
export const NOT_FOUND_FLAGS: RouteFlags = { showHeader: false, showFooter: false, requireAuth: false };

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && Object.hasOwn(ROUTES, value);
}

export function flagsFor(name: RouteName | undefined): RouteFlags {
  return name ? ROUTES[name] : NOT_FOUND_FLAGS;
}
