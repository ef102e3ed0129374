import { Link } from 'react-router';
import { BookOpen, History } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { rememberOpener, useReturnFocus } from '../../../lib/return-focus';
import { useReadingProgress } from '../api/get-reading-progress';
import { viewerPath } from '../viewer-path';

/** 'View Notes' opens the PDF viewer; 'Continue at page N' appears once the reader has saved a page. */
export function PdfActions({ fileId, title }: { fileId: string; title: string }) {
  const progress = useReadingProgress(fileId);
  const savedPage = progress.data ?? 0;
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
        className={buttonClasses('primary', 'sm')}
        aria-label={`View Notes: ${title}`}
        onClick={() => rememberOpener(viewKey)}
      >
        <BookOpen className="size-4" aria-hidden="true" />
        View Notes
      </Link>
      {savedPage > 1 ? (
        <Link
          ref={continueRef}
          to={viewerPath(fileId, savedPage)}
          onClick={() => rememberOpener(continueKey)}
          className={buttonClasses('outline', 'sm')}
          aria-label={`Continue at page ${savedPage}: ${title}`}
        >
          <History className="size-4" aria-hidden="true" />
          Continue at page {savedPage}
        </Link>
      ) : null}
    </>
  );
}
