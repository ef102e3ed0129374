import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { Check, CloudDownload, LoaderCircle } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { useIsOnline } from '../../../lib/offline/connection';
import {
  fileIdOf,
  findSavedPdf,
  removeSavedPdf,
  savePdfForOffline,
  SavePdfError,
  subscribeToShelf,
  type SavedKind,
} from '../../../lib/offline/saved-pdfs';
import { INTL_LOCALES } from '../../../lib/i18n/languages';
import { useLanguage, useT } from '../../../lib/i18n/use-t';
import { showErrorToast } from '../../../lib/toast';
import { formatSize, progressParts } from '../format-size';

type State =
  | { name: 'checking' }
  | { name: 'not-saved' }
  | { name: 'saving'; received: number; total: number | undefined }
  | { name: 'saved'; size: number };

export interface SaveForOfflineButtonProps {
  /** The PDF's file id, or its address (`/api/files/{id}`). */
  fileId: string;
  /** What the Offline shelf calls it. */
  title: string;
  kind?: SavedKind | undefined;
  /** Narrow toolbars: the words are for screen readers only below 640 px. */
  isCompact?: boolean;
  className?: string;
}

/**
 * "Save for offline": downloads the whole PDF onto the device (Cache Storage, where the service worker
 * answers the reader from) and shows its size; pressed again, it removes it. Self-contained, so the
 * cards, My Learning and the reader's toolbar each place it with one line.
 */
export function SaveForOfflineButton({
  fileId: reference,
  title,
  kind,
  isCompact = false,
  className,
}: SaveForOfflineButtonProps) {
  const fileId = fileIdOf(reference);
  const isOnline = useIsOnline();
  const t = useT();
  const locale = INTL_LOCALES[useLanguage()];
  const [state, setState] = useState<State>({ name: 'checking' });

  useEffect(() => {
    if (fileId === undefined) return;
    let isCurrent = true;
    const refresh = () => {
      void findSavedPdf(fileId).then((saved) => {
        if (!isCurrent) return;
        setState((current) =>
          current.name === 'saving' ? current : saved ? { name: 'saved', size: saved.size } : { name: 'not-saved' },
        );
      });
    };
    refresh();
    const stop = subscribeToShelf(refresh);
    return () => {
      isCurrent = false;
      stop();
    };
  }, [fileId]);

  if (fileId === undefined || typeof caches === 'undefined') return null;

  async function save(id: string) {
    setState({ name: 'saving', received: 0, total: undefined });
    try {
      const saved = await savePdfForOffline({ fileId: id, title, ...(kind ? { kind } : {}) }, (received, total) =>
        setState({ name: 'saving', received, total }),
      );
      setState({ name: 'saved', size: saved.size });
    } catch (error) {
      setState({ name: 'not-saved' });
      showErrorToast(error instanceof SavePdfError ? error.message : t('offline.errorFailed'));
    }
  }

  async function remove(id: string) {
    await removeSavedPdf(id);
    setState({ name: 'not-saved' });
  }

  const base = buttonClasses('outline', 'sm', clsx(isCompact && 'max-sm:w-9 max-sm:px-0', className));
  const words = isCompact ? 'max-sm:sr-only' : undefined;
  switch (state.name) {
    case 'checking':
      return null;
    case 'saving': {
      const parts = progressParts(state.received, state.total, locale);
      const progress = parts ? t('offline.progress', parts) : formatSize(state.received, locale);
      return (
        <button type="button" className={base} disabled aria-live="polite">
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          <span className={words}>{t('offline.saving', { progress })}</span>
        </button>
      );
    }
    case 'saved': {
      const size = formatSize(state.size, locale);
      return (
        <button
          type="button"
          className={base}
          aria-label={t('offline.savedLabel', { size, title })}
          onClick={() => void remove(fileId)}
        >
          <Check className="size-4 text-accent-text" aria-hidden="true" />
          <span className={words}>{t('offline.saved', { size })}</span>
        </button>
      );
    }
    case 'not-saved':
      return (
        <button
          type="button"
          className={base}
          aria-label={t('offline.saveLabel', { title })}
          disabled={!isOnline}
          title={isOnline ? undefined : t('offline.connectToSave')}
          onClick={() => void save(fileId)}
        >
          <CloudDownload className="size-4" aria-hidden="true" />
          <span className={words}>{t('offline.save')}</span>
        </button>
      );
  }
}
