import { sql } from 'drizzle-orm';
import type { ItemType } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { contentVersion, myLearning } from '../../db/schema/index.ts';
import { ITEM_TYPE_OF_LEARNING, type ContentItems } from './content.items.ts';

type AnyItem = ContentItems[ItemType];

/**
 * In one round trip: the content version and which of `items` are in `userId`'s My Learning list,
 * for a page read from a cache (whose items carry no caller's isWatching; courses are never in My
 * Learning). The version is a number that triggers raise, in the writing transaction, with every
 * change to content items or PDF text (migration 0006). Read it before the data a cache entry is
 * to hold: a change landing in between then only makes the entry look older than it is.
 */
export async function readVersionAndWatching<T extends AnyItem>(
  db: Db,
  userId: string | undefined,
  items: readonly T[],
): Promise<{ version: number; items: T[] }> {
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
