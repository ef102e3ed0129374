import { FILE_ID_PATTERN, STORAGE_KEYS } from '@prepshelf/contract';

/**
 * The file id of the viewer's `view` parameter: a file id, or (an older reading of the spec) the file's
 * address, `/api/files/{id}`, possibly encoded or absolute. Undefined when it names no file.
 */
export function parseViewParam(view: string | null): string | undefined {
  if (view === null) return undefined;
  let text = view.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    // Not encoded: use it as it is.
  }
  const id = /(?:^|\/api\/files\/)([0-9a-fA-F]{64})(?:[/?#].*)?$/.exec(text)?.[1]?.toLowerCase();
  return id !== undefined && FILE_ID_PATTERN.test(id) ? id : undefined;
}

/** A page number from the `page` parameter: a whole number from 1, else undefined. */
export function parsePageParam(page: string | null): number | undefined {
  if (page === null || !/^\s*\d{1,7}\s*$/.test(page)) return undefined;
  const value = Number(page);
  return value >= 1 ? value : undefined;
}

/** Where reading starts: the link's `?page=` wins, then the saved page, then page 1. */
export function chooseStartPage(fromLink: number | undefined, saved: number | undefined): number {
  if (fromLink !== undefined) return fromLink;
  return saved !== undefined && saved >= 1 ? saved : 1;
}

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, pageCount));
}

/** Zoom steps, as a share of the fitted width (1 = fit width). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom + 1e-9) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
}

export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-9) ?? ZOOM_STEPS[0];
}

export const ZOOM_MIN = ZOOM_STEPS[0];
export const ZOOM_MAX = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;

/**
 * The zoom this device last chose, a step of the buttons or wherever a pinch left it (fit width, 1,
 * when none or unreadable): a phone reader zooms once.
 */
export function readSavedZoom(): number {
  const saved = Number(globalThis.localStorage?.getItem(STORAGE_KEYS.readerZoom) ?? '');
  return Number.isFinite(saved) && saved >= ZOOM_MIN && saved <= ZOOM_MAX ? saved : 1;
}

/** Keeps a zoom within the steps' range, rounded to a whole percent, for this device; returns it. */
export function saveZoom(zoom: number): number {
  const value = Math.min(Math.max(Math.round(zoom * 100) / 100, ZOOM_MIN), ZOOM_MAX);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.readerZoom, String(value));
  } catch {
    // Storage full or refused (private mode): the zoom is simply not remembered.
  }
  return value;
}
