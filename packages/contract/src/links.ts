import { z } from 'zod';

/*
 * What a shared link opens, told to a visitor who is not logged in yet, so that the login screen can
 * name it. Only a public item's title is ever told; a hidden item and an unknown id get the same
 * answer (`title: null`), so the call reveals nothing that a logged-out search would not.
 */

/** A stored file's id (SHA-256, hex): the reader's `view` parameter. */
const FILE_ID = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const linkTitleQuerySchema = z.union([
  z.object({ view: z.string().regex(FILE_ID).describe('The reader link’s file id (`/pdfviewer?view=`)') }),
  z.object({ courseId: z.string().regex(UUID).describe('A course page’s id (`/courses/{id}/learn`)') }),
]);
export type LinkTitleQuery = z.infer<typeof linkTitleQuerySchema>;

export const linkTitleResponseSchema = z.object({
  success: z.literal(true),
  title: z.string().nullable().describe('The public item’s title; null for a hidden or unknown one alike'),
});
export type LinkTitleResponse = z.infer<typeof linkTitleResponseSchema>;
