import { Link } from 'react-router';
import { BookOpen, ExternalLink, FileText, PlayCircle } from 'lucide-react';
import { DISPLAY_CUTS, parseYoutubeId, type SearchResult } from '@prepshelf/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { fileUrl } from '../../../lib/file-url';
import { useT } from '../../../lib/i18n/use-t';
import { courseTotal, formatRupees } from '../../../lib/prices';
import { cutText, splitSnippet } from '../snippet';
import { ShareButton } from '../../content/components/share-button';

const TYPE_TONES: Record<SearchResult['type'], BadgeTone> = {
  note: 'primary',
  pyq: 'draft',
  video: 'success',
  course: 'neutral',
};

/** The viewer's address for a PDF, at a page when the hit names one. */
export function viewerPath(fileId: string, page?: number): string {
  const params = new URLSearchParams({ view: fileId });
  if (page !== undefined && page >= 1) params.set('page', String(page));
  return `/pdfviewer?${params.toString()}`;
}

/** A title cut to `max` characters, whole in a tooltip and to screen readers (design.md). */
function Title({ text, max }: { text: string; max?: number }) {
  const shown = max === undefined ? text : cutText(text, max);
  return (
    <h3 className="text-lg leading-snug font-semibold break-words" title={shown === text ? undefined : text}>
      {shown === text ? (
        text
      ) : (
        <>
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{text}</span>
        </>
      )}
    </h3>
  );
}

/** Where a PDF hit matched: the snippet with the matched words marked, and a link to its page. */
function PdfHit({ result, fileId }: { result: SearchResult & { type: 'note' | 'pyq' }; fileId: string }) {
  const t = useT();
  if (result.page === undefined) return null;
  const parts = result.snippet ? splitSnippet(result.snippet, result.highlights) : [];
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-subtle p-3 text-sm">
      {parts.length > 0 ? (
        <p className="line-clamp-4 text-fg">
          {parts.map((part, index) =>
            part.isMatch ? (
              <mark key={index} className="rounded-sm bg-amber-soft px-0.5 font-semibold text-amber-text">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      ) : null}
      <Link
        to={viewerPath(fileId, result.page)}
        state={result}
        className="inline-flex w-fit items-center gap-1.5 font-semibold text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <FileText className="size-4" aria-hidden="true" />
        {t('searchResults.foundOnPage', { page: result.page })}
      </Link>
    </div>
  );
}

function Body({ result }: { result: SearchResult }) {
  const t = useT();
  switch (result.type) {
    case 'note':
      return (
        <>
          <Title text={result.title} />
          {result.professor ? (
            <p className="text-sm text-muted">{t('searchResults.by', { name: result.professor })}</p>
          ) : null}
          {result.description ? <p className="line-clamp-2 text-sm text-muted">{result.description}</p> : null}
          <PdfHit result={result} fileId={result.fileUrl} />
          <div className="mt-auto flex flex-wrap gap-2">
            <Link to={viewerPath(result.fileUrl)} state={result} className={buttonClasses('outline', 'sm')}>
              <BookOpen className="size-4" aria-hidden="true" />
              {t('searchResults.viewNotes')}
            </Link>
            <ShareButton title={result.title} path={viewerPath(result.fileUrl)} />
          </div>
        </>
      );
    case 'pyq':
      return (
        <>
          <Title text={result.title} />
          <p className="text-sm text-muted">
            <span title={result.subject}>{cutText(result.subject, DISPLAY_CUTS.pyqSubject)}</span> · {result.year}
          </p>
          <PdfHit result={result} fileId={result.fileUrl} />
          <div className="mt-auto flex flex-wrap gap-2">
            <Link to={viewerPath(result.fileUrl)} state={result} className={buttonClasses('outline', 'sm')}>
              <BookOpen className="size-4" aria-hidden="true" />
              {t('searchResults.viewPaper')}
            </Link>
            <ShareButton title={result.title} path={viewerPath(result.fileUrl)} />
          </div>
        </>
      );
    case 'video': {
      const videoId = parseYoutubeId(result.fileUrl);
      return (
        <>
          {videoId ? (
            <img
              src={`https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`}
              alt=""
              width={320}
              height={180}
              loading="lazy"
              className="aspect-video w-full rounded-lg bg-subtle object-cover"
            />
          ) : null}
          <Title text={result.title} max={DISPLAY_CUTS.videoCardTitle} />
          {result.description ? (
            <p className="text-sm text-muted">{cutText(result.description, DISPLAY_CUTS.videoCardDescription)}</p>
          ) : null}
          <div className="mt-auto flex flex-wrap gap-2">
            {videoId ? (
              <a
                href={`https://www.youtube.com/watch?v=${videoId}`}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('outline', 'sm')}
              >
                <PlayCircle className="size-4" aria-hidden="true" />
                {t('searchResults.watchOnYoutube')}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('searchResults.newTab')}</span>
              </a>
            ) : null}
            <ShareButton title={result.title} path="/video" />
          </div>
        </>
      );
    }
    case 'course':
      return (
        <>
          {result.courseImage ? (
            <img
              src={fileUrl(result.courseImage)}
              alt=""
              width={320}
              height={180}
              loading="lazy"
              className="aspect-video w-full rounded-lg bg-subtle object-cover"
            />
          ) : null}
          <Title text={result.title} />
          {result.mentor ? (
            <p className="text-sm text-muted">{t('searchResults.by', { name: result.mentor })}</p>
          ) : null}
          <p className="text-base font-bold">{formatRupees(courseTotal(result).total)}</p>
          <div className="mt-auto flex flex-wrap gap-2">
            <Link to="/enrollmentcource" state={result} className={buttonClasses('outline', 'sm')}>
              {t('searchResults.viewCourse')}
            </Link>
            <ShareButton title={result.title} path={`/courses/${result._id}/learn`} />
          </div>
        </>
      );
  }
}

/** One search result, shown by its type (spec §2 Search results). */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const t = useT();
  return (
    <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
      <Badge tone={TYPE_TONES[result.type]} className="w-fit">
        {t(`searchResults.badge.${result.type}`)}
      </Badge>
      <Body result={result} />
    </Card>
  );
}
