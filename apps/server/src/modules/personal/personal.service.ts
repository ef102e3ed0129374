import {
  DEFAULT_CATEGORY,
  PERSONAL_HOME_LIMITS,
  type Category,
  type PersonalHomeResponse,
  type PersonalItem,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ItemReference, PersonalRepository } from './personal.repository.ts';

type Caller = Pick<User, 'id' | 'role'>;

/** A request of the home more than this long after the previous one starts a new visit. */
export const VISIT_GAP_MS = 60 * 60 * 1000;
/** Before any earlier visit, "new in your stream" covers this long. */
export const FIRST_VISIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const toItem =
  (type: PersonalItem['type']) =>
  (row: ItemReference): PersonalItem => ({
    type,
    _id: row.id,
    title: row.title,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
  });

const newestFirst = (a: PersonalItem, b: PersonalItem) => b.createdAt.localeCompare(a.createdAt);

export function createPersonalService(deps: { db: Db; repository: PersonalRepository; clock: Clock }) {
  const { db, repository: repo, clock } = deps;

  return {
    async getStream(user: Caller): Promise<Category | null> {
      return (await repo.findSettings(db, user.id))?.stream ?? null;
    },

    async setStream(user: Caller, stream: Category): Promise<Category> {
      await repo.saveStream(db, user.id, stream, clock.now());
      return stream;
    },

    /** The first login's stream question, skipped. */
    async skipStream(user: Caller): Promise<void> {
      await repo.markStreamAsked(db, user.id, clock.now());
    },

    /**
     * The personal home, and the visit it counts: requests less than an hour apart are one visit, so
     * "new since your last visit" keeps its window while the user moves around; after a longer gap the
     * window starts at the end of the previous visit.
     */
    async getHome(user: Caller): Promise<Omit<PersonalHomeResponse, 'success'>> {
      const now = clock.now();
      const settings = await repo.findSettings(db, user.id);
      const last = settings?.lastVisitAt ?? null;
      const isNewVisit = last !== null && now.getTime() - last.getTime() > VISIT_GAP_MS;
      const since = isNewVisit ? last : (settings?.previousVisitAt ?? new Date(now.getTime() - FIRST_VISIT_WINDOW_MS));
      // The home says "since your last visit" only from the second visit on.
      const isReturning = isNewVisit || (settings?.isReturning ?? false);
      await repo.saveVisit(db, user.id, { lastVisitAt: now, previousVisitAt: since, isReturning });
      const stream = settings?.stream ?? null;
      const category = stream ?? DEFAULT_CATEGORY;
      const limits = PERSONAL_HOME_LIMITS;

      const [reading, noteCount, videoCount, pyqCount, newestNotes, newestVideos, newestPyqs, ...fresh] =
        await Promise.all([
          repo.listRecentReading(db, user, limits.continueReading),
          repo.countLearning(db, 'note', user),
          repo.countLearning(db, 'video', user),
          repo.countLearning(db, 'pyq', user),
          repo.listNewestLearning(db, 'note', user, limits.newestLearning),
          repo.listNewestLearning(db, 'video', user, limits.newestLearning),
          repo.listNewestLearning(db, 'pyq', user, limits.newestLearning),
          repo.listNewPublic(db, 'note', category, since, limits.newInStream),
          repo.listNewPublic(db, 'pyq', category, since, limits.newInStream),
          repo.listNewPublic(db, 'video', category, since, limits.newInStream),
          repo.listNewPublic(db, 'course', category, since, limits.newInStream),
        ]);
      const [freshNotes = [], freshPyqs = [], freshVideos = [], freshCourses = []] = fresh;

      return {
        stream,
        isFirstVisit: !isReturning,
        askStream: stream === null && (settings?.streamAskedAt ?? null) === null,
        continueReading: reading.slice(0, limits.continueReading).map((row) => ({
          type: row.type,
          _id: row.id,
          title: row.title,
          fileUrl: row.fileId,
          page: row.page,
          pageCount: row.pageCount,
          readAt: row.readAt.toISOString(),
        })),
        learning: {
          notes: noteCount,
          videos: videoCount,
          pyqs: pyqCount,
          newest: [
            ...newestNotes.map(toItem('note')),
            ...newestVideos.map(toItem('video')),
            ...newestPyqs.map(toItem('pyq')),
          ]
            .sort(newestFirst)
            .slice(0, limits.newestLearning),
        },
        since: since.toISOString(),
        newInStream: [
          ...freshNotes.map(toItem('note')),
          ...freshPyqs.map(toItem('pyq')),
          ...freshVideos.map(toItem('video')),
          ...freshCourses.map(toItem('course')),
        ]
          .sort(newestFirst)
          .slice(0, limits.newInStream),
      };
    },
  };
}

export type PersonalService = ReturnType<typeof createPersonalService>;
