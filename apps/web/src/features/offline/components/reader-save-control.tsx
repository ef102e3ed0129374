import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { findSavedPdf, type SavedKind } from '../../../lib/offline/saved-pdfs';
import { SaveForOfflineButton } from './save-for-offline-button';

/** What the links that open the reader (cards, the Offline shelf) pass along in the history state. */
export interface ReaderLinkState {
  title?: string;
  kind?: SavedKind;
}

function readLinkState(state: unknown): ReaderLinkState {
  if (typeof state !== 'object' || state === null) return {};
  // The personal home hands over its item itself (its `type` is the kind): fewer bytes on the landing page.
  const { title, kind = (state as { type?: unknown }).type } = state as Record<string, unknown>;
  return {
    ...(typeof title === 'string' && title.trim() !== '' ? { title } : {}),
    ...(kind === 'note' || kind === 'pyq' ? { kind } : {}),
  };
}

/**
 * The item's title for the reader, which knows only the file id: from the link that opened it (its
 * history state, which a reload keeps), else from the Offline shelf when the PDF is saved there (a
 * direct link or a bookmark, offline too); undefined when neither knows it.
 */
export function useReaderTitle(fileId: string | undefined): string | undefined {
  const linked = readLinkState(useLocation().state).title;
  const [saved, setSaved] = useState<{ fileId: string; title: string | undefined }>();
  useEffect(() => {
    if (linked !== undefined || fileId === undefined) return;
    let isCurrent = true;
    findSavedPdf(fileId).then(
      (pdf) => {
        if (isCurrent) setSaved({ fileId, title: pdf?.title });
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [fileId, linked]);
  return linked ?? (saved !== undefined && saved.fileId === fileId ? saved.title : undefined);
}

/**
 * "Save for offline" in the reader's toolbar, under the reader's `title`, with the kind the link that
 * opened it gave; compact on phones.
 */
export function ReaderSaveControl({ fileId, title }: { fileId: string; title: string }) {
  const { kind } = readLinkState(useLocation().state);
  return <SaveForOfflineButton fileId={fileId} title={title} kind={kind} isCompact />;
}
