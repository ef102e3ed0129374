import { STORAGE_KEYS } from '@prepshelf/contract';

/*
 * The page this device last knew for each PDF (reopening a PDF paints its page at once instead
 * of waiting a round trip for GET progress). The server stays the truth: its answer follows and moves the
 * reader if it names another page before the reader has moved. Kept per signed-in user in localStorage,
 * which logout clears; the most recent REMEMBERED_LIMIT files only.
 */

export const REMEMBERED_PAGES_KEY = 'prepshelf:last-pages';
export const REMEMBERED_LIMIT = 200;

interface Remembered {
  /** Whose pages these are (a device shared without logging out keeps them apart). */
  userId: string;
  /** fileId → page, oldest first. */
  pages: Record<string, number>;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** A short fingerprint of the session token (FNV-1a), so the token itself is not copied. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

/** The signed-in user: their id when the login stored it, else their session (older sessions). */
function currentUser(store: Storage): string | undefined {
  const userId = store.getItem(STORAGE_KEYS.userId);
  if (userId) return `user:${userId}`;
  const token = store.getItem(STORAGE_KEYS.token);
  return token ? `session:${fingerprint(token)}` : undefined;
}

function read(store: Storage, userId: string): Record<string, number> {
  try {
    const parsed = JSON.parse(store.getItem(REMEMBERED_PAGES_KEY) ?? 'null') as Partial<Remembered> | null;
    if (parsed?.userId !== userId || typeof parsed.pages !== 'object' || parsed.pages === null) return {};
    const pages: Record<string, number> = {};
    for (const [fileId, page] of Object.entries(parsed.pages)) {
      if (Number.isInteger(page) && page >= 1) pages[fileId] = page;
    }
    return pages;
  } catch {
    return {};
  }
}

/** The page this device last knew for `fileId` for the signed-in user, if any. */
export function rememberedPage(fileId: string | undefined): number | undefined {
  const store = storage();
  const userId = store && currentUser(store);
  if (fileId === undefined || !store || userId === undefined) return undefined;
  return read(store, userId)[fileId];
}

/** Notes the page read (or the server's saved page) for `fileId`; the file becomes the most recent. */
export function rememberPage(fileId: string, page: number): void {
  const store = storage();
  const userId = store && currentUser(store);
  if (!store || userId === undefined || !Number.isInteger(page) || page < 1) return;
  const pages = read(store, userId);
  if (pages[fileId] === page) return;
  delete pages[fileId];
  pages[fileId] = page;
  const fileIds = Object.keys(pages);
  for (const old of fileIds.slice(0, Math.max(0, fileIds.length - REMEMBERED_LIMIT))) delete pages[old];
  try {
    store.setItem(REMEMBERED_PAGES_KEY, JSON.stringify({ userId, pages } satisfies Remembered));
  } catch {
    // Storage full or refused: the reader waits for the server's answer, as before.
  }
}
