import { z } from './zod.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { categorySchema, pagingQuerySchema, sortBySchema } from './common.ts';
import {
  CONTENT_STATUSES,
  CONTENT_TYPES,
  DEFAULT_CATEGORY,
  DEFAULT_COURSE_LEVEL,
  MY_LEARNING_TYPES,
} from './constants.ts';
import { VALIDATION } from './messages.ts';

// Request and response schemas of the content calls (contract §3).

/** Messages of the content calls that are not in the spec (friendly, no typos). */
export const CONTENT_MESSAGES = {
  notFound: 'This item does not exist or you may not see it.',
  notOwner: 'You may change only the items you uploaded.',
  notAPdf: 'Please upload a PDF or valid PDF file',
  notAnImage: 'The course image must be an uploaded image file.',
  invalidCategory: 'Please choose a valid category.',
  invalidStatus: 'Please choose a valid status (public, draft or archived).',
  addedToMyLearning: 'Added to My Learning.',
  removedFromMyLearning: 'Removed from My Learning.',
  invalidContentType: 'contentType must be Note, PYQ or Video.',
  contentIdRequired: 'contentId is required.',
  lectureTitleRequired: 'Each lecture needs a title.',
  lectureUrl: 'Each lecture video must be a web address (http or https).',
  tooManyLectures: 'A course can have at most 500 lectures.',
} as const;

/** `type` of an item as lists and search answer it. */
export const ITEM_TYPES = ['note', 'pyq', 'video', 'course'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_URL =
  /^(?:https?:\/\/)?(?:(?:www\.|m\.|music\.)?youtube\.com|(?:www\.)?youtube-nocookie\.com|(?:www\.)?youtu\.be)(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i;

/**
 * The 11-character video id of a YouTube id or URL (watch?v=, youtu.be/, embed/, shorts/, live/, v/,
 * with or without the scheme), or undefined when the text is neither. Plain string work: the contract
 * runs in the browser and on the server without either's URL type.
 */
export function parseYoutubeId(input: string): string | undefined {
  const text = input.trim();
  if (YOUTUBE_ID.test(text)) return text;
  const match = YOUTUBE_URL.exec(text);
  if (!match) return undefined;
  const isShortHost = /^(?:https?:\/\/)?(?:www\.)?youtu\.be/i.test(text);
  const segments = (match[1] ?? '').split('/').slice(1);
  let candidate: string | undefined;
  if (isShortHost) {
    candidate = segments[0];
  } else if (segments[0] === 'watch' && segments.length === 1) {
    const query = (match[2] ?? '').slice(1);
    candidate = query
      .split('&')
      .map((pair) => pair.split('='))
      .find(([key]) => key === 'v')?.[1];
  } else if (['embed', 'shorts', 'live', 'v', 'e'].includes(segments[0] ?? '')) {
    candidate = segments[1];
  }
  return candidate !== undefined && YOUTUBE_ID.test(candidate) ? candidate : undefined;
}

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, FIELD_MESSAGES.keepUnder(max));
const optionalText = (max: number) => z.string().trim().max(max, FIELD_MESSAGES.keepUnder(max));

/** Tags as a list or a comma-separated text; split on commas, trimmed, blanks dropped. */
export const tagsSchema = z
  .union([z.array(z.string().max(1000)).max(100), z.string().max(5000)], {
    error: FIELD_MESSAGES.tagsShape,
  })
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((tag) => tag.split(','))
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  )
  .pipe(z.array(z.string().max(50, FIELD_MESSAGES.tagTooLong)).max(30, FIELD_MESSAGES.tooManyTags));

/** Older forms send switches as "true"/"false". */
const booleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: FIELD_MESSAGES.isPublicBoolean })
  .transform((value) => value === true || value === 'true');

const categoryField = z.enum(categorySchema.options, { error: CONTENT_MESSAGES.invalidCategory });
const statusField = z.enum(CONTENT_STATUSES, { error: CONTENT_MESSAGES.invalidStatus });

/** A number, also as numeric text (form fields). */
const numberField = (message: string) =>
  z
    .union([z.number(), z.string().trim().min(1, message)], { error: message })
    .transform((value) => Number(value))
    .pipe(z.number({ error: message }).finite(message));

const fileIdField = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

const youtubeVideoField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(500, VALIDATION.courseTrialVideo)
    .transform((value, context) => {
      const id = parseYoutubeId(value);
      if (id === undefined) {
        context.addIssue({ code: 'custom', message: VALIDATION.courseTrialVideo });
        return z.NEVER;
      }
      return id;
    });

/** The course's trial video: kept as the URL given, accepted only when it is a YouTube address. */
const trialVideoField = z
  .string({ error: VALIDATION.courseRequired })
  .trim()
  .min(1, VALIDATION.courseRequired)
  .max(500, VALIDATION.courseTrialVideo)
  .refine((value) => parseYoutubeId(value) !== undefined && !YOUTUBE_ID.test(value), VALIDATION.courseTrialVideo);

const lectureSchema = z.object({
  title: optionalText(200).default(''),
  videoUrl: optionalText(1000).default(''),
});

/** Lectures in order; entries left wholly empty (the form starts with one) are dropped. */
export const lecturesSchema = z
  .array(lectureSchema, { error: FIELD_MESSAGES.lecturesShape })
  .max(500, CONTENT_MESSAGES.tooManyLectures)
  .transform((list) => list.filter((lecture) => lecture.title !== '' || lecture.videoUrl !== ''))
  .superRefine((list, context) => {
    list.forEach((lecture, index) => {
      if (lecture.title === '') {
        context.addIssue({ code: 'custom', path: [index, 'title'], message: CONTENT_MESSAGES.lectureTitleRequired });
      }
      if (lecture.videoUrl !== '' && !/^https?:\/\/[^\s]+$/i.test(lecture.videoUrl)) {
        context.addIssue({ code: 'custom', path: [index, 'videoUrl'], message: CONTENT_MESSAGES.lectureUrl });
      }
    });
  });
export type LectureInput = z.infer<typeof lecturesSchema>[number];

/** A calendar date; a full timestamp keeps its date part; blank clears it. */
const startDateField = z
  .string({ error: FIELD_MESSAGES.startDate })
  .trim()
  .transform((value, context) => {
    if (value === '') return null;
    const day = value.slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      context.addIssue({ code: 'custom', message: FIELD_MESSAGES.startDateFormat });
      return z.NEVER;
    }
    return day;
  })
  .nullable();

// --- request bodies: each schema lists the form's fields only, so anything else is dropped ---

const noteFields = {
  title: requiredText(VALIDATION.notesTitleProfessor, 200),
  description: optionalText(5000),
  professor: requiredText(VALIDATION.notesTitleProfessor, 200),
  category: categoryField,
  tags: tagsSchema,
  isPublic: booleanSchema,
  status: statusField,
  fileUrl: fileIdField(VALIDATION.notesPdf),
};
export const addNotesBodySchema = z.object({
  ...noteFields,
  description: noteFields.description.default(''),
  category: noteFields.category.default(DEFAULT_CATEGORY),
  tags: noteFields.tags.default([]),
  isPublic: noteFields.isPublic.default(true),
  status: noteFields.status.default('public'),
});
export const updateNotesBodySchema = z
  .object({ ...noteFields, fileUrl: fileIdField(VALIDATION.updateNotePdf) })
  .partial();
export type AddNotesBody = z.infer<typeof addNotesBodySchema>;
export type UpdateNotesBody = z.infer<typeof updateNotesBodySchema>;

const pyqFields = {
  title: requiredText(VALIDATION.pyqTitleYearSubject, 200),
  year: numberField(VALIDATION.pyqTitleYearSubject).pipe(
    z.number().int('year must be a whole number.').min(1900, 'year looks wrong.').max(2200, 'year looks wrong.'),
  ),
  subject: requiredText(VALIDATION.pyqTitleYearSubject, 200),
  category: categoryField,
  tags: tagsSchema,
  isPublic: booleanSchema,
  status: statusField,
  fileUrl: fileIdField(VALIDATION.notesPdf),
};
export const addPyqBodySchema = z.object({
  ...pyqFields,
  category: pyqFields.category.default(DEFAULT_CATEGORY),
  tags: pyqFields.tags.default([]),
  isPublic: pyqFields.isPublic.default(true),
  status: pyqFields.status.default('public'),
});
export const updatePyqBodySchema = z.object({ ...pyqFields, fileUrl: fileIdField(VALIDATION.updatePyqPdf) }).partial();
export type AddPyqBody = z.infer<typeof addPyqBodySchema>;
export type UpdatePyqBody = z.infer<typeof updatePyqBodySchema>;

const videoFields = {
  title: requiredText(VALIDATION.videoTitle, 200),
  description: optionalText(5000),
  category: categoryField,
  tags: tagsSchema,
  isPublic: booleanSchema,
  status: statusField,
  /** A YouTube id or URL; the 11-character id is stored. */
  fileUrl: youtubeVideoField(VALIDATION.videoUrl),
};
export const addVideoBodySchema = z.object({
  ...videoFields,
  description: videoFields.description.default(''),
  category: videoFields.category.default(DEFAULT_CATEGORY),
  tags: videoFields.tags.default([]),
  isPublic: videoFields.isPublic.default(true),
  status: videoFields.status.default('public'),
});
export const updateVideoBodySchema = z
  .object({ ...videoFields, fileUrl: youtubeVideoField(VALIDATION.updateVideoUrl) })
  .partial();
export type AddVideoBody = z.infer<typeof addVideoBodySchema>;
export type UpdateVideoBody = z.infer<typeof updateVideoBodySchema>;

const courseFields = {
  title: requiredText(VALIDATION.courseRequired, 200),
  description: optionalText(10_000),
  mentor: requiredText(VALIDATION.courseRequired, 200),
  courseLevel: optionalText(100),
  duration: optionalText(100),
  price: numberField(VALIDATION.courseRequired).pipe(z.number().min(0, 'price cannot be negative.').max(99_999_999)),
  offerPercent: numberField('offerPercent must be a number.').pipe(
    z.number().min(0, 'offerPercent must be between 0 and 100.').max(100, 'offerPercent must be between 0 and 100.'),
  ),
  offerPrice: numberField('offerPrice must be a number.').pipe(
    z.number().min(0, 'offerPrice cannot be negative.').max(99_999_999),
  ),
  startDate: startDateField,
  courseContents: optionalText(10_000),
  whyChoose: optionalText(10_000),
  benefits: optionalText(10_000),
  courseImage: fileIdField(VALIDATION.courseRequired),
  trialVideo: trialVideoField,
  category: categoryField,
  tags: tagsSchema,
  isPublic: booleanSchema,
  status: statusField,
  lectures: lecturesSchema,
};
export const addCourseBodySchema = z.object({
  ...courseFields,
  description: courseFields.description.default(''),
  courseLevel: courseFields.courseLevel.default(DEFAULT_COURSE_LEVEL),
  duration: courseFields.duration.default(''),
  offerPercent: courseFields.offerPercent.default(0),
  offerPrice: courseFields.offerPrice.default(0),
  startDate: courseFields.startDate.default(null),
  courseContents: courseFields.courseContents.default(''),
  whyChoose: courseFields.whyChoose.default(''),
  benefits: courseFields.benefits.default(''),
  category: courseFields.category.default(DEFAULT_CATEGORY),
  tags: courseFields.tags.default([]),
  isPublic: courseFields.isPublic.default(true),
  status: courseFields.status.default('public'),
  lectures: courseFields.lectures.default([]),
});
export const updateCourseBodySchema = z.object(courseFields).partial();
export type AddCourseBody = z.infer<typeof addCourseBodySchema>;
export type UpdateCourseBody = z.infer<typeof updateCourseBodySchema>;

export const contentIdParamsSchema = z.object({ id: z.string().max(100) });

// --- items as the API answers them ---

const itemCommon = {
  _id: z.string(),
  ownerId: z.string().nullable(),
  category: categorySchema,
  tags: z.array(z.string()),
  isPublic: z.boolean(),
  status: z.enum(CONTENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** In the caller's My Learning list (always false for courses, which are not kept there). */
  isWatching: z.boolean(),
};

export const noteItemSchema = z.object({
  ...itemCommon,
  type: z.literal('note'),
  title: z.string(),
  description: z.string(),
  professor: z.string(),
  /** The stored PDF's file id. */
  fileUrl: z.string(),
});
export const pyqItemSchema = z.object({
  ...itemCommon,
  type: z.literal('pyq'),
  title: z.string(),
  year: z.number().int(),
  subject: z.string(),
  fileUrl: z.string(),
});
export const videoItemSchema = z.object({
  ...itemCommon,
  type: z.literal('video'),
  title: z.string(),
  description: z.string(),
  /** The YouTube video id. */
  fileUrl: z.string(),
});
export const courseItemSchema = z.object({
  ...itemCommon,
  type: z.literal('course'),
  title: z.string(),
  description: z.string(),
  mentor: z.string(),
  courseLevel: z.string(),
  duration: z.string(),
  price: z.number(),
  offerPercent: z.number(),
  offerPrice: z.number(),
  startDate: z.string().nullable(),
  courseContents: z.string(),
  whyChoose: z.string(),
  benefits: z.string(),
  /** The stored image's file id. */
  courseImage: z.string(),
  trialVideo: z.string(),
  lectures: z.array(z.object({ title: z.string(), videoUrl: z.string() })),
});
export type NoteItem = z.infer<typeof noteItemSchema>;
export type PyqItem = z.infer<typeof pyqItemSchema>;
export type VideoItem = z.infer<typeof videoItemSchema>;
export type CourseItem = z.infer<typeof courseItemSchema>;
export const contentItemSchema = z.discriminatedUnion('type', [
  noteItemSchema,
  pyqItemSchema,
  videoItemSchema,
  courseItemSchema,
]);
export type ContentItem = z.infer<typeof contentItemSchema>;

const itemResponse = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data: item });
export const noteResponseSchema = itemResponse(noteItemSchema);
export const pyqResponseSchema = itemResponse(pyqItemSchema);
export const videoResponseSchema = itemResponse(videoItemSchema);
export const courseResponseSchema = itemResponse(courseItemSchema);

// --- lists ---

/**
 * A public list: `category` (default sciTechnology), `sortBy` latest|oldest, `page`, `limit`.
 * Without `page` the whole filtered list comes back, up to 500 items.
 */
export const publicListQuerySchema = pagingQuerySchema.extend({
  category: categoryField.default(DEFAULT_CATEGORY),
  sortBy: z.enum(sortBySchema.options, { error: 'sortBy must be latest or oldest.' }).default('latest'),
});
export type PublicListQuery = z.infer<typeof publicListQuerySchema>;

const pageInfo = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };

/**
 * `data`: public items only. An Instructor also gets `my<Key>` (own items, any status) with `myTotal`,
 * an Admin `all<Key>` (every item in the category) with `allTotal`, paged the same way.
 */
const publicListResponse = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    ...pageInfo,
    ...({ [`my${key}`]: z.array(item).optional(), [`all${key}`]: z.array(item).optional() } as Record<
      `my${K}` | `all${K}`,
      z.ZodOptional<z.ZodArray<T>>
    >),
    myTotal: z.number().int().optional(),
    allTotal: z.number().int().optional(),
  });
export const publicNotesResponseSchema = publicListResponse('Notes', noteItemSchema);
export const publicPyqResponseSchema = publicListResponse('PYQ', pyqItemSchema);
export const publicVideoResponseSchema = publicListResponse('Video', videoItemSchema);
export const publicCourseResponseSchema = publicListResponse('Course', courseItemSchema);
export type PublicNotesResponse = z.infer<typeof publicNotesResponseSchema>;
export type PublicPyqResponse = z.infer<typeof publicPyqResponseSchema>;
export type PublicVideoResponse = z.infer<typeof publicVideoResponseSchema>;
export type PublicCourseResponse = z.infer<typeof publicCourseResponseSchema>;

export const latestUploadQuerySchema = z.object({ category: categoryField.optional() });
export const latestUploadSchema = z.object({
  _id: z.string(),
  type: z.enum(ITEM_TYPES),
  title: z.string(),
  createdAt: z.string(),
  status: z.enum(CONTENT_STATUSES),
});
export type LatestUpload = z.infer<typeof latestUploadSchema>;
export const latestUploadResponseSchema = z.object({ success: z.literal(true), data: z.array(latestUploadSchema) });
export const LATEST_UPLOADS_LIMIT = 10;

/** The dashboard's list: `type` notes|video|pyq|course (default notes); category and status filter when given. */
export const dashboardContentQuerySchema = pagingQuerySchema.extend({
  search: z.string().max(200, FIELD_MESSAGES.searchTooLong).optional(),
  category: categoryField.optional(),
  status: statusField.optional(),
  type: z.enum(CONTENT_TYPES, { error: FIELD_MESSAGES.contentType }).default('notes'),
});
export type DashboardContentQuery = z.infer<typeof dashboardContentQuerySchema>;
export const dashboardContentResponseSchema = z.object({
  success: z.literal(true),
  /** The requested type, repeated: older dashboards use `results` only when it is present. */
  type: z.enum(CONTENT_TYPES),
  results: z.array(contentItemSchema),
  ...pageInfo,
});

// --- My Learning ---

export const myLearningBodySchema = z.object({
  contentId: z
    .string({ error: CONTENT_MESSAGES.contentIdRequired })
    .trim()
    .min(1, CONTENT_MESSAGES.contentIdRequired)
    .max(100),
  contentType: z.enum(MY_LEARNING_TYPES, { error: CONTENT_MESSAGES.invalidContentType }),
});
export type MyLearningBody = z.infer<typeof myLearningBodySchema>;
/** Enrolment: how far a student is in a course, over its current lectures. */
export const courseProgressSchema = z.object({
  watched: z.number().int(),
  total: z.number().int(),
  /** The lecture to continue with, from 1; null for a course without lectures. */
  continueLecture: z.number().int().nullable(),
  /** The last saved position of any lecture of the course; null before the first. */
  lastActiveAt: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** `getDatafromMyLearning`'s `enrolledCourses`: course items with the caller's progress beside them. */
export const enrolledCourseItemSchema = courseItemSchema.extend({ progress: courseProgressSchema });
export type EnrolledCourseItem = z.infer<typeof enrolledCourseItemSchema>;

export const myLearningResponseSchema = z.object({
  success: z.literal(true),
  notesData: z.array(noteItemSchema),
  videoData: z.array(videoItemSchema),
  pyqData: z.array(pyqItemSchema),
  /** The caller's enrolled courses with their progress (contract §3); older clients read it. */
  enrolledCourses: z.array(enrolledCourseItemSchema),
});
export type MyLearningResponse = z.infer<typeof myLearningResponseSchema>;
