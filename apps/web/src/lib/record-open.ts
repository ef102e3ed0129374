import { useEffect } from 'react';
import type { ItemType } from '@prepshelf/contract';
import { apiClient } from './api-client';

/** What was opened: an item, or a PDF in the reader (which knows only its file). */
export type OpenedThing = { type: ItemType; id: string } | { fileId: string };

/**
 * POST /api/opens, so staff can see who studies what. Fire and forget: a failure (offline, an item the
 * caller may not see) must never disturb reading or watching; a PDF read offline still shows in the
 * report through its reading progress.
 */
export function recordOpen(opened: OpenedThing): void {
  void apiClient.post('/opens', opened).catch(() => undefined);
}

/** Records one open when a screen shows `opened` (again when it names another thing). */
export function useRecordOpen(opened: OpenedThing | undefined): void {
  const key = opened === undefined ? '' : 'fileId' in opened ? `file:${opened.fileId}` : `${opened.type}:${opened.id}`;
  useEffect(() => {
    if (opened !== undefined) recordOpen(opened);
    // The key names the thing; a new object for the same thing is the same open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
