import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@prepshelf/contract';
import { databaseUnavailability } from '../db/unavailable.ts';
import { AppError, badRequest } from '../lib/errors.ts';

/** Fastify's own 4xx errors, each with a sentence a person can read. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: SERVER_MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: SERVER_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SERVER_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: SERVER_MESSAGES.contentLengthMismatch,
  FST_ERR_BAD_URL: SERVER_MESSAGES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: SERVER_MESSAGES.uriTooLong,
  // @fastify/multipart's limits ("reach files limit" and the like).
  FST_FILES_LIMIT: SERVER_MESSAGES.tooManyParts,
  FST_PARTS_LIMIT: SERVER_MESSAGES.tooManyParts,
  FST_FIELDS_LIMIT: SERVER_MESSAGES.tooManyParts,
  FST_REQ_FILE_TOO_LARGE: SERVER_MESSAGES.bodyTooLarge,
  FST_PROTO_VIOLATION: SERVER_MESSAGES.malformedMultipart,
  FST_MP_PREMATURE_CLOSE: SERVER_MESSAGES.malformedMultipart,
};

/**
 * Errors the router meets before any route runs (a malformed or too long address): the same
 * `{success:false, message}` as every other answer (Fastify's `frameworkErrors`).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(statusCode)
    .send({ success: false, message: FRAMEWORK_MESSAGES[error.code] ?? SERVER_MESSAGES.badUrl });
}

/**
 * Errors Node's HTTP parser meets before there is a request (a body too slow to arrive, headers too
 * large, bytes that are not HTTP): answered with `{success:false, message}` and the connection closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', SERVER_MESSAGES.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', SERVER_MESSAGES.headersTooLarge]
        : [400, 'Bad Request', SERVER_MESSAGES.badHttpRequest];
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** "Email: Invalid email address" — names the field without echoing the value. */
function describeValidation(issues: readonly ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  const path =
    first?.params?.issue?.path?.map(String).join('.') ?? first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  const message = first?.params?.issue?.message ?? first?.message ?? 'is invalid';
  if (path) return `${path}: ${message}`;
  return context === 'body' ? `The request body is invalid: ${message}` : `Invalid ${context ?? 'input'}: ${message}`;
}

/** True when a string anywhere in a parsed request part (query, params, body) holds a NUL character. */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => containsNulCharacter(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNulCharacter(item, depth + 1));
}

/**
 * One error model for the whole API (contract §2): every failure answers `{success:false, message}`
 * with a real status code, and no stack trace or internal detail ever reaches a client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // Older clients send Content-Type: application/json with an empty body on GET/DELETE/PATCH:
  // an empty body is no body (contract §2). Everything else goes through Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  // PostgreSQL cannot store NUL in text: refuse it at the edge as bad input, before any route runs.
  app.addHook('preValidation', (request, _reply, done) => {
    const hasNul =
      containsNulCharacter(request.query) || containsNulCharacter(request.params) || containsNulCharacter(request.body);
    done(hasNul ? badRequest(SERVER_MESSAGES.nulCharacter) : undefined);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(error.retryAfterSeconds));
      if (error.statusCode >= 500) request.log.error({ err: error }, 'service error');
      return reply.status(error.statusCode).send({ ...error.details, success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ success: false, message: describeValidation(error.validation, error.validationContext) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ success: false, message: SERVER_MESSAGES.internal });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      if (statusCode === 429) {
        return reply.status(429).send({ success: false, message: error.message || SERVER_MESSAGES.tooManyRequests });
      }
      const message =
        FRAMEWORK_MESSAGES[error.code] ??
        (error.validation ? describeValidation(error.validation, error.validationContext) : error.message);
      return reply.status(statusCode).send({ success: false, message });
    }
    const unavailable = databaseUnavailability(error);
    if (unavailable !== undefined) {
      // Overload or an outage, not a bug: say so, and when to try again, instead of a bare 500.
      request.log.warn({ err: error }, `database ${unavailable}`);
      return reply
        .status(503)
        .header('Retry-After', unavailable === 'busy' ? '1' : '5')
        .send({
          success: false,
          message: unavailable === 'busy' ? SERVER_MESSAGES.busy : SERVER_MESSAGES.databaseDown,
        });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(statusCode >= 500 && statusCode < 600 ? statusCode : 500).send({
      success: false,
      message: statusCode === 503 ? SERVER_MESSAGES.databaseDown : SERVER_MESSAGES.internal,
    });
  });
}
