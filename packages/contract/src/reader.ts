import { z } from './zod.ts';
import { fileUsageSchema } from './files.ts';

/** The longest phrase the reader's find sends to the server. */
export const FIND_QUERY_MAX = 200;

export const READER_MESSAGES = {
  findBlank: 'Type the words to find.',
  findTooLong: `Find at most ${FIND_QUERY_MAX} characters.`,
} as const;

export const READER_MESSAGES_HI: { readonly [K in keyof typeof READER_MESSAGES]: string } = {
  findBlank: 'खोजने के लिए शब्द लिखें।',
  findTooLong: `ज़्यादा से ज़्यादा ${FIND_QUERY_MAX} अक्षर खोजें।`,
};

/** GET /api/files/{fileId}/find?q=…: the words to find in the PDF's stored page text. */
export const filePageFindQuerySchema = z.object({
  q: z.string().trim().min(1, READER_MESSAGES.findBlank).max(FIND_QUERY_MAX, READER_MESSAGES.findTooLong),
});
export type FilePageFindQuery = z.infer<typeof filePageFindQuerySchema>;

/** The pages (from 1, ascending) whose stored text holds the words; empty while none is stored yet. */
export const filePageFindResponseSchema = z.object({
  success: z.literal(true),
  pages: z.array(z.number().int().min(1)),
  /** Whether the file's text has been read: false while it is queued (or failed), so `pages` says nothing. */
  hasText: z.boolean(),
});
export type FilePageFindResponse = z.infer<typeof filePageFindResponseSchema>;

/** GET /api/files/{fileId}/item: an item using the file that the caller may see (null when none). */
export const fileItemResponseSchema = z.object({
  success: z.literal(true),
  item: fileUsageSchema.nullable(),
});
export type FileItemResponse = z.infer<typeof fileItemResponseSchema>;
