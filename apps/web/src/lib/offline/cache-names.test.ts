import { describe, expect, it } from 'vitest';
import { isCacheableApiPath, isStoredFilePath } from './cache-names';

describe('offline cache routes', () => {
  it('a stored file’s bytes are a stored-file path; its progress and the upload are not', () => {
    expect(isStoredFilePath('/api/files/abc123')).toBe(true);
    expect(isStoredFilePath('/api/files/abc123/progress')).toBe(false);
    expect(isStoredFilePath('/api/files/upload')).toBe(false);
    expect(isStoredFilePath('/api/content/getAllPublicNotes')).toBe(false);
  });

  it('lists, My Learning and progress are kept for offline reading; auth, health and bytes are not', () => {
    expect(isCacheableApiPath('/api/content/getAllPublicNotes')).toBe(true);
    expect(isCacheableApiPath('/api/files/abc/progress')).toBe(true);
    expect(isCacheableApiPath('/api/auth/getUser')).toBe(false);
    expect(isCacheableApiPath('/api/ping')).toBe(false);
    expect(isCacheableApiPath('/api/health')).toBe(false);
    expect(isCacheableApiPath('/api/openapi.json')).toBe(false);
    expect(isCacheableApiPath('/api/files/abc')).toBe(false);
    expect(isCacheableApiPath('/notes')).toBe(false);
  });
});
