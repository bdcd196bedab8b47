import { createGraphQLError, type Plugin } from 'graphql-yoga';

// Two answers of Yoga's request parsing that were not GraphQL responses: a GET whose `variables` or
// `extensions` parameter is not JSON threw a plain SyntaxError (masked as INTERNAL, logged as a bug), and
// a body type Yoga has no parser for (text/plain, which Fastify reads) got a 415 with an empty body.

const UNSUPPORTED_BODY = JSON.stringify({
  errors: [
    {
      message: 'Send the GraphQL request as application/json (or multipart/form-data for uploads).',
      extensions: { code: 'BAD_REQUEST' },
    },
  ],
});

export function useRequestParseErrors(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, endResponse, fetchAPI }) {
      // Other methods are Yoga's coded 405 (with Allow), checked after the plugins.
      if (request.method !== 'GET' && request.method !== 'POST') return;
      if (!requestParser) {
        return endResponse(
          new fetchAPI.Response(UNSUPPORTED_BODY, {
            status: 415,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          }),
        );
      }
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          throw createGraphQLError('The variables or extensions parameter is not valid JSON.', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      });
    },
  };
}
