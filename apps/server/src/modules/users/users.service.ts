import {
  PAGE_SIZES,
  SERVER_MESSAGES,
  STAFF_MESSAGES,
  TOASTS,
  VALIDATION,
  emailSchema,
  newPasswordSchema,
  usernameSchema,
  type AddStudentBody,
  type PublicUser,
  type StudentsQuery,
  type UpdateStudentBody,
} from '@prepshelf/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { NewUser, User } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuditActor, AuditRecorder } from '../audit/audit.service.ts';
import { generatePublicUserId, hashSecret } from '../auth/auth.crypto.ts';
import { toPublicUser } from '../auth/auth.service.ts';
import { resolvePaging } from '../../lib/paging.ts';
import { isUserId, type UsersRepository } from './users.repository.ts';

/** The caller of a staff call: who (for the rules and the audit log) and from where. */
export type StaffCaller = AuditActor;

/** Parses with `schema`, answering 400 with the schema's own sentence (no field prefix) on failure. */
function parseField<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? SERVER_MESSAGES.invalidInput);
  return result.data;
}

const isBlank = (value: string | null | undefined): boolean =>
  value === undefined || value === null || value.trim() === '';

/** A unique-index violation of the e-mail (a race between the check and the write). */
function isEmailConflict(error: unknown): boolean {
  const text = String((error as { cause?: { message?: string } }).cause?.message ?? error);
  return text.includes('users_email_key');
}

/**
 * 409 for an e-mail another account holds. An Admin may manage every account and is told so; an
 * Instructor gets one generic answer that does not say whether the holder is staff.
 */
const emailConflict = (caller: StaffCaller) =>
  conflict(caller.role === 'Admin' ? STAFF_MESSAGES.emailTaken : STAFF_MESSAGES.emailUnavailable);

export function createUsersService(deps: { db: Db; repository: UsersRepository; clock: Clock; audit: AuditRecorder }) {
  const { db, repository: repo, clock, audit } = deps;

  /** An Admin manages anyone; an Instructor manages Students only. */
  function assertMayManage(caller: StaffCaller, target: User): void {
    if (caller.role === 'Admin') return;
    if (caller.role === 'Instructor' && target.role === 'Student') return;
    throw forbidden(STAFF_MESSAGES.instructorStudentsOnly);
  }

  /**
   * The target of a change, read inside `tx`. When it is an active Admin, every active Admin row is
   * locked first (always in the same order, so two such changes cannot deadlock) and the count is
   * returned; otherwise only the target's row is locked.
   */
  async function loadTarget(tx: Db, id: string): Promise<{ target: User; activeAdmins: number | undefined }> {
    const found = isUserId(id) ? await repo.findById(tx, id) : undefined;
    if (found === undefined) throw notFound(STAFF_MESSAGES.studentNotFound);
    if (found.role === 'Admin' && found.status === 'active') {
      const admins = await repo.lockActiveAdmins(tx);
      const target = await repo.findById(tx, id);
      if (target === undefined) throw notFound(STAFF_MESSAGES.studentNotFound);
      return { target, activeAdmins: admins.length };
    }
    const target = await repo.findById(tx, id, true);
    if (target === undefined) throw notFound(STAFF_MESSAGES.studentNotFound);
    return { target, activeAdmins: undefined };
  }

  /** 409 when `target` is the last active Admin (the count comes from loadTarget's locked read). */
  function assertNotLastAdmin(target: User, activeAdmins: number | undefined): void {
    if (target.role === 'Admin' && target.status === 'active' && (activeAdmins ?? 0) <= 1) {
      throw conflict(STAFF_MESSAGES.lastAdmin);
    }
  }

  const titleOf = (user: Pick<User, 'username' | 'email'>) => `${user.username} <${user.email}>`;

  return {
    /** The dashboard's user list: Students by default; other roles for an Admin only. */
    async listStudents(caller: StaffCaller, query: StudentsQuery) {
      if (caller.role !== 'Admin' && query.role !== 'Student')
        throw forbidden(STAFF_MESSAGES.instructorListStudentsOnly);
      const paging = resolvePaging(query, PAGE_SIZES.dashboardStudents);
      const search = query.search?.trim();
      const { rows, total } = await repo.list(
        db,
        { role: query.role, status: query.status, search: search === '' ? undefined : search },
        paging,
      );
      return { students: rows.map(toPublicUser), total, page: paging.page, limit: paging.limit };
    },

    /**
     * Creates a Student (never another role) with the password staff chose. The account starts
     * unverified: staff typed the address, nobody has proved the mailbox is the student's
     * (docs/decisions/0007-staff-accounts.md).
     */
    async addStudent(caller: StaffCaller, body: AddStudentBody): Promise<PublicUser> {
      if (isBlank(body.Username) || isBlank(body.Email) || isBlank(body.Password)) {
        throw badRequest(VALIDATION.addStudentRequired);
      }
      const username = parseField(usernameSchema, body.Username);
      const email = parseField(emailSchema, body.Email);
      const password = parseField(newPasswordSchema, body.Password);
      const passwordHash = await hashSecret(password);
      const now = clock.now();
      return db.transaction(async (tx) => {
        // A clash of the random public id (2^-50) would abort the transaction; the caller may retry.
        const created = await repo.insert(tx, {
          publicId: generatePublicUserId(),
          username,
          email,
          passwordHash,
          role: 'Student',
          // Staff-made accounts are verified already (contract §3): the staff member vouches for the address.
          isVerified: true,
          createdAt: now,
          updatedAt: now,
        });
        if (created === undefined) throw emailConflict(caller);
        await audit.recordAudit(tx, {
          actor: caller,
          action: 'student.added',
          targetType: 'user',
          targetId: created.id,
          targetTitle: titleOf(created),
          details: { role: 'Student' },
        });
        return toPublicUser(created);
      });
    },

    /**
     * Changes Username, Email, the password (only when one is given) and, for an Admin, Role. A new
     * password ends every session of the user; a new e-mail must be verified again.
     */
    async updateStudent(caller: StaffCaller, id: string, body: UpdateStudentBody): Promise<PublicUser> {
      if (isBlank(body.Username) || isBlank(body.Email)) throw badRequest(VALIDATION.updateStudentRequired);
      const username = parseField(usernameSchema, body.Username);
      const email = parseField(emailSchema, body.Email);
      const password = isBlank(body.Password) ? undefined : parseField(newPasswordSchema, body.Password);
      const passwordHash = password === undefined ? undefined : await hashSecret(password);

      try {
        return await db.transaction(async (tx) => {
          const { target, activeAdmins } = await loadTarget(tx, id);
          assertMayManage(caller, target);
          const isRoleChange = body.Role !== undefined && body.Role !== target.role;
          if (isRoleChange) {
            if (caller.role !== 'Admin') throw forbidden(STAFF_MESSAGES.instructorNoRoleChange);
            assertNotLastAdmin(target, activeAdmins);
          }
          const isEmailChange = email !== target.email;
          if (isEmailChange) {
            const holder = await repo.findIdByEmail(tx, email);
            if (holder !== undefined && holder !== target.id) throw emailConflict(caller);
          }
          const changed: string[] = [];
          const changes: Partial<NewUser> = {};
          if (username !== target.username) {
            changes.username = username;
            changed.push('Username');
          }
          if (isEmailChange) {
            changes.email = email;
            changes.isVerified = false;
            changed.push('Email');
          }
          if (passwordHash !== undefined) {
            changes.passwordHash = passwordHash;
            changed.push('Password');
          }
          if (isRoleChange && body.Role !== undefined) {
            changes.role = body.Role;
            changed.push('Role');
          }
          if (changed.length === 0) return toPublicUser(target);

          const updated = await repo.update(tx, target.id, { ...changes, updatedAt: clock.now() });
          if (updated === undefined) throw notFound(STAFF_MESSAGES.studentNotFound);
          if (passwordHash !== undefined) await repo.deleteSessionsOf(tx, target.id);
          // An invite or code mailed to a mistyped address, or before a new password, stops working.
          if (isEmailChange || passwordHash !== undefined) await repo.revokePendingCodes(tx, target.id);
          await audit.recordAudit(tx, {
            actor: caller,
            action: 'student.updated',
            targetType: 'user',
            targetId: target.id,
            targetTitle: titleOf(updated),
            details: {
              changed,
              ...(isRoleChange ? { role: { from: target.role, to: updated.role } } : {}),
              ...(isEmailChange ? { email: { from: target.email, to: updated.email } } : {}),
            },
          });
          return toPublicUser(updated);
        });
      } catch (error) {
        if (isEmailConflict(error)) throw emailConflict(caller);
        throw error;
      }
    },

    async deleteStudent(caller: StaffCaller, id: string): Promise<void> {
      if (id === caller.id) throw badRequest(STAFF_MESSAGES.selfDelete);
      await db.transaction(async (tx) => {
        const { target, activeAdmins } = await loadTarget(tx, id);
        assertMayManage(caller, target);
        assertNotLastAdmin(target, activeAdmins);
        await repo.delete(tx, target.id);
        await audit.recordAudit(tx, {
          actor: caller,
          action: 'student.deleted',
          targetType: 'user',
          targetId: target.id,
          targetTitle: titleOf(target),
          details: { role: target.role },
        });
      });
    },

    /** Blocks an active user (ending every session at once) or unblocks a blocked one. */
    async toggleStatus(caller: StaffCaller, id: string): Promise<{ user: PublicUser; message: string }> {
      if (id === caller.id) throw badRequest(STAFF_MESSAGES.selfBlock);
      const user = await db.transaction(async (tx) => {
        const { target, activeAdmins } = await loadTarget(tx, id);
        assertMayManage(caller, target);
        const isBlocking = target.status === 'active';
        if (isBlocking) assertNotLastAdmin(target, activeAdmins);
        const updated = await repo.update(tx, target.id, {
          status: isBlocking ? 'inactive' : 'active',
          updatedAt: clock.now(),
        });
        if (updated === undefined) throw notFound(STAFF_MESSAGES.studentNotFound);
        if (isBlocking) {
          await repo.deleteSessionsOf(tx, target.id);
          // A code or link mailed before the block must not work after an unblock either.
          await repo.revokePendingCodes(tx, target.id);
        }
        await audit.recordAudit(tx, {
          actor: caller,
          action: isBlocking ? 'student.blocked' : 'student.unblocked',
          targetType: 'user',
          targetId: target.id,
          targetTitle: titleOf(target),
          details: { status: { from: target.status, to: updated.status } },
        });
        return updated;
      });
      return { user: toPublicUser(user), message: TOASTS.studentStatusChanged };
    },

    /** Active users for the announcement picker; `search` matches e-mail or username, case-insensitively. */
    async listActiveUsers(search: string | undefined) {
      const text = search?.trim();
      return repo.listActive(db, text === '' ? undefined : text);
    },

    /** The active users among `ids` (unknown, malformed or blocked ids are left out), read in `tx`. */
    async findActiveUsers(tx: Db, ids: readonly string[]) {
      const unique = [...new Set(ids.filter(isUserId).map((id) => id.toLowerCase()))];
      return repo.findActiveByIds(tx, unique);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
