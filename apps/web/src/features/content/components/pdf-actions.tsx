import { Link } from 'react-router';
import { BookOpen, History } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { INTL_LOCALES } from '../../../lib/i18n/languages';
import { useLanguage, useT, type Translate } from '../../../lib/i18n/use-t';
import { rememberOpener, useReturnFocus } from '../../../lib/return-focus';
import { useReadingProgress } from '../api/get-reading-progress';
import { SaveForOfflineButton } from '../../offline/components/save-for-offline-button';
import { viewerPath } from '../viewer-path';

/**
 * "50 pages · 1.7 MB": what a student on a slow connection wants to know before opening a PDF, in the
 * interface's language (`t`) with its number format (`formatNumber`).
 */
export function describePdf(
  pageCount: number | null,
  size: number | undefined,
  t: Translate,
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string,
): string {
  const parts: string[] = [];
  if (pageCount !== null && pageCount > 0) parts.push(t('contentLists.pageCount', { count: pageCount }));
  if (size !== undefined && size > 0) {
    const megabytes = size / (1024 * 1024);
    parts.push(
      megabytes >= 0.1
        ? t('contentLists.megabytes', {
            size: formatNumber(megabytes, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          })
        : t('contentLists.kilobytes', { size: formatNumber(Math.max(1, Math.round(size / 1024))) }),
    );
  }
  return parts.join(' · ');
}

/**
 * 'View Notes' (a paper's card: 'View Paper') opens the PDF viewer; 'Continue at page N'
 * appears once the reader has saved a page.
 */
export function PdfActions({ fileId, title, kind }: { fileId: string; title: string; kind?: 'note' | 'pyq' }) {
  const t = useT();
  const locale = INTL_LOCALES[useLanguage()];
  const viewLabel = t(kind === 'pyq' ? 'contentLists.viewPaper' : 'contentLists.viewNotes');
  const progress = useReadingProgress(fileId);
  const savedPage = progress.data?.page ?? 0;
  const facts = describePdf(progress.data?.pageCount ?? null, progress.data?.size, t, (value, options) =>
    new Intl.NumberFormat(locale, options).format(value),
  );
  // Closing the viewer brings focus back to the link that opened it.
  const viewKey = `view:${fileId}`;
  const continueKey = `continue:${fileId}`;
  const viewRef = useReturnFocus<HTMLAnchorElement>(viewKey);
  const continueRef = useReturnFocus<HTMLAnchorElement>(continueKey);
  return (
    <>
      <Link
        ref={viewRef}
        to={viewerPath(fileId)}
        state={{ title, type: kind }}
        className={buttonClasses('primary', 'sm')}
        aria-label={t('contentLists.viewLabel', { label: viewLabel, title })}
        onClick={() => rememberOpener(viewKey)}
      >
        <BookOpen className="size-4" aria-hidden="true" />
        {viewLabel}
      </Link>
      {savedPage > 1 ? (
        <Link
          ref={continueRef}
          to={viewerPath(fileId, savedPage)}
          onClick={() => rememberOpener(continueKey)}
          className={buttonClasses('outline', 'sm')}
          aria-label={t('contentLists.continueAtLabel', { page: savedPage, title })}
        >
          <History className="size-4" aria-hidden="true" />
          {t('contentLists.continueAt', { page: savedPage })}
        </Link>
      ) : null}
      <SaveForOfflineButton fileId={fileId} title={title} kind={kind} />
      {facts === '' ? null : (
        <span className="text-xs text-muted tabular-nums" data-testid="pdf-facts">
          {facts}
        </span>
      )}
    </>
  );
}
