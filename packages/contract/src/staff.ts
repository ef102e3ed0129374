import { z } from './zod.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { publicUserSchema } from './auth.ts';
import { pagingQuerySchema } from './common.ts';
import { ITEM_TYPES, latestUploadSchema } from './content.ts';
import { ROLES, USER_STATUSES } from './constants.ts';

// The staff side: students, analytics, announcements and the audit log.

/** Messages of the staff calls that the spec does not word (friendly, no typos). */
export const STAFF_MESSAGES = {
  studentNotFound: 'This user does not exist.',
  emailTaken: 'An account with this e-mail already exists.',
  /** An Instructor's answer for any taken address: it does not say whose, or whether it is staff's. */
  emailUnavailable: 'This e-mail cannot be used for a Student account. Please use another.',
  instructorStudentsOnly: 'An Instructor may manage Student accounts only.',
  instructorNoRoleChange: 'Only an Admin may change a role.',
  instructorListStudentsOnly: 'An Instructor may list Student accounts only.',
  selfDelete: 'You cannot delete your own account.',
  selfBlock: 'You cannot block your own account.',
  lastAdmin: 'The last active Admin cannot be deleted, blocked or demoted.',
  studentBlocked: 'The account is blocked and its sessions have ended.',
  studentUnblocked: 'The account is active again.',
  noRecipients: 'None of the selected users can receive mail (unknown or blocked).',
  invalidDate: 'Dates must look like 2026-11-30 or 2026-11-30T10:00:00Z.',
} as const;

/** Default page sizes of lists that spec §9 does not size. */
export const STAFF_PAGE_SIZES = { announcements: 10, audit: 20 } as const;

/** A user id in a path; anything else answers 404 rather than a database error. */
export const userIdParamsSchema = z.object({ id: z.string().max(100) });

// --- students ---

/**
 * The dashboard's student list. `status` other than active/inactive (older clients send the
 * content filter's `public`) means no status filter.
 */
export const studentsQuerySchema = pagingQuerySchema.extend({
  search: z.string().max(200, FIELD_MESSAGES.searchTooLong).optional(),
  status: z
    .string()
    .optional()
    .transform((value) => USER_STATUSES.find((status) => status === value?.trim().toLowerCase())),
  role: z.enum(ROLES, { error: FIELD_MESSAGES.roleQuery }).default('Student'),
});
export type StudentsQuery = z.infer<typeof studentsQuerySchema>;

export const studentsResponseSchema = z.object({
  success: z.literal(true),
  students: z.array(publicUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/**
 * addStudent. The fields are optional here so that the service answers spec §5's own sentence
 * ('Username, Email, and Password are required!') when one is missing; unknown fields are dropped.
 */
export const addStudentBodySchema = z.object({
  Username: z.string().optional(),
  Email: z.string().optional(),
  Password: z.string().optional(),
});
export type AddStudentBody = z.infer<typeof addStudentBodySchema>;

/** updateStudent: Password only when changing it (empty means unchanged); Role from an Admin only. */
export const updateStudentBodySchema = z.object({
  Username: z.string().optional(),
  Email: z.string().optional(),
  Password: z.string().nullable().optional(),
  Role: z.enum(ROLES, { error: FIELD_MESSAGES.roleBody }).optional(),
});
export type UpdateStudentBody = z.infer<typeof updateStudentBodySchema>;

export const studentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
});

// --- analytics ---

const statSchema = z.object({
  total: z.number().int(),
  /**
   * This calendar month's uploads against last month's, in percent with one decimal; 100 when last month
   * had none and this month has some (what older clients show), which `isNew` marks.
   */
  growth: z.number(),
  /** Uploads this month after none last month: there is no growth to speak of, the figure is new. */
  isNew: z.boolean().optional(),
});
export const monthlyUploadsSchema = z.object({
  /** '2026-11' (UTC calendar month). */
  month: z.string(),
  notes: z.number().int(),
  pyqs: z.number().int(),
  videos: z.number().int(),
  courses: z.number().int(),
});
/** Most courses listed one by one in the analytics (the most enrolled first); totals count every course. */
export const ANALYTICS_COURSES_MAX = 50;
export const courseEnrolmentStatsSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Students enrolled now (requests and declined ones not counted). */
  enrolled: z.number().int(),
  /** Enrolled students who have watched every current lecture of the course. */
  completed: z.number().int(),
});
export type CourseEnrolmentStats = z.infer<typeof courseEnrolmentStatsSchema>;
export const enrolmentAnalyticsSchema = z.object({
  enrolled: z.number().int(),
  completed: z.number().int(),
  /** Courses with at least one enrolled student, the most enrolled first, at most ANALYTICS_COURSES_MAX. */
  courses: z.array(courseEnrolmentStatsSchema),
  /** How many such courses there are in all: page through them with GET /api/analytics/courses. */
  coursesTotal: z.number().int().optional(),
});
export type EnrolmentAnalytics = z.infer<typeof enrolmentAnalyticsSchema>;
/** How many weeks the weekly opens cover, this one included. */
export const ANALYTICS_WEEKS = 8;
export const weeklyActivitySchema = z.object({
  /** The week's Monday (UTC), '2026-11-30'. */
  week: z.string(),
  /** Items opened by students (a sitting counts once). */
  opens: z.number().int(),
  /** Students who opened at least one item that week. */
  activeStudents: z.number().int(),
});
export type WeeklyActivity = z.infer<typeof weeklyActivitySchema>;
export const analyticsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ notes: statSchema, videos: statSchema, pyqs: statSchema, courses: statSchema }),
  latest: z.array(latestUploadSchema),
  /** The last 12 calendar months, oldest first, months without uploads as zeros. */
  monthly: z.array(monthlyUploadsSchema),
  /** Enrolments and completed courses in the caller's courses (an addition: older clients ignore it). */
  enrolments: enrolmentAnalyticsSchema.optional(),
  /** Students' opens of the caller's items per week, the last ANALYTICS_WEEKS, oldest first (an addition). */
  weekly: z.array(weeklyActivitySchema).optional(),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/** Default page size of the per-course enrolment list. */
export const ANALYTICS_COURSES_PAGE_SIZE = 10;
export const analyticsCoursesQuerySchema = pagingQuerySchema;
export const analyticsCoursesResponseSchema = z.object({
  success: z.literal(true),
  /** The most enrolled first (then by title), as in the dashboard's answer. */
  courses: z.array(courseEnrolmentStatsSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AnalyticsCoursesResponse = z.infer<typeof analyticsCoursesResponseSchema>;

// --- announcements ---

export const ANNOUNCEMENT_SUBJECT_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 100_000;
/** Recipients of one announcement at most. */
export const ANNOUNCEMENT_RECIPIENTS_MAX = 100_000;

export const announceUsersQuerySchema = z.object({
  search: z.string().max(200, FIELD_MESSAGES.searchTooLong).optional(),
});
export const announceUserSchema = z.object({
  _id: z.string(),
  Username: z.string(),
  Email: z.string(),
  /** So that the picker can tell staff from students (an addition: older clients ignore it). */
  Role: z.enum(ROLES).optional(),
});
/** How an announcement body is written: HTML (cleaned against an allow-list), or plain text. */
export const ANNOUNCEMENT_BODY_FORMATS = ['html', 'text'] as const;
export type AnnouncementBodyFormat = (typeof ANNOUNCEMENT_BODY_FORMATS)[number];
export const announceUsersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(announceUserSchema),
});

/**
 * sendAnnouncement. Emptiness is checked by the service so that the answers are spec §5's
 * sentences word for word ('Please select at least one user.', 'Subject cannot be empty.').
 */
export const sendAnnouncementBodySchema = z.object({
  subject: z.string().max(ANNOUNCEMENT_SUBJECT_MAX, FIELD_MESSAGES.announcementSubjectTooLong).optional(),
  emailBody: z.string().max(ANNOUNCEMENT_BODY_MAX, FIELD_MESSAGES.announcementBodyTooLong).optional(),
  userIds: z.array(z.string().max(100)).max(ANNOUNCEMENT_RECIPIENTS_MAX, FIELD_MESSAGES.tooManyRecipients).optional(),
  /** Every active user of these roles as well, e.g. ['Student'] (additions: older clients send userIds only). */
  roles: z
    .array(z.enum(ROLES, { error: FIELD_MESSAGES.roleBody }))
    .max(ROLES.length)
    .optional(),
  /**
   * `text`: emailBody is plain text: escaped, line breaks kept, addresses made links. Default `html`.
   */
  bodyFormat: z.enum(ANNOUNCEMENT_BODY_FORMATS).optional(),
  /** The active student members of these classes as well (additions: older clients send none). */
  classIds: z
    .array(z.uuid({ error: FIELD_MESSAGES.classUnknown }))
    .max(50)
    .optional(),
});
export type SendAnnouncementBody = z.infer<typeof sendAnnouncementBodySchema>;

export const sendAnnouncementResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  announcementId: z.string(),
  /** Mails queued: selected users that exist and are active, each once. */
  recipients: z.number().int(),
});

export const announcementsQuerySchema = pagingQuerySchema;
export const announcementSummarySchema = z.object({
  _id: z.string(),
  subject: z.string(),
  sentBy: z.object({ _id: z.string(), Email: z.string() }).nullable(),
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
});
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;
export const announcementsResponseSchema = z.object({
  success: z.literal(true),
  announcements: z.array(announcementSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

// --- audit log ---

export const AUDIT_ACTIONS = [
  'content.created',
  'content.updated',
  'content.deleted',
  'student.added',
  'student.updated',
  'student.blocked',
  'student.unblocked',
  'student.deleted',
  'students.imported',
  'announcement.sent',
  'account.profile_updated',
  'account.language_changed',
  'account.password_changed',
  'account.session_ended',
  'account.email_change_requested',
  'account.email_changed',
  'account.photo_changed',
  'account.exported',
  'account.notifications_changed',
  'account.unsubscribed',
  'account.content_handed_over',
  'account.deleted',
  'backup.created',
  'backup.failed',
  'enrolment.approved',
  'enrolment.declined',
  'enrolment.removed',
  'class.created',
  'class.updated',
  'class.deleted',
  'class.code_reset',
  'class.members_added',
  'class.member_removed',
  'class.unit_saved',
  'class.unit_deleted',
  'class.item_saved',
  'class.item_removed',
  'class.audience_changed',
  'notice.posted',
  'notice.deleted',
  'report.exported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = [...ITEM_TYPES, 'user', 'announcement', 'backup', 'class'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** `YYYY-MM-DD` (a whole day: `to` includes it) or a full ISO date-time. */
const auditDateField = z
  .string()
  .trim()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value) && !Number.isNaN(Date.parse(value)),
    STAFF_MESSAGES.invalidDate,
  );

export const auditQuerySchema = pagingQuerySchema.extend({
  /** The actor's user id or e-mail (an Instructor always sees their own entries only). */
  actor: z.string().trim().max(254).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}.` }).optional(),
  targetType: z
    .enum(AUDIT_TARGET_TYPES, { error: `targetType must be one of ${AUDIT_TARGET_TYPES.join(', ')}.` })
    .optional(),
  from: auditDateField.optional(),
  to: auditDateField.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string().nullable(), Email: z.string(), Role: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetTitle: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
