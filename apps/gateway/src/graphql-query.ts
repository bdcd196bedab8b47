/**
 * Tells a GraphQL query (read-only, safe to send twice) from anything else (issue 12, finding 10): a
 * request whose connection died before any answer may or may not have reached the api, so only a
 * request that changes nothing when run twice may be sent again. A mutation, a subscription, a batch,
 * an unparsable or oversize body, or a document whose chosen operation is ambiguous is never a query.
 */
import { Kind, type OperationDefinitionNode, parse } from 'graphql';

/** Bodies larger than this are not parsed at all (a query worth re-sending is small). */
export const MAX_CLASSIFIED_BODY_BYTES = 64 * 1024;

function chosenOperation(query: string, operationName: unknown): OperationDefinitionNode | undefined {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query, { noLocation: true }).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return undefined;
  }
  // As the GraphQL spec picks it: by name when given, else the only operation of the document.
  if (typeof operationName === 'string' && operationName !== '') {
    return operations.find((operation) => operation.name?.value === operationName);
  }
  return operations.length === 1 ? operations[0] : undefined;
}

/** True only for a GraphQL-over-HTTP POST body (a JSON string) whose operation to run is a query. */
export function isGraphqlQueryBody(body: unknown): boolean {
  if (typeof body !== 'string' || Buffer.byteLength(body) > MAX_CLASSIFIED_BODY_BYTES) return false;
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch {
    return false;
  }
  if (request === null || typeof request !== 'object' || Array.isArray(request)) return false;
  const { query, operationName } = request as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  return chosenOperation(query, operationName)?.operation === 'query';
}
