import { Link } from 'react-router';
import { BookOpen, Clock, GraduationCap, UserRound, Users } from 'lucide-react';
import type { CourseItem } from '@prepshelf/contract';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { fileUrl } from '../../../lib/file-url';
import { useT } from '../../../lib/i18n/use-t';
import { formatRupees } from '../../../lib/prices';
import { ManagedList, ListSkeleton, type ItemActions } from '../components/managed-list';
import { StatusBadge } from '../components/list-parts';
import { RowActions } from '../components/row-actions';

function CourseCard({ item, actions }: { item: CourseItem; actions: ItemActions<CourseItem> }) {
  const t = useT();
  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <img
        src={fileUrl(item.courseImage)}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        className="aspect-video w-full bg-subtle object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-semibold leading-snug">{item.title}</h2>
          <StatusBadge status={item.status} />
        </div>
        <p className="line-clamp-3 text-sm text-muted">{item.description}</p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="flex items-center gap-1.5">
            <UserRound className="size-4 text-muted" aria-hidden="true" />
            <dt className="sr-only">{t('manage.mentor')}</dt>
            <dd>{item.mentor}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <GraduationCap className="size-4 text-muted" aria-hidden="true" />
            <dt className="sr-only">{t('manage.level')}</dt>
            <dd>{item.courseLevel}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Clock className="size-4 text-muted" aria-hidden="true" />
            <dt className="sr-only">{t('manage.duration')}</dt>
            <dd>{item.duration === '' ? '—' : item.duration}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <BookOpen className="size-4 text-muted" aria-hidden="true" />
            <dt className="sr-only">{t('manage.lessons')}</dt>
            <dd>{t('manage.lessonCount', { count: item.lectures.length })}</dd>
          </div>
        </dl>
        <p className="mt-auto text-lg font-bold">
          <span className="sr-only">{t('manage.offerPriceLabel')}</span>
          {formatRupees(item.offerPrice)}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-2 py-2">
        <Link
          to={`/dashboard/courses/${encodeURIComponent(item._id)}/students`}
          className={buttonClasses('ghost', 'sm')}
          aria-label={t('courseStudents.manageLabel', { title: item.title })}
        >
          <Users className="size-4" aria-hidden="true" />
          {t('courseStudents.manage')}
        </Link>
        <RowActions
          title={item.title}
          opensPath={`/dashboard/opens/course/${encodeURIComponent(item._id)}`}
          onEdit={() => actions.onEdit(item)}
          onDelete={() => actions.onDelete(item)}
        />
      </div>
    </Card>
  );
}

/** /dashboard/dashboard-courses: a card grid, 3 a page (spec §2). */
export function CoursesListPage() {
  return (
    <ManagedList
      kind="course"
      intro="manage.coursesIntro"
      searchLabel="manage.searchCourses"
      skeleton={<ListSkeleton rows={1} className="h-96" />}
      renderItems={(items, actions) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item._id} className="flex">
              <CourseCard item={item} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
