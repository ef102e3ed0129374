import { z } from './zod.ts';

/**
 * POST /api/announce/preview (Admin only): the announcement exactly as it would be mailed
 * (the body sanitised and framed by the mail template), and how many users would receive it. Takes the
 * same body as sendAnnouncement; a draft may lack subject or recipients. Nothing is stored or sent.
 */
export const announcementPreviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  subject: z.string(),
  /** The whole HTML part of the mail. */
  html: z.string(),
  /** The plain-text part. */
  text: z.string(),
  /**
   * Selected users that exist, are active and did not unsubscribe from announcements, each once: the
   * mails sendAnnouncement would queue now.
   */
  recipients: z.number().int(),
  /** Selected active users left out because they unsubscribed from announcements. */
  unsubscribed: z.number().int(),
});
export type AnnouncementPreviewResponse = z.infer<typeof announcementPreviewResponseSchema>;
