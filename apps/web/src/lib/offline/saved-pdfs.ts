import { AUTH_HEADER, STORAGE_KEYS } from '@prepshelf/contract';
import { i18n } from '../i18n/i18n';
import { PRIVATE_CACHES, SAVED_PDFS_CACHE, SHELF_HEADERS } from './cache-names';
import { KEEP_READER_MESSAGE } from './link-speed';

/*
 * The Offline shelf's storage: each saved PDF is one full response in Cache Storage under its own address
 * (`/api/files/{id}`), where the service worker finds it to answer the reader, byte ranges included. The
 * shelf's metadata (title, kind, time saved) travels in headers of that same response, so the file and
 * what the shelf says about it can never disagree.
 */

export type SavedKind = 'note' | 'pyq';

export interface SavedPdf {
  fileId: string;
  title: string;
  kind: SavedKind | undefined;
  /** Bytes. */
  size: number;
  savedAt: Date;
}

export class SavePdfError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'SavePdfError';
    this.status = status;
  }
}

const SHELF_EVENT = 'prepshelf:shelf-change';

/** The 64-hex file id inside a file id or a file's address; undefined when there is none. */
export function fileIdOf(reference: string): string | undefined {
  return /(?:^|\/api\/files\/)([0-9a-fA-F]{64})(?:[/?#].*)?$/.exec(reference.trim())?.[1]?.toLowerCase();
}

function savedPdfUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}

function hasCacheStorage(): boolean {
  return typeof caches !== 'undefined';
}

/** Tells every mounted shelf control that the shelf changed. */
function notifyShelfChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SHELF_EVENT));
}

export function subscribeToShelf(onChange: () => void): () => void {
  window.addEventListener(SHELF_EVENT, onChange);
  return () => window.removeEventListener(SHELF_EVENT, onChange);
}

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.token) ?? null;
  } catch {
    return null;
  }
}

function authHeaders(): Record<string, string> {
  const token = storedToken();
  return token ? { [AUTH_HEADER]: token, Accept: 'application/pdf' } : { Accept: 'application/pdf' };
}

function readSaved(fileId: string, response: Response): SavedPdf {
  const kind = response.headers.get(SHELF_HEADERS.kind);
  const title = response.headers.get(SHELF_HEADERS.title);
  const savedAt = Number(response.headers.get(SHELF_HEADERS.savedAt));
  return {
    fileId,
    title: title ? decodeURIComponent(title) : i18n._('offline.untitled'),
    kind: kind === 'note' || kind === 'pyq' ? kind : undefined,
    size: Number(response.headers.get('Content-Length')) || 0,
    savedAt: new Date(Number.isFinite(savedAt) ? savedAt : 0),
  };
}

/**
 * Downloads the whole PDF (with the session header) and keeps it on the device. `onProgress` hears the
 * bytes received and the total when the server told it. Throws SavePdfError with a readable message
 * in the page's language (the `app` texts: saving happens from a screen, which has them loaded).
 */
export async function savePdfForOffline(
  input: { fileId: string; title: string; kind?: SavedKind },
  onProgress?: (received: number, total: number | undefined) => void,
): Promise<SavedPdf> {
  if (!hasCacheStorage()) throw new SavePdfError(i18n._('offline.errorNoStorage'), 0);
  let response: Response;
  try {
    response = await fetch(savedPdfUrl(input.fileId), { headers: authHeaders(), cache: 'no-store' });
  } catch {
    throw new SavePdfError(i18n._('offline.errorOffline'), 0);
  }
  if (response.status === 401) throw new SavePdfError(i18n._('offline.errorLogIn'), 401);
  if (response.status === 404 || response.status === 403) {
    throw new SavePdfError(i18n._('offline.errorNotShared'), response.status);
  }
  if (response.status !== 200 || !response.body) {
    throw new SavePdfError(i18n._('offline.errorFailed'), response.status);
  }

  const total = Number(response.headers.get('Content-Length')) || undefined;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress?.(received, total);
    }
  } catch {
    throw new SavePdfError(i18n._('offline.errorStopped'), 0);
  }

  const blob = new Blob(chunks as BlobPart[], { type: 'application/pdf' });
  const savedAt = Date.now();
  const cache = await caches.open(SAVED_PDFS_CACHE);
  const etag = response.headers.get('ETag');
  const headers: Record<string, string> = {
    'Content-Type': 'application/pdf',
    'Content-Length': String(blob.size),
    // pdf.js reads this on its first answer to decide whether to ask for ranges; the service worker cuts them.
    'Accept-Ranges': 'bytes',
    [SHELF_HEADERS.title]: encodeURIComponent(input.title),
    [SHELF_HEADERS.savedAt]: String(savedAt),
  };
  if (etag) headers.ETag = etag;
  if (input.kind) headers[SHELF_HEADERS.kind] = input.kind;
  try {
    await cache.put(savedPdfUrl(input.fileId), new Response(blob, { status: 200, headers }));
  } catch {
    throw new SavePdfError(i18n._('offline.errorNoSpace'), 0);
  }
  await keepReaderCode();
  notifyShelfChange();
  return { fileId: input.fileId, title: input.title, kind: input.kind, size: blob.size, savedAt: new Date(savedAt) };
}

/**
 * Asks the service worker that controls the page to keep the reader's code (not precached: docs/decisions/0037),
 * so the saved PDF opens with no network; waits for its answer, at most 30 s. Nothing without a worker.
 */
function keepReaderCode(): Promise<void> {
  const worker = globalThis.navigator?.serviceWorker?.controller;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, 30_000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    worker.postMessage({ type: KEEP_READER_MESSAGE }, [channel.port2]);
  });
}

/** The saved PDF of `fileId`, or undefined. */
export async function findSavedPdf(fileId: string): Promise<SavedPdf | undefined> {
  if (!hasCacheStorage()) return undefined;
  const cache = await caches.open(SAVED_PDFS_CACHE);
  const response = await cache.match(savedPdfUrl(fileId), { ignoreVary: true });
  return response ? readSaved(fileId, response) : undefined;
}

/** Everything on the shelf, the latest saved first. */
export async function listSavedPdfs(): Promise<SavedPdf[]> {
  if (!hasCacheStorage()) return [];
  const cache = await caches.open(SAVED_PDFS_CACHE);
  const items: SavedPdf[] = [];
  for (const request of await cache.keys()) {
    const fileId = fileIdOf(new URL(request.url).pathname);
    const response = fileId ? await cache.match(request, { ignoreVary: true }) : undefined;
    if (fileId && response) items.push(readSaved(fileId, response));
  }
  return items.sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
}

export async function removeSavedPdf(fileId: string): Promise<void> {
  if (!hasCacheStorage()) return;
  const cache = await caches.open(SAVED_PDFS_CACHE);
  await cache.delete(savedPdfUrl(fileId), { ignoreVary: true });
  notifyShelfChange();
}

let runningSync: Promise<string[]> | null = null;

/**
 * Asks the server (HEAD, with the session) whether each saved PDF is still readable by this user, and
 * removes those it answers 404 or 403 for (deleted, made draft, no longer shared). Offline, or on any
 * other answer, nothing changes. Returns the titles removed; callers during a run share its answer.
 */
export function syncSavedPdfs(): Promise<string[]> {
  runningSync ??= checkSavedPdfs().finally(() => {
    runningSync = null;
  });
  return runningSync;
}

async function checkSavedPdfs(): Promise<string[]> {
  const removed: string[] = [];
  for (const item of await listSavedPdfs()) {
    let status: number;
    try {
      status = (await fetch(savedPdfUrl(item.fileId), { method: 'HEAD', headers: authHeaders(), cache: 'no-store' }))
        .status;
    } catch {
      return removed;
    }
    if (status === 404 || status === 403) {
      await removeSavedPdf(item.fileId);
      removed.push(item.title);
    }
  }
  return removed;
}

/** Whose offline data this device holds: survives a session that ended without a logout. */
export const OFFLINE_OWNER_KEY = 'prepshelf:offline-owner';

/** Records `userId` as the owner; answers the previous one. */
function swapOwner(userId: string): string | null {
  try {
    const owner = globalThis.localStorage?.getItem(OFFLINE_OWNER_KEY) ?? null;
    globalThis.localStorage?.setItem(OFFLINE_OWNER_KEY, userId);
    return owner;
  } catch {
    return null;
  }
}

/**
 * At login: when the offline data on this device belongs to someone else (their session ended without a
 * logout), it goes before the new user sees any of it; the same user finds their shelf again.
 */
export async function claimOfflineData(userId: string): Promise<void> {
  const owner = swapOwner(userId);
  if (owner !== null && owner !== userId) await clearPrivateOfflineData();
}

/** Logout (shared phones): empties the shelf and every cached private API answer. */
export async function clearPrivateOfflineData(): Promise<void> {
  if (!hasCacheStorage()) return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name)));
  notifyShelfChange();
}

/** What the shelf takes and what the browser allows this site, when the browser tells. */
export async function estimateStorage(): Promise<{ usage: number; quota: number } | undefined> {
  const estimate = await globalThis.navigator?.storage?.estimate?.();
  if (!estimate || estimate.usage === undefined || estimate.quota === undefined) return undefined;
  return { usage: estimate.usage, quota: estimate.quota };
}
