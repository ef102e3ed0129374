import { Link } from 'react-router';
import { BookOpen, History } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { useReadingProgress } from '../api/get-reading-progress';
import { SaveForOfflineButton } from '../../offline/components/save-for-offline-button';
import { viewerPath } from '../viewer-path';

/** 'View Notes' opens the PDF viewer; 'Continue at page N' appears once the reader has saved a page. */
export function PdfActions({ fileId, title, kind }: { fileId: string; title: string; kind?: 'note' | 'pyq' }) {
  const progress = useReadingProgress(fileId);
  const savedPage = progress.data ?? 0;
  return (
    <>
      <Link
        to={viewerPath(fileId)}
        state={{ title, kind }}
        className={buttonClasses('primary', 'sm')}
        aria-label={`View Notes: ${title}`}
      >
        <BookOpen className="size-4" aria-hidden="true" />
        View Notes
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
      <SaveForOfflineButton fileId={fileId} title={title} kind={kind} />
    </>
  );
}
