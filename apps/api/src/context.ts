import { type AccountDeps, accountDeps } from '@grantflow/auth/account-deps';
import { type Authentication, authenticate } from '@grantflow/auth/authenticate';
import {
  assertAuthorized,
  effectiveOrganizationOf,
  requestedOrganizationIdOf,
  resolveEffectiveOrganization,
} from '@grantflow/auth/effective-organization';
import type { AuthOrganization, AuthUser } from '@grantflow/auth/user';
import type { Db } from '@grantflow/db/client';
import { DomainError } from '@grantflow/domain/shared/errors';
import { FIELD_ISSUES } from '@grantflow/domain/shared/issue-codes';
import type { SpreadsheetImportJob } from '@grantflow/queue/spreadsheet-import';
import type { FilingsProvider } from '@grantflow/use-cases/funder-filings/filings-provider';
import type DataLoader from 'dataloader';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentsContext, PendingUpload } from './documents/documents-deps.ts';
import { type SessionDelivery, sessionDelivery } from './session-delivery.ts';
import { markSignedIn } from './signed-in-requests.ts';

/** What Fastify hands to Yoga for every request. */
export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** A multipart upload's file, streamed in by documents/multipart-graphql.ts. */
  upload?: PendingUpload | undefined;
}

export interface Context {
  db: Db;
  authSecret: string;
  /** The bearer token's user and session, checked once per request; null when anonymous. */
  auth: Authentication | null;
  /** The signed-in, authorized user, or the 'unauthorized' error. */
  requireUser: () => AuthUser;
  /**
   * The organisation this request acts for: `requested` (an `organizationId` argument) when given, else
   * X-Organization-Id, else the user's own; checked against the caller's role, resolved once per id.
   */
  effectiveOrganization: (requested?: string | number | null) => Promise<AuthOrganization>;
  /** Mail, links and limits for the account operations (registration, reset, 2FA). */
  accounts: AccountDeps;
  /** The client's address (X-Forwarded-For from a trusted gateway), for per-address limits and audit. */
  clientAddress: string;
  /** Storage, file events, the upload limit and the download-link key (funder documents). */
  documents: DocumentsContext;
  /** Adds an on-demand Grants.gov sync to the importer's queue; absent where no queue is wired (tests). */
  requestOpportunitySync: (() => Promise<void>) | undefined;
  /** Adds a spreadsheet import's job to the importer's queue; absent where no queue is wired (tests). */
  enqueueSpreadsheetImport: ((payload: SpreadsheetImportJob) => Promise<void>) | undefined;
  /** The public 990 filings provider (ProPublica Nonprofit Explorer behind the SSRF guard). */
  filings: FilingsProvider;
  /**
   * The streamed file an `Upload` argument stands for (its value is the multipart layer's placeholder);
   * VALIDATION (file: required) when the request carried none. Each upload can be taken once.
   */
  takeUpload: (value: unknown) => PendingUpload;
  /** Hands sign-in tokens to the caller (body or HttpOnly cookie) and clears the cookie at logout. */
  session: SessionDelivery;
  /** The request's logger (its request id on every line). */
  log: FastifyBaseLogger;
  /**
   * This request's DataLoader made by `create` (one per factory and request, made on first use), so a field
   * resolved for every row of a list batches its reads and never shares a cache with another request.
   */
  loader: <K, V, C = K>(create: LoaderFactory<K, V, C>) => DataLoader<K, V, C>;
}

/** Makes a request's DataLoader; the factory itself is the loader's identity within the request. */
export type LoaderFactory<K, V, C = K> = (ctx: Context) => DataLoader<K, V, C>;

export interface ContextDeps {
  db: Db;
  authSecret: string;
  documents: DocumentsContext;
  requestOpportunitySync?: (() => Promise<void>) | undefined;
  enqueueSpreadsheetImport?: ((payload: SpreadsheetImportJob) => Promise<void>) | undefined;
  filings: FilingsProvider;
  /** Mailer, PUBLIC_URL, SUPPORT_EMAIL; left out → outbox mail and localhost links. */
  accounts?: Partial<Omit<AccountDeps, 'db' | 'authSecret'>> | undefined;
}

export const ORGANIZATION_HEADER = 'x-organization-id';

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function missingFile(): DomainError {
  return new DomainError('VALIDATION', FIELD_ISSUES.required.message, {
    details: { file: FIELD_ISSUES.required },
  });
}

export async function createContext(
  deps: ContextDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  upload?: PendingUpload,
): Promise<Context> {
  const header = headerValue(req.headers[ORGANIZATION_HEADER]);
  // One statement reads session, user, their organisation and the X-Organization-Id organisation.
  const auth = await authenticate(
    deps.db,
    headerValue(req.headers.authorization),
    deps.authSecret,
    requestedOrganizationIdOf(header),
  );
  if (auth) markSignedIn(req);
  let organization: Promise<AuthOrganization> | undefined;
  // Organisations named only by an argument: one statement each (packages/auth), once per id and request.
  const byArgument = new Map<number, Promise<AuthOrganization>>();
  const loaders = new Map<unknown, unknown>();
  const context: Context = {
    db: deps.db,
    authSecret: deps.authSecret,
    auth,
    accounts: accountDeps({ ...deps.accounts, db: deps.db, authSecret: deps.authSecret }),
    clientAddress: req.ip,
    documents: deps.documents,
    requestOpportunitySync: deps.requestOpportunitySync,
    enqueueSpreadsheetImport: deps.enqueueSpreadsheetImport,
    filings: deps.filings,
    takeUpload: (value) => {
      if (!upload || value !== upload.placeholder) throw missingFile();
      const taken = upload;
      upload = undefined;
      return taken;
    },
    session: sessionDelivery(req, reply),
    log: req.log,
    requireUser: () => {
      const user = auth?.user;
      assertAuthorized(user);
      return user;
    },
    effectiveOrganization: (requested) => {
      if (requested !== undefined && requested !== null && String(requested).trim() !== '') {
        // The web names the header's organisation in its arguments too: authentication already read that
        // organisation and the user's link to it, so the same rules apply to that row with no query.
        const id = requestedOrganizationIdOf(requested);
        if (id === null) return resolveEffectiveOrganization(deps.db, auth?.user, requested);
        if (id !== auth?.requested?.id) {
          let resolved = byArgument.get(id);
          if (!resolved) {
            resolved = resolveEffectiveOrganization(deps.db, auth?.user, id);
            byArgument.set(id, resolved);
          }
          return resolved;
        }
      }
      organization ??= Promise.resolve().then(() =>
        effectiveOrganizationOf(auth?.user, header, auth?.requested ?? null),
      );
      return organization;
    },
    loader: <K, V, C = K>(create: LoaderFactory<K, V, C>) => {
      let loader = loaders.get(create) as DataLoader<K, V, C> | undefined;
      if (!loader) {
        loader = create(context);
        loaders.set(create, loader);
      }
      return loader;
    },
  };
  return context;
}
