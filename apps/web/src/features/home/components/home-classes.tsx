import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AUTH_HEADER } from '@prepshelf/contract';
import { buttonClasses } from '../../../components/ui/button-classes';
import { getStoredToken } from '../../../lib/session';
import { useT } from '../../../lib/i18n/use-t';
import { cardClasses } from './card-classes';

/*
 * A Student's classes first on the personal home: each with what is new in it (material given this week,
 * unread notices), then the newest unread notices. Its own chunk, fetched once the personal home has
 * loaded (the landing page's budget); its answers are read with small type guards, no zod.
 */

interface HomeClass {
  _id: string;
  name: string;
  subject: string;
  term: string;
  newItems: number;
  unreadNotices: number;
}

interface HomeNotice {
  _id: string;
  className: string;
  body: string;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && value > 0 ? value : 0);

/** The classes the caller is a member of, from GET /api/classes. */
export function readHomeClasses(body: unknown): HomeClass[] {
  if (!isObject(body) || !Array.isArray(body.classes)) return [];
  return body.classes
    .filter((entry): entry is Loose => isObject(entry) && entry.isMember === true && typeof entry._id === 'string')
    .map((entry) => ({
      _id: text(entry._id),
      name: text(entry.name),
      subject: text(entry.subject),
      term: text(entry.term),
      newItems: count(entry.newItems),
      unreadNotices: count(entry.unreadNotices),
    }));
}

/** The unread entries of the inbox's first page, from GET /api/inbox. */
export function readUnreadNotices(body: unknown): HomeNotice[] {
  if (!isObject(body) || !Array.isArray(body.notices)) return [];
  return body.notices
    .filter((entry): entry is Loose => isObject(entry) && entry.isRead === false && typeof entry._id === 'string')
    .map((entry) => ({
      _id: text(entry._id),
      className: text(entry.className) || text(entry.subject),
      body: text(entry.body),
    }));
}

async function getJson(path: string, signal: AbortSignal): Promise<unknown> {
  const token = getStoredToken();
  const response = await fetch(path, { headers: token ? { [AUTH_HEADER]: token } : {}, signal });
  return response.ok ? response.json() : null;
}

/** Nothing while loading, on failure, or for a user in no class. */
export function HomeClasses() {
  const t = useT();
  const [data, setData] = useState<{ classes: HomeClass[]; notices: HomeNotice[] } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getJson('/api/classes', controller.signal), getJson('/api/inbox?limit=5', controller.signal)])
      .then(([classes, inbox]) =>
        setData({ classes: readHomeClasses(classes), notices: readUnreadNotices(inbox).slice(0, 3) }),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (data === null || data.classes.length === 0) return null;
  return (
    <section aria-labelledby="home-classes-heading" className={`${cardClasses} lg:col-span-3`}>
      <h2 id="home-classes-heading" className="text-lg font-semibold">
        {t('classesHome.heading')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.classes.map((entry) => (
          <li key={entry._id} className="flex min-w-0 flex-col gap-1.5 rounded-lg bg-subtle p-3">
            <Link
              to={`/classes/${encodeURIComponent(entry._id)}`}
              className="truncate rounded-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              title={entry.name}
            >
              {entry.name}
            </Link>
            {entry.subject || entry.term ? (
              <span className="truncate text-sm text-muted">
                {[entry.subject, entry.term].filter(Boolean).join(' · ')}
              </span>
            ) : null}
            <span className="flex flex-wrap gap-1.5 text-xs font-semibold">
              {entry.newItems > 0 ? (
                <span className="rounded-full bg-primary-soft px-2 py-0.5 text-primary-text">
                  {t('classesHome.newItems', { count: entry.newItems })}
                </span>
              ) : null}
              {entry.unreadNotices > 0 ? (
                <span className="rounded-full bg-amber-soft px-2 py-0.5 text-amber-text">
                  {t('classesHome.unread', { count: entry.unreadNotices })}
                </span>
              ) : null}
              {entry.newItems + entry.unreadNotices === 0 ? (
                <span className="font-normal text-muted">{t('classesHome.nothingNew')}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {data.notices.length > 0 ? (
        <>
          <h3 className="text-sm font-semibold text-muted">{t('classesHome.notices')}</h3>
          <ul className="flex flex-col gap-2">
            {data.notices.map((notice) => (
              <li key={notice._id} className="min-w-0 text-sm">
                <span className="font-semibold">{notice.className}: </span>
                <span className="break-words">
                  {notice.body.length > 160 ? `${notice.body.slice(0, 160)}…` : notice.body}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link to="/classes" className={buttonClasses('ghost', 'sm')}>
          {t('classesHome.allClasses')}
        </Link>
        <Link to="/inbox" className={buttonClasses('ghost', 'sm')}>
          {t('classesHome.openInbox')}
        </Link>
      </div>
    </section>
  );
}
