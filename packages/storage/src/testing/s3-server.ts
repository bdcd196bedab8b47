import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

// A minimal S3-compatible server for tests, on 127.0.0.1 and a random port, path-style only, objects
// in memory. It implements exactly the calls @grantflow/storage makes (PutObject, the multipart
// calls and their listing, GetObject, HeadObject, DeleteObject, CopyObject, HeadBucket) and verifies each request's SigV4
// signature and payload hash the way S3 does. Every write replaces an object whole, as on S3.
// (s3rver was tried first: it writes objects non-atomically, failing the concurrent-write contract,
// and does not check V4 signatures.)

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `METHOD path?query` of every authenticated request, in order. */
  requests: string[];
  /** Requests refused for a missing, malformed or wrong signature. */
  refused: string[];
  /** Multipart uploads begun and neither completed nor aborted. */
  openUploads(): number;
  close(): Promise<void>;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  modified: Date;
}

const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const xml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startS3TestServer(): Promise<S3TestServer> {
  const bucket = 'grantflow-test';
  const region = 'us-east-1';
  const accessKeyId = 'GRANTFLOWTESTKEY';
  const secretAccessKey = randomUUID();
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<
    string,
    { key: string; contentType: string; parts: Map<number, Buffer>; initiated: Date }
  >();
  const requests: string[] = [];
  const refused: string[] = [];

  function verify(request: IncomingMessage, body: Buffer): boolean {
    const match = SIGV4.exec(request.headers.authorization ?? '');
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (
      !match ||
      match[1] !== accessKeyId ||
      match[3] !== region ||
      !amzDate.startsWith(match[2] as string)
    ) {
      return false;
    }
    const signedHeaders = (match[4] as string).split(';');
    if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((name) => signedHeaders.includes(name)))
      return false;
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
    const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?', 2);
    const query = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [name = '', value = ''] = pair.split('=', 2).map((part) => decodeURIComponent(part));
        return `${rfc3986(name)}=${rfc3986(value)}`;
      })
      .sort()
      .join('&');
    const headers = signedHeaders
      .map(
        (name) =>
          `${name}:${String(request.headers[name] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [request.method, rawPath, query, headers, match[4], payloadHash].join('\n');
    const scope = `${match[2]}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    let key = hmac(`AWS4${secretAccessKey}`, match[2] as string);
    for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
    const expected = Buffer.from(createHmac('sha256', key).update(toSign).digest('hex'));
    return timingSafeEqual(expected, Buffer.from(match[5] as string));
  }

  function send(
    response: ServerResponse,
    status: number,
    payload = '',
    headers: Record<string, string> = {},
  ) {
    response.writeHead(status, payload ? { 'content-type': 'application/xml', ...headers } : headers);
    response.end(payload ? `<?xml version="1.0" encoding="UTF-8"?>${payload}` : undefined);
  }
  const fail = (response: ServerResponse, status: number, code: string) =>
    send(response, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);

  function store(key: string, body: Buffer, contentType: string): StoredObject {
    const object = {
      body,
      contentType,
      etag: `"${createHash('md5').update(body).digest('hex')}"`,
      modified: new Date(),
    };
    objects.set(key, object);
    return object;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await buffer(request);
    const line = `${request.method} ${request.url}`;
    if (!verify(request, body)) {
      refused.push(line);
      return fail(response, 403, 'SignatureDoesNotMatch');
    }
    requests.push(line);
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const [, bucketName, ...rest] = url.pathname.split('/');
    if (bucketName !== bucket) return fail(response, 404, 'NoSuchBucket');
    const key = decodeURIComponent(rest.join('/'));
    // HeadBucket: the bucket exists (a missing one answered 404 above).
    if (request.method === 'HEAD' && key === '') return send(response, 200);
    const query = url.searchParams;
    const uploadId = query.get('uploadId');
    const contentType = String(request.headers['content-type'] ?? 'application/octet-stream');
    // HeadBucket: the bucket exists and these keys may use it.
    if (request.method === 'HEAD' && key === '') return send(response, 200);

    if (request.method === 'POST' && query.has('uploads')) {
      const id = randomUUID();
      uploads.set(id, { key, contentType, parts: new Map(), initiated: new Date() });
      return send(
        response,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xml(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (request.method === 'GET' && query.has('uploads') && key === '') {
      const prefix = query.get('prefix') ?? '';
      const listed = [...uploads]
        .filter(([, upload]) => upload.key.startsWith(prefix))
        .map(
          ([id, upload]) =>
            `<Upload><Key>${xml(upload.key)}</Key><UploadId>${id}</UploadId><Initiated>${upload.initiated.toISOString()}</Initiated></Upload>`,
        );
      return send(
        response,
        200,
        `<ListMultipartUploadsResult><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${listed.join('')}</ListMultipartUploadsResult>`,
      );
    }
    if (uploadId !== null) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key) return fail(response, 404, 'NoSuchUpload');
      if (request.method === 'PUT') {
        const part = Number(query.get('partNumber'));
        upload.parts.set(part, body);
        return send(response, 200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      }
      if (request.method === 'DELETE') {
        uploads.delete(uploadId);
        return send(response, 204);
      }
      if (request.method === 'POST') {
        const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
          Number(m[1]),
        );
        if (numbers.length === 0 || numbers.some((n) => !upload.parts.has(n)))
          return fail(response, 400, 'InvalidPart');
        const object = store(
          key,
          Buffer.concat(numbers.map((n) => upload.parts.get(n) as Buffer)),
          upload.contentType,
        );
        uploads.delete(uploadId);
        return send(
          response,
          200,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xml(key)}</Key><ETag>${xml(object.etag)}</ETag></CompleteMultipartUploadResult>`,
        );
      }
    }
    if (request.method === 'PUT' && request.headers['x-amz-copy-source']) {
      const source = decodeURIComponent(String(request.headers['x-amz-copy-source'])).replace(/^\//, '');
      const from = source.startsWith(`${bucket}/`) ? objects.get(source.slice(bucket.length + 1)) : undefined;
      if (!from) return fail(response, 404, 'NoSuchKey');
      const object = store(key, from.body, from.contentType);
      return send(
        response,
        200,
        `<CopyObjectResult><ETag>${xml(object.etag)}</ETag><LastModified>${object.modified.toISOString()}</LastModified></CopyObjectResult>`,
      );
    }
    if (request.method === 'PUT') {
      const object = store(key, body, contentType);
      return send(response, 200, '', { etag: object.etag });
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return send(response, 204);
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const object = objects.get(key);
      if (!object) return request.method === 'HEAD' ? send(response, 404) : fail(response, 404, 'NoSuchKey');
      response.writeHead(200, {
        'content-type': object.contentType,
        'content-length': String(object.body.length),
        etag: object.etag,
        'last-modified': object.modified.toUTCString(),
      });
      response.end(request.method === 'GET' ? object.body : undefined);
      return;
    }
    return fail(response, 501, 'NotImplemented');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => fail(response, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    requests,
    refused,
    openUploads: () => uploads.size,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
