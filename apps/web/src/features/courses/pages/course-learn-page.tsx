import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, PlayCircle } from 'lucide-react';
import { clsx } from 'clsx';
import type { LectureProgressResponse, LectureView } from '@prepshelf/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useRecordOpen } from '../../../lib/record-open';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { ListError } from '../../content/components/list-states';
import {
  courseKeys,
  flushPendingSaves,
  leaveCourse,
  saveLectureProgress,
  sendLectureProgressOnExit,
  useCourseLearn,
  type CourseLearn,
  type PendingSave,
} from '../api/course-learn';
import { LecturePlayer } from '../components/lecture-player';
import { formatPosition, isSaveDue, startPosition } from '../progress-rules';

/** The course's progress bar: lectures watched of all, for eyes and screen readers alike. */
function ProgressBar({ watched, total }: { watched: number; total: number }) {
  const t = useT();
  const percent = total === 0 ? 0 : Math.round((watched / total) * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={t('courses.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={watched}
        aria-valuetext={t('courses.progress', { watched, total })}
        className="h-2.5 w-full overflow-hidden rounded-full bg-subtle"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-muted">{t('courses.progress', { watched, total })}</p>
    </div>
  );
}

/**
 * Saves where the student is in the open lecture: every 5 s while it plays, at once on pause, end,
 * another lecture and leaving, and with a keepalive request when the page is hidden or closed.
 */
function useLectureSaver(
  courseId: string,
  lecture: LectureView | undefined,
  onSaved: (answer: LectureProgressResponse) => void,
) {
  const t = useT();
  const queryClient = useQueryClient();
  const lastSentAt = useRef(0);
  const latest = useRef<PendingSave | null>(null);
  const hasWarned = useRef(false);
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  });

  const send = useCallback(
    (save: PendingSave) => {
      saveLectureProgress(save).then(
        (answer) => {
          if (answer) saved.current(answer);
          // Refused (the lecture moved, the course closed, the student left): show the course as it is now.
          else void queryClient.invalidateQueries({ queryKey: courseKeys.learn(courseId) });
        },
        () => {
          if (!hasWarned.current) showErrorToast(t('courses.saveFailed'));
          hasWarned.current = true;
        },
      );
    },
    [t, queryClient, courseId],
  );

  useEffect(() => {
    const onHide = () => {
      if (latest.current) sendLectureProgressOnExit(latest.current);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return useCallback(
    (position: number, duration: number, isForced: boolean) => {
      if (!lecture) return;
      const save: PendingSave = {
        courseId,
        number: lecture.number,
        body: { position, duration, videoUrl: lecture.videoUrl, updatedAt: new Date().toISOString() },
      };
      latest.current = save;
      const now = Date.now();
      if (!isSaveDue(now, lastSentAt.current, isForced)) return;
      lastSentAt.current = now;
      send(save);
    },
    [courseId, lecture, send],
  );
}

function LectureList({
  lectures,
  current,
  onOpen,
}: {
  lectures: LectureView[];
  current: number;
  onOpen: (number: number) => void;
}) {
  const t = useT();
  return (
    <ol className="flex flex-col gap-1" aria-label={t('courses.lectures')}>
      {lectures.map((lecture) => {
        const isCurrent = lecture.number === current;
        return (
          <li key={lecture.number}>
            <button
              type="button"
              onClick={() => onOpen(lecture.number)}
              aria-current={isCurrent ? 'true' : undefined}
              className={clsx(
                'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-ring',
                isCurrent ? 'bg-primary-soft text-primary-text' : 'hover:bg-subtle',
              )}
            >
              <span className="w-6 shrink-0 text-sm font-semibold text-muted" aria-hidden="true">
                {lecture.number}
              </span>
              <span className="min-w-0 flex-1">
                <span className="sr-only">{t('courses.lectureNumber', { number: lecture.number })}: </span>
                <span className="block truncate font-medium" title={lecture.title}>
                  {lecture.title}
                </span>
                {!lecture.isWatched && lecture.position > 0 ? (
                  <span className="block text-xs text-muted">
                    {t('courses.resumeAt', { time: formatPosition(lecture.position) })}
                  </span>
                ) : null}
              </span>
              {lecture.isWatched ? (
                <Badge tone="success" className="shrink-0 gap-1">
                  <CircleCheck className="size-3.5" aria-hidden="true" />
                  {t('courses.watched')}
                </Badge>
              ) : isCurrent ? (
                <PlayCircle className="size-4 shrink-0" aria-label={t('courses.nowPlaying')} />
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

function LeaveButton({ courseId }: { courseId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Dialog
      title={t('courses.leaveConfirmTitle')}
      description={t('courses.leaveConfirmText')}
      trigger={
        <Button variant="outline" size="sm">
          {t('courses.leave')}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('courses.cancel')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            isBusy={isBusy}
            onClick={() => {
              setIsBusy(true);
              leaveCourse(courseId).then(
                async () => {
                  showSuccessToast(t('courses.left'));
                  await queryClient.invalidateQueries({ queryKey: courseKeys.all });
                  void navigate('/myLearning');
                },
                (error: unknown) => {
                  setIsBusy(false);
                  showErrorToast(error instanceof Error ? error.message : t('courses.notFound'));
                },
              );
            }}
          >
            {t('courses.leaveConfirm')}
          </Button>
        </>
      }
    />
  );
}

function NotEnrolled({ data }: { data: CourseLearn }) {
  const t = useT();
  const status = data.enrolment?.status;
  return (
    <Card className="flex flex-col items-start gap-4 p-6 hover:shadow-none">
      <p className="max-w-prose text-muted">
        {status === 'requested'
          ? t('courses.requested')
          : status === 'declined'
            ? t('courses.declined')
            : t('courses.notEnrolled')}
      </p>
      {status === 'requested' ? null : (
        <Link to="/enrollmentcource" state={data.course} className={buttonClasses('primary')}>
          {t('courses.enrollHere')}
        </Link>
      )}
    </Card>
  );
}

function CourseView({ courseId, data }: { courseId: string; data: CourseLearn }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const isEnrolled = data.enrolment?.status === 'enrolled';
  const asked = Number(params.get('lecture'));
  const current =
    Number.isInteger(asked) && asked >= 1 && asked <= data.lectures.length
      ? asked
      : (data.progress.continueLecture ?? 1);
  const lecture = data.lectures[current - 1];

  const report = useLectureSaver(courseId, isEnrolled ? lecture : undefined, (answer) => {
    queryClient.setQueryData<CourseLearn>(courseKeys.learn(courseId), (old) =>
      old === undefined
        ? old
        : {
            ...old,
            progress: answer.progress,
            lectures: old.lectures.map((entry) => (entry.number === answer.lecture.number ? answer.lecture : entry)),
          },
    );
  });

  const open = (number: number) => setParams({ lecture: String(number) }, { replace: true });
  const hasLectureParam = params.has('lecture');
  useEffect(() => {
    // The lecture opened stays open: a lecture marked watched while it plays must not move the player on.
    if (!hasLectureParam && data.lectures.length > 0) setParams({ lecture: String(current) }, { replace: true });
  }, [hasLectureParam, current, data.lectures.length, setParams]);

  return (
    <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-3">
        <Link to="/myLearning" className="self-start text-sm text-primary-text hover:underline">
          {t('courses.backToCourses')}
        </Link>
        <h1 className="text-[1.75rem] leading-tight font-extrabold tracking-tight text-balance sm:text-[2rem]">
          {data.course.title}
        </h1>
        {isEnrolled ? <ProgressBar watched={data.progress.watched} total={data.progress.total} /> : null}
      </header>

      {!isEnrolled ? (
        <NotEnrolled data={data} />
      ) : data.lectures.length === 0 ? (
        <p className="text-muted">{t('courses.noLectures')}</p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
          <section aria-labelledby="lecture-title" className="flex min-w-0 flex-col gap-3">
            <div className="overflow-hidden rounded-[12px] border border-line">
              {lecture ? (
                <LecturePlayer
                  key={`${lecture.number}-${lecture.videoUrl}`}
                  title={lecture.title}
                  videoUrl={lecture.videoUrl}
                  startAt={startPosition(lecture)}
                  onPosition={report}
                />
              ) : null}
            </div>
            <h2 id="lecture-title" className="text-xl font-semibold">
              <span className="text-muted">{t('courses.lectureNumber', { number: current })}:</span> {lecture?.title}
              {lecture?.isWatched ? (
                <Badge tone="success" className="ml-2 align-middle">
                  {t('courses.watched')}
                </Badge>
              ) : null}
            </h2>
            <p className="text-sm text-muted" aria-live="polite">
              {t('courses.continue', { number: current, total: data.lectures.length })}
            </p>
          </section>
          <aside aria-label={t('courses.lectures')} className="flex min-w-0 flex-col gap-3">
            <h2 className="font-semibold">{t('courses.lectures')}</h2>
            <LectureList lectures={data.lectures} current={current} onOpen={open} />
          </aside>
        </div>
      )}

      {data.course.courseContents.trim() !== '' ? (
        <section aria-labelledby="course-contents" className="flex flex-col gap-2">
          <h2 id="course-contents" className="text-lg font-semibold">
            {t('courses.contents')}
          </h2>
          <p className="max-w-[70ch] whitespace-pre-line text-muted">{data.course.courseContents}</p>
        </section>
      ) : null}

      {data.enrolment !== null && data.enrolment.status !== 'declined' ? (
        <div>
          <LeaveButton courseId={courseId} />
        </div>
      ) : null}
    </div>
  );
}

/** /courses/:courseId/learn: the course's lectures with the player, progress and resume. */
export function CourseLearnPage() {
  const t = useT();
  const { courseId = '' } = useParams();
  const queryClient = useQueryClient();
  const learn = useCourseLearn(courseId);
  useRecordOpen(learn.isSuccess ? { type: 'course', id: courseId } : undefined);

  useEffect(() => {
    const flush = () => void flushPendingSaves(queryClient);
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [queryClient]);

  if (learn.isPending) {
    return (
      <div aria-busy="true" className="flex justify-center px-4 py-16">
        <Spinner label={t('courses.loading')} />
      </div>
    );
  }
  if (learn.isError) {
    return (
      <div className="mx-auto w-full max-w-[1200px] px-4 py-10 sm:px-6">
        <ListError error={learn.error} onRetry={() => void learn.refetch()} isRetrying={learn.isFetching} />
      </div>
    );
  }
  return <CourseView courseId={courseId} data={learn.data} />;
}
