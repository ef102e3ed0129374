import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { findSavedPdf, type SavedKind } from '../../../lib/offline/saved-pdfs';
import { SaveForOfflineButton } from './save-for-offline-button';

/**
 * What every link that opens the reader passes along in the history state: the item it opens, or at
 * least its `title` and `type` (cards, search results and suggestions, the personal home, the Offline
 * shelf). Read defensively: history state outlives builds.
 */
function readLinkState(state: unknown): { title?: string; kind?: SavedKind } {
  if (typeof state !== 'object' || state === null) return {};
  const { title, type } = state as Record<string, unknown>;
  return {
    ...(typeof title === 'string' && title.trim() !== '' ? { title } : {}),
    ...(type === 'note' || type === 'pyq' ? { kind: type } : {}),
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
