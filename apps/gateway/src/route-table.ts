export type UpstreamName = 'api' | 'rest' | 'importer' | 'ai';

export interface ProxyRoute {
  /** Matches the prefix itself and everything below it (`/verify`, `/verify/…`), not `/verify-user`. */
  prefix: string;
  upstream: UpstreamName;
  /**
   * Only paths under the prefix that end with this go to the upstream; the others (the prefix itself
   * included) stay with the web app. `/calendar` is a web page while `/calendar/{slug}.ics` is the feed.
   */
  suffix?: string;
  /** The path carries a secret: keep these requests out of the info-level access log. */
  secretInPath?: boolean;
}

/**
 * Which service answers which path (docs/architecture.md, Shape). Everything not listed is the web app.
 * `/api/mcp` is listed before `/api` for readability; the router prefers the longer static
 * prefix regardless of order.
 */
export const PROXY_ROUTES: readonly ProxyRoute[] = [
  { prefix: '/graphql', upstream: 'api' },
  // Signed download links of funder documents (File.signedUrl); the query is the credential.
  { prefix: '/files/download', upstream: 'api', secretInPath: true },
  { prefix: '/ai', upstream: 'ai' },
  { prefix: '/api/mcp', upstream: 'ai' },
  // /api/google-drive/*, /api/one-drive/* and any drive added later.
  { prefix: '/api', upstream: 'importer' },
  // Bull Board (ADMIN only; the importer checks the role on every board route).
  { prefix: '/admin/queues', upstream: 'importer' },
  { prefix: '/verify', upstream: 'rest' },
  { prefix: '/program', upstream: 'rest' },
  { prefix: '/managers', upstream: 'rest' },
  { prefix: '/setup2fa', upstream: 'rest' },
  { prefix: '/support', upstream: 'rest' },
  { prefix: '/auth', upstream: 'rest' },
  { prefix: '/dev/mailbox', upstream: 'rest' },
  { prefix: '/export', upstream: 'rest' },
  { prefix: '/calendar', upstream: 'rest', suffix: '.ics', secretInPath: true },
];
