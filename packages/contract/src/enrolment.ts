import { z } from './zod.ts';
import { pageInfoSchema, pagingQuerySchema } from './common.ts';
import { courseItemSchema, courseProgressSchema } from './content.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { TOASTS } from './messages.ts';

/*
 * Enrolment and lecture progress. Beyond the spec, which made enrolment a form that sent
 * nothing: the contract's "deliberate departures" store it. Additive routes under /api/courses, plus
 * the older client's POST /api/courseEnroll/enroll.
 */

export const ENROLMENT_STATUSES = ['enrolled', 'requested', 'declined'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** The staff list's page size when a page is asked for. */
export const ENROLMENT_PAGE_SIZE = 20;

/** Share of a lecture's length that counts it as watched. */
export const WATCHED_SHARE = 0.9;

export const ENROLMENT_MESSAGES = {
  courseNotFound: TOASTS.courseNotFound,
  courseClosed: 'This course is not open for enrolment right now.',
  enrolled: 'You are enrolled. Enjoy the course!',
  alreadyEnrolled: 'You are already enrolled in this course.',
  requested: 'Your request is recorded. We will tell you as soon as it is approved.',
  alreadyRequested: 'Your request is already recorded. We will tell you as soon as it is approved.',
  left: 'You have left the course.',
  nameRequired: 'Full name is required.',
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Please enter a valid mobile number.',
  notCourseOwner: 'You may manage students only for your own courses.',
  enrolmentNotFound: 'This enrolment does not exist.',
  approved: 'Request approved: the student is enrolled.',
  approvedAlready: 'This student is already enrolled.',
  declined: 'Request declined.',
  declinedAlready: 'This request was declined already.',
  declineEnrolled: 'This student is already enrolled: remove them instead.',
  removed: 'The student was removed from the course.',
  notEnrolled: 'Please enroll in this course first.',
  lectureNotFound: 'This lecture does not exist.',
  lectureChanged: 'This lecture has changed. Please reload the course.',
  progressSaved: 'Progress saved.',
  videoNotFound: 'This video does not exist.',
  videoIdsInvalid: 'ids must be up to 100 video ids separated by commas.',
  positionInvalid: 'The position must be a number of seconds from 0.',
  durationInvalid: 'The duration must be a number of seconds above 0.',
  updatedAtInvalid: 'updatedAt must be an ISO date and time.',
  courseIdRequired: 'courseId is required.',
  statusInvalid: 'status must be enrolled, requested or declined.',
} as const;

const text = (max: number) => z.string().trim().max(max, FIELD_MESSAGES.keepUnder(max));

/** The spec's enrolment form: name, e-mail and mobile required, college optional. */
export const enrolmentFormSchema = z.object({
  name: z
    .string({ error: ENROLMENT_MESSAGES.nameRequired })
    .trim()
    .min(1, ENROLMENT_MESSAGES.nameRequired)
    .max(100, FIELD_MESSAGES.keepUnder(100)),
  email: z
    .string({ error: FIELD_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .max(254, FIELD_MESSAGES.emailTooLong)
    .pipe(z.email(FIELD_MESSAGES.emailInvalid)),
  mobile: z
    .string({ error: ENROLMENT_MESSAGES.mobileRequired })
    .trim()
    .min(1, ENROLMENT_MESSAGES.mobileRequired)
    .max(20, ENROLMENT_MESSAGES.mobileInvalid)
    .regex(/^\+?[\d\s-]{6,20}$/, ENROLMENT_MESSAGES.mobileInvalid),
  college: text(200).optional().default(''),
});
export type EnrolmentForm = z.infer<typeof enrolmentFormSchema>;

/** POST /api/courseEnroll/enroll: the older client's body. */
export const legacyEnrolBodySchema = enrolmentFormSchema.extend({
  courseId: z
    .string({ error: ENROLMENT_MESSAGES.courseIdRequired })
    .trim()
    .min(1, ENROLMENT_MESSAGES.courseIdRequired)
    .max(100),
});
export type LegacyEnrolBody = z.infer<typeof legacyEnrolBodySchema>;

export const courseIdParamsSchema = z.object({ courseId: z.string().max(100) });
export const enrolmentParamsSchema = z.object({ courseId: z.string().max(100), enrolmentId: z.string().max(100) });

export const myEnrolmentSchema = z.object({
  _id: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  createdAt: z.string(),
  /** When staff approved or declined the request; null for a free course's enrolment and open requests. */
  decidedAt: z.string().nullable(),
});
export type MyEnrolment = z.infer<typeof myEnrolmentSchema>;

/** POST /api/courseEnroll/enroll and POST /api/courses/{courseId}/enrolment. */
export const enrolResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  enrolment: myEnrolmentSchema,
  courseData: courseItemSchema,
});
export type EnrolResponse = z.infer<typeof enrolResponseSchema>;

/** A course in the caller's list, with their enrolment and progress. */
export const myCourseSchema = z.object({
  course: courseItemSchema,
  enrolment: myEnrolmentSchema,
  progress: courseProgressSchema,
});
export type MyCourse = z.infer<typeof myCourseSchema>;

/** GET /api/courses/mine: enrolled courses and open or declined requests, most recent first. */
export const myCoursesResponseSchema = z.object({
  success: z.literal(true),
  courses: z.array(myCourseSchema),
});
export type MyCoursesResponse = z.infer<typeof myCoursesResponseSchema>;

export const lectureViewSchema = z.object({
  /** From 1, in the course's order. */
  number: z.number().int(),
  title: z.string(),
  videoUrl: z.string(),
  position: z.number(),
  duration: z.number().nullable(),
  isWatched: z.boolean(),
});
export type LectureView = z.infer<typeof lectureViewSchema>;

/** GET /api/courses/{courseId}/learn: the course page (progress only when enrolled). */
export const courseLearnResponseSchema = z.object({
  success: z.literal(true),
  course: courseItemSchema,
  enrolment: myEnrolmentSchema.nullable(),
  lectures: z.array(lectureViewSchema),
  progress: courseProgressSchema,
});
export type CourseLearnResponse = z.infer<typeof courseLearnResponseSchema>;

const seconds = (message: string) => z.number({ error: message }).finite(message).min(0, message).max(1e7, message);

/**
 * PUT /api/courses/{courseId}/lectures/{number}/progress. `videoUrl`, when sent, must still be the
 * lecture's (a course reordered meanwhile answers 409 instead of saving to the wrong lecture);
 * `updatedAt` is when the player was at `position` (offline saves arrive late: the later one wins).
 */
export const lectureProgressBodySchema = z.object({
  position: seconds(ENROLMENT_MESSAGES.positionInvalid),
  duration: seconds(ENROLMENT_MESSAGES.durationInvalid).refine(
    (value) => value > 0,
    ENROLMENT_MESSAGES.durationInvalid,
  ),
  videoUrl: z.string().max(1000).optional(),
  updatedAt: z.iso.datetime({ offset: true, error: ENROLMENT_MESSAGES.updatedAtInvalid }).optional(),
});
export type LectureProgressBody = z.infer<typeof lectureProgressBodySchema>;

/** Most videos whose progress one GET asks for (a list page's cards). */
export const VIDEO_PROGRESS_IDS_MAX = 100;

/** PUT /api/videos/{videoId}/progress: a standalone video's position, saved as a lecture's is. */
export const videoProgressBodySchema = lectureProgressBodySchema.omit({ videoUrl: true });
export type VideoProgressBody = z.infer<typeof videoProgressBodySchema>;
export const videoParamsSchema = z.object({ videoId: z.string().max(100) });
/** GET /api/videos/progress?ids=a,b,c: the caller's progress in these videos (those never played are left out). */
export const videoProgressQuerySchema = z.object({
  ids: z
    .string({ error: ENROLMENT_MESSAGES.videoIdsInvalid })
    .max(VIDEO_PROGRESS_IDS_MAX * 40, ENROLMENT_MESSAGES.videoIdsInvalid)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== ''),
      ),
    ])
    .refine((ids) => ids.length <= VIDEO_PROGRESS_IDS_MAX, ENROLMENT_MESSAGES.videoIdsInvalid),
});
export const videoProgressSchema = z.object({
  videoId: z.string(),
  position: z.number(),
  duration: z.number(),
  isWatched: z.boolean(),
  updatedAt: z.string(),
});
export type VideoProgressView = z.infer<typeof videoProgressSchema>;
export const videoProgressResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  progress: videoProgressSchema,
});
export type VideoProgressResponse = z.infer<typeof videoProgressResponseSchema>;
export const videoProgressListResponseSchema = z.object({
  success: z.literal(true),
  progress: z.array(videoProgressSchema),
});
export type VideoProgressListResponse = z.infer<typeof videoProgressListResponseSchema>;
export const lectureParamsSchema = z.object({
  courseId: z.string().max(100),
  number: z.coerce.number({ error: ENROLMENT_MESSAGES.lectureNotFound }).int(ENROLMENT_MESSAGES.lectureNotFound),
});

export const lectureProgressResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  lecture: lectureViewSchema,
  progress: courseProgressSchema,
});
export type LectureProgressResponse = z.infer<typeof lectureProgressResponseSchema>;

/** Staff: GET /api/courses/{courseId}/enrolments. */
export const enrolmentsQuerySchema = pagingQuerySchema.extend({
  status: z.enum(ENROLMENT_STATUSES, { error: ENROLMENT_MESSAGES.statusInvalid }).optional(),
});
export type EnrolmentsQuery = z.infer<typeof enrolmentsQuerySchema>;

export const courseEnrolmentSchema = z.object({
  _id: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  student: z.object({ _id: z.string(), Username: z.string(), Email: z.string() }),
  /** The form's contact details. */
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  college: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  progress: courseProgressSchema,
});
export type CourseEnrolment = z.infer<typeof courseEnrolmentSchema>;

export const courseEnrolmentsResponseSchema = pageInfoSchema.extend({
  success: z.literal(true),
  course: z.object({ _id: z.string(), title: z.string(), price: z.number(), offerPrice: z.number() }),
  enrolments: z.array(courseEnrolmentSchema),
  /** Counts over the whole course, whatever the filter. */
  counts: z.object({ enrolled: z.number().int(), requested: z.number().int(), declined: z.number().int() }),
});
export type CourseEnrolmentsResponse = z.infer<typeof courseEnrolmentsResponseSchema>;

export const enrolmentDecisionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  enrolment: courseEnrolmentSchema,
});
export type EnrolmentDecisionResponse = z.infer<typeof enrolmentDecisionResponseSchema>;

/** A course is free when its price is 0 (an offer price of 0 only means no offer was set). */
export function isFreeCourse(course: { price: number }): boolean {
  return course.price <= 0;
}
