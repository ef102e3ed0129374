import {
  CLASS_MESSAGES,
  AUTH_MESSAGES,
  DEFAULT_LANGUAGE,
  SET_PASSWORD_LINK_HOURS,
  STAFF_MESSAGES,
  STUDENT_IMPORT_MESSAGES,
  newPasswordSchema,
  type Language,
  type SetPasswordBody,
  type StudentImportResponse,
  type StudentImportRow,
  type StudentsQuery,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import { generatePublicUserId, generateSessionToken, hashSecret, hashSessionToken } from '../auth/auth.crypto.ts';
import { parseStudentCsv, toSpreadsheetCsv, type ParsedStudentRow } from './users.csv.ts';
import type { UsersBulkRepository } from './users.bulk.repository.ts';
import type { StaffCaller } from './users.service.ts';

const HOUR = 3_600_000;

export const STUDENT_EXPORT_COLUMNS = [
  'Username',
  'Email',
  'Status',
  'Role',
  'PrepShelfUserId',
  'Verified',
  'CreatedAt',
] as const;

function countsOf(rows: readonly StudentImportRow[]): StudentImportResponse['counts'] {
  const counts = { new: 0, present: 0, invalid: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

/**
 * Students in bulk: a CSV preview and import, the export, and the set-password link a
 * new student gets by mail (docs/decisions/0018-operations.md).
 */
/** What the import needs from classes: the `Class` column's classes, and adding the imported students to them. */
export interface ImportClasses {
  /** The caller's classes named by each reference (a join code or a class name); unknown ones are absent. */
  resolveClassRefs(db: Db, caller: StaffCaller, refs: readonly string[]): Promise<Map<string, { id: string }>>;
  addImportedStudents(db: Db, caller: StaffCaller, classId: string, emails: readonly string[]): Promise<void>;
}

export function createUsersBulkService(deps: {
  db: Db;
  repository: UsersBulkRepository;
  clock: Clock;
  audit: AuditRecorder;
  mail: MailModule;
  classes?: ImportClasses;
}) {
  const { db, repository: repo, clock, audit, mail, classes } = deps;

  /** Every parsed row as new, present (its e-mail has an account, any case) or invalid, read in `target`. */
  async function classify(
    target: Db,
    parsed: readonly ParsedStudentRow[],
    caller: StaffCaller | undefined,
  ): Promise<StudentImportRow[]> {
    const existing = await repo.findExistingEmails(
      target,
      parsed.filter((row) => row.isValid).map((row) => row.Email),
    );
    const refs = [...new Set(parsed.map((row) => row.Class ?? '').filter((ref) => ref !== ''))];
    const known =
      classes === undefined || caller === undefined || refs.length === 0
        ? new Map<string, { id: string }>()
        : await classes.resolveClassRefs(target, caller, refs);
    return parsed.map((row): StudentImportRow => {
      const shown = { line: row.line, Username: row.Username, Email: row.Email, Status: row.Status };
      if (!row.isValid) return { ...shown, outcome: 'invalid', reason: row.reason };
      if (row.Class !== undefined && row.Class !== '' && !known.has(row.Class))
        return { ...shown, outcome: 'invalid', reason: `${CLASS_MESSAGES.unknownClass} (${row.Class})` };
      return { ...shown, outcome: existing.has(row.Email) ? 'present' : 'new' };
    });
  }

  /** Puts the imported (new and present) students of each row with a `Class` into that class. */
  async function placeInClasses(
    tx: Db,
    caller: StaffCaller,
    parsed: readonly ParsedStudentRow[],
    rows: readonly StudentImportRow[],
  ) {
    if (classes === undefined) return;
    const refs = [...new Set(parsed.map((row) => row.Class ?? '').filter((ref) => ref !== ''))];
    if (refs.length === 0) return;
    const known = await classes.resolveClassRefs(tx, caller, refs);
    const outcomeAt = new Map(rows.map((row) => [row.line, row.outcome]));
    const emailsOf = new Map<string, string[]>();
    for (const row of parsed) {
      const target = row.Class === undefined ? undefined : known.get(row.Class);
      if (target === undefined || outcomeAt.get(row.line) === 'invalid') continue;
      emailsOf.set(target.id, [...(emailsOf.get(target.id) ?? []), row.Email]);
    }
    for (const [classId, emails] of emailsOf) await classes.addImportedStudents(tx, caller, classId, emails);
  }

  return {
    /** The dry run: nothing is written. */
    async previewImport(csv: string, caller?: StaffCaller): Promise<StudentImportResponse> {
      const rows = await classify(db, parseStudentCsv(csv), caller);
      return { success: true, isImported: false, counts: countsOf(rows), rows };
    },

    /**
     * Creates every new row as a Student (whoever calls: staff never make other roles this way) in one
     * transaction, with a set-password link mailed to each active one through the outbox. Present and
     * invalid rows are left alone, so importing the same file again changes nothing.
     */
    async importStudents(
      caller: StaffCaller,
      csv: string,
      /** The importing request's language: the new accounts start with it, and so do their welcome mails. */
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<StudentImportResponse> {
      const parsed = parseStudentCsv(csv);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SET_PASSWORD_LINK_HOURS * HOUR);
      const rows = await db.transaction(async (tx) => {
        const classified = await classify(tx, parsed, caller);
        const fresh = classified.filter((row) => row.outcome === 'new');
        const created = await repo.insertMany(
          tx,
          fresh.map((row) => ({
            publicId: generatePublicUserId(),
            username: row.Username,
            email: row.Email,
            passwordHash: null,
            role: 'Student' as const,
            status: row.Status ?? 'active',
            // Staff vouch for the address (as for addStudent); the link proves it again.
            isVerified: true,
            language,
            createdAt: now,
            updatedAt: now,
          })),
        );
        const createdEmails = new Set(created.map((user) => user.email));
        const invited = created.filter((user) => user.status === 'active');
        const tokens = invited.map((user) => ({ user, token: generateSessionToken() }));
        await repo.insertTokens(
          tx,
          tokens.map(({ user, token }) => ({ userId: user.id, tokenHash: hashSessionToken(token), expiresAt })),
        );
        await mail.enqueueMany(
          tx,
          tokens.map(({ user, token }) => ({
            kind: 'student_invite' as const,
            to: user.email,
            ...mail.templates.studentInvite({
              username: user.username,
              token,
              validHours: SET_PASSWORD_LINK_HOURS,
              language: user.language,
            }),
          })),
        );
        if (created.length > 0) {
          await audit.recordAudit(tx, {
            actor: caller,
            action: 'students.imported',
            targetType: 'user',
            targetId: null,
            targetTitle: `${created.length} ${created.length === 1 ? 'student' : 'students'}`,
            details: { created: created.length, mailed: invited.length, rows: classified.length },
          });
        }
        // A row another request created meanwhile is present, not new.
        const outcomes = classified.map((row) =>
          row.outcome === 'new' && !createdEmails.has(row.Email) ? { ...row, outcome: 'present' as const } : row,
        );
        await placeInClasses(tx, caller, parsed, outcomes);
        return outcomes;
      });
      mail.notify();
      const counts = countsOf(rows);
      return {
        success: true,
        message: STUDENT_IMPORT_MESSAGES.imported(counts.new),
        isImported: true,
        counts,
        rows,
      };
    },

    /** The filtered user list as spreadsheet-safe CSV; the list's rules (Instructors: Students only). */
    async exportStudents(caller: StaffCaller, query: StudentsQuery): Promise<string> {
      if (caller.role !== 'Admin' && query.role !== 'Student') {
        throw forbidden(STAFF_MESSAGES.instructorListStudentsOnly);
      }
      const search = query.search?.trim();
      const users = await repo.listAll(db, {
        role: query.role,
        status: query.status,
        search: search === '' ? undefined : search,
      });
      return toSpreadsheetCsv(
        STUDENT_EXPORT_COLUMNS,
        users.map((user) => [
          user.username,
          user.email,
          user.status,
          user.role,
          user.publicId,
          user.isVerified ? 'yes' : 'no',
          user.createdAt.toISOString(),
        ]),
      );
    },

    /** Uses a welcome mail's link once: sets the password, ends any session, and answers whose account it is. */
    async setPassword(body: SetPasswordBody): Promise<string> {
      if (body.NewPassword !== body.ConfirmNewPassword) throw badRequest(AUTH_MESSAGES.resetPasswordMismatch);
      const checked = newPasswordSchema.safeParse(body.NewPassword);
      if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? 'Invalid password.');
      const passwordHash = await hashSecret(checked.data);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const userId = await repo.consumeToken(tx, hashSessionToken(body.token.trim()), now);
        if (userId === undefined) throw badRequest(STUDENT_IMPORT_MESSAGES.setPasswordInvalid);
        await repo.setPassword(tx, userId, passwordHash, now);
        return userId;
      });
    },
  };
}

export type UsersBulkService = ReturnType<typeof createUsersBulkService>;
