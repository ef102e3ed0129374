// Request and response schemas of the file calls (contract §3).
import { z } from './zod.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { VALIDATION } from './messages.ts';

export const FILE_KINDS = ['pdf', 'image'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Upload limits by kind, in bytes (the server may be configured lower or higher). */
export const FILE_SIZE_LIMITS: Readonly<Record<FileKind, number>> = {
  pdf: 50 * 1024 * 1024,
  image: 5 * 1024 * 1024,
};

/** The image types the server accepts; SVG is refused (it can carry script). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** A file id is the SHA-256 of its bytes, in lower-case hex. */
export const FILE_ID_PATTERN = /^[0-9a-f]{64}$/;

/** The path a stored file is served from. */
export const fileUrlOf = (fileId: string): string => `/api/files/${fileId}`;
/** The first-page image of a stored PDF (WebP), read under the PDF's own rules. */
export const filePreviewUrlOf = (fileId: string): string => `/api/files/${fileId}/preview`;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const FILE_MESSAGES = {
  notAccepted: 'This kind of file is not accepted. Upload a PDF or an image.',
  notPdf: VALIDATION.notesPdf,
  notImage: 'Please upload an image: PNG, JPEG, GIF or WebP.',
  noFile: 'Please choose a file to upload.',
  emptyFile: 'The file is empty.',
  badBase64: 'The file content is not valid base64.',
  notFound: 'File not found.',
  uploaded: 'File uploaded successfully!',
  duplicate: 'This file was uploaded before; the stored copy is used.',
  progressSaved: 'Reading progress saved.',
  progressPdfOnly: 'Reading progress is kept for PDFs only.',
  pageBeyondEnd: 'The page is beyond the end of the document.',
  noPreview: 'This PDF has no preview image yet.',
  onePerUpload: 'Send one file per upload.',
  rangeNotSatisfiable: 'The requested range is not within the file.',
  tooManyFormFields: 'The form has too many fields.',
  tooManyUploadBytes: 'Too many upload bytes from this address. Please try again later.',
  tooLarge: (kind: FileKind, limit: number) =>
    `The ${kind === 'pdf' ? 'PDF' : 'image'} is too large: the limit is ${megabytes(limit)}.`,
} as const;

export const fileKindSchema = z.enum(FILE_KINDS, { error: FIELD_MESSAGES.fileKind });

/**
 * The older upload form, urlencoded (or multipart text fields): the content in base64 and the token
 * in a field. Only used to describe and validate the urlencoded body; multipart is read as a stream.
 */
export const legacyUploadBodySchema = z.object({
  file: z.string({ error: FILE_MESSAGES.noFile }).min(1, FILE_MESSAGES.noFile),
  filename: z.string().max(1000).optional(),
  AuthToken: z.string().max(1000).optional(),
  requestType: z.string().max(100).optional(),
  kind: fileKindSchema.optional(),
});
export type LegacyUploadBody = z.infer<typeof legacyUploadBodySchema>;

export const FILE_USAGE_TYPES = ['note', 'pyq', 'course'] as const;
export const fileUsageSchema = z.object({
  type: z.enum(FILE_USAGE_TYPES),
  _id: z.string(),
  title: z.string(),
});
export type FileUsage = z.infer<typeof fileUsageSchema>;

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  fileId: z.string(),
  /** Where the file is served: `/api/files/{fileId}`. */
  url: z.string(),
  kind: fileKindSchema,
  isDuplicate: z.boolean(),
  /** With a duplicate: the items (that the uploader may see) which already use the file. */
  usedBy: z.array(fileUsageSchema).optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Any string: a malformed id is simply not found (404), never a validation error. */
export const fileIdParamsSchema = z.object({ fileId: z.string().max(200) });

const pageNumberSchema = z.coerce
  .number({ error: FIELD_MESSAGES.pageNumber })
  .int(FIELD_MESSAGES.pageWhole)
  .min(1, FIELD_MESSAGES.pageMin)
  .max(1_000_000);

export const readingProgressBodySchema = z.object({
  page: pageNumberSchema,
  pageCount: pageNumberSchema.optional(),
  /**
   * When the page was read, for progress made offline and sent later: the server keeps the later of this
   * and what it has (a time in the future counts as now). Without it the page was read now.
   */
  readAt: z.iso.datetime({ offset: true, error: FIELD_MESSAGES.readAt }).optional(),
});
export type ReadingProgressBody = z.infer<typeof readingProgressBodySchema>;

export const readingProgressResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  /** The last page read, from 1; 0 when the user has not opened the document yet. */
  page: z.number().int(),
  pageCount: z.number().int().nullable(),
  /** The PDF's size in bytes (for "50 pages · 1.7 MB" on cards); added later, so optional. */
  size: z.number().int().optional(),
});
export type ReadingProgressResponse = z.infer<typeof readingProgressResponseSchema>;
