import { lazy, Suspense } from 'react';
import { WhenNear } from '../../../components/ui/when-near';
import { Link } from 'react-router';
import type { PersonalItem } from '@prepshelf/contract';
import { clsx } from 'clsx';
import { buttonClasses } from '../../../components/ui/button-classes';
import { BookOpenIcon } from '../../../components/ui/icons';
import { ITEM_TYPE_LABELS, itemListPath } from '../personal-home-data';
import { streamLabelId } from '../../../lib/i18n/stream-label';
import { usePersonalHome } from '../use-personal-home';
import { StreamPicker } from './stream-picker';
import { cardClasses } from './card-classes';
import { withBundles } from '../../../lib/i18n/i18n';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import { useSession } from '../../../lib/use-session';

/** The course to continue: its own small chunk, fetched once the personal parts have arrived (the landing budget). */
/** Only a first login needs it (and its texts): a chunk of its own, off the logged-in `/`'s first load. */
const FirstLoginStep = lazy(async () => ({
  default: (await withBundles(() => import('./first-login-step'), ['app'])).FirstLoginStep,
}));
/** A Student's classes, first: a chunk fetched once the personal home has loaded (the landing budget). */
const HomeClasses = lazy(async () => ({
  default: (await withBundles(() => import('./home-classes'), ['chrome'])).HomeClasses,
}));
const ContinueCourseLine = lazy(async () => ({ default: (await import('./continue-course')).ContinueCourseLine }));

/*
 * Below the personal parts: the featured courses (spec §2: shown when logged in) and the plans (the plan
 * page opens from them only). Their chunk loads when the user scrolls near them, not with `/`: the
 * landing budget (docs/decisions/0005) has no room for it beside the personal parts.
 */
const HomeRest = lazy(async () => ({
  default: (await withBundles(() => import('./home-rest'), ['app'])).HomeRest,
}));

/*
 * The logged-in home's own part, between the hero and the sections every visitor sees:
 * Continue reading, My Learning, and what is new in the user's stream since their last visit. A lazy
 * chunk with no icon library, Radix or zod, since `/` loads it for a logged-in user (docs/decisions/0005).
 */

// min-w-0: a grid item may shrink below its longest title, which is truncated instead of widening the page.

/** The reader at a page, as features/content/viewer-path.ts writes it (inlined: one request less on `/`). */
function viewerPath(fileId: string, page: number): string {
  return `/pdfviewer?${new URLSearchParams({ view: fileId, ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

function TypeLabel({ type }: { type: PersonalItem['type'] }) {
  const t = useT();
  return (
    <span className="shrink-0 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-text">
      {t(ITEM_TYPE_LABELS[type])}
    </span>
  );
}

function ItemLinks({ items }: { items: readonly PersonalItem[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={`${item.type}-${item._id}`} className="flex min-w-0 items-center gap-2">
          <TypeLabel type={item.type} />
          <Link
            to={itemListPath(item)}
            className="truncate rounded-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            title={item.title}
          >
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function formatDay(iso: string, format: (value: Date, options: Intl.DateTimeFormatOptions) => string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, DAY);
}

/** The personal parts, then the featured courses and the plans. */
export function PersonalHome() {
  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-16 px-4 pb-20 sm:px-6">
      <PersonalParts />
      <WhenNear placeholderClassName="h-[1400px]">
        <Suspense fallback={<div aria-hidden="true" className="h-[1400px]" />}>
          <HomeRest />
        </Suspense>
      </WhenNear>
    </div>
  );
}

function PersonalParts() {
  const { state, reload, chooseStream } = usePersonalHome();
  const session = useSession();
  const t = useT();
  const format = useFormat();

  if (state.status === 'loading') {
    return (
      <div aria-busy="true" className="grid gap-4 lg:grid-cols-3">
        <p className="sr-only">{t('personal.loadingHome')}</p>
        {[0, 1, 2].map((block) => (
          <div key={block} className="h-56 rounded-[12px] border border-line bg-subtle motion-safe:animate-pulse" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div>
        <div role="alert" className={clsx(cardClasses, 'min-h-56 items-start')}>
          <p className="text-muted">{t('personal.loadFailed')}</p>
          <button type="button" onClick={reload} className={buttonClasses('outline', 'sm')}>
            {t('personal.tryAgain')}
          </button>
        </div>
      </div>
    );
  }

  const { home } = state;
  const { stream } = home;
  const { learning } = home;
  const counts = [
    { label: t('nav.notes'), value: learning.notes },
    { label: t('personal.lectures'), value: learning.videos },
    { label: t('nav.pyq'), value: learning.pyqs },
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {session.isStaff ? null : (
        <Suspense fallback={null}>
          <HomeClasses />
        </Suspense>
      )}
      {home.askStream ? (
        <div className="lg:col-span-3">
          <Suspense fallback={null}>
            <FirstLoginStep onChoose={chooseStream} onSkip={reload} />
          </Suspense>
        </div>
      ) : null}
      <section aria-labelledby="continue-heading" className={cardClasses}>
        <h2 id="continue-heading" className="text-lg font-semibold">
          {t('personal.continueReading')}
        </h2>
        {home.continueReading.length === 0 ? (
          <p className="text-sm text-muted">{t('personal.continueEmpty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {home.continueReading.map((item) => (
              <li key={`${item.type}-${item._id}`} className="flex flex-col gap-1.5">
                <span className="flex min-w-0 items-center gap-2">
                  <TypeLabel type={item.type} />
                  <span className="truncate font-medium" title={item.title}>
                    {item.title}
                  </span>
                </span>
                <Link
                  to={viewerPath(item.fileUrl, item.page)}
                  state={item}
                  className={buttonClasses('outline', 'sm', 'self-start')}
                  aria-label={t('personal.continueAtLabel', { page: item.page, title: item.title })}
                >
                  <BookOpenIcon className="size-4" />
                  {t('personal.continueAt', { page: item.page })}
                  {item.pageCount ? (
                    <span className="text-muted"> {t('personal.ofPages', { total: item.pageCount })}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Suspense fallback={null}>
          <ContinueCourseLine />
        </Suspense>
      </section>

      <section aria-labelledby="learning-heading" className={cardClasses}>
        <h2 id="learning-heading" className="text-lg font-semibold">
          {t('nav.myLearning')}
        </h2>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {counts.map((count) => (
            <div key={count.label} className="rounded-lg bg-subtle px-2 py-3">
              <dt className="text-xs font-medium text-muted">{count.label}</dt>
              <dd className="text-2xl font-bold">{count.value}</dd>
            </div>
          ))}
        </dl>
        {learning.newest.length > 0 ? (
          <>
            <h3 className="text-sm font-semibold text-muted">{t('personal.addedLast')}</h3>
            <ItemLinks items={learning.newest} />
          </>
        ) : (
          <p className="text-sm text-muted">{t('personal.learningEmpty')}</p>
        )}
        <Link to="/myLearning" className={buttonClasses('ghost', 'sm', 'mt-auto self-start')}>
          {t('personal.openLearning')}
        </Link>
      </section>

      <section aria-labelledby="new-heading" className={cardClasses}>
        <h2 id="new-heading" className="text-lg font-semibold">
          {stream ? t('personal.newIn', { stream: t(streamLabelId(stream)) }) : t('personal.pickStream')}
        </h2>
        {stream ? (
          <>
            {home.isFirstVisit ? null : (
              <p className="text-sm text-muted">
                {t('personal.sinceLastVisit', { day: formatDay(home.since, format.date) })}
              </p>
            )}
            {home.newInStream.length > 0 ? (
              <ItemLinks items={home.newInStream} />
            ) : (
              <p className="text-sm text-muted">{t('personal.nothingNew')}</p>
            )}
            <Link to={`/notes?category=${stream}`} className={buttonClasses('ghost', 'sm', 'mt-auto self-start')}>
              {t('personal.browseStream', { stream: t(streamLabelId(stream)) })}
            </Link>
          </>
        ) : (
          <p className="text-sm text-muted">{t('personal.pickStreamText')}</p>
        )}
        {/* While the first login asks it, the question is the picker. */}
        {home.askStream ? null : <StreamPicker current={stream} onPick={chooseStream} />}
      </section>
    </div>
  );
}
