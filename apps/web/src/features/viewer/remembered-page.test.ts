import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@prepshelf/contract';
import { MemoryStorage } from '../../lib/testing/memory-storage';
import { REMEMBERED_LIMIT, REMEMBERED_PAGES_KEY, rememberedPage, rememberPage } from './remembered-page';

const fileA = 'a'.repeat(64);
const fileB = 'b'.repeat(64);

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  storage.setItem(STORAGE_KEYS.userId, 'student-1');
});

describe('the page this device remembers for a PDF', () => {
  it('knows nothing of a PDF never read here', () => {
    expect(rememberedPage(fileA)).toBeUndefined();
    expect(rememberedPage(undefined)).toBeUndefined();
  });

  it('gives back the last page noted for each file', () => {
    rememberPage(fileA, 3);
    rememberPage(fileB, 10);
    rememberPage(fileA, 7);
    expect(rememberedPage(fileA)).toBe(7);
    expect(rememberedPage(fileB)).toBe(10);
  });

  it('keeps one user’s pages from another on a shared device', () => {
    rememberPage(fileA, 12);
    storage.setItem(STORAGE_KEYS.userId, 'student-2');
    expect(rememberedPage(fileA)).toBeUndefined();
    rememberPage(fileA, 2);
    expect(rememberedPage(fileA)).toBe(2);
    storage.setItem(STORAGE_KEYS.userId, 'student-1');
    // The second user's note replaced the first user's list, never merged into it.
    expect(rememberedPage(fileA)).toBeUndefined();
  });

  it('knows a session without a stored user id by its token, without copying the token', () => {
    storage.removeItem(STORAGE_KEYS.userId);
    storage.setItem(STORAGE_KEYS.token, 'session-token-one');
    rememberPage(fileA, 6);
    expect(rememberedPage(fileA)).toBe(6);
    expect(storage.getItem(REMEMBERED_PAGES_KEY)).not.toContain('session-token-one');
    storage.setItem(STORAGE_KEYS.token, 'session-token-two');
    expect(rememberedPage(fileA)).toBeUndefined();
  });

  it('notes nothing without a signed-in user, and ignores pages that are not page numbers', () => {
    storage.removeItem(STORAGE_KEYS.userId);
    rememberPage(fileA, 4);
    expect(storage.getItem(REMEMBERED_PAGES_KEY)).toBeNull();
    storage.setItem(STORAGE_KEYS.userId, 'student-1');
    rememberPage(fileA, 0);
    rememberPage(fileA, 2.5);
    expect(rememberedPage(fileA)).toBeUndefined();
  });

  it('survives a damaged entry and keeps only the most recent files', () => {
    storage.setItem(REMEMBERED_PAGES_KEY, '{not json');
    expect(rememberedPage(fileA)).toBeUndefined();
    storage.setItem(REMEMBERED_PAGES_KEY, JSON.stringify({ userId: 'student-1', pages: { [fileA]: 'seven' } }));
    expect(rememberedPage(fileA)).toBeUndefined();

    const ids: string[] = Array.from(
      { length: REMEMBERED_LIMIT + 5 },
      (_, index) => `f${index.toString(16).padStart(63, '0')}`,
    );
    for (const id of ids) rememberPage(id, 1);
    // The five oldest went; noting the first again brings it back and lets the next oldest go.
    expect(rememberedPage(ids[4])).toBeUndefined();
    expect(rememberedPage(ids[5])).toBe(1);
    rememberPage(ids[0]!, 2);
    expect(rememberedPage(ids[0])).toBe(2);
    expect(rememberedPage(ids[5])).toBeUndefined();
    expect(rememberedPage(ids[6])).toBe(1);
    const stored = JSON.parse(storage.getItem(REMEMBERED_PAGES_KEY) ?? '{}') as { pages: Record<string, number> };
    expect(Object.keys(stored.pages)).toHaveLength(REMEMBERED_LIMIT);
  });
});
