import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type NewUser, type User } from '../../db/schema/index.ts';

/** The user-row queries the auth and account repositories both offer. `db` may be a transaction. */
export const userQueries = {
  async findUserById(db: Db, id: string): Promise<User | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  },

  async findUserByEmail(db: Db, email: string): Promise<User | undefined> {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return user;
  },

  /** Changes the given columns and stamps `updated_at`. */
  async updateUser(db: Db, id: string, changes: Partial<NewUser>): Promise<User | undefined> {
    const [updated] = await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return updated;
  },
};
