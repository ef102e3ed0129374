/*
 * The Cache Storage names shared by the service worker (src/sw.ts) and the app. Kept in a module of
 * their own with no imports, so the service worker bundle and the entry chunk pull in nothing else.
 */

/** Saved PDFs ("Save for offline"): one full 200 response per `/api/files/{id}`, with the shelf's metadata in headers. */
export const SAVED_PDFS_CACHE = 'prepshelf-saved-pdfs-v1';

/** The signed-in user's API answers (lists, My Learning, progress), as last synced: read only when offline. */
export const PRIVATE_API_CACHE = 'prepshelf-api-v1';

/** The app's files not precached (the reader, the signed-in screens, the fonts), kept as first used (src/sw.ts). */
export const LATER_FILES_CACHE = 'prepshelf-later-files-v1';

/** Every cache that holds one user's data: emptied at logout (shared phones). */
export const PRIVATE_CACHES = [SAVED_PDFS_CACHE, PRIVATE_API_CACHE] as const;

/** Headers of a saved PDF's cached response that carry the shelf's metadata. */
export const SHELF_HEADERS = {
  title: 'X-Shelf-Title',
  kind: 'X-Shelf-Kind',
  savedAt: 'X-Shelf-Saved-At',
} as const;

const STORED_FILE_PATH = /^\/api\/files\/[^/]+$/;

/** `/api/files/{id}` (the bytes of a stored file), not `/api/files/{id}/progress` nor the upload. */
export function isStoredFilePath(pathname: string): boolean {
  return STORED_FILE_PATH.test(pathname) && pathname !== '/api/files/upload';
}

/** API reads worth keeping for offline use: not auth, health or the files' bytes. */
export function isCacheableApiPath(pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false;
  if (isStoredFilePath(pathname)) return false;
  return !/^\/api\/(auth|ping|health|openapi|docs)(\/|$|\.)/.test(pathname);
}
