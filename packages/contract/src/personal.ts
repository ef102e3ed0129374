import { z } from './zod.ts';
import { categorySchema } from './common.ts';

/*
 * The personal home and the remembered stream. Beyond the spec's calls: additive routes
 * under /api/personal, for logged-in users only.
 */

export const PERSONAL_MESSAGES = {
  streamSaved: 'Stream saved.',
} as const;

/** PUT /api/personal/stream: the stream (category) this account browses by default. */
export const streamBodySchema = z.object({ stream: categorySchema });
export type StreamBody = z.infer<typeof streamBodySchema>;

export const streamResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  /** Null until the account has chosen one. */
  stream: categorySchema.nullable(),
});
export type StreamResponse = z.infer<typeof streamResponseSchema>;

/** A short reference to a content item, enough for a link and a line of text. */
export const personalItemSchema = z.object({
  type: z.enum(['note', 'pyq', 'video', 'course']),
  _id: z.string(),
  title: z.string(),
  category: categorySchema,
  /** When the item was added (to the platform, or to My Learning for the learning list). */
  createdAt: z.string(),
});
export type PersonalItem = z.infer<typeof personalItemSchema>;

/** A PDF the user has read, with the page to continue at. */
export const continueReadingSchema = z.object({
  type: z.enum(['note', 'pyq']),
  _id: z.string(),
  title: z.string(),
  /** The PDF's file id (the viewer's `view` parameter). */
  fileUrl: z.string(),
  page: z.number().int(),
  pageCount: z.number().int().nullable(),
  readAt: z.string(),
});
export type ContinueReading = z.infer<typeof continueReadingSchema>;

/** GET /api/personal/home */
export const personalHomeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  stream: categorySchema.nullable(),
  /** The last 3 PDFs read, most recent first. */
  continueReading: z.array(continueReadingSchema),
  learning: z.object({
    notes: z.number().int(),
    videos: z.number().int(),
    pyqs: z.number().int(),
    /** The 3 items most recently added to My Learning. */
    newest: z.array(personalItemSchema),
  }),
  /** The start of the window "new since your last visit": the previous visit, or 7 days ago. */
  since: z.string(),
  /** True on the account's first visit: there is no "last visit" to speak of yet. */
  isFirstVisit: z.boolean().optional(),
  /** True until a first login has asked the stream (chosen or skipped) and none is chosen. */
  askStream: z.boolean().optional(),
  /** Public items of the stream added since then, newest first (at most 6). */
  newInStream: z.array(personalItemSchema),
});
export type PersonalHomeResponse = z.infer<typeof personalHomeResponseSchema>;

/** Items shown in each part of the personal home. */
export const PERSONAL_HOME_LIMITS = { continueReading: 3, newestLearning: 3, newInStream: 6 } as const;
