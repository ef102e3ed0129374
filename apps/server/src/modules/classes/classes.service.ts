import { randomInt } from 'node:crypto';
import {
  CLASS_MESSAGES,
  INBOX_PAGE_SIZE,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  type AddMembersBody,
  type ClassItem,
  type ClassItemBody,
  type ClassProgressResponse,
  type ClassSummary,
  type CreateClassBody,
  type ItemAudienceBody,
  type ItemType,
  type Notice,
  type NoticeBody,
  type UpdateClassBody,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { ClassRow, User } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { resolvePaging } from '../../lib/paging.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import type { AuditActor, AuditRecorder } from '../audit/audit.service.ts';
import { isItemId } from '../content/content.items.ts';
import { toSpreadsheetCsv } from '../users/users.csv.ts';
import type { ClassesRepository, ClassListRow, NoticeListRow } from './classes.repository.ts';
import { noticeTextToHtml } from './classes.notice-text.ts';

type Viewer = Pick<User, 'id' | 'role'>;

/** What classes need from enrolment: a class's members take the courses given to it. */
export interface ClassEnrolment {
  enrolClassMembers(tx: Db, courseId: string, userIds: readonly string[]): Promise<number>;
}

/** "New" on a class card: material given in the last week. */
const NEW_ITEM_DAYS = 7;
/** Notices shown on the class page (the inbox pages through all). */
const CLASS_PAGE_NOTICES = 50;

/** A fresh join code: JOIN_CODE_LENGTH characters of the unambiguous alphabet, from the CSPRNG. */
export function generateJoinCode(): string {
  let code = '';
  for (let index = 0; index < JOIN_CODE_LENGTH; index += 1)
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** A typed code as stored: upper case, without spaces or dashes people add when copying it. */
export const normalizeJoinCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');

const isUuid = (value: string) => isItemId(value);

export function createClassesService(deps: {
  db: Db;
  repository: ClassesRepository;
  clock: Clock;
  audit: AuditRecorder;
  mail: Pick<MailModule, 'enqueueBroadcast' | 'notify' | 'templates'>;
  enrolment: ClassEnrolment;
}) {
  const { db, repository: repo, clock, audit, mail, enrolment } = deps;

  async function record(
    tx: Db,
    actor: AuditActor,
    action: Parameters<AuditRecorder['recordAudit']>[1]['action'],
    target: { id: string; name: string },
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await audit.recordAudit(tx, {
      actor,
      action,
      targetType: 'class',
      targetId: target.id,
      targetTitle: target.name,
      details,
    });
  }

  /** The class for a change by `actor`: 404 when missing, 403 unless an Admin or one of its teachers. */
  async function findManageable(tx: Db, classId: string, actor: Viewer, options: { isLocked?: boolean } = {}) {
    const found = isUuid(classId)
      ? options.isLocked
        ? await repo.findClassForUpdate(tx, classId)
        : await repo.findClass(tx, classId)
      : undefined;
    if (found === undefined) throw notFound(CLASS_MESSAGES.notFound);
    if (actor.role === 'Admin') return found;
    if (actor.role === 'Instructor' && (await repo.isTeacher(tx, classId, actor.id))) return found;
    throw forbidden(CLASS_MESSAGES.notStaff);
  }

  /** As findManageable, and the class must not be archived. */
  async function findChangeable(tx: Db, classId: string, actor: Viewer) {
    const found = await findManageable(tx, classId, actor, { isLocked: true });
    if (found.status === 'archived') throw conflict(CLASS_MESSAGES.archived);
    return found;
  }

  /** The class for reading: an Admin, its teachers and its members; anyone else is told it does not exist. */
  async function findReadable(classId: string, viewer: Viewer): Promise<ClassListRow> {
    const [found] = isUuid(classId)
      ? await repo.listClasses(db, viewer, { isAll: viewer.role === 'Admin', classId })
      : [];
    if (found === undefined) throw notFound(CLASS_MESSAGES.notFound);
    return found;
  }

  async function summarize(viewer: Viewer, rows: readonly ClassListRow[]): Promise<ClassSummary[]> {
    const ids = rows.map((row) => row.id);
    const since = new Date(clock.now().getTime() - NEW_ITEM_DAYS * 24 * 60 * 60 * 1000);
    const [staff, newItems] = await Promise.all([
      repo.findStaffOf(db, ids),
      repo.countNewItems(db, viewer, ids, since),
    ]);
    return rows.map((row) => {
      const canManage = viewer.role === 'Admin' || (viewer.role === 'Instructor' && row.isTeacher);
      return {
        _id: row.id,
        name: row.name,
        subject: row.subject,
        term: row.term,
        category: row.category,
        description: row.description,
        status: row.status,
        joinCode: canManage ? row.joinCode : null,
        staff: (staff.get(row.id) ?? []).map((person) => ({ _id: person.id, username: person.username })),
        memberCount: Number(row.memberCount),
        canManage,
        isMember: row.isMember,
        unreadNotices: row.isMember || row.isTeacher ? Number(row.unreadNotices) : 0,
        newItems: newItems.get(row.id) ?? 0,
        createdAt: new Date(row.createdAt).toISOString(),
      };
    });
  }

  async function summaryOf(viewer: Viewer, classId: string): Promise<ClassSummary> {
    const [summary] = await summarize(viewer, [await findReadable(classId, viewer)]);
    return summary!;
  }

  async function uniqueJoinCode(tx: Db): Promise<string> {
    // 31^7 codes: a clash is rare; a few tries make it vanishingly so.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const code = generateJoinCode();
      if (!(await repo.isCodeTaken(tx, code))) return code;
    }
    throw new AppError(503, CLASS_MESSAGES.notFound);
  }

  /** The active Admins and Instructors among `ids`, or a 400 naming the rule. */
  async function checkedStaff(tx: Db, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = await repo.findActiveStaff(tx, unique);
    if (found.length !== unique.length) throw badRequest(CLASS_MESSAGES.staffInvalid);
    return unique;
  }

  async function toNotices(viewer: Viewer, rows: readonly NoticeListRow[]): Promise<Notice[]> {
    const refs = rows.flatMap((row) =>
      row.attachmentType !== null && row.attachmentId !== null
        ? [{ type: row.attachmentType, id: row.attachmentId }]
        : [],
    );
    // An attachment shows only to who may see it, by the content's one rule.
    const titles = await repo.findVisibleTitles(db, viewer, refs);
    return rows.map((row) => {
      const key = `${row.attachmentType}:${row.attachmentId}`;
      const title = titles.get(key);
      return {
        _id: row.id,
        kind: row.kind,
        classId: row.classId,
        className: row.className,
        subject: row.subject,
        body: row.body,
        author: row.authorId === null ? null : { _id: row.authorId, username: row.authorName ?? '' },
        attachment:
          title === undefined || row.attachmentType === null || row.attachmentId === null
            ? null
            : { type: row.attachmentType, _id: row.attachmentId, title },
        isRead: row.isRead,
        createdAt: new Date(row.createdAt).toISOString(),
      };
    });
  }

  /** Enrols `userIds` in every course given to the class (inside the caller's transaction). */
  async function enrolInCourses(tx: Db, classId: string, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    for (const courseId of await repo.findCourseIds(tx, classId)) {
      await enrolment.enrolClassMembers(tx, courseId, userIds);
    }
  }

  return {
    /** An Admin's every class; anyone else the classes they teach or belong to. */
    async list(viewer: Viewer): Promise<ClassSummary[]> {
      return summarize(viewer, await repo.listClasses(db, viewer, { isAll: viewer.role === 'Admin' }));
    },

    async create(actor: AuditActor, body: CreateClassBody): Promise<ClassSummary> {
      const created = await db.transaction(async (tx) => {
        // An Instructor always teaches what they create; an Admin when they name nobody else.
        const teachers =
          actor.role === 'Instructor' || body.staffIds.length === 0 ? [actor.id, ...body.staffIds] : body.staffIds;
        const staffIds = await checkedStaff(tx, teachers);
        const row = await repo.insertClass(tx, {
          name: body.name,
          subject: body.subject,
          term: body.term,
          category: body.category,
          description: body.description,
          joinCode: await uniqueJoinCode(tx),
          createdBy: actor.id,
          now: clock.now(),
        });
        await repo.replaceStaff(tx, row.id, staffIds);
        await record(tx, actor, 'class.created', row, { staff: staffIds.length });
        return row;
      });
      return summaryOf(actor, created.id);
    },

    async update(actor: AuditActor, classId: string, body: UpdateClassBody): Promise<ClassSummary> {
      await db.transaction(async (tx) => {
        const before = await findManageable(tx, classId, actor, { isLocked: true });
        const { staffIds, ...fields } = body;
        // An archived class takes nothing but being brought back.
        const isOnlyStatus = Object.values({ ...fields, status: undefined, staffIds }).every(
          (value) => value === undefined,
        );
        if (before.status === 'archived' && !(isOnlyStatus && body.status !== undefined))
          throw conflict(CLASS_MESSAGES.archived);
        if (staffIds !== undefined) {
          // An Instructor cannot hand their class away from themselves by mistake: they stay on it.
          const teachers = actor.role === 'Instructor' ? [actor.id, ...staffIds] : staffIds;
          await repo.replaceStaff(tx, classId, await checkedStaff(tx, teachers));
        }
        await repo.updateClass(tx, classId, { ...fields, updatedAt: clock.now() });
        const changed = Object.entries(body)
          .filter(
            ([key, value]) => value !== undefined && (key === 'staffIds' || before[key as keyof ClassRow] !== value),
          )
          .map(([key]) => key);
        await record(tx, actor, 'class.updated', before, { changed, ...(body.status ? { status: body.status } : {}) });
      });
      return summaryOf(actor, classId);
    },

    async remove(actor: AuditActor, classId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await findManageable(tx, classId, actor, { isLocked: true });
        await repo.deleteClass(tx, classId);
        await record(tx, actor, 'class.deleted', found);
      });
    },

    async resetCode(actor: AuditActor, classId: string): Promise<ClassSummary> {
      await db.transaction(async (tx) => {
        const found = await findChangeable(tx, classId, actor);
        await repo.updateClass(tx, classId, { joinCode: await uniqueJoinCode(tx), updatedAt: clock.now() });
        await record(tx, actor, 'class.code_reset', found);
      });
      return summaryOf(actor, classId);
    },

    /** What the join link shows before joining. */
    async preview(viewer: Viewer, code: string) {
      const found = await repo.findByCode(db, normalizeJoinCode(code));
      if (found === undefined) throw notFound(CLASS_MESSAGES.codeInvalid);
      return {
        _id: found.id,
        name: found.name,
        subject: found.subject,
        term: found.term,
        status: found.status,
        isMember: await repo.isMember(db, found.id, viewer.id),
      };
    },

    /** A student joins with the code (twice changes nothing). */
    async join(viewer: Viewer, code: string): Promise<{ message: string; class: ClassSummary }> {
      if (viewer.role !== 'Student') throw forbidden(CLASS_MESSAGES.onlyStudentsJoin);
      const message = await db.transaction(async (tx) => {
        const found = await repo.findByCode(tx, normalizeJoinCode(code));
        if (found === undefined) throw notFound(CLASS_MESSAGES.codeInvalid);
        if (await repo.isMember(tx, found.id, viewer.id)) return { id: found.id, text: CLASS_MESSAGES.alreadyMember };
        if (found.status !== 'open')
          throw conflict(found.status === 'archived' ? CLASS_MESSAGES.archived : CLASS_MESSAGES.closed);
        const added = await repo.addMembers(tx, found.id, [viewer.id], null, clock.now());
        await enrolInCourses(tx, found.id, added);
        return { id: found.id, text: CLASS_MESSAGES.joined };
      });
      return { message: message.text, class: await summaryOf(viewer, message.id) };
    },

    async leave(viewer: Viewer, classId: string): Promise<void> {
      const isLeft = isUuid(classId) && (await repo.removeMember(db, classId, viewer.id));
      if (!isLeft) throw notFound(CLASS_MESSAGES.notFound);
    },

    async listMembers(actor: Viewer, classId: string) {
      await findManageable(db, classId, actor);
      const rows = await repo.listMembers(db, classId);
      return rows.map((row) => ({
        _id: row.id,
        username: row.username,
        email: row.email,
        status: row.status,
        joinedAt: new Date(row.joinedAt).toISOString(),
      }));
    },

    /** Staff add students by e-mail or id; unknown and blocked ones are named back, nothing else changes for them. */
    async addMembers(actor: AuditActor, classId: string, body: AddMembersBody) {
      const emails = [...new Set(body.emails.filter((email) => email !== ''))];
      if (emails.length === 0 && body.userIds.length === 0) throw badRequest(CLASS_MESSAGES.noStudentsGiven);
      return db.transaction(async (tx) => {
        const found = await findChangeable(tx, classId, actor);
        const students = await repo.findStudents(tx, { emails, ids: body.userIds });
        const active = students.filter((student) => student.status === 'active');
        const activeEmails = new Set(active.map((student) => student.email));
        const activeIds = new Set(active.map((student) => student.id));
        const notFoundList = [
          ...emails.filter((email) => !activeEmails.has(email)),
          ...body.userIds.filter((id) => !activeIds.has(id)),
        ];
        const ids = [...activeIds];
        const added = await repo.addMembers(tx, classId, ids, actor.id, clock.now());
        await enrolInCourses(tx, classId, added);
        if (added.length > 0) await record(tx, actor, 'class.members_added', found, { added: added.length });
        return {
          message: CLASS_MESSAGES.membersAdded,
          added: added.length,
          alreadyMembers: ids.length - added.length,
          notFound: notFoundList,
        };
      });
    },

    async removeMember(actor: AuditActor, classId: string, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await findChangeable(tx, classId, actor);
        const isRemoved = isUuid(userId) && (await repo.removeMember(tx, classId, userId));
        if (!isRemoved) throw notFound(CLASS_MESSAGES.memberNotFound);
        await record(tx, actor, 'class.member_removed', found, { userId });
      });
    },

    async addUnit(actor: AuditActor, classId: string, body: { name: string; position?: number }) {
      return db.transaction(async (tx) => {
        const found = await findChangeable(tx, classId, actor);
        const unit = await repo.insertUnit(tx, classId, body.name, body.position);
        await record(tx, actor, 'class.unit_saved', found, { unit: unit.name });
        return { _id: unit.id, name: unit.name, position: unit.position };
      });
    },

    async updateUnit(actor: AuditActor, classId: string, unitId: string, body: { name: string; position?: number }) {
      return db.transaction(async (tx) => {
        const found = await findChangeable(tx, classId, actor);
        if (!isUuid(unitId) || (await repo.findUnit(tx, classId, unitId)) === undefined)
          throw notFound(CLASS_MESSAGES.unitNotFound);
        const unit = (await repo.updateUnit(tx, unitId, body))!;
        await record(tx, actor, 'class.unit_saved', found, { unit: unit.name });
        return { _id: unit.id, name: unit.name, position: unit.position };
      });
    },

    async removeUnit(actor: AuditActor, classId: string, unitId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await findChangeable(tx, classId, actor);
        const unit = isUuid(unitId) ? await repo.findUnit(tx, classId, unitId) : undefined;
        if (unit === undefined) throw notFound(CLASS_MESSAGES.unitNotFound);
        await repo.deleteUnit(tx, unitId);
        await record(tx, actor, 'class.unit_deleted', found, { unit: unit.name });
      });
    },

    /** Gives an item the actor may see to the class, or moves it within (unit, order, pin). */
    async saveItem(actor: AuditActor, classId: string, body: ClassItemBody): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await findChangeable(tx, classId, actor);
        const item = isUuid(body.itemId) ? await repo.findVisibleItem(tx, body.type, body.itemId, actor) : undefined;
        if (item === undefined) throw notFound(CLASS_MESSAGES.itemNotFound);
        if (body.unitId !== null && (await repo.findUnit(tx, classId, body.unitId)) === undefined)
          throw notFound(CLASS_MESSAGES.unitNotFound);
        await repo.upsertItem(tx, {
          classId,
          itemType: body.type,
          itemId: item.id,
          unitId: body.unitId,
          position: body.position,
          isPinned: body.isPinned,
          addedBy: actor.id,
          now: clock.now(),
        });
        if (body.type === 'course') await enrolment.enrolClassMembers(tx, item.id, await repo.memberIds(tx, classId));
        await record(tx, actor, 'class.item_saved', found, { type: body.type, itemId: item.id, title: item.title });
      });
    },

    async removeItem(actor: AuditActor, classId: string, type: ItemType, itemId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await findChangeable(tx, classId, actor);
        const isRemoved = isUuid(itemId) && (await repo.removeItem(tx, classId, type, itemId));
        if (!isRemoved) throw notFound(CLASS_MESSAGES.itemNotFound);
        await record(tx, actor, 'class.item_removed', found, { type, itemId });
      });
    },

    /** The classes an item is given to, among those the actor manages. */
    async findAudience(actor: Viewer, type: ItemType, itemId: string) {
      const item = isUuid(itemId) ? await repo.findVisibleItem(db, type, itemId, actor) : undefined;
      if (item === undefined) throw notFound(CLASS_MESSAGES.itemNotFound);
      const rows = await repo.findItemClasses(db, type, itemId);
      if (actor.role === 'Admin') return rows;
      const mine = new Set(
        (await repo.listClasses(db, actor, { isAll: false })).filter((row) => row.isTeacher).map((row) => row.id),
      );
      return rows.filter((row) => mine.has(row.classId));
    },

    /**
     * Gives the item to exactly `body.classes` among the classes the actor manages (others' classes
     * keep theirs), in one transaction: every class and unit is checked before anything is written.
     */
    async saveAudience(actor: AuditActor, type: ItemType, itemId: string, body: ItemAudienceBody) {
      await db.transaction(async (tx) => {
        const item = isUuid(itemId) ? await repo.findVisibleItem(tx, type, itemId, actor) : undefined;
        if (item === undefined) throw notFound(CLASS_MESSAGES.itemNotFound);
        const wanted = new Map(body.classes.map((entry) => [entry.classId, entry.unitId]));
        for (const [classId, unitId] of wanted) {
          await findChangeable(tx, classId, actor);
          if (unitId !== null && (await repo.findUnit(tx, classId, unitId)) === undefined)
            throw notFound(CLASS_MESSAGES.unitNotFound);
        }
        const current = await repo.findItemClasses(tx, type, itemId);
        for (const row of current) {
          if (wanted.has(row.classId)) continue;
          const isMine = actor.role === 'Admin' || (await repo.isTeacher(tx, row.classId, actor.id));
          if (isMine) await repo.removeItem(tx, row.classId, type, itemId);
        }
        for (const [classId, unitId] of wanted) {
          const existing = current.find((row) => row.classId === classId);
          if (existing !== undefined && existing.unitId === unitId) continue;
          await repo.upsertItem(tx, {
            classId,
            itemType: type,
            itemId,
            unitId,
            position: 0,
            isPinned: false,
            addedBy: actor.id,
            now: clock.now(),
          });
          if (type === 'course' && existing === undefined)
            await enrolment.enrolClassMembers(tx, itemId, await repo.memberIds(tx, classId));
        }
        await audit.recordAudit(tx, {
          actor,
          action: 'class.audience_changed',
          targetType: type,
          targetId: itemId,
          targetTitle: item.title,
          details: { classes: [...wanted.keys()] },
        });
      });
      return this.findAudience(actor, type, itemId);
    },

    /** The class page: its summary, units, the material the viewer may see, its latest notices. */
    async page(viewer: Viewer, classId: string) {
      const row = await findReadable(classId, viewer);
      const [[summary], units, items, notices] = await Promise.all([
        summarize(viewer, [row]),
        repo.listUnits(db, classId),
        repo.listItems(db, classId, viewer),
        repo.listNotices(db, viewer.id, { classId, offset: 0, limit: CLASS_PAGE_NOTICES }),
      ]);
      return {
        class: summary!,
        units: units.map((unit) => ({ _id: unit.id, name: unit.name, position: unit.position })),
        items: items.map((item): ClassItem => ({
          type: item.type,
          _id: item.id,
          title: item.title,
          fileUrl: item.fileUrl,
          unitId: item.unitId,
          position: item.position,
          isPinned: item.isPinned,
          isClassOnly: !item.isPublic,
          addedAt: new Date(item.addedAt).toISOString(),
        })),
        notices: await toNotices(viewer, notices.rows),
      };
    },

    /**
     * Posts a notice: stored, in every member's inbox, and in one statement queued as mail to the
     * members who keep announcements on (each with their own unsubscribe link), with the audit entry.
     */
    async postNotice(actor: AuditActor, classId: string, body: NoticeBody) {
      const result = await db.transaction(async (tx) => {
        const found = await findChangeable(tx, classId, actor);
        const attachment = body.attachment;
        if (attachment !== null) {
          const item = isUuid(attachment.itemId)
            ? await repo.findVisibleItem(tx, attachment.type, attachment.itemId, actor)
            : undefined;
          if (item === undefined) throw notFound(CLASS_MESSAGES.attachmentNotFound);
        }
        const notice = await repo.insertNotice(tx, {
          classId,
          authorId: actor.id,
          body: body.body,
          attachmentType: attachment?.type ?? null,
          attachmentId: attachment?.itemId ?? null,
          now: clock.now(),
        });
        const subject = `${found.name}: ${body.body.split(/\r?\n/, 1)[0]!.slice(0, 80)}`;
        const sanitizedHtml = noticeTextToHtml(body.body);
        const mailed = await mail.enqueueBroadcast(tx, {
          kind: 'class_notice',
          ...mail.templates.bilingualAnnouncement({ subject, sanitizedHtml }),
          batchId: notice.id,
          userIds: await repo.memberIds(tx, classId),
        });
        await record(tx, actor, 'notice.posted', found, { noticeId: notice.id, mailed });
        return { id: notice.id, mailed };
      });
      mail.notify();
      const { rows } = await repo.listNotices(db, actor.id, { classId, offset: 0, limit: CLASS_PAGE_NOTICES });
      const [notice] = await toNotices(
        actor,
        rows.filter((row) => row.id === result.id),
      );
      return { notice: notice!, mailed: result.mailed };
    },

    async removeNotice(actor: AuditActor, classId: string, noticeId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await findManageable(tx, classId, actor, { isLocked: true });
        const notice = isUuid(noticeId) ? await repo.findNotice(tx, classId, noticeId) : undefined;
        if (notice === undefined) throw notFound(CLASS_MESSAGES.noticeNotFound);
        await repo.deleteNotice(tx, noticeId);
        await record(tx, actor, 'notice.deleted', found, { noticeId });
      });
    },

    /** The notices of every class the viewer is in, newest first, with the unread count. */
    async inbox(viewer: Viewer, query: { page?: number; limit?: number }) {
      const paging = resolvePaging({ page: query.page ?? 1, limit: query.limit }, INBOX_PAGE_SIZE);
      const { rows, total, unread } = await repo.listNotices(db, viewer.id, {
        offset: paging.offset,
        limit: paging.limit,
      });
      return { notices: await toNotices(viewer, rows), total, unread, page: paging.page, limit: paging.limit };
    },

    unreadCount: (viewer: Viewer) => repo.countUnread(db, viewer.id),

    async markRead(viewer: Viewer, noticeId: string): Promise<void> {
      const isFound = isUuid(noticeId) && (await repo.markRead(db, viewer.id, noticeId, clock.now()));
      if (!isFound) throw notFound(CLASS_MESSAGES.noticeNotFound);
    },

    markAllRead: (viewer: Viewer) => repo.markAllRead(db, viewer.id, clock.now()),

    /**
     * The classes a CSV import's `Class` cells name, among those `actor` may change: each reference is a
     * join code (any case, spaces and dashes ignored) or a class's name (any case).
     */
    async resolveClassRefs(tx: Db, actor: Viewer, refs: readonly string[]): Promise<Map<string, { id: string }>> {
      const candidates = (await repo.listClasses(tx, actor, { isAll: actor.role === 'Admin' })).filter(
        (row) => row.status !== 'archived' && (actor.role === 'Admin' || row.isTeacher),
      );
      const found = new Map<string, { id: string }>();
      for (const ref of refs) {
        const code = normalizeJoinCode(ref);
        const name = ref.trim().toLowerCase();
        const match =
          candidates.find((row) => row.joinCode === code) ?? candidates.find((row) => row.name.toLowerCase() === name);
        if (match !== undefined) found.set(ref, { id: match.id });
      }
      return found;
    },

    /** Adds imported students (by e-mail) to a class, in the import's transaction, with the audit entry. */
    async addImportedStudents(tx: Db, actor: AuditActor, classId: string, emails: readonly string[]): Promise<void> {
      const found = await findChangeable(tx, classId, actor);
      const students = (await repo.findStudents(tx, { emails, ids: [] })).filter((row) => row.status === 'active');
      const added = await repo.addMembers(
        tx,
        classId,
        students.map((row) => row.id),
        actor.id,
        clock.now(),
      );
      await enrolInCourses(tx, classId, added);
      if (added.length > 0)
        await record(tx, actor, 'class.members_added', found, { added: added.length, import: true });
    },

    /**
     * Who studies what (staff of the class): its items with how many members opened each, its members
     * with their last activity and how many items they opened, and every open with the pages reached.
     */
    async progress(actor: Viewer, classId: string): Promise<Omit<ClassProgressResponse, 'success'>> {
      const found = await findManageable(db, classId, actor);
      const [units, items, members] = await Promise.all([
        repo.listUnits(db, classId),
        repo.listItems(db, classId, actor),
        repo.listMemberActivity(db, classId),
      ]);
      const isPdf = (type: ItemType) => type === 'note' || type === 'pyq';
      const opens = await repo.listProgress(
        db,
        classId,
        items.map((item) => ({ type: item.type, id: item.id, fileId: isPdf(item.type) ? item.fileUrl : null })),
      );
      const countBy = (key: (row: (typeof opens)[number]) => string) => {
        const counts = new Map<string, number>();
        for (const row of opens) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
        return counts;
      };
      const byItem = countBy((row) => `${row.type}:${row.itemId}`);
      const byMember = countBy((row) => row.userId);
      const iso = (date: Date | null) => (date === null ? null : date.toISOString());
      return {
        class: { _id: found.id, name: found.name },
        units: units.map((unit) => ({ _id: unit.id, name: unit.name, position: unit.position })),
        items: items.map((item) => ({
          type: item.type,
          _id: item.id,
          title: item.title,
          unitId: item.unitId,
          isPdf: isPdf(item.type),
          opened: byItem.get(`${item.type}:${item.id}`) ?? 0,
        })),
        members: members.map((member) => ({
          _id: member.id,
          username: member.username,
          email: member.email,
          lastActiveAt: iso(member.lastActiveAt),
          opened: byMember.get(member.id) ?? 0,
        })),
        opens: opens.map((row) => ({
          type: row.type,
          itemId: row.itemId,
          userId: row.userId,
          lastOpenedAt: iso(row.lastOpenedAt),
          openCount: row.openCount,
          page: row.page,
          pageCount: row.pageCount,
        })),
      };
    },

    /**
     * The same as CSV, one row per member and item (formulas neutralised); audited, as it lists people.
     */
    async exportProgressCsv(actor: AuditActor, classId: string): Promise<{ csv: string; name: string }> {
      const report = await this.progress(actor, classId);
      const unitNames = new Map(report.units.map((unit) => [unit._id, unit.name]));
      const opens = new Map(report.opens.map((row) => [`${row.type}:${row.itemId}:${row.userId}`, row]));
      const rows: string[][] = [];
      for (const member of report.members) {
        for (const item of report.items) {
          const open = opens.get(`${item.type}:${item._id}:${member._id}`);
          rows.push([
            member.username,
            member.email,
            member.lastActiveAt ?? '',
            item.unitId === null ? '' : (unitNames.get(item.unitId) ?? ''),
            item.type,
            item.title,
            open === undefined ? 'no' : 'yes',
            open?.lastOpenedAt ?? '',
            String(open?.openCount ?? 0),
            open?.page === null || open?.page === undefined ? '' : String(open.page),
            open?.pageCount === null || open?.pageCount === undefined ? '' : String(open.pageCount),
          ]);
        }
      }
      const csv = toSpreadsheetCsv(
        [
          'Username',
          'Email',
          'Last active',
          'Unit',
          'Type',
          'Item',
          'Opened',
          'Last opened',
          'Times opened',
          'Page reached',
          'Pages',
        ],
        rows,
      );
      await record(
        db,
        actor,
        'report.exported',
        { id: report.class._id, name: report.class.name },
        {
          report: 'class-progress',
          rows: rows.length,
        },
      );
      return { csv, name: report.class.name };
    },

    /** The classes `userId` belongs to, for the personal home (newest material first). */
    async listForHome(viewer: Viewer): Promise<ClassSummary[]> {
      const rows = await repo.listClasses(db, viewer, { isAll: false });
      return summarize(
        viewer,
        rows.filter((row) => row.status !== 'archived'),
      );
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
