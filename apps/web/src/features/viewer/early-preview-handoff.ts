/*
 * What the app shares with early-preview.ts, the inline script of a direct link to the reader (which can
 * import nothing, so it spells these names out; early-preview.test.ts holds them equal). Kept apart from
 * the viewer's code.
 */

/** Where the early script leaves its request. */
export const EARLY_PREVIEW_GLOBAL = '__prepshelfEarlyPreview';
/** The id of the image the early script shows before the app. */
export const EARLY_PREVIEW_ID = 'prepshelf-early-preview';

export interface EarlyPreview {
  fileId: string;
  controller: AbortController;
  isTaken: boolean;
  /** The first-page image, or null when there is none (or it could not be had). */
  image: Promise<Blob | null>;
}

/**
 * The preview request that the page's early script started for `fileId` before the app ran, once: a later
 * reader of the same file asks again (the browser's cache answers). The script shows nothing after this.
 */
export function takeEarlyPreview(fileId: string): EarlyPreview | undefined {
  const holder = globalThis as unknown as Record<string, EarlyPreview | undefined>;
  const early = holder[EARLY_PREVIEW_GLOBAL];
  if (early === undefined) return undefined;
  holder[EARLY_PREVIEW_GLOBAL] = undefined;
  early.isTaken = true;
  return early.fileId === fileId ? early : undefined;
}

/** Removes the early script's image, once the viewer shows its own. */
export function removeEarlyPreview(): void {
  globalThis.document?.getElementById(EARLY_PREVIEW_ID)?.remove();
}

/** Where the early script leaves the pdf.js worker it started (a device that has read a PDF before). */
export const EARLY_PDF_WORKER_GLOBAL = '__prepshelfPdfWorker';

interface EarlyPdfWorker {
  url: string;
  worker: Worker;
  /** Set by the early script when the worker fails to load or start. */
  hasFailed: boolean;
}

/**
 * The pdf.js worker the page's early script started for `url` (the build's worker file), unless it has
 * failed: undefined when there is none, it is for another file or it failed (it is then stopped). Once.
 * pdf.js takes it as a port (messages wait until it listens); `onFailure` hears if it fails later.
 */
export function takeEarlyPdfWorker(url: string, onFailure: () => void): Worker | undefined {
  const holder = globalThis as unknown as Record<string, EarlyPdfWorker | undefined>;
  const early = holder[EARLY_PDF_WORKER_GLOBAL];
  if (early === undefined) return undefined;
  holder[EARLY_PDF_WORKER_GLOBAL] = undefined;
  const base = globalThis.location?.href;
  if (!early.hasFailed && new URL(early.url, base).href === new URL(url, base).href) {
    early.worker.addEventListener('error', onFailure);
    return early.worker;
  }
  early.worker.terminate();
  return undefined;
}
