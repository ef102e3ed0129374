import { Link } from 'react-router';
import { GraduationCap } from 'lucide-react';
import type { MyCourse } from '@prepshelf/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/use-t';

const TONES: Record<MyCourse['enrolment']['status'], BadgeTone> = {
  enrolled: 'success',
  requested: 'draft',
  declined: 'archived',
};

/** One of the student's courses: its state, progress and the lecture to continue with. */
export function MyCourseCard({ entry }: { entry: MyCourse }) {
  const t = useT();
  const { course, enrolment, progress } = entry;
  const isEnrolled = enrolment.status === 'enrolled';
  const percent = progress.total === 0 ? 0 : Math.round((progress.watched / progress.total) * 100);
  const path = `/courses/${encodeURIComponent(course._id)}/learn`;
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="flex min-w-0 items-center gap-2 font-semibold">
          <GraduationCap className="size-5 shrink-0 text-primary-text" aria-hidden="true" />
          <span className="truncate" title={course.title}>
            {course.title}
          </span>
        </h3>
        <Badge tone={TONES[enrolment.status]} className="shrink-0">
          {t(`courses.status.${enrolment.status}`)}
        </Badge>
      </div>
      {isEnrolled ? (
        <>
          <div
            role="progressbar"
            aria-label={t('courses.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.watched}
            aria-valuetext={t('courses.progress', { watched: progress.watched, total: progress.total })}
            className="h-2 w-full overflow-hidden rounded-full bg-subtle"
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-muted">
            {t('courses.progress', { watched: progress.watched, total: progress.total })}
          </p>
          {progress.continueLecture !== null ? (
            <Link
              to={`${path}?lecture=${progress.continueLecture}`}
              className={buttonClasses('primary', 'sm', 'mt-auto self-start')}
            >
              {t('courses.continue', { number: progress.continueLecture, total: progress.total })}
            </Link>
          ) : (
            <p className="text-sm text-muted">{t('courses.noLectures')}</p>
          )}
        </>
      ) : (
        <p className="text-sm text-muted">
          {enrolment.status === 'requested' ? t('courses.requested') : t('courses.declined')}
        </p>
      )}
    </Card>
  );
}
