/**
 * An error whose message is safe to show to the caller. Routes throw it for expected failures;
 * anything else reaching the error handler is answered with a generic message.
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}
