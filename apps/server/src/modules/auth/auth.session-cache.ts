import type { ChangeFeed } from '../../db/change-feed.ts';
import type { User } from '../../db/schema/index.ts';

/** How long a session read from the database is believed without asking again, at most. */
const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_ENTRIES = 10_000;

interface Entry {
  user: User;
  /** The session's own end, or the cache's limit, whichever comes first. */
  validUntil: number;
}

/**
 * Live sessions this instance has read, so a signed-in request needs no database round trip. It is
 * kept honest by the change feed: a session deleted or moved, or its user changed (blocked, role,
 * verified, deleted), is dropped when PostgreSQL announces the commit, on every instance; while the
 * feed is not live nothing is cached. A read that overlapped with a change is not stored (the
 * `generation` check), so an older row can never overwrite a newer truth.
 */
export function createSessionCache(feed: ChangeFeed | undefined) {
  const entries = new Map<string, Entry>();
  const hashesOfUser = new Map<string, Set<string>>();
  let generation = 0;

  const drop = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (entry === undefined) return;
    entries.delete(tokenHash);
    const hashes = hashesOfUser.get(entry.user.id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) hashesOfUser.delete(entry.user.id);
  };
  const dropUser = (userId: string) => {
    for (const tokenHash of hashesOfUser.get(userId) ?? []) entries.delete(tokenHash);
    hashesOfUser.delete(userId);
  };

  feed?.subscribe((change) => {
    if (change.kind === 'session') drop(change.tokenHash);
    else if (change.kind === 'user') dropUser(change.userId);
    else if (change.kind === 'reset') {
      entries.clear();
      hashesOfUser.clear();
    } else return;
    generation += 1;
  });

  return {
    /** Taken before reading a session from the database; hand it back to `remember`. */
    get generation() {
      return generation;
    },

    find(tokenHash: string, now: Date): User | undefined {
      const entry = entries.get(tokenHash);
      if (entry === undefined) return undefined;
      if (feed?.isLive !== true || entry.validUntil <= now.getTime()) {
        drop(tokenHash);
        return undefined;
      }
      return entry.user;
    },

    remember(tokenHash: string, session: { user: User; expiresAt: Date }, now: Date, readAt: number): void {
      if (feed?.isLive !== true || readAt !== generation) return;
      if (entries.size >= SESSION_CACHE_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      drop(tokenHash);
      entries.set(tokenHash, {
        user: session.user,
        validUntil: Math.min(session.expiresAt.getTime(), now.getTime() + SESSION_CACHE_MS),
      });
      const hashes = hashesOfUser.get(session.user.id) ?? new Set<string>();
      hashes.add(tokenHash);
      hashesOfUser.set(session.user.id, hashes);
    },

    /** This instance's own change, known before the feed brings it back. */
    forget(tokenHash: string): void {
      drop(tokenHash);
      generation += 1;
    },
    forgetUser(userId: string): void {
      dropUser(userId);
      generation += 1;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
