/**
 * The one error type services throw. The error handler turns it into `{success:false, message}`
 * with `statusCode`; services stay free of HTTP details other than the code.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  /** Seconds, for 429 answers. */
  readonly retryAfterSeconds: number | undefined;
  /** More fields for the answer's body, beside success and message (e.g. `needsVerification`). */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: { retryAfterSeconds?: number; cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, { cause: options.cause });
    this.statusCode = statusCode;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retryAfterSeconds });
