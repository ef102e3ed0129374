import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  AUTH_MESSAGES,
  FILE_MESSAGES,
  fileIdParamsSchema,
  fileKindSchema,
  fileUrlOf,
  readingProgressBodySchema,
  readingProgressResponseSchema,
  SERVER_MESSAGES,
  STAFF_ROLES,
  uploadResponseSchema,
} from '@prepshelf/contract';
import type { User } from '../../db/schema/index.ts';
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
} from './files.http.ts';
import { PREVIEW_MIME_TYPE } from './files.preview.ts';
import { base64LengthFor, tooLarge, type FileSizeLimits, type StagedFile } from './files.staging.ts';
import type { FilesService } from './files.service.ts';

const MINUTE = 60_000;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

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
 * The file routes. Registered in their own encapsulated scope: multipart and urlencoded bodies are
 * parsed here only, and only the upload route has a large body limit.
 */
export function registerFilesRoutes(
  app: FastifyInstance,
  deps: { files: FilesService; auth: AuthService; guards: Guards; limits: FileSizeLimits },
): void {
  const { files, auth, guards, limits } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const largestFile = Math.max(limits.pdf, limits.image);
  const largestBase64 = base64LengthFor(largestFile);

  // The older form, urlencoded: parsed here only, with room for a base64 PDF (percent-escapes included).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: Math.ceil(largestBase64 * 1.2) + 64 * 1024 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

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
      // The urlencoded parser has its own limit; multipart is streamed with the limits below.
      bodyLimit: Math.ceil(largestBase64 * 1.2) + 64 * 1024,
      config: { rateLimit: { max: 300, timeWindow: 15 * MINUTE } },
      // With a header token, refuse before reading a byte of the body.
      preHandler: async (request) => {
        if (readSessionToken(request) !== undefined) await authenticateUploader(request, undefined);
      },
      schema: {
        tags: ['files'],
        summary:
          'Upload a PDF or an image (Admin or Instructor): multipart field `file`, or the older base64 form with the token in an `AuthToken` field',
        response: { 200: uploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const fields: Record<string, string> = {};
      let staged: StagedFile | undefined;
      let partFilename: string | undefined;
      try {
        if (request.isMultipart()) {
          const parts = request.parts({
            limits: { fileSize: largestFile + 1024, fieldSize: largestBase64, files: 1, fields: 20, parts: 25 },
          });
          for await (const part of parts) {
            if (part.type === 'field') {
              if (part.valueTruncated) throw tooLarge('pdf', limits.pdf);
              fields[part.fieldname] = String(part.value);
              continue;
            }
            if (part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            // A file part is only read for a caller already known to be staff.
            await authenticateUploader(request, fields.AuthToken);
            staged = await files.stage(part.file);
            if (part.file.truncated) throw tooLarge(staged.type.kind, limits[staged.type.kind]);
            partFilename = part.filename;
          }
        } else if (request.body !== null && typeof request.body === 'object') {
          for (const [name, value] of Object.entries(request.body)) {
            if (typeof value === 'string') fields[name] = value;
          }
        }

        const uploader = await authenticateUploader(request, fields.AuthToken);
        const kind =
          fields.kind === undefined || fields.kind === '' ? undefined : fileKindSchema.safeParse(fields.kind);
        if (kind?.success === false) throw badRequest('kind must be pdf or image.');
        if (staged === undefined) {
          if (fields.file === undefined || fields.file.trim() === '') throw badRequest(FILE_MESSAGES.noFile);
          staged = await files.stageBase64(fields.file);
        }
        const toSave = staged;
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
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

    // If-Range with another validator: the client's copy is stale, so it gets the whole file.
    const ifRange = request.headers['if-range'];
    const range = ifRange !== undefined && ifRange !== etag ? undefined : parseRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('Content-Range', `bytes */${file.size}`)
        .send({ success: false, message: 'The requested range is not within the file.' });
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
}
