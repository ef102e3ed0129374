import { z } from './zod.ts';
import { CATEGORIES, MAX_PAGE_LIMIT, SORT_ORDERS } from './constants.ts';

/** Every JSON error the API sends (contract §2). */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const successSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});

export const healthSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  database: z.object({
    kind: z.enum(['embedded', 'postgres']),
    isReachable: z.boolean(),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/** `page` from 1, `limit` up to 100; both optional (contract §2). Query strings arrive as text. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
});

export const categorySchema = z.enum(CATEGORIES);
export const sortBySchema = z.enum(SORT_ORDERS);

export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
