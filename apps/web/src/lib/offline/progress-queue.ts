import { readingProgressResponseSchema, type ReadingProgressResponse } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../api-client';

/*
 * Reading progress made without a connection: kept in localStorage (one entry per PDF, the latest page
 * read on this device) and sent when the connection returns. Each entry carries the moment it was read
 * (`readAt`); the server keeps whichever position is later, so a page read offline never overwrites a
 * page read afterwards on another device. localStorage is cleared at logout, the queue with it.
 */

export const PROGRESS_QUEUE_KEY = 'prepshelf:pending-progress';

export interface QueuedProgress {
  page: number;
  pageCount?: number;
  /** ISO time at which the page was read. */
  readAt: string;
}

type Queue = Record<string, QueuedProgress>;

export type SendProgress = (
  fileId: string,
  progress: QueuedProgress,
) => Promise<Pick<ApiResult<ReadingProgressResponse>, 'ok' | 'status'>>;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isQueuedProgress(value: unknown): value is QueuedProgress {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Number.isInteger(entry.page) &&
    (entry.pageCount === undefined || Number.isInteger(entry.pageCount)) &&
    typeof entry.readAt === 'string'
  );
}

function readQueue(): Queue {
  const text = storage()?.getItem(PROGRESS_QUEUE_KEY);
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const queue: Queue = {};
    for (const [fileId, entry] of Object.entries(parsed)) if (isQueuedProgress(entry)) queue[fileId] = entry;
    return queue;
  } catch {
    return {};
  }
}

function writeQueue(queue: Queue): void {
  const store = storage();
  if (!store) return;
  if (Object.keys(queue).length === 0) store.removeItem(PROGRESS_QUEUE_KEY);
  else store.setItem(PROGRESS_QUEUE_KEY, JSON.stringify(queue));
}

/** Keeps the page read in `fileId` until it can be sent; a later page of the same PDF replaces it. */
export function queueProgress(
  fileId: string,
  progress: { page: number; pageCount?: number },
  readAt: Date = new Date(),
): void {
  const queue = readQueue();
  const current = queue[fileId];
  const entry: QueuedProgress = { page: progress.page, readAt: readAt.toISOString() };
  if (progress.pageCount !== undefined) entry.pageCount = progress.pageCount;
  if (current && current.readAt > entry.readAt) return;
  queue[fileId] = entry;
  writeQueue(queue);
}

/** After a position reached the server directly: anything queued before `sentAt` for that PDF is older. */
export function forgetQueuedProgress(fileId: string, sentAt: Date = new Date()): void {
  const queue = readQueue();
  const current = queue[fileId];
  if (!current || current.readAt > sentAt.toISOString()) return;
  delete queue[fileId];
  writeQueue(queue);
}

/** The page read offline in `fileId` that has not reached the server yet. */
export function queuedProgressOf(fileId: string): QueuedProgress | undefined {
  return readQueue()[fileId];
}

export function hasQueuedProgress(): boolean {
  return Object.keys(readQueue()).length > 0;
}

const sendWithApi: SendProgress = (fileId, progress) =>
  apiClient.put(`/files/${encodeURIComponent(fileId)}/progress`, progress, { schema: readingProgressResponseSchema });

let running: Promise<void> | null = null;

/**
 * Sends every queued position, one PDF after another. An entry leaves the queue once the server answered
 * (a 4xx too: the PDF is gone or no longer shared, asking again will not help); a network failure or a
 * 5xx keeps it for the next time the connection returns. A position queued again while its older one was
 * on its way stays queued.
 */
export function sendQueuedProgress(send: SendProgress = sendWithApi): Promise<void> {
  running ??= (async () => {
    try {
      for (const [fileId, entry] of Object.entries(readQueue())) {
        const result = await send(fileId, entry);
        if (!result.ok && (result.status === 0 || result.status >= 500)) continue;
        const queue = readQueue();
        if (queue[fileId]?.readAt === entry.readAt) {
          delete queue[fileId];
          writeQueue(queue);
        }
      }
    } finally {
      running = null;
    }
  })();
  return running;
}
