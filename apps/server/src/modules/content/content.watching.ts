import { eq, sql } from 'drizzle-orm';
import type { ItemType } from '@prepshelf/contract';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { contentVersion, myLearning } from '../../db/schema/index.ts';
import { ITEM_TYPE_OF_LEARNING, type ContentItems } from './content.items.ts';

/** What isWatching is read for: an item, or just its type and id. */
type ItemRef = Pick<ContentItems[ItemType], 'type' | '_id'>;

/** Users whose whole My Learning list (its keys) this instance keeps, most recently used last. */
const WATCHING_CACHE_USERS = 5_000;

export type VersionAndWatching = <T extends ItemRef>(
  userId: string | undefined,
  items: readonly T[],
) => Promise<{ version: number; items: (T & { isWatching: boolean })[] }>;

/**
 * The content version and the caller's isWatching for cached pages (lists and search). While the
 * change feed is live both come from memory: the version as PostgreSQL last announced it, and each
 * recent caller's My Learning keys, dropped when the feed says that list changed. Otherwise, and for
 * a caller not yet known, from the database in one round trip. A read that overlapped a change is
 * not kept (the generation check), so a stale answer can never be stored.
 */
export function createVersionAndWatching(db: Db, feed: ChangeFeed | undefined): VersionAndWatching {
  let version: number | undefined;
  let versionGeneration = 0;
  const watchingOf = new Map<string, ReadonlySet<string>>();
  let watchingGeneration = 0;

  feed?.subscribe((change) => {
    if (change.kind === 'content') {
      version = Math.max(version ?? 0, change.version);
      versionGeneration += 1;
    } else if (change.kind === 'learning') {
      watchingOf.delete(change.userId);
      watchingGeneration += 1;
    } else if (change.kind === 'reset') {
      version = undefined;
      versionGeneration += 1;
      watchingOf.clear();
      watchingGeneration += 1;
    }
  });

  async function readVersion(): Promise<number> {
    if (feed?.isLive === true && version !== undefined) return version;
    const readAt = versionGeneration;
    const [row] = await db
      .select({ version: contentVersion.version })
      .from(contentVersion)
      .where(eq(contentVersion.id, 1));
    const read = Number(row?.version ?? 0);
    if (feed?.isLive === true && readAt === versionGeneration) version = read;
    return read;
  }

  async function readWatching(userId: string): Promise<ReadonlySet<string>> {
    const known = feed?.isLive === true ? watchingOf.get(userId) : undefined;
    if (known !== undefined) {
      watchingOf.delete(userId);
      watchingOf.set(userId, known);
      return known;
    }
    const readAt = watchingGeneration;
    const rows = await db
      .select({ type: myLearning.contentType, id: myLearning.contentId })
      .from(myLearning)
      .where(eq(myLearning.userId, userId));
    const keys = new Set(rows.map((row) => `${ITEM_TYPE_OF_LEARNING[row.type]}:${row.id}`));
    if (feed?.isLive === true && readAt === watchingGeneration) {
      watchingOf.set(userId, keys);
      if (watchingOf.size > WATCHING_CACHE_USERS) {
        const oldest = watchingOf.keys().next().value;
        if (oldest !== undefined) watchingOf.delete(oldest);
      }
    }
    return keys;
  }

  return async (userId, items) => {
    if (feed?.isLive !== true) return queryVersionAndWatching(db, userId, items);
    const [current, watched] = await Promise.all([
      readVersion(),
      userId === undefined || items.length === 0 ? new Set<string>() : readWatching(userId),
    ]);
    return {
      version: current,
      items: items.map((item) => ({ ...item, isWatching: watched.has(`${item.type}:${item._id}`) })),
    };
  };
}

/**
 * In one round trip: the content version and which of `items` are in `userId`'s My Learning list,
 * for a page read from a cache (whose items carry no caller's isWatching; courses are never in My
 * Learning). The version is a number that triggers raise, in the writing transaction, with every
 * change to content items or PDF text (migration 0006). Read it before the data a cache entry is
 * to hold: a change landing in between then only makes the entry look older than it is.
 */
async function queryVersionAndWatching<T extends ItemRef>(
  db: Db,
  userId: string | undefined,
  items: readonly T[],
): Promise<{ version: number; items: (T & { isWatching: boolean })[] }> {
  const ids = userId === undefined ? [] : items.filter((item) => item.type !== 'course').map((item) => item._id);
  const statement = preparedStatement(db, 'content_version_and_watched', (name) =>
    db
      .select({
        version: sql<string>`(select ${contentVersion.version} from ${contentVersion} where ${contentVersion.id} = 1)`,
        watched: sql<
          string[]
        >`array(select ${myLearning.contentType}::text || ':' || ${myLearning.contentId}::text from ${myLearning} where ${myLearning.userId} = ${sql.placeholder('userId')} and ${myLearning.contentId} = any(${sql.placeholder('ids')}::uuid[]))`,
      })
      .from(sql`(select 1) as one`)
      .prepare(name),
  );
  const [row] = await statement.execute({ userId: userId ?? null, ids });
  const watched = new Set(
    (row?.watched ?? []).map((entry) => {
      const [learningType, id] = entry.split(':') as [keyof typeof ITEM_TYPE_OF_LEARNING, string];
      return `${ITEM_TYPE_OF_LEARNING[learningType]}:${id}`;
    }),
  );
  return {
    version: Number(row?.version ?? 0),
    items: items.map((item) => ({ ...item, isWatching: watched.has(`${item.type}:${item._id}`) })),
  };
}
