import { z } from './zod.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { LANGUAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES, USER_STATUSES } from './constants.ts';

/** Trimmed and lower-cased: e-mails compare case-insensitively. */
export const emailSchema = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .max(254, FIELD_MESSAGES.emailTooLong)
  .pipe(z.email(FIELD_MESSAGES.emailInvalid));

export const newPasswordSchema = z
  .string({ error: FIELD_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, FIELD_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, FIELD_MESSAGES.passwordTooLong);

export const usernameSchema = z
  .string({ error: FIELD_MESSAGES.usernameRequired })
  .trim()
  .min(1, FIELD_MESSAGES.usernameRequired)
  .max(50, FIELD_MESSAGES.usernameTooLong);

/** Six digits; older clients send the code as a number, which loses leading zeros, so pad it back. */
export const codeSchema = z
  .union([z.string(), z.number()], { error: FIELD_MESSAGES.codeRequired })
  .transform((value) => String(value).trim())
  .transform((value) => (/^\d{1,6}$/.test(value) ? value.padStart(6, '0') : value))
  .pipe(z.string().regex(/^\d{6}$/, FIELD_MESSAGES.codeSixDigits));

export const registerBodySchema = z.object({
  Username: usernameSchema,
  Email: emailSchema,
  Password: newPasswordSchema,
  ConfirmPassword: z.string({ error: FIELD_MESSAGES.confirmPasswordRequired }),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  Email: emailSchema,
  Password: z
    .string({ error: FIELD_MESSAGES.passwordRequired })
    .min(1, FIELD_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const verifyEmailBodySchema = z.object({ Email: emailSchema, VerificationCode: codeSchema });
export const emailOnlyBodySchema = z.object({ Email: emailSchema });
export const resetPasswordBodySchema = z.object({
  Email: emailSchema,
  ForgotPasswordCode: codeSchema,
  NewPassword: newPasswordSchema,
  ConfirmNewPassword: z.string({ error: FIELD_MESSAGES.confirmNewPasswordRequired }),
});

export const supportBodySchema = z.object({
  name: z.string({ error: FIELD_MESSAGES.nameRequired }).trim().min(1, FIELD_MESSAGES.nameRequired).max(100),
  email: emailSchema,
  subject: z.string({ error: FIELD_MESSAGES.subjectRequired }).trim().min(1, FIELD_MESSAGES.subjectRequired).max(200),
  body: z.string({ error: FIELD_MESSAGES.messageRequired }).trim().min(1, FIELD_MESSAGES.messageRequired).max(5000),
});
export type SupportBody = z.infer<typeof supportBodySchema>;

export const googleQuerySchema = z.object({
  code: z.string({ error: FIELD_MESSAGES.googleCodeMissing }).min(1).max(2048),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
});

/** The user as every client sees it: never a hash, a code or a session. */
export const publicUserSchema = z.object({
  _id: z.string(),
  PrepShelfUserId: z.string(),
  Username: z.string(),
  Email: z.string(),
  Role: z.enum(ROLES),
  Status: z.enum(USER_STATUSES),
  isVerified: z.boolean(),
  Profile: z.string(),
  About: z.string(),
  createdAt: z.string(),
  /** The account's language; older clients ignore it. */
  language: z.enum(LANGUAGES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export const registerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({ Email: z.string() }),
});
/** Login with the right password on an account whose e-mail is not verified yet (contract §3). */
export const needsVerificationErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  needsVerification: z.boolean().optional(),
});
export type NeedsVerificationError = z.infer<typeof needsVerificationErrorSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  /**
   * A password login's device token: the browser keeps it for this account and sends it in the
   * DeviceToken header on later logins, which failures from elsewhere then do not stop (contract §3).
   */
  deviceToken: z
    .string()
    .optional()
    .describe(
      'Sent back in the DeviceToken header on later logins to this account from this browser: they are not stopped by failed logins from elsewhere (its own failures still count).',
    ),
  user: publicUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const getUserResponseSchema = z.object({ success: z.literal(true), user: publicUserSchema });
export const authProvidersResponseSchema = z.object({
  success: z.literal(true),
  google: z.object({ isEnabled: z.boolean(), startUrl: z.string().optional() }),
});
