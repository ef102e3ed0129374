import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Trans } from '../../../lib/i18n/trans';
import { BookOpen, HardDrive, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { INTL_LOCALES } from '../../../lib/i18n/languages';
import { useFormat, useLanguage, useT } from '../../../lib/i18n/use-t';
import { isBrowserOnline, onReconnect } from '../../../lib/offline/connection';
import {
  estimateStorage,
  listSavedPdfs,
  removeSavedPdf,
  subscribeToShelf,
  syncSavedPdfs,
  type SavedPdf,
} from '../../../lib/offline/saved-pdfs';
import { formatSize } from '../format-size';

const SAVED_ON: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

function viewerPathOf(fileId: string): string {
  return `/pdfviewer?${new URLSearchParams({ view: fileId }).toString()}`;
}

/**
 * The Offline shelf (`/offline-shelf`): the PDFs saved on this device, with their sizes and the space used,
 * each opening in the reader with no network; Remove frees the space. Online, it first asks the server
 * which saved PDFs the reader may still see and drops the rest.
 */
export function OfflineShelfPage() {
  const titleId = useId();
  const t = useT();
  const format = useFormat();
  const locale = INTL_LOCALES[useLanguage()];
  const [items, setItems] = useState<SavedPdf[] | undefined>(undefined);
  const [storage, setStorage] = useState<{ usage: number; quota: number }>();
  const [removedBySync, setRemovedBySync] = useState<string[]>([]);

  useEffect(() => {
    let isCurrent = true;
    const load = () => {
      void listSavedPdfs().then((saved) => {
        if (isCurrent) setItems(saved);
      });
      // Apart: the list must not wait for the storage estimate, seen to stall in Chromium right after the
      // private caches were deleted (a login after another user's session).
      void estimateStorage()
        .catch(() => undefined)
        .then((estimate) => {
          if (isCurrent) setStorage(estimate);
        });
    };
    const sync = () => {
      if (!isBrowserOnline()) return;
      void syncSavedPdfs().then((removed) => {
        if (isCurrent && removed.length > 0) setRemovedBySync(removed);
      });
    };
    load();
    sync();
    const stopShelf = subscribeToShelf(load);
    const stopReconnect = onReconnect(sync);
    return () => {
      isCurrent = false;
      stopShelf();
      stopReconnect();
    };
  }, []);

  const used = items?.reduce((sum, item) => sum + item.size, 0) ?? 0;

  return (
    <div className="flex flex-col">
      <section className="border-b border-line bg-gradient-to-b from-primary-soft to-canvas">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-3 px-4 py-10 sm:px-6 sm:py-14">
          <span className="inline-flex size-12 items-center justify-center rounded-[12px] bg-surface text-primary-text shadow-sm">
            <HardDrive className="size-6" aria-hidden="true" />
          </span>
          <h1 id={titleId} className="text-[2rem] leading-tight font-extrabold tracking-tight sm:text-[2.75rem]">
            {t('offline.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted">{t('offline.intro')}</p>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-6 px-4 py-8 sm:px-6">
        {removedBySync.length > 0 ? (
          <p role="status" className="rounded-[12px] border border-line bg-subtle px-4 py-3 text-sm">
            {t('offline.removedBySync', { titles: removedBySync.join(', ') })}
          </p>
        ) : null}

        {items === undefined ? (
          <p className="sr-only" aria-busy="true">
            {t('offline.loading')}
          </p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-[12px] border border-dashed border-line px-4 py-12 text-center">
            <p className="max-w-prose text-muted">{t('offline.empty')}</p>
            <Link to="/notes" className={buttonClasses('primary')}>
              {t('offline.browseNotes')}
            </Link>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              <Trans
                id={storage ? 'offline.summaryWithUsage' : 'offline.summary'}
                values={{
                  count: items.length,
                  size: formatSize(used, locale),
                  ...(storage
                    ? { usage: formatSize(storage.usage, locale), quota: formatSize(storage.quota, locale) }
                    : {}),
                }}
                components={{ 0: <span className="font-semibold text-fg" /> }}
              />
            </p>
            <ul aria-labelledby={titleId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.fileId}>
                  <Card className="flex h-full flex-col gap-3 p-5">
                    <div className="flex items-center justify-between gap-2">
                      {item.kind ? (
                        <Badge tone={item.kind === 'pyq' ? 'draft' : 'primary'}>
                          {item.kind === 'pyq' ? t('offline.kindPyq') : t('offline.kindNote')}
                        </Badge>
                      ) : (
                        <Badge>{t('offline.kindPdf')}</Badge>
                      )}
                      <span className="text-xs text-muted">
                        {t('offline.savedOn', { date: format.date(item.savedAt, SAVED_ON) })}
                      </span>
                    </div>
                    <h2 className="line-clamp-2 text-lg leading-snug font-semibold" title={item.title}>
                      {item.title}
                    </h2>
                    <p className="text-sm text-muted">
                      <span className="sr-only">{t('offline.sizeLabel')}</span>
                      {formatSize(item.size, locale)}
                    </p>
                    <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
                      <Link
                        to={viewerPathOf(item.fileId)}
                        state={{ title: item.title, type: item.kind }}
                        className={buttonClasses('primary', 'sm')}
                        aria-label={t('offline.readLabel', { title: item.title })}
                      >
                        <BookOpen className="size-4" aria-hidden="true" />
                        {t('offline.read')}
                      </Link>
                      <button
                        type="button"
                        className={buttonClasses('outline', 'sm', 'text-danger-text')}
                        aria-label={t('offline.removeLabel', { title: item.title })}
                        onClick={() => void removeSavedPdf(item.fileId)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                        {t('offline.remove')}
                      </button>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
