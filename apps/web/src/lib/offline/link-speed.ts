/*
 * Whether the device says its link is fast enough to download the app's later files (the reader,
 * pdf.js's worker, the signed-in screens, the fonts) in the background. Read by the service worker
 * (src/sw.ts) and the page alike; no imports.
 */

/** What is read of the Network Information API (navigator.connection, Chromium's browsers only). */
export interface LinkInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Only a link the browser calls 4g, without Save-Data. A browser that does not tell (no
 * navigator.connection) gets nothing in the background: its screens are kept as they are first used.
 */
export function isFastLink(link: LinkInfo | undefined): boolean {
  if (link === undefined || link.saveData === true) return false;
  return link.effectiveType === '4g';
}

/** The message the page sends the service worker to keep the reader's code (with a PDF saved for offline). */
export const KEEP_READER_MESSAGE = 'KEEP_READER';
