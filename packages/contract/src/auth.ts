import { z } from './zod.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES, USER_STATUSES } from './constants.ts';

/** Trimmed and lower-cased: e-mails compare case-insensitively (issue 3). */
export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid e-mail address.'));

export const newPasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

export const usernameSchema = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(1, 'Username is required.')
  .max(50, 'Username must be at most 50 characters long.');

/** Six digits; older clients send the code as a number, which loses leading zeros, so pad it back. */
export const codeSchema = z
  .union([z.string(), z.number()], { error: 'The code is required.' })
  .transform((value) => String(value).trim())
  .transform((value) => (/^\d{1,6}$/.test(value) ? value.padStart(6, '0') : value))
  .pipe(z.string().regex(/^\d{6}$/, 'The code must be 6 digits.'));

export const registerBodySchema = z.object({
  Username: usernameSchema,
  Email: emailSchema,
  Password: newPasswordSchema,
  ConfirmPassword: z.string({ error: 'Confirm Password is required.' }),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  Email: emailSchema,
  Password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const verifyEmailBodySchema = z.object({ Email: emailSchema, VerificationCode: codeSchema });
export const emailOnlyBodySchema = z.object({ Email: emailSchema });
export const resetPasswordBodySchema = z.object({
  Email: emailSchema,
  ForgotPasswordCode: codeSchema,
  NewPassword: newPasswordSchema,
  ConfirmNewPassword: z.string({ error: 'Confirm password is required.' }),
});

export const supportBodySchema = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(100),
  email: emailSchema,
  subject: z.string({ error: 'Subject is required.' }).trim().min(1, 'Subject is required.').max(200),
  body: z.string({ error: 'Message is required.' }).trim().min(1, 'Message is required.').max(5000),
});
export type SupportBody = z.infer<typeof supportBodySchema>;

export const googleQuerySchema = z.object({
  code: z.string({ error: 'The Google code is missing.' }).min(1).max(2048),
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
  user: publicUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const getUserResponseSchema = z.object({ success: z.literal(true), user: publicUserSchema });
export const authProvidersResponseSchema = z.object({
  success: z.literal(true),
  google: z.object({ isEnabled: z.boolean(), startUrl: z.string().optional() }),
});
