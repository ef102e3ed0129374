import sharp from 'sharp';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  fileUrlOf,
  type AccountExport,
  type AccountSession,
  type AccountUser,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type Language,
  type NotificationSettingsValues,
  type UpdateProfileBody,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { Session, User } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import type { AuditActor, AuditRecorder } from '../audit/audit.service.ts';
import { hashSecret, verifyAgainstNothing, verifySecret } from '../auth/auth.crypto.ts';
import { grantCodeMail } from '../auth/auth.code-mails.ts';
import { CODE_MAILS_PER_HOUR, CODE_MAX_ATTEMPTS, CODE_RESEND_INTERVAL_MS, toPublicUser } from '../auth/auth.service.ts';
import {
  consumeCode,
  findLatestCode,
  issueOneTimeCode,
  reserveCodeAttempt,
  type CodePurpose,
} from '../auth/one-time-codes.ts';
import { detectFileType } from '../files/files.magic.ts';
import type { FilesService } from '../files/files.service.ts';
import { describeDevice } from './account.device.ts';
import type { AccountRepository } from './account.repository.ts';

type AccountCodePurpose = Extract<CodePurpose, 'change_email' | 'delete_account'>;

/** The profile photo as stored: a square WebP this many pixels wide. */
export const PHOTO_SIZE = 256;
/** Bigger images are refused before decoding (a decompression bomb costs nothing to send). */
const PHOTO_MAX_INPUT_PIXELS = 40_000_000;

/** The caller of an account route: the user, the hash of this request's session token, and the address. */
export interface AccountCaller {
  user: User;
  sessionTokenHash: string;
  ip: string | null;
}

export interface AccountNotifications {
  /** The user's settings (defaults when none are stored). */
  getSettings(db: Db, userId: string): Promise<NotificationSettingsValues>;
}

export function toAccountUser(user: User): AccountUser {
  return {
    ...toPublicUser(user),
    institution: user.institution,
    hasPassword: user.passwordHash !== null,
    isGoogleLinked: user.googleSubject !== null,
  };
}

function toAccountSession(session: Session, currentTokenHash: string): AccountSession {
  return {
    _id: session.id,
    device: describeDevice(session.userAgent),
    ip: session.ip,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    isCurrent: session.tokenHash === currentTokenHash,
  };
}

const actorOf = (caller: AccountCaller): AuditActor => ({
  id: caller.user.id,
  email: caller.user.email,
  role: caller.user.role,
  ip: caller.ip,
});

export function createAccountService(deps: {
  db: Db;
  repository: AccountRepository;
  clock: Clock;
  mail: Pick<MailModule, 'enqueue' | 'templates' | 'notify'>;
  audit: AuditRecorder & { anonymizeUser(db: Db, actorId: string, label: string): Promise<void> };
  files: Pick<FilesService, 'stage' | 'saveUpload' | 'removeUnusedImage'>;
  notifications: AccountNotifications;
}) {
  const { db, repository: repo, clock, mail, audit, files, notifications } = deps;

  /** The user as stored now (the request's copy may be older than a change made in between). */
  async function reload(userId: string): Promise<User> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw notFound(AUTH_MESSAGES.sessionExpired);
    return user;
  }

  /** The current password, when the account has one; the same work is spent when it has none. */
  async function checkCurrentPassword(user: User, password: string | undefined): Promise<void> {
    if (user.passwordHash === null) return;
    if (password === undefined || password === '') throw badRequest(ACCOUNT_MESSAGES.currentPasswordRequired);
    if (!(await verifySecret(user.passwordHash, password))) throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong);
  }

  function issueCode(tx: Db, user: User, purpose: AccountCodePurpose, newEmail: string | null): Promise<string> {
    return issueOneTimeCode(tx, { userId: user.id, purpose, newEmail }, clock.now());
  }

  /** The latest code of `purpose`, checked like the auth codes: unused, unexpired, tries left. */
  async function checkCode(user: User, purpose: AccountCodePurpose, code: string) {
    const row = await findLatestCode(db, user.id, purpose);
    if (!row || row.usedAt !== null || row.expiresAt <= clock.now()) {
      await verifyAgainstNothing(code);
      throw badRequest(AUTH_MESSAGES.codeInvalid);
    }
    if (!(await reserveCodeAttempt(db, row.id, CODE_MAX_ATTEMPTS))) throw badRequest(AUTH_MESSAGES.codeDead);
    if (!(await verifySecret(row.codeHash, code))) {
      const isDead = row.failedAttempts + 1 >= CODE_MAX_ATTEMPTS;
      throw badRequest(isDead ? AUTH_MESSAGES.codeDead : AUTH_MESSAGES.codeInvalid);
    }
    return row;
  }

  /** Whether `email` may get another code mail now: at most five an hour per address, whoever asks. */
  function mayMailCode(tx: Db, email: string, purpose: AccountCodePurpose): Promise<boolean> {
    return grantCodeMail(tx, { email, purpose, now: clock.now() }, { cooldownMs: 0, hourlyLimit: CODE_MAILS_PER_HOUR });
  }

  async function isInCooldown(user: User, purpose: AccountCodePurpose): Promise<boolean> {
    const latest = await findLatestCode(db, user.id, purpose);
    return (
      latest !== undefined &&
      latest.usedAt === null &&
      clock.now().getTime() - latest.createdAt.getTime() < CODE_RESEND_INTERVAL_MS
    );
  }

  return {
    async getAccount(userId: string): Promise<AccountUser> {
      return toAccountUser(await reload(userId));
    },

    async updateProfile(caller: AccountCaller, body: UpdateProfileBody): Promise<AccountUser> {
      const changes = {
        ...(body.Username === undefined ? {} : { username: body.Username }),
        ...(body.About === undefined ? {} : { about: body.About }),
        ...(body.institution === undefined ? {} : { institution: body.institution }),
      };
      const updated = await db.transaction(async (tx) => {
        const user = await repo.updateUser(tx, caller.user.id, changes);
        if (!user) throw notFound(AUTH_MESSAGES.sessionExpired);
        await audit.recordAudit(tx, {
          actor: actorOf(caller),
          action: 'account.profile_updated',
          targetType: 'user',
          targetId: user.id,
          targetTitle: user.username,
          details: { fields: Object.keys(changes) },
        });
        return user;
      });
      return toAccountUser(updated);
    },

    /** The account's language: the language of its mails from now on. */
    async setLanguage(caller: AccountCaller, language: Language): Promise<Language> {
      const updated = await db.transaction(async (tx) => {
        const user = await repo.updateUser(tx, caller.user.id, { language });
        if (!user) throw notFound(AUTH_MESSAGES.sessionExpired);
        await audit.recordAudit(tx, {
          actor: actorOf(caller),
          action: 'account.language_changed',
          targetType: 'user',
          targetId: user.id,
          targetTitle: user.username,
          details: { from: caller.user.language, to: language },
        });
        return user;
      });
      return updated.language;
    },

    /** Sets a new password (the current one first, unless there is none yet); every other session ends. */
    async changePassword(caller: AccountCaller, body: ChangePasswordBody): Promise<{ hadPassword: boolean }> {
      if (body.NewPassword !== body.ConfirmNewPassword) throw badRequest(ACCOUNT_MESSAGES.passwordMismatch);
      const user = await reload(caller.user.id);
      await checkCurrentPassword(user, body.CurrentPassword);
      const passwordHash = await hashSecret(body.NewPassword);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash });
        // A reset code or set-password link mailed before must not replace the password just chosen.
        await repo.revokePendingCodes(tx, user.id);
        const count = await repo.deleteOtherSessions(tx, user.id, caller.sessionTokenHash);
        await audit.recordAudit(tx, {
          actor: actorOf(caller),
          action: 'account.password_changed',
          targetType: 'user',
          targetId: user.id,
          targetTitle: user.username,
          details: { wasSet: user.passwordHash === null, otherSessionsEnded: count },
        });
      });
      return { hadPassword: user.passwordHash !== null };
    },

    async listSessions(caller: AccountCaller): Promise<AccountSession[]> {
      const rows = await repo.listLiveSessions(db, caller.user.id, clock.now());
      return rows.map((row) => toAccountSession(row, caller.sessionTokenHash));
    },

    /** Ends one of the caller's own sessions; another user's session id is simply unknown (404). */
    async endSession(caller: AccountCaller, sessionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.deleteSessionOfUser(tx, caller.user.id, sessionId))) {
          throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
        }
        await audit.recordAudit(tx, {
          actor: actorOf(caller),
          action: 'account.session_ended',
          targetType: 'user',
          targetId: caller.user.id,
          targetTitle: caller.user.username,
          details: { sessions: 1 },
        });
      });
    },

    async endOtherSessions(caller: AccountCaller): Promise<number> {
      return db.transaction(async (tx) => {
        const count = await repo.deleteOtherSessions(tx, caller.user.id, caller.sessionTokenHash);
        await audit.recordAudit(tx, {
          actor: actorOf(caller),
          action: 'account.session_ended',
          targetType: 'user',
          targetId: caller.user.id,
          targetTitle: caller.user.username,
          details: { sessions: count, allOthers: true },
        });
        return count;
      });
    },

    /**
     * Mails a code to the new address; the address changes only when the code comes back
     * (`confirmEmailChange`). Whether the address is taken is told only then, to its owner.
     */
    async requestEmailChange(
      caller: AccountCaller,
      body: { NewEmail: string; CurrentPassword?: string | undefined },
    ): Promise<void> {
      const user = await reload(caller.user.id);
      await checkCurrentPassword(user, body.CurrentPassword);
      if (body.NewEmail === user.email) throw badRequest(ACCOUNT_MESSAGES.emailSame);
      const latest = await findLatestCode(db, user.id, 'change_email');
      // The same address asked for again within a minute: the code already mailed still works.
      if (latest?.newEmail === body.NewEmail && (await isInCooldown(user, 'change_email'))) return;
      await db.transaction(async (tx) => {
        if (!(await mayMailCode(tx, body.NewEmail, 'change_email'))) return;
        const code = await issueCode(tx, user, 'change_email', body.NewEmail);
        await mail.enqueue(tx, {
          kind: 'change_email',
          to: body.NewEmail,
          ...mail.templates.emailChangeCode({
            newEmail: body.NewEmail,
            code,
            username: user.username,
            language: user.language,
          }),
        });
        await audit.recordAudit(tx, {
          actor: actorOf(caller),
          action: 'account.email_change_requested',
          targetType: 'user',
          targetId: user.id,
          targetTitle: user.username,
          details: { newEmail: body.NewEmail },
        });
      });
      mail.notify();
    },

    async confirmEmailChange(caller: AccountCaller, body: { Code: string }): Promise<AccountUser> {
      const user = await reload(caller.user.id);
      const code = await checkCode(user, 'change_email', body.Code);
      const newEmail = code.newEmail;
      if (newEmail === null) throw badRequest(AUTH_MESSAGES.codeInvalid);
      const updated = await db.transaction(async (tx) => {
        const owner = await repo.findUserByEmail(tx, newEmail);
        if (owner && owner.id !== user.id) throw conflict(ACCOUNT_MESSAGES.emailTaken);
        if (!(await consumeCode(tx, code.id, clock.now()))) throw badRequest(AUTH_MESSAGES.codeInvalid);
        let changed: User | undefined;
        try {
          // Reading the code proved the new mailbox is theirs: the account stays verified.
          changed = await tx.transaction((inner) =>
            repo.updateUser(inner, user.id, { email: newEmail, isVerified: true }),
          );
        } catch (error) {
          if (String((error as { cause?: { message?: string } }).cause?.message ?? error).includes('users_email_key')) {
            throw conflict(ACCOUNT_MESSAGES.emailTaken);
          }
          throw error;
        }
        if (!changed) throw notFound(AUTH_MESSAGES.sessionExpired);
        // Codes and links mailed to the old address stop working with it.
        await repo.revokePendingCodes(tx, user.id);
        await mail.enqueue(tx, {
          kind: 'email_changed',
          to: user.email,
          ...mail.templates.emailChanged({ newEmail, username: user.username, language: user.language }),
        });
        await audit.recordAudit(tx, {
          actor: { ...actorOf(caller), email: newEmail },
          action: 'account.email_changed',
          targetType: 'user',
          targetId: user.id,
          targetTitle: user.username,
          details: { from: user.email, to: newEmail },
        });
        return changed;
      });
      mail.notify();
      return toAccountUser(updated);
    },

    /**
     * Resizes an uploaded image on the server to a square WebP (EXIF rotation applied, metadata
     * dropped) and stores it like every other image; the profile then points at it. Only JPEG, PNG,
     * WebP and GIF, told by their first bytes as uploads are (whatever the declared type says) and
     * read as that format: the image library draws SVG and more, and SVG can carry script.
     */
    async savePhoto(caller: AccountCaller, bytes: Buffer): Promise<AccountUser> {
      const detected = detectFileType(bytes);
      if (detected?.kind !== 'image') throw new AppError(415, ACCOUNT_MESSAGES.photoInvalid);
      let resized: Buffer;
      try {
        const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' });
        const { format } = await image.metadata();
        if (format === undefined || `image/${format}` !== detected.mimeType) {
          throw new Error(`The bytes read as ${format ?? 'nothing'}, not as ${detected.mimeType}`);
        }
        resized = await image
          .rotate()
          .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch (error) {
        throw new AppError(415, ACCOUNT_MESSAGES.photoInvalid, { cause: error });
      }
      const staged = await files.stage(resized);
      const saved = await files.saveUpload(staged, {
        uploader: caller.user,
        originalName: 'profile-photo.webp',
        kind: 'image',
      });
      const updated = await db.transaction(async (tx) => {
        const user = await repo.updateUser(tx, caller.user.id, { profile: fileUrlOf(saved.fileId) });
        if (!user) throw notFound(AUTH_MESSAGES.sessionExpired);
        await audit.recordAudit(tx, {
          actor: actorOf(caller),
          action: 'account.photo_changed',
          targetType: 'user',
          targetId: user.id,
          targetTitle: user.username,
          details: { fileId: saved.fileId },
        });
        return user;
      });
      if (caller.user.profile !== updated.profile) await files.removeUnusedImage(caller.user.profile);
      return toAccountUser(updated);
    },

    async removePhoto(caller: AccountCaller): Promise<AccountUser> {
      const updated = await db.transaction(async (tx) => {
        const user = await repo.updateUser(tx, caller.user.id, { profile: '' });
        if (!user) throw notFound(AUTH_MESSAGES.sessionExpired);
        await audit.recordAudit(tx, {
          actor: actorOf(caller),
          action: 'account.photo_changed',
          targetType: 'user',
          targetId: user.id,
          targetTitle: user.username,
          details: { removed: true },
        });
        return user;
      });
      await files.removeUnusedImage(caller.user.profile);
      return toAccountUser(updated);
    },

    /** Everything kept about the caller, as one JSON document (the export is audited too). */
    async exportData(caller: AccountCaller): Promise<AccountExport> {
      const user = await reload(caller.user.id);
      const [settings, learning, progress, support, sessions] = await Promise.all([
        notifications.getSettings(db, user.id),
        repo.listMyLearning(db, user),
        repo.listReadingProgress(db, user.id),
        repo.listSupportMessages(db, user.id),
        repo.listLiveSessions(db, user.id, clock.now()),
      ]);
      await audit.recordAudit(db, {
        actor: actorOf(caller),
        action: 'account.exported',
        targetType: 'user',
        targetId: user.id,
        targetTitle: user.username,
      });
      return {
        exportedAt: clock.now().toISOString(),
        account: toAccountUser(user),
        notifications: settings,
        myLearning: learning,
        readingProgress: progress.map((row) => ({
          fileId: row.fileId,
          page: row.page,
          pageCount: row.pageCount,
          updatedAt: row.updatedAt.toISOString(),
        })),
        supportMessages: support.map((row) => ({
          name: row.name,
          email: row.email,
          subject: row.subject,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
        })),
        sessions: sessions.map((row) => toAccountSession(row, caller.sessionTokenHash)),
      };
    },

    /** Mails a fresh code that can confirm the deletion instead of the password (at most one a minute). */
    async sendDeleteCode(caller: AccountCaller): Promise<void> {
      const user = await reload(caller.user.id);
      if (await isInCooldown(user, 'delete_account')) return;
      await db.transaction(async (tx) => {
        if (!(await mayMailCode(tx, user.email, 'delete_account'))) return;
        const code = await issueCode(tx, user, 'delete_account', null);
        await mail.enqueue(tx, {
          kind: 'delete_account',
          to: user.email,
          ...mail.templates.deleteAccountCode({ code, username: user.username, language: user.language }),
        });
      });
      mail.notify();
    },

    /**
     * Deletes the caller's account, proven by the password or a fresh code. A staff member's content
     * goes to the longest-serving other Admin first; the last Admin is refused. A Student's personal
     * data goes with the account, and the e-mail address is free again.
     */
    async deleteAccount(caller: AccountCaller, body: DeleteAccountBody): Promise<void> {
      const user = await reload(caller.user.id);
      if (body.Password !== undefined && body.Password !== '') {
        const isRight =
          user.passwordHash !== null
            ? await verifySecret(user.passwordHash, body.Password)
            : await verifyAgainstNothing(body.Password);
        if (!isRight) throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong);
      } else if (body.Code !== undefined) {
        const code = await checkCode(user, 'delete_account', body.Code);
        if (!(await consumeCode(db, code.id, clock.now()))) throw badRequest(AUTH_MESSAGES.codeInvalid);
      } else {
        throw badRequest(ACCOUNT_MESSAGES.deleteNeedsProof);
      }
      await db.transaction(async (tx) => {
        const isStaff = user.role !== 'Student';
        if (isStaff) {
          // Locks the heir's row, so two Admins deleting themselves at once cannot both pass.
          const heir = await repo.findHeirAdmin(tx, user.id);
          if (!heir) throw conflict(user.role === 'Admin' ? ACCOUNT_MESSAGES.lastAdmin : ACCOUNT_MESSAGES.noHeir);
          const moved = await repo.handOverContent(tx, user.id, heir.id);
          await audit.recordAudit(tx, {
            actor: actorOf(caller),
            action: 'account.content_handed_over',
            targetType: 'user',
            targetId: heir.id,
            targetTitle: heir.username,
            details: { from: user.id, ...moved },
          });
        }
        // A Student's address and names are personal data that leave with the account (their earlier
        // entries keep only the public id); staff entries stay as they are, for accountability.
        const label = `deleted ${user.publicId}`;
        if (!isStaff) await audit.anonymizeUser(tx, user.id, label);
        await audit.recordAudit(tx, {
          actor: { ...actorOf(caller), email: isStaff ? user.email : label },
          action: 'account.deleted',
          targetType: 'user',
          targetId: user.id,
          targetTitle: isStaff ? user.username : user.publicId,
        });
        await repo.deleteUserAndPersonalData(tx, user);
      });
      // The photo is personal data too: its bytes go unless someone else uses the same image.
      await files.removeUnusedImage(user.profile);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
