import { Link } from 'react-router';
import { BookOpen, History } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { useReadingProgress } from '../api/get-reading-progress';
import { viewerPath } from '../viewer-path';

/**
 * 'View Notes' (a paper's card: 'View Paper', issue 13) opens the PDF viewer; 'Continue at page N'
 * appears once the reader has saved a page.
 */
export function PdfActions({
  fileId,
  title,
  viewLabel = 'View Notes',
}: {
  fileId: string;
  title: string;
  viewLabel?: 'View Notes' | 'View Paper';
}) {
  const progress = useReadingProgress(fileId);
  const savedPage = progress.data ?? 0;
  return (
    <>
      <Link to={viewerPath(fileId)} className={buttonClasses('primary', 'sm')} aria-label={`${viewLabel}: ${title}`}>
        <BookOpen className="size-4" aria-hidden="true" />
        {viewLabel}
      </Link>
      {savedPage > 1 ? (
        <Link
          to={viewerPath(fileId, savedPage)}
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
