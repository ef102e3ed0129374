import { Link } from 'react-router';
import { useFeaturedCourses } from '../use-featured-courses';
import { buttonClasses } from '../../../components/ui/button-classes';
import { fileUrl } from '../../../lib/file-url';
import { courseTotal } from '../../../lib/prices';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import type { MessageId } from '../../../locales/message-id';
import { courseContentsPreview, courseLevelLabel, type FeaturedCourse } from '../featured-course';

export interface FeaturedCoursesProps {
  /** Spec §2: the featured courses when logged in; an empty list when logged out. */
  courses: readonly FeaturedCourse[];
  /** Shown in place of the cards when there are none. */
  emptyText?: string;
}

/** The usual levels in the current language; any other level is the course's own text. */
const LEVELS: Readonly<Record<string, MessageId>> = {
  Beginner: 'featured.levelBeginner',
  Intermediate: 'featured.levelIntermediate',
  Advanced: 'featured.levelAdvanced',
};

function CourseCard({ course }: { course: FeaturedCourse }) {
  const t = useT();
  const { rupees } = useFormat();
  const pricing = courseTotal(course);
  const contents = courseContentsPreview(course.courseContents);
  const level = courseLevelLabel(course.courseLevel);
  const levelKey = LEVELS[level];
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-[12px] border border-line bg-surface transition-shadow duration-200 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring">
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
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-text">
            {t('featured.course')}
          </span>
          <span className="rounded-full bg-subtle px-2.5 py-0.5 text-xs font-semibold text-muted">
            {levelKey ? t(levelKey) : level}
          </span>
        </div>
        <h3 className="text-lg leading-snug font-semibold">
          {/* The whole card is the link (its ::after covers it); the title is its name. */}
          <Link
            to="/enrollmentcource"
            state={course}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-primary-text"
          >
            {course.title}
          </Link>
        </h3>
        {course.mentor ? (
          <p className="text-sm text-muted">{t('featured.byMentor', { mentor: course.mentor })}</p>
        ) : null}
        {contents ? (
          <p className="text-sm text-muted" title={course.courseContents}>
            {contents}
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          <span className="text-xl font-bold">{rupees(pricing.total)}</span>
          {pricing.isDiscounted ? (
            <>
              <s className="text-sm text-muted">
                <span className="sr-only">{t('featured.was')} </span>
                {rupees(pricing.price)}
              </s>
              <span className="text-sm font-semibold text-accent-text">
                {t('featured.percentOff', { percent: pricing.percentOff })}
              </span>
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** Featured courses on the home page (spec §2), each card opening the course's enrolment page. */
export function FeaturedCourses({ courses, emptyText }: FeaturedCoursesProps) {
  const t = useT();
  return (
    <section aria-labelledby="featured-courses-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex max-w-2xl flex-col gap-2">
          <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{t('nav.courses')}</p>
          <h2 id="featured-courses-heading" className="text-2xl font-bold tracking-tight sm:text-[2rem]">
            {t('featured.title')}
          </h2>
        </div>
        <Link to="/cource" className={buttonClasses('outline')}>
          {t('featured.viewAll')}
        </Link>
      </div>
      {courses.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {courses.map((course) => (
            <CourseCard key={course._id} course={course} />
          ))}
        </ul>
      ) : emptyText ? (
        <p className="rounded-[12px] border border-dashed border-line px-4 py-8 text-center text-muted">{emptyText}</p>
      ) : null}
    </section>
  );
}

/** The featured courses with their data: the courses picked for a logged-in user, none for a visitor. */
export function FeaturedCoursesOf({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { courses } = useFeaturedCourses(isLoggedIn);
  const t = useT();
  return (
    <FeaturedCourses
      courses={courses}
      emptyText={isLoggedIn ? t('featured.emptyLoggedIn') : t('featured.emptyLoggedOut')}
    />
  );
}
