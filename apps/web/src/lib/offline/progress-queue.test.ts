import { describe, expect, it } from 'vitest';
import {
  forgetQueuedProgress,
  PROGRESS_QUEUE_KEY,
  queueProgress,
  queuedProgressOf,
  sendQueuedProgress,
  type QueuedProgress,
  type SendProgress,
} from './progress-queue';
import { memoryLocalStorageEachTest } from '../testing/memory-storage';

memoryLocalStorageEachTest();

/** A stand-in server that answers each call with the next status and records what it got. */
function serverAnswering(...statuses: number[]) {
  const received: { fileId: string; progress: QueuedProgress }[] = [];
  const send: SendProgress = (fileId, progress) => {
    received.push({ fileId, progress });
    const status = statuses.shift() ?? 200;
    return Promise.resolve({ ok: status >= 200 && status < 300, status });
  };
  return { send, received };
}

describe('the offline reading-progress queue', () => {
  it('keeps the latest page read per PDF, with the time it was read', () => {
    queueProgress('a', { page: 2, pageCount: 9 }, new Date('2026-01-01T10:00:00Z'));
    queueProgress('a', { page: 5, pageCount: 9 }, new Date('2026-01-01T10:05:00Z'));
    queueProgress('b', { page: 1 }, new Date('2026-01-01T10:01:00Z'));
    expect(queuedProgressOf('a')).toEqual({ page: 5, pageCount: 9, readAt: '2026-01-01T10:05:00.000Z' });
    expect(queuedProgressOf('b')).toEqual({ page: 1, readAt: '2026-01-01T10:01:00.000Z' });
  });

  it('an older position never replaces a newer one already queued', () => {
    queueProgress('a', { page: 7 }, new Date('2026-01-01T10:05:00Z'));
    queueProgress('a', { page: 3 }, new Date('2026-01-01T10:00:00Z'));
    expect(queuedProgressOf('a')?.page).toBe(7);
  });

  it('sends every queued position with its time and empties the queue once the server has them', async () => {
    queueProgress('a', { page: 4, pageCount: 9 }, new Date('2026-01-01T10:00:00Z'));
    queueProgress('b', { page: 2 }, new Date('2026-01-01T10:01:00Z'));
    const server = serverAnswering(200, 200);
    await sendQueuedProgress(server.send);
    expect(server.received).toEqual([
      { fileId: 'a', progress: { page: 4, pageCount: 9, readAt: '2026-01-01T10:00:00.000Z' } },
      { fileId: 'b', progress: { page: 2, readAt: '2026-01-01T10:01:00.000Z' } },
    ]);
    expect(localStorage.getItem(PROGRESS_QUEUE_KEY)).toBeNull();
  });

  it('keeps what failed for lack of a network or a server fault, drops what the server refused', async () => {
    queueProgress('offline', { page: 4 });
    queueProgress('fault', { page: 5 });
    queueProgress('gone', { page: 6 });
    await sendQueuedProgress(serverAnswering(0, 503, 404).send);
    expect(queuedProgressOf('offline')?.page).toBe(4);
    expect(queuedProgressOf('fault')?.page).toBe(5);
    expect(queuedProgressOf('gone')).toBeUndefined();
  });

  it('a page read while its older position was on its way stays queued', async () => {
    queueProgress('a', { page: 4 }, new Date('2026-01-01T10:00:00Z'));
    const send: SendProgress = (fileId) => {
      queueProgress(fileId, { page: 8 }, new Date('2026-01-01T10:09:00Z'));
      return Promise.resolve({ ok: true, status: 200 });
    };
    await sendQueuedProgress(send);
    expect(queuedProgressOf('a')?.page).toBe(8);
  });

  it('a position that reached the server directly makes the older queued one unnecessary', () => {
    queueProgress('a', { page: 4 }, new Date('2026-01-01T10:00:00Z'));
    forgetQueuedProgress('a', new Date('2026-01-01T09:00:00Z'));
    expect(queuedProgressOf('a')?.page).toBe(4);
    forgetQueuedProgress('a', new Date('2026-01-01T10:30:00Z'));
    expect(queuedProgressOf('a')).toBeUndefined();
  });

  it('ignores a damaged stored queue', () => {
    localStorage.setItem(PROGRESS_QUEUE_KEY, '{not json');
    expect(queuedProgressOf('a')).toBeUndefined();
    localStorage.setItem(PROGRESS_QUEUE_KEY, JSON.stringify({ a: { page: 'x' }, b: { page: 2, readAt: 'T' } }));
    expect(queuedProgressOf('a')).toBeUndefined();
    expect(queuedProgressOf('b')).toEqual({ page: 2, readAt: 'T' });
  });
});
