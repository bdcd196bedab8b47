import { randomUUID } from 'node:crypto';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import { StorageError } from '@grantflow/storage/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GrantflowYoga } from '../yoga.ts';
import type { PendingUpload } from './documents-deps.ts';

// The GraphQL multipart request spec (https://github.com/jaydenseric/graphql-multipart-request-spec) parsed
// here, in the Fastify layer, instead of by Yoga: Yoga (@whatwg-node/node-fetch `formData()`) collects each
// file part into memory before the resolver runs, so a 50 MB upload would cost 50 MB of heap per request.
// Busboy hands over the file part as a stream, the operation is executed through Yoga with the stream in
// its server context, and `uploadFile` pipes it into storage as it arrives.
//
// Accepted: fields `operations` (one operation, no batch) and `map` (one file mapped to one top-level
// variable, `variables.<name>`), then exactly one file part. Anything else is a 400.

/** Room for the multipart framing and the two JSON fields beyond the file itself. */
const FRAMING_BYTES = 256 * 1024;
const FIELD_BYTES = 64 * 1024;

export const isMultipart = (req: FastifyRequest) =>
  (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

function errorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

class MultipartError extends Error {}

interface Operation {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  extensions?: unknown;
}

/** The operation with `placeholder` where the file goes; throws MultipartError on anything unexpected. */
function operationWithPlaceholder(
  operations: string | undefined,
  map: string | undefined,
  fileField: string,
  placeholder: string,
): Operation {
  let parsed: unknown;
  let mapping: unknown;
  try {
    parsed = JSON.parse(operations ?? '');
    mapping = JSON.parse(map ?? '');
  } catch {
    throw new MultipartError('operations and map must come first, as JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new MultipartError('one operation per upload request');
  }
  const operation = parsed as Operation;
  if (typeof operation.query !== 'string') throw new MultipartError('the operation has no query');
  const entries = typeof mapping === 'object' && mapping !== null ? Object.entries(mapping) : [];
  const [entry] = entries;
  const paths = entry?.[1];
  if (entries.length !== 1 || entry?.[0] !== fileField || !Array.isArray(paths) || paths.length !== 1) {
    throw new MultipartError('map must name the one file part and one variable');
  }
  const match = /^variables\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(String(paths[0]));
  if (!match?.[1]) throw new MultipartError('the file must map to a top-level variable');
  return { ...operation, variables: { ...(operation.variables ?? {}), [match[1]]: placeholder } };
}

export interface MultipartDeps {
  yoga: GrantflowYoga;
  maxUploadBytes: number;
}

/**
 * Answers a multipart POST /graphql. FILE_TOO_LARGE answers 413 (also before reading anything when the
 * declared length is already past the limit); a malformed request 400; everything else is Yoga's answer.
 */
export async function handleMultipartGraphQL(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: MultipartDeps,
): Promise<FastifyReply> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > deps.maxUploadBytes + FRAMING_BYTES) {
    reply.header('connection', 'close');
    return reply.code(413).send(errorBody('The file is larger than the upload limit.', 'FILE_TOO_LARGE'));
  }
  let busboy: ReturnType<typeof Busboy>;
  try {
    busboy = Busboy({
      headers: req.headers as BusboyHeaders,
      // Keep the name as sent: a '../x' is refused by validation with a field error, not silently cut.
      preservePath: true,
      limits: {
        fields: 2,
        files: 1,
        parts: 3,
        fieldSize: FIELD_BYTES,
        // One byte past the limit reaches storage, whose byte limit then fails the upload with TOO_LARGE.
        fileSize: deps.maxUploadBytes + 1,
      },
    });
  } catch {
    return reply.code(400).send(errorBody('Invalid multipart request', 'BAD_REQUEST'));
  }

  const fields: Record<string, string> = {};
  let upload: PendingUpload | undefined;
  const answer = new Promise<Response>((resolve, reject) => {
    busboy.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (valueTruncated) reject(new MultipartError(`${name} is too long`));
      fields[name] = value;
    });
    busboy.on('file', (field: string, stream, filename: string, _encoding: string, mimeType: string) => {
      const placeholder = `upload:${randomUUID()}`;
      let operation: Operation;
      try {
        operation = operationWithPlaceholder(fields.operations, fields.map, field, placeholder);
      } catch (error) {
        stream.resume();
        reject(error);
        return;
      }
      stream.on('limit', () => stream.destroy(new StorageError('TOO_LARGE', 'upload past MAX_UPLOAD_MB')));
      upload = { placeholder, filename, declaredType: mimeType || undefined, body: stream };
      const request = new Request(`http://localhost${req.url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(operation),
      });
      Promise.resolve(deps.yoga.fetch(request, { req, reply, upload })).then(resolve, reject);
    });
    busboy.on('finish', () => {
      if (!upload) reject(new MultipartError('no file part'));
    });
    busboy.on('error', (error: unknown) => reject(new MultipartError(String(error))));
  });
  req.raw.pipe(busboy);

  let response: Response;
  try {
    response = await answer;
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    finish(req, upload);
    return reply.code(400).send(errorBody('Invalid multipart request', 'BAD_REQUEST'));
  }
  const text = await response.text();
  finish(req, upload);
  const tooLarge = hasErrorCode(text, 'FILE_TOO_LARGE');
  response.headers.forEach((value, key) => {
    if (key !== 'content-length') reply.header(key, value);
  });
  if (tooLarge) reply.header('connection', 'close');
  return reply.code(tooLarge ? 413 : response.status).send(text);
}

/** Whatever of the request is still unread is drained past the parser (a refused upload stops reading). */
function finish(req: FastifyRequest, upload: PendingUpload | undefined): void {
  req.raw.unpipe();
  if (upload && !upload.body.destroyed) upload.body.destroy();
  req.raw.resume();
}

function hasErrorCode(body: string, code: string): boolean {
  try {
    const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: unknown } }[] };
    return parsed.errors?.some((error) => error.extensions?.code === code) ?? false;
  } catch {
    return false;
  }
}
