import type pg from 'pg';

/** The channel the triggers of migration 0008 notify on. */
export const CHANGE_CHANNEL = 'prepshelf_changes';

/** What changed, as the triggers tell it; `reset` means "anything may have changed". */
export type Change =
  | { kind: 'session'; tokenHash: string }
  | { kind: 'user'; userId: string }
  | { kind: 'learning'; userId: string }
  | { kind: 'content'; version: number }
  | { kind: 'reset' };

/** Sent by `sync` through the database and heard back by the feed; never reaches the listeners. */
const SYNC_PREFIX = 'sync:';

/**
 * Every change to sessions, users, My Learning and the content version, as PostgreSQL announces it
 * at commit (LISTEN/NOTIFY), so each instance's in-process caches can drop what went stale without
 * asking the database on every request. A cache may only trust what it holds while `isLive`: when the
 * listening connection is lost, notifications may have been missed, so every listener hears `reset`
 * and the feed reconnects in the background.
 */
export interface ChangeFeed {
  readonly isLive: boolean;
  subscribe(listener: (change: Change) => void): () => void;
  /**
   * Resolves once this instance has heard every change committed before the call (PostgreSQL
   * delivers notifications in commit order, so hearing our own marker means hearing all before it):
   * after a write, the next request on this instance sees its effect.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export function parseChange(payload: string): Change | undefined {
  const separator = payload.indexOf(':');
  if (separator < 0) return undefined;
  const kind = payload.slice(0, separator);
  const value = payload.slice(separator + 1);
  switch (kind) {
    case 'session':
      return { kind, tokenHash: value };
    case 'user':
    case 'learning':
      return { kind, userId: value };
    case 'content': {
      const version = Number(value);
      return Number.isSafeInteger(version) ? { kind, version } : undefined;
    }
    default:
      return undefined;
  }
}

const RECONNECT_DELAY_MS = 1000;

/**
 * Opens the feed on a connection of its own (`newClient` makes one to the same database). Resolves
 * once the first attempt is over: live when LISTEN succeeded, otherwise retrying in the background.
 */
export async function openChangeFeed(options: {
  newClient: () => pg.Client;
  /** Sends NOTIFY on the channel with `payload` from any other connection (the pool). */
  notify: (channel: string, payload: string) => Promise<unknown>;
  onError?: (error: unknown) => void;
  /** How long `sync` waits for its marker before dropping every cached thing instead (default 2 s). */
  syncTimeoutMs?: number;
}): Promise<ChangeFeed> {
  const listeners = new Set<(change: Change) => void>();
  const pendingSyncs = new Map<string, () => void>();
  let syncCount = 0;
  let client: pg.Client | undefined;
  let isLive = false;
  let isClosed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const emit = (change: Change) => {
    for (const listener of listeners) listener(change);
    if (change.kind === 'reset') {
      for (const resolve of pendingSyncs.values()) resolve();
      pendingSyncs.clear();
    }
  };

  const lose = (failed: pg.Client, error?: unknown) => {
    if (client !== failed) return;
    client = undefined;
    if (isLive) {
      isLive = false;
      emit({ kind: 'reset' });
      // Told once per loss, not once per retry while the database is away.
      options.onError?.(error ?? new Error('the listening connection ended'));
    }
    failed.end().catch(() => undefined);
    if (!isClosed) retryTimer = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    retryTimer = undefined;
    if (isClosed) return;
    const next = options.newClient();
    client = next;
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next));
    next.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || message.payload === undefined) return;
      if (message.payload.startsWith(SYNC_PREFIX)) {
        const marker = message.payload.slice(SYNC_PREFIX.length);
        pendingSyncs.get(marker)?.();
        pendingSyncs.delete(marker);
        return;
      }
      const change = parseChange(message.payload);
      if (change !== undefined) emit(change);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client !== next || isClosed) return;
      // Whatever was cached before this connection listened may be stale.
      emit({ kind: 'reset' });
      isLive = true;
    } catch (error) {
      lose(next, error);
    }
  }

  await connect();

  return {
    get isLive() {
      return isLive;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async sync() {
      if (!isLive) return;
      syncCount += 1;
      const marker = `${process.pid}.${syncCount}.${Date.now()}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        pendingSyncs.set(marker, resolve);
        timer = setTimeout(() => {
          // Not heard in time: nothing cached can be trusted to include the write.
          if (pendingSyncs.delete(marker)) emit({ kind: 'reset' });
          resolve();
        }, options.syncTimeoutMs ?? 2000);
      });
      try {
        await options.notify(CHANGE_CHANNEL, SYNC_PREFIX + marker);
        await heard;
      } catch (error) {
        pendingSyncs.delete(marker);
        emit({ kind: 'reset' });
        options.onError?.(error);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      isClosed = true;
      for (const resolve of pendingSyncs.values()) resolve();
      pendingSyncs.clear();
      clearTimeout(retryTimer);
      const open = client;
      client = undefined;
      isLive = false;
      listeners.clear();
      await open?.end().catch(() => undefined);
    },
  };
}
