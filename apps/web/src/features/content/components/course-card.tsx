import { Link } from 'react-router';
import type { CourseItem } from '@prepshelf/contract';
import { DEFAULT_COURSE_LEVEL, isFreeCourse } from '@prepshelf/contract';
import { ArrowRight, UserRound } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { fileUrl } from '../../../lib/file-url';
import { useT } from '../../../lib/i18n/use-t';
import { courseTotal, formatRupees } from '../../../lib/prices';
import { cutCourseContents } from '../text-cuts';
import { CutTextView } from './cut-text';
import { ShareButton } from './share-button';
import { TypeBadge } from './type-badge';

/** A course's card: thumbnail, title, mentor, level, contents (50 characters), price in rupees, enrol. */
export function CourseCard({ course }: { course: CourseItem }) {
  const t = useT();
  const pricing = courseTotal(course);
  const contents = cutCourseContents(course.courseContents);
  const level = course.courseLevel.trim() || DEFAULT_COURSE_LEVEL;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {course.courseImage ? (
        <img
          src={fileUrl(course.courseImage)}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-subtle object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-video w-full bg-gradient-to-br from-primary-soft to-subtle" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <TypeBadge type="course" />
          <Badge tone="primary">{level}</Badge>
          <span className="ml-auto">
            <ShareButton title={course.title} path={`/courses/${course._id}/learn`} />
          </span>
        </div>
        <h3 className="line-clamp-2 text-lg leading-snug font-semibold" title={course.title}>
          {course.title}
        </h3>
        {course.mentor ? (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('contentLists.mentorPrefix')}</span>
            {course.mentor}
          </p>
        ) : null}
        {contents.shown ? (
          <p className="text-sm text-muted">
            <CutTextView text={contents} />
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          <span className="text-xl font-bold">
            {isFreeCourse(course) ? t('contentLists.free') : formatRupees(pricing.total)}
          </span>
          {pricing.isDiscounted && !isFreeCourse(course) ? (
            <>
              <s className="text-sm text-muted">
                <span className="sr-only">{t('contentLists.wasPrefix')}</span>
                {formatRupees(pricing.price)}
              </s>
              <span className="text-sm font-semibold text-accent-text">
                {t('contentLists.percentOff', { percent: pricing.percentOff })}
              </span>
            </>
          ) : null}
        </p>
        <Link
          to="/enrollmentcource"
          state={course}
          className={buttonClasses('primary', 'md', 'mt-2 w-full')}
          aria-label={t('contentLists.enrollNowLabel', { title: course.title })}
        >
          {t('contentLists.enrollNow')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}
