import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Category, ClassStatus, ItemType } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import {
  classItems,
  classMembers,
  classStaff,
  classUnits,
  classes,
  noticeReads,
  notices,
  users,
  type ClassRow,
  type User,
} from '../../db/schema/index.ts';
import { commonColumnsOf, visibleTo } from '../content/content.items.ts';

type Viewer = Pick<User, 'id' | 'role'>;

/** A class with what its summary shows, for one viewer. */
export interface ClassListRow extends ClassRow {
  memberCount: number;
  isMember: boolean;
  isTeacher: boolean;
  unreadNotices: number;
}

export interface ClassItemListRow {
  type: ItemType;
  id: string;
  title: string;
  fileUrl: string | null;
  isPublic: boolean;
  unitId: string | null;
  position: number;
  isPinned: boolean;
  addedAt: Date;
}

export interface NoticeListRow {
  id: string;
  kind: 'notice' | 'announcement';
  classId: string | null;
  className: string | null;
  subject: string | null;
  body: string;
  authorId: string | null;
  authorName: string | null;
  attachmentType: ItemType | null;
  attachmentId: string | null;
  isRead: boolean;
  createdAt: Date;
}

/** One member's open of one item of the class, with the page reached in its PDF. */
export interface ProgressRow {
  type: ItemType;
  itemId: string;
  userId: string;
  lastOpenedAt: Date | null;
  openCount: number;
  page: number | null;
  pageCount: number | null;
}

/** A member of the class with their last activity anywhere in PrepShelf. */
export interface MemberActivityRow {
  id: string;
  username: string;
  email: string;
  lastActiveAt: Date | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const asDate = (value: unknown): Date | null =>
  value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
const asNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The classes `userId` is in: as a member or as a teacher. */
const classIdsOf = (userId: string): SQL =>
  sql`(select ${classMembers.classId} from ${classMembers} where ${classMembers.userId} = ${userId} union all select ${classStaff.classId} from ${classStaff} where ${classStaff.userId} = ${userId})`;

interface InboxSqlRow {
  id: string;
  kind: 'notice' | 'announcement';
  class_id: string | null;
  class_name: string | null;
  subject: string | null;
  body: string;
  author_id: string | null;
  author_name: string | null;
  attachment_type: ItemType | null;
  attachment_id: string | null;
  is_read: boolean;
  created_at: Date | string;
}

/**
 * The inbox: the notices of every class the viewer is in and the announcements sent to them, newest
 * first, one page, with the totals.
 */
async function listInbox(
  db: Db,
  viewerId: string,
  paging: { offset: number; limit: number },
): Promise<{ rows: NoticeListRow[]; total: number; unread: number }> {
  const entries = sql`
    select n.id, 'notice' as kind, n.class_id, c.name as class_name, null::text as subject, n.body,
      n.author_id, u.username as author_name, n.attachment_type::text as attachment_type, n.attachment_id,
      exists (select 1 from notice_reads r where r.notice_id = n.id and r.user_id = ${viewerId}) as is_read,
      n.created_at
    from notices n join classes c on c.id = n.class_id left join users u on u.id = n.author_id
    where n.class_id in ${classIdsOf(viewerId)}
    union all
    select a.id, 'announcement', null::uuid, null::text, a.subject, a.body_text,
      a.sent_by, u.username, null::text, null::uuid, ar.read_at is not null, a.created_at
    from announcement_recipients ar join announcements a on a.id = ar.announcement_id
      left join users u on u.id = a.sent_by
    where ar.user_id = ${viewerId}`;
  const [page, totals] = await Promise.all([
    db.execute(
      sql`select * from (${entries}) e order by e.created_at desc, e.id desc limit ${paging.limit} offset ${paging.offset}`,
    ),
    db.execute(
      sql`select count(*)::int as total, (count(*) filter (where not e.is_read))::int as unread from (${entries}) e`,
    ),
  ]);
  const rows = rowsOf<InboxSqlRow>(page).map((row): NoticeListRow => ({
    id: row.id,
    kind: row.kind,
    classId: row.class_id,
    className: row.class_name,
    subject: row.subject,
    body: row.body,
    authorId: row.author_id,
    authorName: row.author_name,
    attachmentType: row.attachment_type,
    attachmentId: row.attachment_id,
    isRead: row.is_read,
    createdAt: new Date(row.created_at),
  }));
  const [total] = rowsOf<{ total: number; unread: number }>(totals);
  return { rows, total: Number(total?.total ?? 0), unread: Number(total?.unread ?? 0) };
}

/** Every query of the classes module. `db` may be a transaction. */
export function createClassesRepository() {
  /** The summary columns of a class for `viewer`. */
  // "classes"."id" written out: drizzle leaves column names unqualified in select fields, and "id"
  // would then mean the notice's id inside the subquery.
  const classId = sql.raw('"classes"."id"');
  const summaryColumns = (viewerId: string) => ({
    memberCount: sql<number>`(select count(*)::int from ${classMembers} m where m.class_id = ${classId})`,
    isMember: sql<boolean>`exists (select 1 from ${classMembers} m where m.class_id = ${classId} and m.user_id = ${viewerId})`,
    isTeacher: sql<boolean>`exists (select 1 from ${classStaff} s where s.class_id = ${classId} and s.user_id = ${viewerId})`,
    unreadNotices: sql<number>`(select count(*)::int from ${notices} n where n.class_id = ${classId} and not exists (select 1 from ${noticeReads} r where r.notice_id = n.id and r.user_id = ${viewerId}))`,
  });

  return {
    async findClass(db: Db, classId: string): Promise<ClassRow | undefined> {
      const [row] = await db.select().from(classes).where(eq(classes.id, classId)).limit(1);
      return row;
    },

    async findClassForUpdate(db: Db, classId: string): Promise<ClassRow | undefined> {
      const [row] = await db.select().from(classes).where(eq(classes.id, classId)).for('update').limit(1);
      return row;
    },

    async findByCode(db: Db, code: string): Promise<ClassRow | undefined> {
      const [row] = await db.select().from(classes).where(eq(classes.joinCode, code)).limit(1);
      return row;
    },

    async isCodeTaken(db: Db, code: string): Promise<boolean> {
      const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.joinCode, code)).limit(1);
      return row !== undefined;
    },

    async isTeacher(db: Db, classId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: classStaff.userId })
        .from(classStaff)
        .where(and(eq(classStaff.classId, classId), eq(classStaff.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    async isMember(db: Db, classId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: classMembers.userId })
        .from(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** The classes `viewer` sees in their list: every class for `isAll`, else those they teach or belong to. */
    async listClasses(db: Db, viewer: Viewer, options: { isAll: boolean; classId?: string }): Promise<ClassListRow[]> {
      const rows = await db
        .select({ ...getTableColumns(classes), ...summaryColumns(viewer.id) })
        .from(classes)
        .where(
          and(
            options.isAll ? undefined : sql`${classes.id} in ${classIdsOf(viewer.id)}`,
            options.classId === undefined ? undefined : eq(classes.id, options.classId),
          ),
        )
        .orderBy(sql`${classes.status} = 'archived'`, desc(classes.createdAt), desc(classes.id));
      return rows;
    },

    /** The teachers of each class. */
    async findStaffOf(db: Db, classIds: readonly string[]): Promise<Map<string, { id: string; username: string }[]>> {
      const byClass = new Map<string, { id: string; username: string }[]>();
      if (classIds.length === 0) return byClass;
      const rows = await db
        .select({ classId: classStaff.classId, id: users.id, username: users.username })
        .from(classStaff)
        .innerJoin(users, eq(users.id, classStaff.userId))
        .where(inArray(classStaff.classId, [...classIds]))
        .orderBy(asc(users.username));
      for (const row of rows) {
        const list = byClass.get(row.classId) ?? [];
        list.push({ id: row.id, username: row.username });
        byClass.set(row.classId, list);
      }
      return byClass;
    },

    /** How many items given to each class since `since` `viewer` may see. */
    async countNewItems(
      db: Db,
      viewer: Viewer,
      classIds: readonly string[],
      since: Date,
    ): Promise<Map<string, number>> {
      const counts = new Map<string, number>();
      if (classIds.length === 0) return counts;
      for (const type of ['note', 'pyq', 'video', 'course'] as const) {
        const table = commonColumnsOf(type);
        const rows = await db
          .select({ classId: classItems.classId, total: count() })
          .from(classItems)
          .innerJoin(table, and(eq(classItems.itemType, type), eq(classItems.itemId, table.id)))
          .where(
            and(
              inArray(classItems.classId, [...classIds]),
              sql`${classItems.addedAt} > ${since}`,
              visibleTo(type, viewer),
            ),
          )
          .groupBy(classItems.classId);
        for (const row of rows) counts.set(row.classId, (counts.get(row.classId) ?? 0) + Number(row.total));
      }
      return counts;
    },

    async insertClass(
      db: Db,
      values: {
        name: string;
        subject: string;
        term: string;
        category: Category;
        description: string;
        joinCode: string;
        createdBy: string;
        now: Date;
      },
    ): Promise<ClassRow> {
      const { now, ...rest } = values;
      const [row] = await db
        .insert(classes)
        .values({ ...rest, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async updateClass(
      db: Db,
      classId: string,
      changes: Partial<
        Pick<ClassRow, 'name' | 'subject' | 'term' | 'category' | 'description' | 'status' | 'joinCode'>
      > & {
        updatedAt: Date;
      },
    ): Promise<ClassRow | undefined> {
      const [row] = await db.update(classes).set(changes).where(eq(classes.id, classId)).returning();
      return row;
    },

    async deleteClass(db: Db, classId: string): Promise<void> {
      await db.delete(classes).where(eq(classes.id, classId));
    },

    /** The active Admins and Instructors among `userIds`. */
    async findActiveStaff(db: Db, userIds: readonly string[]): Promise<{ id: string }[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.id, [...userIds]),
            eq(users.status, 'active'),
            or(eq(users.role, 'Admin'), eq(users.role, 'Instructor')),
          ),
        );
    },

    async replaceStaff(db: Db, classId: string, userIds: readonly string[]): Promise<void> {
      await db.delete(classStaff).where(eq(classStaff.classId, classId));
      if (userIds.length > 0) await db.insert(classStaff).values(userIds.map((userId) => ({ classId, userId })));
    },

    /** Students (any status) by e-mail or id, to tell the blocked and the unknown apart. */
    async findStudents(
      db: Db,
      query: { emails: readonly string[]; ids: readonly string[] },
    ): Promise<{ id: string; email: string; status: string }[]> {
      if (query.emails.length === 0 && query.ids.length === 0) return [];
      return db
        .select({ id: users.id, email: users.email, status: users.status })
        .from(users)
        .where(
          and(
            eq(users.role, 'Student'),
            or(
              query.emails.length > 0 ? inArray(users.email, [...query.emails]) : undefined,
              query.ids.length > 0 ? inArray(users.id, [...query.ids]) : undefined,
            ),
          ),
        );
    },

    /** Adds members; returns the ids that were not members before. */
    async addMembers(db: Db, classId: string, userIds: readonly string[], addedBy: string | null, now: Date) {
      if (userIds.length === 0) return [];
      const inserted = await db
        .insert(classMembers)
        .values(userIds.map((userId) => ({ classId, userId, addedBy, joinedAt: now })))
        .onConflictDoNothing()
        .returning({ userId: classMembers.userId });
      return inserted.map((row) => row.userId);
    },

    async removeMember(db: Db, classId: string, userId: string): Promise<boolean> {
      const deleted = await db
        .delete(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
        .returning({ userId: classMembers.userId });
      return deleted.length === 1;
    },

    async listMembers(db: Db, classId: string) {
      return db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          status: users.status,
          joinedAt: classMembers.joinedAt,
        })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.userId))
        .where(eq(classMembers.classId, classId))
        .orderBy(asc(users.username), asc(users.email));
    },

    async memberIds(db: Db, classId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: classMembers.userId })
        .from(classMembers)
        .where(eq(classMembers.classId, classId));
      return rows.map((row) => row.userId);
    },

    async listUnits(db: Db, classId: string) {
      return db
        .select()
        .from(classUnits)
        .where(eq(classUnits.classId, classId))
        .orderBy(asc(classUnits.position), asc(classUnits.name));
    },

    async findUnit(db: Db, classId: string, unitId: string) {
      const [row] = await db
        .select()
        .from(classUnits)
        .where(and(eq(classUnits.classId, classId), eq(classUnits.id, unitId)))
        .limit(1);
      return row;
    },

    async insertUnit(db: Db, classId: string, name: string, position: number | undefined) {
      const [row] = await db
        .insert(classUnits)
        .values({
          classId,
          name,
          position:
            position ??
            sql<number>`(select coalesce(max(${classUnits.position}) + 1, 0) from ${classUnits} where ${classUnits.classId} = ${classId})`,
        })
        .returning();
      return row!;
    },

    async updateUnit(db: Db, unitId: string, changes: { name: string; position?: number }) {
      const [row] = await db.update(classUnits).set(changes).where(eq(classUnits.id, unitId)).returning();
      return row;
    },

    async deleteUnit(db: Db, unitId: string): Promise<void> {
      await db.delete(classUnits).where(eq(classUnits.id, unitId));
    },

    /** The item's title when `viewer` may see it (the content's one rule). */
    async findVisibleItem(db: Db, type: ItemType, itemId: string, viewer: Viewer) {
      const table = commonColumnsOf(type);
      const [row] = await db
        .select({ id: table.id, title: table.title, ownerId: table.ownerId, isPublic: table.isPublic })
        .from(table)
        .where(and(eq(table.id, itemId), visibleTo(type, viewer)))
        .limit(1);
      return row;
    },

    async upsertItem(
      db: Db,
      row: {
        classId: string;
        itemType: ItemType;
        itemId: string;
        unitId: string | null;
        position: number;
        isPinned: boolean;
        addedBy: string;
        now: Date;
      },
    ): Promise<void> {
      const { now, ...values } = row;
      await db
        .insert(classItems)
        .values({ ...values, addedAt: now })
        .onConflictDoUpdate({
          target: [classItems.classId, classItems.itemType, classItems.itemId],
          set: { unitId: values.unitId, position: values.position, isPinned: values.isPinned },
        });
    },

    async removeItem(db: Db, classId: string, type: ItemType, itemId: string): Promise<boolean> {
      const deleted = await db
        .delete(classItems)
        .where(and(eq(classItems.classId, classId), eq(classItems.itemType, type), eq(classItems.itemId, itemId)))
        .returning({ classId: classItems.classId });
      return deleted.length === 1;
    },

    /** The classes an item is given to, with the unit in each. */
    async findItemClasses(db: Db, type: ItemType, itemId: string) {
      return db
        .select({ classId: classItems.classId, name: classes.name, unitId: classItems.unitId })
        .from(classItems)
        .innerJoin(classes, eq(classes.id, classItems.classId))
        .where(and(eq(classItems.itemType, type), eq(classItems.itemId, itemId)))
        .orderBy(asc(classes.name));
    },

    /** The courses given to a class (their members are enrolled in them). */
    async findCourseIds(db: Db, classId: string): Promise<string[]> {
      const rows = await db
        .select({ itemId: classItems.itemId })
        .from(classItems)
        .where(and(eq(classItems.classId, classId), eq(classItems.itemType, 'course')));
      return rows.map((row) => row.itemId);
    },

    /** The class's material `viewer` may see, pinned first, then by unit order and position. */
    async listItems(db: Db, classId: string, viewer: Viewer): Promise<ClassItemListRow[]> {
      const all: ClassItemListRow[] = [];
      for (const type of ['note', 'pyq', 'video', 'course'] as const) {
        const table = commonColumnsOf(type);
        const rows = await db
          .select({
            id: table.id,
            title: table.title,
            isPublic: table.isPublic,
            unitId: classItems.unitId,
            position: classItems.position,
            isPinned: classItems.isPinned,
            addedAt: classItems.addedAt,
          })
          .from(classItems)
          .innerJoin(table, and(eq(classItems.itemType, type), eq(classItems.itemId, table.id)))
          .where(and(eq(classItems.classId, classId), visibleTo(type, viewer)));
        const urls =
          type === 'course' || rows.length === 0
            ? new Map<string, string | null>()
            : await this.fileUrlsOf(
                db,
                type,
                rows.map((row) => row.id),
              );
        for (const row of rows) all.push({ ...row, type, fileUrl: urls.get(row.id) ?? null });
      }
      return all.sort(
        (a, b) =>
          Number(b.isPinned) - Number(a.isPinned) ||
          a.position - b.position ||
          new Date(b.addedAt).getTime() - new Date(a.addedAt).getTime(),
      );
    },

    /** The stored PDF of notes and PYQs, the address of videos. */
    async fileUrlsOf(db: Db, type: 'note' | 'pyq' | 'video', ids: string[]): Promise<Map<string, string | null>> {
      const result = await db.execute(
        type === 'video'
          ? sql`select id, file_url as url from videos where id = any(${`{${ids.join(',')}}`}::uuid[])`
          : sql`select id, file_id as url from ${sql.identifier(type === 'note' ? 'notes' : 'pyqs')} where id = any(${`{${ids.join(',')}}`}::uuid[])`,
      );
      return new Map(rowsOf<{ id: string; url: string | null }>(result).map((row) => [row.id, row.url]));
    },

    async insertNotice(
      db: Db,
      values: {
        classId: string;
        authorId: string;
        body: string;
        attachmentType: ItemType | null;
        attachmentId: string | null;
        now: Date;
      },
    ) {
      const { now, ...rest } = values;
      const [row] = await db
        .insert(notices)
        .values({ ...rest, createdAt: now })
        .returning();
      return row!;
    },

    async findNotice(db: Db, classId: string, noticeId: string) {
      const [row] = await db
        .select()
        .from(notices)
        .where(and(eq(notices.classId, classId), eq(notices.id, noticeId)))
        .limit(1);
      return row;
    },

    async deleteNotice(db: Db, noticeId: string): Promise<void> {
      await db.delete(notices).where(eq(notices.id, noticeId));
    },

    /**
     * Notices with their class, author and whether `viewerId` read them, newest first: one class's
     * (`classId`), or every class the viewer is in (the inbox).
     */
    async listNotices(
      db: Db,
      viewerId: string,
      options: { classId?: string; offset: number; limit: number },
    ): Promise<{ rows: NoticeListRow[]; total: number; unread: number }> {
      if (options.classId === undefined) return listInbox(db, viewerId, options);
      const scope = eq(notices.classId, options.classId);
      const isRead = sql<boolean>`exists (select 1 from ${noticeReads} r where r.notice_id = ${notices.id} and r.user_id = ${viewerId})`;
      const rows = await db
        .select({
          id: notices.id,
          kind: sql<'notice'>`'notice'`,
          classId: notices.classId,
          className: classes.name,
          subject: sql<null>`null`,
          body: notices.body,
          authorId: notices.authorId,
          authorName: users.username,
          attachmentType: notices.attachmentType,
          attachmentId: notices.attachmentId,
          isRead,
          createdAt: notices.createdAt,
        })
        .from(notices)
        .innerJoin(classes, eq(classes.id, notices.classId))
        .leftJoin(users, eq(users.id, notices.authorId))
        .where(scope)
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(options.limit)
        .offset(options.offset);
      const [totals] = await db
        .select({ total: count(), unread: sql<number>`count(*) filter (where not ${isRead})::int` })
        .from(notices)
        .where(scope);
      return { rows: rows, total: Number(totals?.total ?? 0), unread: Number(totals?.unread ?? 0) };
    },

    /** The viewer's unread notices and announcements. */
    async countUnread(db: Db, viewerId: string): Promise<number> {
      const result = await db.execute(sql`
        select (select count(*)::int from notices n
          where n.class_id in ${classIdsOf(viewerId)}
            and not exists (select 1 from notice_reads r where r.notice_id = n.id and r.user_id = ${viewerId}))
        + (select count(*)::int from announcement_recipients ar where ar.user_id = ${viewerId} and ar.read_at is null)
        as unread`);
      return Number(rowsOf<{ unread: number }>(result)[0]?.unread ?? 0);
    },

    /**
     * Marks the notice read when it is in one of the viewer's classes, or the announcement when it is in
     * the viewer's inbox; false when it is neither.
     */
    async markRead(db: Db, viewerId: string, noticeId: string, now: Date): Promise<boolean> {
      const announcement = await db.execute(sql`
        update announcement_recipients set read_at = coalesce(read_at, ${now})
        where announcement_id = ${noticeId} and user_id = ${viewerId} returning announcement_id`);
      if (rowsOf(announcement).length === 1) return true;
      const result = await db.execute(sql`
        with target as (select n.id from notices n where n.id = ${noticeId} and n.class_id in ${classIdsOf(viewerId)})
        , inserted as (
          insert into notice_reads (notice_id, user_id, read_at) select id, ${viewerId}, ${now} from target
          on conflict do nothing returning notice_id)
        select count(*)::int as found from target`);
      return Number(rowsOf<{ found: number }>(result)[0]?.found ?? 0) === 1;
    },

    async markAllRead(db: Db, viewerId: string, now: Date): Promise<void> {
      await db.execute(
        sql`update announcement_recipients set read_at = ${now} where user_id = ${viewerId} and read_at is null`,
      );
      await db.execute(sql`
        insert into notice_reads (notice_id, user_id, read_at)
        select n.id, ${viewerId}, ${now} from notices n where n.class_id in ${classIdsOf(viewerId)}
        on conflict do nothing`);
    },

    /** The titles of attachments `viewer` may see, by "type:id". */
    async findVisibleTitles(
      db: Db,
      viewer: Viewer,
      refs: readonly { type: ItemType; id: string }[],
    ): Promise<Map<string, string>> {
      const titles = new Map<string, string>();
      for (const type of ['note', 'pyq', 'video', 'course'] as const) {
        const ids = refs.filter((ref) => ref.type === type).map((ref) => ref.id);
        if (ids.length === 0) continue;
        const table = commonColumnsOf(type);
        const rows = await db
          .select({ id: table.id, title: table.title })
          .from(table)
          .where(and(inArray(table.id, [...new Set(ids)]), visibleTo(type, viewer)));
        for (const row of rows) titles.set(`${type}:${row.id}`, row.title);
      }
      return titles;
    },

    /**
     * Every (item, member) pair of the class with an open: a row of item_opens, or reading progress in
     * the item's PDF past page 0 (read offline, or by an older client), as the per-item report counts.
     */
    async listProgress(
      db: Db,
      classId: string,
      items: readonly { type: ItemType; id: string; fileId: string | null }[],
    ): Promise<ProgressRow[]> {
      if (items.length === 0) return [];
      const result = await db.execute(sql`
        select i.type, i.id as item_id, m.user_id,
          greatest(o.last_opened_at, rp.updated_at) as last_opened_at,
          coalesce(o.open_count, case when rp.page > 0 then 1 else 0 end) as open_count,
          rp.page, rp.page_count
        from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as i(type text, id uuid, "fileId" text)
        cross join class_members m
        left join item_opens o on o.user_id = m.user_id and o.item_type = i.type and o.item_id = i.id
        left join reading_progress rp on rp.user_id = m.user_id and rp.file_id = i."fileId"
        where m.class_id = ${classId} and (o.user_id is not null or coalesce(rp.page, 0) > 0)`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        type: row.type as ItemType,
        itemId: String(row.item_id),
        userId: String(row.user_id),
        lastOpenedAt: asDate(row.last_opened_at),
        openCount: Number(row.open_count),
        page: asNumber(row.page),
        pageCount: asNumber(row.page_count),
      }));
    },

    /** The members with the last time they were active: a session's use, an open, or reading, anywhere. */
    async listMemberActivity(db: Db, classId: string): Promise<MemberActivityRow[]> {
      const result = await db.execute(sql`
        select u.id, u.username, u.email,
          greatest(
            (select max(s.last_seen_at) from sessions s where s.user_id = u.id),
            (select max(o.last_opened_at) from item_opens o where o.user_id = u.id),
            (select max(r.updated_at) from reading_progress r where r.user_id = u.id)
          ) as last_active_at
        from class_members m join users u on u.id = m.user_id
        where m.class_id = ${classId}
        order by lower(u.username), u.email, u.id`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        id: String(row.id),
        username: String(row.username),
        email: String(row.email),
        lastActiveAt: asDate(row.last_active_at),
      }));
    },

    async setStatus(db: Db, classId: string, status: ClassStatus, now: Date) {
      return this.updateClass(db, classId, { status, updatedAt: now });
    },
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
