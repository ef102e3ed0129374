import { useLocation } from 'react-router';
import type { SavedKind } from '../../../lib/offline/saved-pdfs';
import { useT } from '../../../lib/i18n/use-t';
import { SaveForOfflineButton } from './save-for-offline-button';

/** What the links that open the reader (cards, the Offline shelf) pass along in the history state. */
export interface ReaderLinkState {
  title?: string;
  kind?: SavedKind;
}

function readLinkState(state: unknown): ReaderLinkState {
  if (typeof state !== 'object' || state === null) return {};
  const { title, kind } = state as Record<string, unknown>;
  return {
    ...(typeof title === 'string' && title.trim() !== '' ? { title } : {}),
    ...(kind === 'note' || kind === 'pyq' ? { kind } : {}),
  };
}

/**
 * "Save for offline" in the reader's toolbar: the reader knows only the file id, so the title and kind
 * come from the link that opened it (its history state), compact on phones.
 */
export function ReaderSaveControl({ fileId }: { fileId: string }) {
  const { title, kind } = readLinkState(useLocation().state);
  const t = useT();
  return <SaveForOfflineButton fileId={fileId} title={title ?? t('offline.savedPdf')} kind={kind} isCompact />;
}
