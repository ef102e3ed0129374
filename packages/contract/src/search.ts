import { z } from './zod.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { MAX_PAGE_LIMIT } from './constants.ts';
import { courseItemSchema, noteItemSchema, pyqItemSchema, videoItemSchema } from './content.ts';

// searchContent (contract §3): full-text search over the four content types and PDF text.

/** The longest search text that is used; anything longer is cut here, never refused. */
export const SEARCH_MAX_LENGTH = 200;
/** Results per page when the caller gives no `limit`. */
export const SEARCH_PAGE_SIZE = 20;

export const SEARCH_MESSAGES = {
  blank: 'Please type something to search for.',
  invalidType: 'type must be notes, pyq, video or course.',
  noResults: 'No matching content found !',
} as const;

/** Older clients send the list names (notes) or the item names (note); both mean the same type. */
const TYPE_ALIASES: Record<string, 'notes' | 'pyq' | 'video' | 'course'> = {
  notes: 'notes',
  note: 'notes',
  pyq: 'pyq',
  pyqs: 'pyq',
  video: 'video',
  videos: 'video',
  course: 'course',
  courses: 'course',
};

/**
 * `search` (required, at most SEARCH_MAX_LENGTH characters are used), `type` notes|pyq|video|course
 * (blank or `all`: every type), `page` from 1 and `limit` (default 20, at most 100).
 */
export const searchContentQuerySchema = z.object({
  search: z
    .string({ error: SEARCH_MESSAGES.blank })
    .transform((value) => value.trim().slice(0, SEARCH_MAX_LENGTH).trim())
    .refine((value) => value !== '', SEARCH_MESSAGES.blank),
  type: z
    .string()
    .optional()
    .transform((value, context) => {
      const key = value?.trim().toLowerCase() ?? '';
      if (key === '' || key === 'all') return undefined;
      const type = TYPE_ALIASES[key];
      if (type === undefined) {
        context.addIssue({ code: 'custom', message: SEARCH_MESSAGES.invalidType });
        return z.NEVER;
      }
      return type;
    }),
  page: z.coerce.number({ error: FIELD_MESSAGES.searchPage }).int().min(1).default(1),
  limit: z.coerce
    .number({ error: FIELD_MESSAGES.searchLimit })
    .int()
    .min(1)
    .max(MAX_PAGE_LIMIT)
    .default(SEARCH_PAGE_SIZE),
});
export type SearchContentQuery = z.infer<typeof searchContentQuerySchema>;

/**
 * What a hit adds to its item. `rank`: higher is better; a title match ranks above any match in other
 * fields or in a PDF. PDF hits (notes and PYQs) add `page`, the best matching page (from 1), and
 * `snippet`, plain text around the match, with `highlights` giving the matched words as
 * [start, end) offsets into `snippet` in UTF-16 code units (JavaScript string indices). The snippet
 * holds no markup: show it as text and mark the ranges.
 */
const hitFields = {
  rank: z.number(),
  page: z.number().int().optional(),
  snippet: z.string().optional(),
  highlights: z.array(z.object({ start: z.number().int(), end: z.number().int() })).optional(),
};
/** What a hit adds to its item, alone (a server builds a result's JSON from its item's and this). */
export const searchHitFieldsSchema = z.object(hitFields);
export const searchResultSchema = z.discriminatedUnion('type', [
  noteItemSchema.extend(hitFields),
  pyqItemSchema.extend(hitFields),
  videoItemSchema.extend(hitFields),
  courseItemSchema.extend(hitFields),
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * Results per type for the same text, whatever `type` asked for, so a client can offer
 * "2 in Videos" when the chosen type has none. Counted like `total`: the ranked results.
 */
export const searchTypeCountsSchema = z.object({
  note: z.number().int(),
  pyq: z.number().int(),
  video: z.number().int(),
  course: z.number().int(),
});
export type SearchTypeCounts = z.infer<typeof searchTypeCountsSchema>;

export const searchContentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  results: z.array(searchResultSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  counts: searchTypeCountsSchema.optional(),
  /** When nothing matched: the library's words nearest to those typed that would find something, best first. */
  nearestWords: z.array(z.string()).optional(),
});
export type SearchContentResponse = z.infer<typeof searchContentResponseSchema>;

// searchSuggestions: titles as the user types, for the search boxes' suggestion lists.

/** Suggestions start at this many typed characters (not counting spaces). */
export const SUGGEST_MIN_LENGTH = 3;
/** The most suggestions an answer holds. */
export const SUGGEST_LIMIT = 6;

/**
 * `search`: the text typed so far (at most SEARCH_MAX_LENGTH characters are used). Blank text is
 * refused like searchContent's; text shorter than SUGGEST_MIN_LENGTH answers no suggestions.
 */
export const searchSuggestionsQuerySchema = z.object({
  search: searchContentQuerySchema.shape.search,
});
export type SearchSuggestionsQuery = z.infer<typeof searchSuggestionsQuerySchema>;

/** A suggestion is the item itself (as the lists answer it), so a client can open it at once. */
export const searchSuggestionSchema = z.discriminatedUnion('type', [
  noteItemSchema,
  pyqItemSchema,
  videoItemSchema,
  courseItemSchema,
]);
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsResponseSchema = z.object({
  success: z.literal(true),
  suggestions: z.array(searchSuggestionSchema).max(SUGGEST_LIMIT),
});
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;
