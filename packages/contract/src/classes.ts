import { z } from './zod.ts';
import { categorySchema, pageInfoSchema, pagingQuerySchema } from './common.ts';
import { ITEM_TYPES } from './content.ts';
import { FIELD_MESSAGES } from './field-messages.ts';

/*
 * Classes: a subject a college runs for one term and stream, its members, the material given to it in
 * units, and its notices (with every member's inbox). Additive routes under /api/classes and /api/inbox.
 */

export const CLASS_STATUSES = ['open', 'closed', 'archived'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/** Join codes: no 0/O, 1/I/L, so a code read aloud or off a board is typed right. */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 7;
/** A notice's longest text. */
export const NOTICE_MAX_LENGTH = 5000;
/** At most this many students added in one request. */
export const CLASS_ADD_MAX = 200;
export const INBOX_PAGE_SIZE = 20;

export const CLASS_MESSAGES = {
  notFound: 'This class does not exist.',
  notStaff: 'You may manage only the classes you teach.',
  codeInvalid: 'This join code is not valid or has expired. Please ask your teacher for the current one.',
  closed: 'This class is not taking new members.',
  archived: 'This class is archived: nothing in it can be changed.',
  joined: 'You have joined the class.',
  alreadyMember: 'You are already a member of this class.',
  onlyStudentsJoin: 'Only students join classes: staff are added as its teachers.',
  left: 'You have left the class.',
  created: 'Class created.',
  updated: 'Class updated.',
  deleted: 'Class deleted.',
  codeReset: 'A new join code is ready; the old one no longer works.',
  membersAdded: 'Students added to the class.',
  memberRemoved: 'The student was removed from the class.',
  memberNotFound: 'This student is not a member of this class.',
  noStudentsGiven: 'Please give at least one e-mail address or student.',
  staffInvalid: 'Every teacher of a class must be an active Admin or Instructor.',
  unitNotFound: 'This unit does not exist in this class.',
  unitSaved: 'Unit saved.',
  unitDeleted: 'Unit deleted; its material stays in the class.',
  itemNotFound: 'This material does not exist or you may not use it.',
  itemSaved: 'Material saved in the class.',
  itemRemoved: 'Material removed from the class.',
  audienceSaved: 'Who sees it is saved.',
  noticeTooLong: `A notice may have at most ${NOTICE_MAX_LENGTH} characters.`,
  noticeRequired: 'Please write the notice.',
  noticePosted: 'Notice posted.',
  noticeDeleted: 'Notice deleted.',
  noticeNotFound: 'This notice does not exist.',
  attachmentNotFound: 'The attachment does not exist or you may not see it.',
  nameRequired: 'The class name is required.',
  codeRequired: 'Please enter a join code.',
  read: 'Marked as read.',
  unknownClass: 'No class of yours has this name or join code.',
} as const;

const id = z.string().max(100);
const trimmed = (max: number) => z.string().trim().max(max, FIELD_MESSAGES.keepUnder(max));
const uuid = z.uuid();

/** POST /api/classes. */
export const createClassBodySchema = z.object({
  name: z
    .string({ error: CLASS_MESSAGES.nameRequired })
    .trim()
    .min(1, CLASS_MESSAGES.nameRequired)
    .max(120, FIELD_MESSAGES.keepUnder(120)),
  subject: trimmed(120).default(''),
  term: trimmed(60).default(''),
  category: categorySchema,
  description: trimmed(2000).default(''),
  /** Who teaches it besides the creator (Admins and Instructors). */
  staffIds: z.array(uuid).max(20).default([]),
});
export type CreateClassBody = z.infer<typeof createClassBodySchema>;

/** PATCH /api/classes/{classId}: any of the fields, the status, the whole list of teachers. */
export const updateClassBodySchema = z.object({
  name: z.string().trim().min(1, CLASS_MESSAGES.nameRequired).max(120, FIELD_MESSAGES.keepUnder(120)).optional(),
  subject: trimmed(120).optional(),
  term: trimmed(60).optional(),
  category: categorySchema.optional(),
  description: trimmed(2000).optional(),
  status: z.enum(CLASS_STATUSES).optional(),
  staffIds: z.array(uuid).min(1).max(20).optional(),
});
export type UpdateClassBody = z.infer<typeof updateClassBodySchema>;

export const classParamsSchema = z.object({ classId: id });
export const classMemberParamsSchema = z.object({ classId: id, userId: id });
export const classUnitParamsSchema = z.object({ classId: id, unitId: id });
export const classItemParamsSchema = z.object({ classId: id, type: z.enum(ITEM_TYPES), itemId: id });
export const classNoticeParamsSchema = z.object({ classId: id, noticeId: id });
export const itemParamsSchema = z.object({ type: z.enum(ITEM_TYPES), itemId: id });
export const joinCodeParamsSchema = z.object({ code: z.string().max(40) });
export const noticeParamsSchema = z.object({ noticeId: id });

export const joinClassBodySchema = z.object({
  code: z.string({ error: CLASS_MESSAGES.codeRequired }).trim().min(1, CLASS_MESSAGES.codeRequired).max(40),
});

export const addMembersBodySchema = z.object({
  emails: z.array(z.string().trim().toLowerCase().max(254)).max(CLASS_ADD_MAX).default([]),
  userIds: z.array(uuid).max(CLASS_ADD_MAX).default([]),
});
export type AddMembersBody = z.infer<typeof addMembersBodySchema>;

export const unitBodySchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.nameRequired).max(120, FIELD_MESSAGES.keepUnder(120)),
  position: z.number().int().min(0).max(1000).optional(),
});

/** PUT /api/classes/{classId}/items: gives an item to the class, or moves it (unit, order, pin). */
export const classItemBodySchema = z.object({
  type: z.enum(ITEM_TYPES),
  itemId: id,
  unitId: uuid.nullable().default(null),
  position: z.number().int().min(0).max(10000).default(0),
  isPinned: z.boolean().default(false),
});
export type ClassItemBody = z.infer<typeof classItemBodySchema>;

/** PUT /api/classes/audience/{type}/{itemId}: the caller's classes the item is given to, each with its unit. */
export const itemAudienceBodySchema = z.object({
  classes: z.array(z.object({ classId: uuid, unitId: uuid.nullable().default(null) })).max(50),
});
export type ItemAudienceBody = z.infer<typeof itemAudienceBodySchema>;

export const noticeBodySchema = z.object({
  body: z
    .string({ error: CLASS_MESSAGES.noticeRequired })
    .trim()
    .min(1, CLASS_MESSAGES.noticeRequired)
    .max(NOTICE_MAX_LENGTH, CLASS_MESSAGES.noticeTooLong),
  attachment: z
    .object({ type: z.enum(ITEM_TYPES), itemId: id })
    .nullable()
    .default(null),
});
export type NoticeBody = z.infer<typeof noticeBodySchema>;

const personSchema = z.object({ _id: z.string(), username: z.string() });

export const classSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  subject: z.string(),
  term: z.string(),
  category: categorySchema,
  description: z.string(),
  status: z.enum(CLASS_STATUSES),
  /** Only for who manages the class. */
  joinCode: z.string().nullable(),
  staff: z.array(personSchema),
  memberCount: z.number().int(),
  /** The caller manages it (teaches it, or is an Admin). */
  canManage: z.boolean(),
  isMember: z.boolean(),
  unreadNotices: z.number().int(),
  /** Material given in the last 7 days that the caller may see. */
  newItems: z.number().int(),
  createdAt: z.string(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const classItemSchema = z.object({
  type: z.enum(ITEM_TYPES),
  _id: z.string(),
  title: z.string(),
  /** The stored PDF of a note or PYQ, the address of a video; null for a course. */
  fileUrl: z.string().nullable(),
  unitId: z.string().nullable(),
  position: z.number().int(),
  isPinned: z.boolean(),
  /** Given to classes only (not in the library for everyone). */
  isClassOnly: z.boolean(),
  addedAt: z.string(),
});
export type ClassItem = z.infer<typeof classItemSchema>;

export const classUnitSchema = z.object({ _id: z.string(), name: z.string(), position: z.number().int() });
export type ClassUnit = z.infer<typeof classUnitSchema>;

export const INBOX_KINDS = ['notice', 'announcement'] as const;

/** A class's notice, or in the inbox an announcement too (no class; its subject instead). */
export const noticeSchema = z.object({
  _id: z.string(),
  kind: z.enum(INBOX_KINDS),
  classId: z.string().nullable(),
  className: z.string().nullable(),
  /** An announcement's subject; null for a notice. */
  subject: z.string().nullable(),
  body: z.string(),
  author: personSchema.nullable(),
  attachment: z.object({ type: z.enum(ITEM_TYPES), _id: z.string(), title: z.string() }).nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const classesResponseSchema = z.object({ success: z.literal(true), classes: z.array(classSummarySchema) });
export const classResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  class: classSummarySchema,
});
export const classPageResponseSchema = z.object({
  success: z.literal(true),
  class: classSummarySchema,
  units: z.array(classUnitSchema),
  items: z.array(classItemSchema),
  notices: z.array(noticeSchema),
});
export type ClassPageResponse = z.infer<typeof classPageResponseSchema>;

export const joinPreviewResponseSchema = z.object({
  success: z.literal(true),
  class: z.object({
    _id: z.string(),
    name: z.string(),
    subject: z.string(),
    term: z.string(),
    status: z.enum(CLASS_STATUSES),
    isMember: z.boolean(),
  }),
});

export const classMemberSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  status: z.string(),
  joinedAt: z.string(),
});
export const classMembersResponseSchema = z.object({ success: z.literal(true), members: z.array(classMemberSchema) });
export const addMembersResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  added: z.number().int(),
  alreadyMembers: z.number().int(),
  /** E-mail addresses with no active student account. */
  notFound: z.array(z.string()),
});

export const unitResponseSchema = z.object({ success: z.literal(true), message: z.string(), unit: classUnitSchema });
export const itemAudienceResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  classes: z.array(z.object({ classId: z.string(), name: z.string(), unitId: z.string().nullable() })),
});
export const noticeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  notice: noticeSchema,
  mailed: z.number().int(),
});

export const inboxQuerySchema = pagingQuerySchema;
export const inboxResponseSchema = pageInfoSchema.extend({
  success: z.literal(true),
  notices: z.array(noticeSchema),
  unread: z.number().int(),
});
export const unreadCountResponseSchema = z.object({ success: z.literal(true), unread: z.number().int() });
