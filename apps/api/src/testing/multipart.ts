// A GraphQL multipart request (one file mapped to `variables.file`) as a body and headers, for tests that
// upload through Fastify's inject or a real socket.

export const BOUNDARY = '----grantflow-test-boundary';

export interface MultipartFile {
  filename: string;
  contentType: string;
}

/** The bytes before and after the file's content; the content goes in between. */
export function multipartFrame(
  operation: { query: string; variables: Record<string, unknown> },
  file: MultipartFile,
): { head: Buffer; tail: Buffer; contentType: string } {
  const operations = JSON.stringify({ ...operation, variables: { ...operation.variables, file: null } });
  const head = Buffer.from(
    [
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="operations"',
      '',
      operations,
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="map"',
      '',
      '{"0":["variables.file"]}',
      `--${BOUNDARY}`,
      `Content-Disposition: form-data; name="0"; filename="${file.filename.replace(/"/g, '%22')}"`,
      `Content-Type: ${file.contentType}`,
      '',
      '',
    ].join('\r\n'),
  );
  return {
    head,
    tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

/** The whole request body with `content` as the file. */
export function multipartBody(
  operation: { query: string; variables: Record<string, unknown> },
  file: MultipartFile & { content: Buffer | string },
): { payload: Buffer; headers: Record<string, string> } {
  const frame = multipartFrame(operation, file);
  return {
    payload: Buffer.concat([frame.head, Buffer.from(file.content), frame.tail]),
    headers: { 'content-type': frame.contentType },
  };
}
