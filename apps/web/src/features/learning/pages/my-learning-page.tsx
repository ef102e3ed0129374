import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookMarked, FileText, FileQuestion, GraduationCap, PlayCircle } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import { ListError } from '../../content/components/list-states';
import { NoteCard, PyqCard } from '../../content/components/note-card';
import { VideoCard } from '../../content/components/video-card';
import { useMyCourses } from '../api/get-my-courses';
import { useMyLearning } from '../api/get-my-learning';
import { MyCourseCard } from '../components/my-course-card';
import { learningCounts } from '../learning-counts';

const COUNT_ICONS = [FileText, PlayCircle, FileQuestion, GraduationCap] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  );
}

function CountsSkeleton() {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-hidden="true">
      {COUNT_ICONS.map((_, index) => (
        <li
          key={index}
          className="h-[104px] animate-pulse rounded-[12px] border border-line bg-subtle motion-reduce:animate-none"
        />
      ))}
    </ul>
  );
}

/**
 * My Learning (spec §2, §4): hero, four counts, and the sections Your Notes, Your Lectures, Your PYQ,
 * each only when it has items. Removing an item takes it off this page at once.
 */
export function MyLearningPage() {
  const t = useT();
  const format = useFormat();
  const learning = useMyLearning();
  const myCourses = useMyCourses().data ?? [];
  const lists = learning.data;
  const isEmpty =
    lists !== undefined &&
    lists.notesData.length + lists.videoData.length + lists.pyqData.length + myCourses.length === 0;

  return (
    <div className="flex flex-col">
      <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-primary-soft to-canvas">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-3 px-4 py-12 sm:px-6 sm:py-16">
          <span className="inline-flex size-12 items-center justify-center rounded-[12px] bg-surface text-primary-text shadow-sm">
            <BookMarked className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-[2rem] leading-tight font-extrabold tracking-tight sm:text-[2.75rem]">
            {t('myLearning.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted">{t('myLearning.intro')}</p>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-10 px-4 py-10 sm:px-6">
        {learning.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-10">
            <p className="sr-only">{t('myLearning.loading')}</p>
            <CountsSkeleton />
          </div>
        ) : learning.isError ? (
          <ListError error={learning.error} onRetry={() => void learning.refetch()} isRetrying={learning.isFetching} />
        ) : (
          <>
            <ul aria-label={t('myLearning.counts')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {learningCounts(learning.data).map((count, index) => {
                const Icon = COUNT_ICONS[index] ?? FileText;
                return (
                  <li key={count.labelId}>
                    <Card className="flex items-center gap-4 p-5 hover:shadow-none">
                      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
                        <Icon className="size-5" aria-hidden="true" />
                      </span>
                      <span className="flex flex-col">
                        <span className="text-2xl font-bold">{format.number(count.value)}</span>
                        <span className="text-sm text-muted">{t(count.labelId)}</span>
                      </span>
                    </Card>
                  </li>
                );
              })}
            </ul>

            {isEmpty ? (
              <div className="flex flex-col items-center gap-4 rounded-[12px] border border-dashed border-line px-4 py-12 text-center">
                <p className="max-w-prose text-muted">{t('myLearning.empty')}</p>
                <div className="flex flex-wrap justify-center gap-3">
                  <Link to="/notes" className={buttonClasses('primary')}>
                    {t('myLearning.browseNotes')}
                  </Link>
                  <Link to="/video" className={buttonClasses('outline')}>
                    {t('myLearning.watchLectures')}
                  </Link>
                  <Link to="/Q-paper" className={buttonClasses('outline')}>
                    {t('myLearning.practisePapers')}
                  </Link>
                </div>
              </div>
            ) : null}

            {myCourses.length > 0 ? (
              <Section id="my-courses" title={t('courses.yourCourses')}>
                {myCourses.map((entry) => (
                  <li key={entry.course._id}>
                    <MyCourseCard entry={entry} />
                  </li>
                ))}
              </Section>
            ) : null}
            {lists && lists.notesData.length > 0 ? (
              <Section id="my-notes" title={t('myLearning.yourNotes')}>
                {lists.notesData.map((note) => (
                  <li key={note._id}>
                    <NoteCard note={note} />
                  </li>
                ))}
              </Section>
            ) : null}
            {lists && lists.videoData.length > 0 ? (
              <Section id="my-lectures" title={t('myLearning.yourLectures')}>
                {lists.videoData.map((video) => (
                  <li key={video._id}>
                    <VideoCard video={video} />
                  </li>
                ))}
              </Section>
            ) : null}
            {lists && lists.pyqData.length > 0 ? (
              <Section id="my-pyq" title={t('myLearning.yourPyq')}>
                {lists.pyqData.map((pyq) => (
                  <li key={pyq._id}>
                    <PyqCard pyq={pyq} />
                  </li>
                ))}
              </Section>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
