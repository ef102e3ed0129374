import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role, UserStatus } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { authCodes, sessions, setPasswordTokens, users, type NewUser, type User } from '../../db/schema/index.ts';

export interface UserFilter {
  role?: Role;
  status?: UserStatus;
  /** A literal, case-insensitive substring of the e-mail or the username. */
  search?: string;
}

/** `%` `_` and `\` stand for themselves in a search (ILIKE's escape character is the backslash). */
export function toLikePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUserId = (value: string): boolean => UUID.test(value);

/** The WHERE of a user list (also the bulk export's). */
export function whereOfUsers(filter: UserFilter): SQL | undefined {
  const pattern = filter.search === undefined ? undefined : toLikePattern(filter.search);
  return and(
    filter.role === undefined ? undefined : eq(users.role, filter.role),
    filter.status === undefined ? undefined : eq(users.status, filter.status),
    pattern === undefined ? undefined : or(ilike(users.email, pattern), ilike(users.username, pattern)),
  );
}

/** Every query of student management. `db` may be a transaction. */
export function createUsersRepository() {
  return {
    async list(
      db: Db,
      filter: UserFilter,
      paging: { offset: number; limit: number },
    ): Promise<{ rows: User[]; total: number }> {
      const where = whereOfUsers(filter);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** The user `id`; `isLocked` takes a row lock until the transaction ends. */
    async findById(db: Db, id: string, isLocked = false): Promise<User | undefined> {
      const query = db.select().from(users).where(eq(users.id, id)).limit(1);
      const [user] = isLocked ? await query.for('update') : await query;
      return user;
    },

    async findIdByEmail(db: Db, email: string): Promise<string | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return row?.id;
    },

    /** Inserts unless the e-mail exists; undefined means it did. */
    async insert(db: Db, user: NewUser): Promise<User | undefined> {
      const [created] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
      return created;
    },

    async update(db: Db, id: string, changes: Partial<NewUser>): Promise<User | undefined> {
      const [updated] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return updated;
    },

    async delete(db: Db, id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    /**
     * The ids of the active Admins, each row locked until the transaction ends: two Admins removing
     * each other at the same time are serialised, so one of them always remains.
     */
    async lockActiveAdmins(db: Db): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'Admin'), eq(users.status, 'active')))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    async deleteSessionsOf(db: Db, userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** Removes every pending code and set-password link of the user: nothing mailed before still works. */
    async revokePendingCodes(db: Db, userId: string): Promise<void> {
      await db.delete(authCodes).where(eq(authCodes.userId, userId));
      await db.delete(setPasswordTokens).where(eq(setPasswordTokens.userId, userId));
    },

    /** Active users matching `search`, for the announcement picker (ordered by username). */
    async listActive(db: Db, search: string | undefined) {
      return db
        .select({ id: users.id, username: users.username, email: users.email, role: users.role })
        .from(users)
        .where(whereOfUsers({ status: 'active', search }))
        .orderBy(asc(sql`lower(${users.username})`), asc(users.email));
    },

    /** The active users among `ids` (which must be user ids), one array parameter however many there are. */
    async findActiveByIds(db: Db, ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .where(and(eq(users.status, 'active'), sql`${users.id} = any(${`{${ids.join(',')}}`}::uuid[])`));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
