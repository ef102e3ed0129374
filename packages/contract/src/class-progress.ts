import { z } from './zod.ts';
import { ITEM_TYPES } from './content.ts';

/*
 * Who studies what in a class (staff only): per item of the class, which members opened it and the
 * pages they reached of its PDF; per member, their last activity. GET /api/classes/{classId}/progress
 * and its CSV export.
 */

export const CLASS_PROGRESS_MESSAGES = {
  classIdInvalid: 'The class id is not valid.',
} as const;

export const CLASS_PROGRESS_MESSAGES_HI: Record<keyof typeof CLASS_PROGRESS_MESSAGES, string> = {
  classIdInvalid: 'कक्षा की पहचान (id) मान्य नहीं है।',
};

export const classProgressParamsSchema = z.object({
  classId: z.uuid({ error: CLASS_PROGRESS_MESSAGES.classIdInvalid }),
});

export const classProgressItemSchema = z.object({
  type: z.enum(ITEM_TYPES),
  _id: z.string(),
  title: z.string(),
  unitId: z.string().nullable(),
  /** A note or PYQ: its pages read are known. */
  isPdf: z.boolean(),
  /** How many current members opened it. */
  opened: z.number().int(),
});

export const classProgressMemberSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  /** The latest of their sign-ins' activity, opens and reading anywhere in PrepShelf; null: never. */
  lastActiveAt: z.string().nullable(),
  /** How many items of the class they opened. */
  opened: z.number().int(),
});

/** One member's open of one item (only pairs with an open are listed). */
export const classProgressOpenSchema = z.object({
  type: z.enum(ITEM_TYPES),
  itemId: z.string(),
  userId: z.string(),
  lastOpenedAt: z.string().nullable(),
  openCount: z.number().int(),
  /** The page reached in the item's PDF, and its page count, when read in the reader. */
  page: z.number().int().nullable(),
  pageCount: z.number().int().nullable(),
});

export const classProgressResponseSchema = z.object({
  success: z.literal(true),
  class: z.object({ _id: z.string(), name: z.string() }),
  units: z.array(z.object({ _id: z.string(), name: z.string(), position: z.number().int() })),
  items: z.array(classProgressItemSchema),
  members: z.array(classProgressMemberSchema),
  opens: z.array(classProgressOpenSchema),
});
export type ClassProgressResponse = z.infer<typeof classProgressResponseSchema>;
export type ClassProgressOpen = z.infer<typeof classProgressOpenSchema>;

/**
 * GET /api/analytics/classes: per class the caller manages (an Admin: every class not archived), its
 * members' opens of its material and its active members per week, the last ANALYTICS_WEEKS weeks.
 */
export const classActivitySchema = z.object({
  _id: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
  weekly: z.array(z.object({ week: z.string(), opens: z.number().int(), activeStudents: z.number().int() })),
});
export const classActivityResponseSchema = z.object({
  success: z.literal(true),
  classes: z.array(classActivitySchema),
});
export type ClassActivity = z.infer<typeof classActivitySchema>;
