import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { buttonClasses } from '../../../components/ui/button-classes';
import { useContinueCourse } from '../use-continue-course';

/** "Continue: lecture 4 of 12" for the course worked on last; nothing without an enrolled course. */
export function ContinueCourseLine() {
  const t = useT();
  const course = useContinueCourse();
  if (course === null) return null;
  const values = { number: course.lecture, total: course.total };
  return (
    <div className="flex min-w-0 flex-col gap-1.5 border-t border-line pt-3">
      <span className="truncate font-medium" title={course.title}>
        {course.title}
      </span>
      <Link
        to={`/courses/${encodeURIComponent(course.courseId)}/learn?lecture=${course.lecture}`}
        className={buttonClasses('primary', 'sm', 'self-start')}
      >
        {t('continueCourse.line', values)}
      </Link>
    </div>
  );
}
