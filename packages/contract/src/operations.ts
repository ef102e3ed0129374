import { z } from './zod.ts';
import { USER_STATUSES } from './constants.ts';

/** Operations: metrics, health for orchestrators. */
export const OPERATIONS_MESSAGES = {
  metricsForbidden: 'Metrics are served to loopback callers, or with the bearer METRICS_TOKEN.',
  metricsBadToken: 'The metrics token is not valid.',
  notReady: 'Not ready: the database, the file store or the migrations are not in order.',
  devMailboxLocalOnly: 'The dev mailbox is only available on this machine.',
  devMailboxKeyNeeded:
    'Open the dev mailbox with the link PrepShelf printed on its console when it started: that link carries its key.',
} as const;

export const readinessSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  database: z.boolean(),
  store: z.boolean(),
  migrations: z.boolean(),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const livenessSchema = z.object({ success: z.literal(true) });

/** Students in bulk: a CSV of Username, Email and an optional Status. */
export const STUDENT_IMPORT_MAX_ROWS = 5000;
/** The CSV text travels in JSON; 5,000 rows of long names and addresses fit in far less. */
export const STUDENT_IMPORT_MAX_CHARS = 2_000_000;
/** How long the set-password link of a welcome mail works. */
export const SET_PASSWORD_LINK_HOURS = 72;

export const STUDENT_IMPORT_MESSAGES = {
  csvRequired: 'Choose a CSV file with the columns Username and Email (and optionally Status).',
  csvUnreadable: 'The file is not a readable CSV file.',
  csvMissingColumns: 'The CSV file needs a header row with the columns Username and Email.',
  csvEmpty: 'The CSV file has no student rows.',
  csvTooManyRows: `A CSV file may hold at most ${STUDENT_IMPORT_MAX_ROWS.toLocaleString('en-US')} students.`,
  csvTooLarge: 'The CSV file is too large.',
  invalidStatus: 'Status must be active or inactive.',
  duplicateInFile: 'The same e-mail appears on an earlier line.',
  imported: (count: number) => `${count} ${count === 1 ? 'student' : 'students'} imported.`,
  setPasswordDone: 'Your password is set. You can log in now.',
  setPasswordInvalid: 'This link is invalid, used already, or expired. Use "Forgot password" on the login page.',
} as const;

export const studentImportBodySchema = z.object({
  csv: z
    .string({ error: STUDENT_IMPORT_MESSAGES.csvRequired })
    .max(STUDENT_IMPORT_MAX_CHARS, STUDENT_IMPORT_MESSAGES.csvTooLarge),
});
export type StudentImportBody = z.infer<typeof studentImportBodySchema>;

export const STUDENT_IMPORT_OUTCOMES = ['new', 'present', 'invalid'] as const;
export type StudentImportOutcome = (typeof STUDENT_IMPORT_OUTCOMES)[number];

export const studentImportRowSchema = z.object({
  /** The line of the file where the row starts (the header is line 1). */
  line: z.number().int(),
  Username: z.string(),
  Email: z.string(),
  Status: z.enum(USER_STATUSES).nullable(),
  outcome: z.enum(STUDENT_IMPORT_OUTCOMES),
  /** Why a row is invalid. */
  reason: z.string().optional(),
});
export type StudentImportRow = z.infer<typeof studentImportRowSchema>;

export const studentImportResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  /** false for the dry run (preview), true once the new rows are written. */
  isImported: z.boolean(),
  counts: z.object({ new: z.number().int(), present: z.number().int(), invalid: z.number().int() }),
  rows: z.array(studentImportRowSchema),
});
export type StudentImportResponse = z.infer<typeof studentImportResponseSchema>;

export const setPasswordBodySchema = z.object({
  token: z.string().max(200),
  NewPassword: z.string().max(1000),
  ConfirmNewPassword: z.string().max(1000),
});
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;
