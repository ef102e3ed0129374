import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CalendarDays, Clock, GraduationCap, ListVideo, Sparkles, UserRound } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { fileUrl } from '../../../lib/file-url';
import { courseTotal } from '../../../lib/prices';
import { isFreeCourse } from '@prepshelf/contract';
import { useFormat, useLanguage, useT } from '../../../lib/i18n/use-t';
import { DemoVideoDialog } from '../components/demo-video-dialog';
import { EnrollmentForm } from '../components/enrollment-form';
import { localStartDate, readCourseState, textLines, type EnrollmentCourse } from '../course-state';

function CourseNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-[1200px] flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('enrollment.courseNotFound')}</h1>
      <p className="max-w-prose text-muted">{t('enrollment.notFoundText')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/cource" className={buttonClasses('primary')}>
          {t('enrollment.browse')}
        </Link>
        <Link to="/" className={buttonClasses('outline')}>
          {t('enrollment.backHome')}
        </Link>
      </div>
    </section>
  );
}

function TextBlock({
  title,
  text,
  fallback,
  icon,
}: {
  title: string;
  text: string;
  fallback: string;
  icon: ReactNode;
}) {
  const lines = textLines(text);
  return (
    <Card className="flex flex-col gap-3 p-5 hover:shadow-none">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <span className="inline-flex size-8 items-center justify-center rounded-[8px] bg-primary-soft text-primary-text">
          {icon}
        </span>
        {title}
      </h2>
      {lines.length > 1 ? (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-muted marker:text-primary-text">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{lines[0] ?? fallback}</p>
      )}
    </Card>
  );
}

function CourseSummary({ course }: { course: EnrollmentCourse }) {
  const t = useT();
  const { rupees } = useFormat();
  const pricing = courseTotal(course);
  return (
    <Card className="flex flex-col overflow-hidden hover:shadow-none">
      {course.courseImage ? (
        <img
          src={fileUrl(course.courseImage)}
          alt={t('enrollment.thumbnail', { title: course.title })}
          width={640}
          height={360}
          decoding="async"
          className="aspect-video w-full bg-subtle object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-primary-soft to-subtle text-primary-text"
        >
          <GraduationCap className="size-12" />
        </div>
      )}
      <div className="flex flex-col gap-5 p-5">
        <DemoVideoDialog courseTitle={course.title} trialVideo={course.trialVideo} />
        <p className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-muted" aria-hidden="true" />
          <span className="text-muted">{t('enrollment.duration')}</span>
          <span className="font-medium">{course.duration || t('enrollment.tba')}</span>
        </p>
        <div>
          <h2 className="mb-2 flex items-center gap-2 font-semibold">
            <ListVideo className="size-4 text-muted" aria-hidden="true" />
            {t('enrollment.lectures')}
          </h2>
          {course.lectures.length > 0 ? (
            <ol className="flex max-h-60 list-decimal flex-col gap-1 overflow-y-auto pl-6 text-sm text-muted">
              {course.lectures.map((lecture, index) => (
                <li key={index}>{lecture.title}</li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted">{t('enrollment.lecturesSoon')}</p>
          )}
        </div>
        {isFreeCourse(course) ? (
          <div className="flex flex-col gap-1 border-t border-line pt-4">
            <p className="flex justify-between gap-4 text-lg font-bold">
              <span>{t('enrollment.total')}</span>
              <span className="text-accent-text">{t('enrollment.free')}</span>
            </p>
            <p className="text-sm text-muted">{t('enrollment.freeNote')}</p>
          </div>
        ) : (
          <dl className="flex flex-col gap-2 border-t border-line pt-4">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('enrollment.price')}</dt>
              <dd className={pricing.isDiscounted ? 'text-muted line-through' : ''}>{rupees(pricing.price)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('enrollment.discount')}</dt>
              <dd className="font-medium text-accent-text">
                {t('enrollment.percentOff', { percent: pricing.percentOff })}
              </dd>
            </div>
            <div className="flex justify-between gap-4 text-lg font-bold">
              <dt>{t('enrollment.total')}</dt>
              <dd>{rupees(pricing.total)}</dd>
            </div>
          </dl>
        )}
      </div>
    </Card>
  );
}

/** The course enrolment page (spec §2): the chosen course arrives as navigation state. */
export function EnrollmentPage() {
  const location = useLocation();
  const course = readCourseState(location.state);
  const t = useT();
  const language = useLanguage();
  const { date } = useFormat();
  if (!course) return <CourseNotFound />;
  const startDate = localStartDate(course.startDate, language, (day) =>
    date(day, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  );

  return (
    <div className="mx-auto grid w-full max-w-[1200px] gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-x-10 lg:py-14">
      <header className="flex flex-col gap-4 lg:col-start-1">
        <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{t('enrollment.eyebrow')}</p>
        <h1 className="text-[2rem] leading-tight font-extrabold tracking-tight text-balance">
          {t('enrollment.title', { title: course.title })}
        </h1>
        {course.description ? <p className="max-w-[70ch] text-lg text-muted">{course.description}</p> : null}
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <li>
            <span className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary-text">
              <span className="sr-only">{t('enrollment.level')} </span>
              {course.courseLevel}
            </span>
          </li>
          {course.mentor ? (
            <li className="flex items-center gap-1.5">
              <UserRound className="size-4 text-muted" aria-hidden="true" />
              <span className="text-muted">{t('enrollment.mentor')}</span>{' '}
              <span className="font-medium">{course.mentor}</span>
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4 text-muted" aria-hidden="true" />
            <span className="text-muted">{t('enrollment.starts')}</span>{' '}
            <span className="font-medium">{startDate ?? t('enrollment.comingSoon')}</span>
          </li>
        </ul>
      </header>

      <aside aria-label={t('enrollment.summary')} className="lg:col-start-2 lg:row-span-3 lg:row-start-1">
        <div className="lg:sticky lg:top-20">
          <CourseSummary course={course} />
        </div>
      </aside>

      <div className="grid gap-4 sm:grid-cols-2 lg:col-start-1">
        <TextBlock
          title={t('enrollment.whyTitle')}
          text={course.whyChoose}
          fallback={t('enrollment.whyFallback')}
          icon={<Sparkles className="size-4" aria-hidden="true" />}
        />
        <TextBlock
          title={t('enrollment.benefitsTitle')}
          text={course.benefits}
          fallback={t('enrollment.benefitsFallback')}
          icon={<GraduationCap className="size-4" aria-hidden="true" />}
        />
      </div>

      <Card className="p-5 hover:shadow-none sm:p-6 lg:col-start-1 lg:self-start">
        <h2 className="mb-4 text-lg font-semibold">{t('enrollment.formTitle')}</h2>
        <EnrollmentForm courseId={course._id} />
      </Card>
    </div>
  );
}
