import { createElement, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FileWarning, X } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiResultError } from '../../../lib/query-client';
import { downloadPdf, usePdfSource } from '../api/get-pdf-file';
import { usePdfPreview } from '../api/get-pdf-preview';
import { removeEarlyPreview } from '../early-preview-handoff';
import { requestReturnFocus } from '../../../lib/return-focus';
import { ReaderSaveControl, useReaderTitle } from '../../offline/components/reader-save-control';
import { useT, type Translate } from '../../../lib/i18n/use-t';
import { useProgressText } from '../use-progress-text';
import type * as ReaderModule from '../components/pdf-reader';
import { useReadingProgress } from '../api/reading-progress';
import { useRecordOpen } from '../../../lib/record-open';
import { useFileItemTitle } from '../api/reader-lookups';
import { useProgressSaver } from '../use-progress-saver';
import { chooseStartPage, parsePageParam, parseViewParam } from '../viewer-params';
import { rememberedPage, rememberPage } from '../remembered-page';
import { useHeaderBottom } from '../use-header-bottom';

// pdf.js is the heaviest code we ship: it loads with this screen's reader only, in parallel with the
// first bytes of the file, once the first-page preview is in (see PREVIEW_HEAD_START_MS).
let readerModule: Promise<typeof ReaderModule> | undefined;
let loadedReader: typeof ReaderModule.PdfReader | undefined;
const loadReader = () =>
  (readerModule ??= import('../components/pdf-reader').then((module) => {
    loadedReader = module.PdfReader;
    return module;
  }));

/**
 * The reader's component once its code is in, through state rather than Suspense: React holds a Suspense
 * boundary's content back until 300 ms after its fallback showed, time a reopened PDF (code cached) spent
 * waiting before pdf.js could start. A failed load is thrown to the route's error boundary.
 */
function useReaderLoaded(isWanted: boolean): boolean {
  const [, setArrived] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!isWanted || loadedReader !== undefined) return;
    let isCurrent = true;
    loadReader().then(
      () => isCurrent && setArrived(true),
      (error: unknown) => isCurrent && setFailure({ error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted]);
  if (failure) throw failure.error;
  return loadedReader !== undefined;
}

/** The reader, once `useReaderLoaded` said its code is in. */
function PdfReader(props: ComponentProps<typeof ReaderModule.PdfReader>) {
  return loadedReader ? createElement(loadedReader, props) : null;
}

/**
 * How long the file's first bytes and pdf.js may wait for the first-page preview (65 KB of a 50-page note)
 * before they start anyway. They (the first and last 64 KB of the file, 157 KB of code and a 307 KB
 * worker) are needed only for the real page 1.
 */
const PREVIEW_HEAD_START_MS = 2000;

/** The file's name without its extension, as the reader's title. */
function titleOf(fileName: string, t: Translate): string {
  return fileName.replace(/\.pdf$/i, '').trim() || t('reader.untitled');
}

/** Why the file could not be read, in the page's language (the server's own message otherwise). */
function errorMessage(status: number | undefined, message: string | undefined, t: Translate): string {
  if (status === 404) return t('reader.notFound');
  if (status === 401) return t('reader.notLoggedIn');
  if (status === 403) return t('reader.forbidden');
  if (status === 0) return t('reader.network');
  return message ?? t('reader.couldNotLoad');
}

/** Where Close goes when the viewer was the first page of the visit. */
const CLOSE_FALLBACK = '/notes';

/** React Router numbers its history entries; 0 is the first page of this visit in the tab. */
function hasPreviousPage(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

function ViewerBar({ children }: { children: ReactNode }) {
  return (
    <div className="sticky top-16 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-14 max-w-[1200px] items-center gap-3 px-3 sm:px-6">{children}</div>
    </div>
  );
}

function LoadingPage({
  closeButton,
  previewUrl,
  progress,
}: {
  closeButton: ReactNode;
  previewUrl: string | undefined;
  progress: string;
}) {
  const t = useT();
  const headerBottom = useHeaderBottom();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex flex-col bg-subtle" style={{ top: headerBottom }}>
      <ViewerBar>{closeButton}</ViewerBar>
      <div className="min-h-0 flex-1 overflow-auto py-2 sm:py-6">
        <div className="mx-auto max-w-4xl sm:px-6">
          <p className="mb-2 flex items-center justify-center gap-2 text-sm text-muted" role="status">
            <Spinner size="sm" label={null} />
            {t('reader.loading')}
            {progress === '' ? null : <span className="tabular-nums">{progress}</span>}
          </p>
          {previewUrl === undefined ? (
            <div
              className="mx-auto aspect-[210/297] w-full animate-pulse rounded-md bg-surface motion-reduce:animate-none"
              aria-hidden="true"
            />
          ) : (
            // The server's image of page 1, shown at once while pdf.js starts (docs/decisions/0012).
            <img
              src={previewUrl}
              alt=""
              data-testid="pdf-preview"
              className="mx-auto w-full rounded-sm bg-white shadow-md"
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** The PDF viewer (`/pdfviewer?view={fileId}&page={n}`): logged-in only; resumes where the reader left off. */
export function PdfViewerPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const fileId = parseViewParam(searchParams.get('view'));
  const linkPage = parsePageParam(searchParams.get('page'));
  useRecordOpen(fileId === undefined ? undefined : { fileId });
  const preview = usePdfPreview(fileId);
  const previewUrl = preview.url;
  // A direct link's early script showed the image before the app (early-preview.ts): this page's own copy
  // takes its place once decoded, so the page never blinks; and it goes with this page in any case.
  useEffect(() => {
    if (previewUrl === undefined) return;
    const image = new Image();
    image.src = previewUrl;
    image.decode().then(removeEarlyPreview, removeEarlyPreview);
  }, [previewUrl]);
  useEffect(() => removeEarlyPreview, []);
  // What this device last knew starts the reader at once; the server's answer follows (reopening).
  const devicePage = useMemo(() => rememberedPage(fileId), [fileId]);

  // The first-page preview has the link to itself (PREVIEW_HEAD_START_MS at most): then the file's first
  // bytes and the reader's code travel together. On the phone profile the preview shared it with the
  // file's first and last 64 KB and came seconds later. A PDF this device has read before does not wait:
  // its first bytes and the reader's code are most likely in the cache already.
  const [isHeadStartOver, setHeadStartOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHeadStartOver(true), PREVIEW_HEAD_START_MS);
    return () => clearTimeout(timer);
  }, []);
  const mayLoad = fileId !== undefined && (devicePage !== undefined || preview.isSettled || isHeadStartOver);
  const fileQuery = usePdfSource(fileId, mayLoad);
  const isReaderLoaded = useReaderLoaded(mayLoad);
  const progressQuery = useReadingProgress(fileId);
  const serverPage = progressQuery.data?.page;
  const savedPage = serverPage ?? devicePage;
  const reportPage = useProgressSaver(fileId, savedPage);
  useEffect(() => {
    if (fileId !== undefined && serverPage !== undefined && serverPage >= 1) rememberPage(fileId, serverPage);
  }, [fileId, serverPage]);
  const progressText = useProgressText(fileQuery.data);
  const linkedTitle = useReaderTitle(fileId);
  // A bare address or a reload with no link state: the server names the item, when the reader may see one.
  const serverTitle = useFileItemTitle(fileId, linkedTitle === undefined);
  const itemTitle = linkedTitle ?? serverTitle;
  const t = useT();

  // The reader fills the screen below the navigation; the page behind it must not scroll too.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  function close() {
    if (hasPreviousPage()) {
      requestReturnFocus();
      void navigate(-1);
    } else void navigate(CLOSE_FALLBACK);
  }

  const closeButton = (
    <Button variant="outline" size="sm" className="max-sm:w-9 max-sm:px-0" onClick={close}>
      <X className="size-4" aria-hidden="true" />
      <span className="max-sm:sr-only">{t('reader.close')}</span>
    </Button>
  );

  if (fileId === undefined || fileQuery.isError) {
    const error = fileQuery.error;
    const status = error instanceof ApiResultError ? error.status : undefined;
    const message = fileId === undefined ? t('reader.noFile') : errorMessage(status, error?.message, t);
    return (
      <>
        <ViewerBar>{closeButton}</ViewerBar>
        <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-[12px] bg-danger-soft text-danger-text">
            <FileWarning className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{t('reader.errorTitle')}</h1>
          <p role="alert" className="text-muted">
            {message}
          </p>
          {status === 401 ? (
            <Link to="/auth" className={buttonClasses('primary')}>
              {t('reader.logIn')}
            </Link>
          ) : fileId === undefined || status === 404 || status === 403 ? (
            <Link to={CLOSE_FALLBACK} className={buttonClasses('primary')}>
              {t('reader.browseNotes')}
            </Link>
          ) : (
            <Button variant="outline" isBusy={fileQuery.isFetching} onClick={() => void fileQuery.refetch()}>
              {t('reader.tryAgain')}
            </Button>
          )}
        </section>
      </>
    );
  }

  // The saved page is only needed when the link names none and the device knows none; a failed progress
  // read starts at page 1.
  const isWaitingForProgress = linkPage === undefined && devicePage === undefined && progressQuery.isPending;
  const loading = <LoadingPage closeButton={closeButton} previewUrl={previewUrl} progress={progressText} />;
  if (fileQuery.isPending || isWaitingForProgress || !isReaderLoaded) return loading;
  const source = fileQuery.data;
  const title = itemTitle ?? titleOf(source.fileName, t);

  return (
    <>
      <h1 className="sr-only">{t('reader.heading')}</h1>
      <PdfReader
        key={fileId}
        fileId={fileId}
        source={source}
        title={title}
        previewUrl={previewUrl}
        startPage={chooseStartPage(linkPage, savedPage)}
        closeButton={closeButton}
        saveControl={<ReaderSaveControl fileId={fileId} title={title} />}
        onPageChange={reportPage}
        onDownload={() => downloadPdf(fileId, source.fileName)}
      />
    </>
  );
}
