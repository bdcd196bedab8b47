/**
 * One entry of the tenant-isolation case table (docs/architecture.md, Tenancy, SECURITY.md, rows 1–2). Every GraphQL Query and
 * Mutation field and every REST route needs at least one case; the suite fails otherwise.
 *
 * A case describes a call that targets organisation A with A's real ids. The suite makes that call
 * as every caller of `CALLERS` (none of whom may act for A) and expects a refusal, or an empty
 * answer that reveals nothing, with A's rows unchanged.
 */

/** Real ids of one organisation's rows, from the demo data plus a few rows the fixture adds. */
export interface OrganizationIds {
  id: number;
  name: string;
  /** `yyyy-MM-dd`. */
  fiscalYearStart: string | null;
  funderId: number;
  funderName: string;
  funderLocationId: number;
  programId: number;
  programName: string;
  grantId: number;
  applicationId: number;
  reportId: number;
  folderId: number;
  /** The folder's path, e.g. `/Reports`; folders are addressed by path under a funder. */
  folderPath: string;
  fileId: number;
  importJobId: number;
  importFileId: number;
  spreadsheetImportId: number;
  chatId: number;
  documentFineTuningId: number;
  databaseFineTuningId: number;
  supportTicketId: number;
  /** A personal access token of `userId` (a uuid), for revokePersonalAccessToken. */
  personalAccessTokenId: string;
  /** A shared opportunity that this organisation tracks and dismissed. */
  opportunityId: number;
  /** A saved opportunity search of `userId` in this organisation. */
  savedSearchId: number;
  /** A comment of `userId` on `applicationId` (with its COMMENTED history entry). */
  commentId: number;
  /** An open task of `userId` on the application. */
  taskId: number;
  /** A signed-in USER of the organisation (ids in user-keyed routes such as /setup2fa/:userId). */
  userId: number;
  userEmail: string;
}

/** The users the fixture creates, by what they are for. */
export interface FixtureUsers {
  /** USER of organisation A. */
  userOfA: number;
  /** USER of organisation A with `authorized = false`. */
  unauthorizedOfA: number;
  /** USER of organisation B. */
  userOfB: number;
  /** MANAGER belonging to B and never linked to A. */
  managerNotLinked: number;
  /** MANAGER belonging to B whose link to A was removed after their token was issued. */
  managerLinkRemoved: number;
  /** MANAGER belonging to B and linked to A (a positive control, never a caller of the matrix). */
  managerOfA: number;
  /** ADMIN (belongs to B; may act for any organisation, so never a caller of the matrix). */
  admin: number;
}

export interface Fixture {
  /** The organisation every case targets: the main demo organisation. */
  orgA: OrganizationIds;
  /** The callers' organisation: another demo organisation. */
  orgB: OrganizationIds;
  users: FixtureUsers;
}

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
}

interface CaseCommon {
  /** Shown in the test name; defaults to the operation or `METHOD url`. */
  name?: string;
  /**
   * Set (to the reason) for operations meant for anonymous callers (sign-in, registration, password
   * reset, verify). Such cases are only checked to reveal no data of organisation A; they may change rows.
   */
  public?: string;
  /**
   * Set (to the reason) for operations that answer about the caller themselves (currentUser, logout,
   * the caller's own manager links): a non-empty answer is accepted as long as it holds nothing of
   * organisation A that the caller does not own.
   */
  callerScoped?: string;
}

export interface GraphQLCase extends CaseCommon {
  kind: 'graphql';
  /** The Query or Mutation field this case covers; it must be a root field of `request().query`. */
  operation: string;
  request: (fx: Fixture) => GraphQLRequest;
}

export type RestService = 'rest' | 'importer' | 'ai';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestCase extends CaseCommon {
  kind: 'rest';
  service: RestService;
  method: HttpMethod;
  /** The concrete path (and query) with organisation A's ids, e.g. `/managers/${fx.orgA.userId}`. */
  url: (fx: Fixture) => string;
  /** Sent as JSON unless it is a string or Buffer (then as is, with `headers` giving its type). */
  body?: (fx: Fixture) => unknown;
  headers?: (fx: Fixture) => Record<string, string>;
}

export type IsolationCase = GraphQLCase | RestCase;
