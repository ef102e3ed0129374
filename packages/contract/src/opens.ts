import { z } from './zod.ts';
import { pagingQuerySchema } from './common.ts';
import { ITEM_TYPES } from './content.ts';

// Who opened what: the opens a logged-in user's reader, player or course page records, and the staff's
// report of them per item.

/** An open counts again only after this long since the same user last opened the same item. */
export const OPEN_COUNT_GAP_MINUTES = 30;

/** Default page size of the per-item report. */
export const OPENS_REPORT_PAGE_SIZE = 50;

export const OPENS_MESSAGES = {
  itemRequired: 'Say which item was opened: type and id, or the fileId of a PDF.',
  itemNotFound: 'This item does not exist.',
  notItemOwner: 'You may see this report only for your own items.',
  recorded: 'Open recorded.',
} as const;

export const OPENS_MESSAGES_HI: Record<keyof typeof OPENS_MESSAGES, string> = {
  itemRequired: 'बताएँ कि कौन-सी चीज़ खोली गई: type और id, या PDF का fileId।',
  itemNotFound: 'यह सामग्री मौजूद नहीं है।',
  notItemOwner: 'यह रिपोर्ट आप केवल अपनी सामग्री की देख सकते हैं।',
  recorded: 'खोलना दर्ज हुआ।',
};

/**
 * POST /api/opens: `{type, id}` for a video or course (and a note or PYQ when the client knows it), or
 * `{fileId}` from the PDF reader, which knows only the file: every note and PYQ using that file which
 * the caller may see counts as opened.
 */
export const recordOpenBodySchema = z
  .object({
    type: z.enum(ITEM_TYPES).optional(),
    id: z.string().max(100).optional(),
    fileId: z.string().max(200).optional(),
  })
  .refine((body) => body.fileId !== undefined || (body.type !== undefined && body.id !== undefined), {
    message: OPENS_MESSAGES.itemRequired,
  });
export type RecordOpenBody = z.infer<typeof recordOpenBodySchema>;

export const recordOpenResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Items counted as opened (a PDF used by two visible items counts for both). */
  items: z.number().int(),
});

export const OPENS_FILTERS = ['all', 'opened', 'not-opened'] as const;
export type OpensFilter = (typeof OPENS_FILTERS)[number];

export const itemOpensParamsSchema = z.object({ type: z.enum(ITEM_TYPES), id: z.string().max(100) });

export const itemOpensQuerySchema = pagingQuerySchema.extend({
  /** Who to list: everyone in scope (default), those who opened the item, or those who have not. */
  filter: z.enum(OPENS_FILTERS).default('all'),
});
export type ItemOpensQuery = z.infer<typeof itemOpensQuerySchema>;

export const itemOpenRowSchema = z.object({
  _id: z.string(),
  Username: z.string(),
  Email: z.string(),
  hasOpened: z.boolean(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  /** Separate sittings: reopening within OPEN_COUNT_GAP_MINUTES does not count again. */
  openCount: z.number().int(),
  /** A PDF's last page read and its page count, from the reading progress; null for videos and courses. */
  page: z.number().int().nullable(),
  pageCount: z.number().int().nullable(),
});
export type ItemOpenRow = z.infer<typeof itemOpenRowSchema>;

export const itemOpensResponseSchema = z.object({
  success: z.literal(true),
  item: z.object({ _id: z.string(), type: z.enum(ITEM_TYPES), title: z.string() }),
  /** Students in scope (today every Student account). */
  students: z.number().int(),
  /** Of them, how many opened the item. */
  opened: z.number().int(),
  rows: z.array(itemOpenRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ItemOpensResponse = z.infer<typeof itemOpensResponseSchema>;
