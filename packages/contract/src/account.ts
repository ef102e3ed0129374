import { z } from './zod.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { CATEGORIES, LANGUAGES, PASSWORD_MAX_LENGTH } from './constants.ts';
import { codeSchema, emailSchema, newPasswordSchema, publicUserSchema, usernameSchema } from './auth.ts';

/** A user's own account: /api/account/... Every route needs a session and acts on its owner only. */

export const ACCOUNT_MESSAGES = {
  profileSaved: 'Your profile has been saved.',
  passwordChanged: 'Your password has been changed. Other sessions have been logged out.',
  passwordSet: 'Your password has been set. Other sessions have been logged out.',
  passwordMismatch: 'The new password and its confirmation do not match.',
  currentPasswordWrong: 'Your current password is not correct.',
  currentPasswordRequired: 'Please enter your current password.',
  sessionEnded: 'That session has been logged out.',
  otherSessionsEnded: 'All your other sessions have been logged out.',
  sessionNotFound: 'That session does not exist or has already ended.',
  emailCodeSent: 'We sent a code to your new address. Enter it to finish the change.',
  emailChanged: 'Your e-mail address has been changed.',
  emailSame: 'That is already your e-mail address.',
  emailTaken: 'That e-mail address cannot be used. Please choose another one.',
  photoSaved: 'Your photo has been saved.',
  photoRemoved: 'Your photo has been removed.',
  photoInvalid: 'Please choose a JPEG, PNG, WebP or GIF image.',
  photoTooLarge: 'That image is too large. Please choose one under 5 MB.',
  deleteCodeSent: 'We sent a code to your e-mail address. Enter it to delete your account.',
  deleteNeedsProof: 'Please enter your password, or the code we mailed you.',
  accountDeleted: 'Your account has been deleted.',
  lastAdmin: 'You are the last Admin: make another Admin before deleting this account.',
  noHeir: 'There is no Admin to hand your content to. Please ask for an Admin account first.',
  notificationsSaved: 'Your notification settings have been saved.',
  unsubscribed: 'You have been unsubscribed.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  digestRun: 'The daily digest has run.',
  languageSaved: 'Your language has been saved.',
} as const;

/** The user as their own account page sees them: the public user and what only they may know. */
export const accountUserSchema = publicUserSchema.extend({
  institution: z.string(),
  /** False for an account that only signs in with Google: it may set a password without a current one. */
  hasPassword: z.boolean(),
  isGoogleLinked: z.boolean(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const accountResponseSchema = z.object({
  success: z.literal(true),
  user: accountUserSchema,
  /** The same as `user.language`, for clients that read it beside the user. */
  language: z.enum(LANGUAGES).optional(),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;
export const accountSavedResponseSchema = accountResponseSchema.extend({ message: z.string() });

/** PUT /api/account/language: the account's language; its mails follow it. */
export const updateLanguageBodySchema = z.object(
  { language: z.enum(LANGUAGES, { error: FIELD_MESSAGES.language }) },
  { error: FIELD_MESSAGES.language },
);
export type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;
export const languageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  language: z.enum(LANGUAGES),
});
export type LanguageResponse = z.infer<typeof languageResponseSchema>;

export const ABOUT_MAX_LENGTH = 500;
export const INSTITUTION_MAX_LENGTH = 120;

export const updateProfileBodySchema = z
  .object({
    Username: usernameSchema.optional(),
    About: z.string().trim().max(ABOUT_MAX_LENGTH, FIELD_MESSAGES.aboutTooLong(ABOUT_MAX_LENGTH)).optional(),
    institution: z
      .string()
      .trim()
      .max(INSTITUTION_MAX_LENGTH, FIELD_MESSAGES.institutionTooLong(INSTITUTION_MAX_LENGTH))
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), FIELD_MESSAGES.nothingToChange);
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  /** Required unless the account has no password yet (Google-only). */
  CurrentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  NewPassword: newPasswordSchema,
  ConfirmNewPassword: z.string({ error: FIELD_MESSAGES.confirmNewPasswordRequired }).max(PASSWORD_MAX_LENGTH),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const accountSessionSchema = z.object({
  _id: z.string(),
  /** A readable guess from the User-Agent: "Chrome on Android". */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(accountSessionSchema),
});
export const sessionIdParamsSchema = z.object({ id: z.uuid(FIELD_MESSAGES.unknownSession) });

export const changeEmailBodySchema = z.object({
  NewEmail: emailSchema,
  /** Required when the account has a password. */
  CurrentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export const confirmEmailBodySchema = z.object({ Code: codeSchema });

export const deleteAccountBodySchema = z.object({
  Password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  Code: codeSchema.optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** The three Settings toggles (spec §2) and announcements. */
export const notificationSettingsSchema = z.object({
  newCourses: z.boolean(),
  notesUpdates: z.boolean(),
  videoAlerts: z.boolean(),
  announcements: z.boolean(),
  /** The stream the digest covers; null: every stream. */
  category: z.enum(CATEGORIES).nullable(),
});
export type NotificationSettingsValues = z.infer<typeof notificationSettingsSchema>;
export const updateNotificationsBodySchema = notificationSettingsSchema.partial();
export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  notifications: notificationSettingsSchema,
});

export const UNSUBSCRIBE_LISTS = ['digest', 'announcements'] as const;
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number];
export const unsubscribeQuerySchema = z.object({
  token: z.string().trim().min(1, ACCOUNT_MESSAGES.unsubscribeInvalid).max(100, ACCOUNT_MESSAGES.unsubscribeInvalid),
  list: z.enum(UNSUBSCRIBE_LISTS, { error: ACCOUNT_MESSAGES.unsubscribeInvalid }),
});

export const digestRunResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Digest mails queued by this run. */
  queued: z.number().int(),
});

/** GET /api/account/export: everything the server keeps about the caller, as one JSON document. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: accountUserSchema,
  notifications: notificationSettingsSchema,
  myLearning: z.array(
    z.object({ contentType: z.string(), contentId: z.string(), title: z.string().nullable(), addedAt: z.string() }),
  ),
  readingProgress: z.array(
    z.object({
      fileId: z.string(),
      page: z.number().int(),
      pageCount: z.number().int().nullable(),
      updatedAt: z.string(),
    }),
  ),
  supportMessages: z.array(
    z.object({ name: z.string(), email: z.string(), subject: z.string(), body: z.string(), createdAt: z.string() }),
  ),
  sessions: z.array(accountSessionSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
