import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  FIELD_MESSAGES,
  FILE_MESSAGES,
  fileIdParamsSchema,
  fileItemResponseSchema,
  fileKindSchema,
  filePageFindQuerySchema,
  filePageFindResponseSchema,
  fileUrlOf,
  readingProgressBodySchema,
  readingProgressResponseSchema,
  SERVER_MESSAGES,
  STAFF_ROLES,
  uploadResponseSchema,
} from '@prepshelf/contract';
import { Readable, type Transform } from 'node:stream';
import type { User } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import { readSessionToken, type Guards } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import {
  contentDispositionOf,
  etagOf,
  IMAGE_CACHE_CONTROL,
  matchesIfNoneMatch,
  parseRange,
  PDF_CACHE_CONTROL,
  varyOnSession,
} from './files.http.ts';
import { PREVIEW_MIME_TYPE } from './files.preview.ts';
import {
  createBase64Decoder,
  createUploadBudget,
  FIELD_TOO_LONG,
  FORM_FIELD_LIMIT,
  readUrlencodedForm,
} from './files.legacy-form.ts';
import { base64LengthFor, tooLarge, type FileSizeLimits, type StagedFile } from './files.staging.ts';
import type { FilesService } from './files.service.ts';
import { errorResponses } from '../../lib/route-replies.ts';

const MINUTE = 60_000;
const errors = errorResponses(400, 401, 403, 404, 413, 415, 429);

/**
 * busboy's words for a body that is not well-formed multipart (no boundary, a part cut short, a broken
 * header). They arrive as plain errors, from the parser or from the file stream being staged.
 */
const MALFORMED_MULTIPART = /boundary not found|unexpected end of (form|file|multipart data)|malformed part header/i;

function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    !(error instanceof AppError) &&
    !('statusCode' in error) &&
    MALFORMED_MULTIPART.test(error.message)
  );
}

/** A token sent in a form field, read like the header: empty, "null" or "undefined" is no token. */
function tokenFromField(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (token === undefined || token === '' || token === 'null' || token === 'undefined') return undefined;
  return token.length <= 200 ? token : undefined;
}

/**
 * `source` through each of `steps`, joined only when the result is first read (so that no step can
 * fail before a consumer listens), with a failure anywhere ending the whole chain.
 */
function chain(source: Readable, steps: readonly Transform[]): Readable {
  return Readable.from(
    (async function* () {
      let current: Readable = source;
      for (const step of steps) {
        const upstream = current;
        upstream.on('error', (error) => step.destroy(error));
        current = upstream.pipe(step);
      }
      for await (const chunk of current) yield chunk as Buffer;
    })(),
    { objectMode: false },
  );
}

/**
 * The file routes. Registered in their own encapsulated scope: multipart and urlencoded bodies are
 * parsed here only, and only the upload route has a large body limit.
 */
export function registerFilesRoutes(
  app: FastifyInstance,
  deps: { files: FilesService; auth: AuthService; guards: Guards; limits: FileSizeLimits; clock: Clock },
): void {
  const { files, auth, guards, limits, clock } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const largestBase64 = base64LengthFor(Math.max(limits.pdf, limits.image));

  // The older form, urlencoded: read by the route as a stream (readUrlencodedForm), never buffered whole.
  const formBodies = new WeakMap<FastifyRequest, Readable>();
  app.addContentTypeParser('application/x-www-form-urlencoded', (request, payload, done) => {
    formBodies.set(request, payload);
    done(null, undefined);
  });

  // Bytes read before the caller is known to be staff, per address: twice the largest base64 file per 15 minutes.
  const budget = createUploadBudget({ bytesPerWindow: 2 * largestBase64, windowMs: 15 * MINUTE, clock });

  /** Staff only: the AuthToken header first, else the older form's AuthToken field. */
  async function authenticateUploader(request: FastifyRequest, fieldToken: string | undefined): Promise<User> {
    if (request.user) return request.user;
    const token = readSessionToken(request) ?? tokenFromField(fieldToken);
    if (token === undefined) throw unauthorized(SERVER_MESSAGES.notLoggedIn);
    const session = await auth.authenticate(token);
    if (!session) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    if (!STAFF_ROLES.includes(session.user.role)) throw forbidden(SERVER_MESSAGES.forbidden);
    request.user = session.user;
    request.sessionTokenHash = session.sessionTokenHash;
    return session.user;
  }

  routes.post(
    '/api/files/upload',
    {
      config: { rateLimit: { max: 300, timeWindow: 15 * MINUTE } },
      // With a header token, refuse before reading a byte of the body; without one, an address whose
      // unauthenticated upload bytes are spent is refused before reading too.
      preHandler: async (request) => {
        if (readSessionToken(request) !== undefined) await authenticateUploader(request, undefined);
        else budget.assertAvailable(request.ip);
      },
      schema: {
        tags: ['files'],
        summary:
          'Upload a PDF or an image (Admin or Instructor): multipart field `file`, or the older base64 form with the token in an `AuthToken` field',
        response: { 200: uploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const fields: Record<string, string> = {};
      const address = request.ip;
      let staged: StagedFile | undefined;
      let partFilename: string | undefined;
      let charged = () => 0;
      let isBodyRead = false;

      const onField = async (name: string, value: string) => {
        if (value.includes('\u0000') || name.includes('\u0000')) throw badRequest(SERVER_MESSAGES.nulCharacter);
        fields[name] = value;
        // The older form's token is checked as soon as it arrives: a bad one stops the upload unread.
        if (name === 'AuthToken' && request.user === undefined && tokenFromField(value) !== undefined) {
          await authenticateUploader(request, value);
        }
      };
      /** The older form's base64 text, decoded and staged as it streams (metered while the caller is unknown). */
      const stageBase64 = async (text: Readable) => {
        if (staged !== undefined) throw badRequest(FILE_MESSAGES.onePerUpload);
        const steps: Transform[] = [];
        if (request.user === undefined) {
          const meter = budget.meter(address);
          charged = meter.charged;
          steps.push(meter.stream);
        }
        steps.push(createBase64Decoder());
        staged = await files.stage(chain(text, steps));
      };

      try {
        if (request.isMultipart()) {
          const parts = request.parts({
            limits: { fileSize: largestBase64 + 1024, fieldSize: FORM_FIELD_LIMIT, files: 1, fields: 20, parts: 25 },
            // The older form's `file` text field is streamed like a file, never held as a field value.
            isPartAFile: (name: string, contentType: string, filename: string | undefined) =>
              name === 'file' || filename !== undefined || contentType === 'application/octet-stream',
          } as Parameters<typeof request.parts>[0]);
          for await (const part of parts) {
            // RFC 7578 gives every part a name; busboy hands a nameless one on with no fieldname at all.
            if (typeof part.fieldname !== 'string' || part.fieldname === '') {
              if (part.type === 'file') part.file.resume();
              throw badRequest(SERVER_MESSAGES.malformedMultipart);
            }
            if (part.type === 'field') {
              if (part.valueTruncated) throw badRequest(FIELD_TOO_LONG);
              await onField(part.fieldname, String(part.value));
              continue;
            }
            if (part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            if (part.filename === undefined) {
              await stageBase64(part.file);
            } else {
              // A file part's raw bytes are only read for a caller already known to be staff.
              await authenticateUploader(request, fields.AuthToken);
              staged = await files.stage(part.file);
              partFilename = part.filename;
            }
            if (part.file.truncated) {
              const kind = staged?.type.kind ?? 'pdf';
              throw tooLarge(kind, limits[kind]);
            }
          }
        } else if (formBodies.has(request)) {
          await readUrlencodedForm(formBodies.get(request)!, { onField, onFile: stageBase64 });
        } else if (request.body !== null && typeof request.body === 'object') {
          for (const [name, value] of Object.entries(request.body)) {
            if (typeof value === 'string' && name !== 'file') await onField(name, value);
          }
          const text = (request.body as Record<string, unknown>).file;
          if (typeof text === 'string' && text.trim() !== '') await stageBase64(Readable.from([text]));
        }
        isBodyRead = true;

        const uploader = await authenticateUploader(request, fields.AuthToken);
        // Bytes of a staff member's upload do not count against the address.
        budget.refund(address, charged());
        const kind =
          fields.kind === undefined || fields.kind === '' ? undefined : fileKindSchema.safeParse(fields.kind);
        if (kind?.success === false) throw badRequest(FIELD_MESSAGES.fileKind);
        if (staged === undefined) throw badRequest(FILE_MESSAGES.noFile);
        const toSave: StagedFile = staged;
        staged = undefined;
        const result = await files.saveUpload(toSave, {
          uploader,
          originalName: fields.filename ?? partFilename,
          kind: kind?.data,
        });
        return {
          success: true as const,
          message: result.isDuplicate ? FILE_MESSAGES.duplicate : FILE_MESSAGES.uploaded,
          url: fileUrlOf(result.fileId),
          ...result,
        };
      } catch (error) {
        // Refused before the body was read: the rest is not worth reading, so the connection closes.
        if (!isBodyRead) void reply.header('Connection', 'close');
        if (isMalformedMultipart(error)) throw badRequest(SERVER_MESSAGES.malformedMultipart);
        throw error;
      } finally {
        if (staged !== undefined) await files.discard(staged);
      }
    },
  );

  async function serveFile(
    request: FastifyRequest<{ Params: { fileId: string } }>,
    reply: FastifyReply,
    isHead: boolean,
  ): Promise<FastifyReply> {
    const file = await files.findReadableFile(request.user, request.params.fileId);
    const etag = etagOf(file);
    void reply
      .header('ETag', etag)
      .header('Cache-Control', file.kind === 'pdf' ? PDF_CACHE_CONTROL : IMAGE_CACHE_CONTROL)
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', contentDispositionOf(file));
    if (file.kind === 'pdf') varyOnSession(reply);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

    // If-Range with another validator: the client's copy is stale, so it gets the whole file.
    const ifRange = request.headers['if-range'];
    const range = ifRange !== undefined && ifRange !== etag ? undefined : parseRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('Content-Range', `bytes */${file.size}`)
        .send({ success: false, message: FILE_MESSAGES.rangeNotSatisfiable });
    }
    const length = range ? range.end - range.start + 1 : file.size;
    void reply.header('Content-Type', file.mimeType).header('Content-Length', String(length));
    if (range) void reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    if (isHead) return reply.send();
    const object = await files.openContent(file, range);
    return reply.send(object.stream);
  }

  const serveSchema = {
    tags: ['files'],
    params: fileIdParamsSchema,
    summary: 'A stored file, with byte ranges: images to anyone, PDFs to a logged-in user who may see an item using it',
  };
  routes.get(
    '/api/files/:fileId',
    { preHandler: guards.optionalUser, exposeHeadRoute: false, compress: false, schema: serveSchema },
    (request, reply) => serveFile(request, reply, false),
  );
  routes.head(
    '/api/files/:fileId',
    { preHandler: guards.optionalUser, compress: false, schema: serveSchema },
    (request, reply) => serveFile(request, reply, true),
  );

  routes.get(
    '/api/files/:fileId/preview',
    {
      preHandler: guards.optionalUser,
      compress: false,
      schema: {
        tags: ['files'],
        summary: 'The first-page image (WebP) of a PDF, to whoever may read the PDF; 404 until it has been made',
        params: fileIdParamsSchema,
      },
    },
    async (request, reply) => {
      const preview = await files.openPreview(request.user, request.params.fileId);
      varyOnSession(reply);
      return reply
        .header('Content-Type', PREVIEW_MIME_TYPE)
        .header('Content-Length', String(preview.size))
        .header('Cache-Control', PDF_CACHE_CONTROL)
        .header('X-Content-Type-Options', 'nosniff')
        .send(preview.stream);
    },
  );

  routes.put(
    '/api/files/:fileId/progress',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['files'],
        summary: 'Save the page the caller last read in a PDF',
        params: fileIdParamsSchema,
        body: readingProgressBodySchema,
        response: { 200: readingProgressResponseSchema, ...errors },
      },
    },
    async (request) => {
      const progress = await files.saveReadingProgress(request.user!, request.params.fileId, request.body);
      return { success: true as const, message: FILE_MESSAGES.progressSaved, ...progress };
    },
  );

  routes.get(
    '/api/files/:fileId/progress',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['files'],
        summary: 'The page the caller last read in a PDF (0 when none)',
        params: fileIdParamsSchema,
        response: { 200: readingProgressResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await files.findReadingProgress(request.user!, request.params.fileId)),
    }),
  );

  // The reader's find before the whole file is on the device: which pages hold the words, from the page
  // text stored for search. Exactly as visible as the file itself (404 otherwise).
  routes.get(
    '/api/files/:fileId/find',
    {
      preHandler: guards.optionalUser,
      schema: {
        tags: ['files'],
        summary: 'The pages of a PDF the caller may read whose text holds the words `q`',
        params: fileIdParamsSchema,
        querystring: filePageFindQuerySchema,
        response: { 200: filePageFindResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await files.findPagesWithWords(request.user, request.params.fileId, request.query.q);
      varyOnSession(reply);
      void reply.header('Cache-Control', 'private, no-cache');
      return { success: true as const, ...found };
    },
  );

  routes.get(
    '/api/files/:fileId/item',
    {
      preHandler: guards.optionalUser,
      schema: {
        tags: ['files'],
        summary: 'A note or PYQ using the PDF that the caller may see (its title for the reader), or null',
        params: fileIdParamsSchema,
        response: { 200: fileItemResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await files.findItemOfFile(request.user, request.params.fileId);
      varyOnSession(reply);
      void reply.header('Cache-Control', 'private, no-cache');
      return { success: true as const, item };
    },
  );
}
