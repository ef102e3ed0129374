import {
  CONTENT_MESSAGES,
  UNPAGED_LIST_CAP,
  type MyLearningBody,
  type MyLearningResponse,
  type MyLearningType,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { ITEM_TYPE_OF_LEARNING, isItemId, toNoteItem, toPyqItem, toVideoItem } from '../content/content.items.ts';
import type { EnrolmentService } from '../enrolment/enrolment.service.ts';
import type { LearningRepository } from './learning.repository.ts';

type Caller = Pick<User, 'id' | 'role'>;

export function createLearningService(deps: {
  db: Db;
  repository: LearningRepository;
  clock: Clock;
  enrolment: Pick<EnrolmentService, 'listEnrolledCourses'>;
}) {
  const { db, repository: repo, clock, enrolment } = deps;

  async function assertVisible(user: Caller, body: MyLearningBody): Promise<void> {
    const isVisible =
      isItemId(body.contentId) &&
      (await repo.isItemVisible(db, ITEM_TYPE_OF_LEARNING[body.contentType], body.contentId, user));
    if (!isVisible) throw notFound(CONTENT_MESSAGES.notFound);
  }

  return {
    /** Adds an item the user may see; adding it again changes nothing. */
    async addItem(user: Caller, body: MyLearningBody): Promise<void> {
      await assertVisible(user, body);
      await repo.insertEntry(db, {
        userId: user.id,
        contentType: body.contentType,
        contentId: body.contentId,
        createdAt: clock.now(),
      });
    },

    /**
     * Removes an item from the user's list. Removing what is not there is fine for an item the user
     * may see; an item that does not exist (or is hidden from them) and is not in the list is 404.
     */
    async removeItem(user: Caller, body: MyLearningBody): Promise<void> {
      if (!isItemId(body.contentId)) throw notFound(CONTENT_MESSAGES.notFound);
      const wasRemoved = await repo.deleteEntry(db, {
        userId: user.id,
        contentType: body.contentType,
        contentId: body.contentId,
      });
      if (!wasRemoved) await assertVisible(user, body);
    },

    /** The three lists and the enrolled courses, each in one query, leaving out items the user may no longer see. */
    async listItems(user: Caller): Promise<Omit<MyLearningResponse, 'success'>> {
      const [notes, videos, pyqs, enrolledCourses] = await Promise.all([
        repo.listItemsOf(db, 'note', user, UNPAGED_LIST_CAP),
        repo.listItemsOf(db, 'video', user, UNPAGED_LIST_CAP),
        repo.listItemsOf(db, 'pyq', user, UNPAGED_LIST_CAP),
        enrolment.listEnrolledCourses(user),
      ]);
      return {
        notesData: notes.map((row) => toNoteItem(row, true)),
        videoData: videos.map((row) => toVideoItem(row, true)),
        pyqData: pyqs.map((row) => toPyqItem(row, true)),
        enrolledCourses,
      };
    },

    /** Takes a deleted item out of every list, in the caller's transaction. */
    async removeFromEveryList(db: Db, contentType: MyLearningType, contentId: string): Promise<void> {
      await repo.deleteEntriesOfItem(db, contentType, contentId);
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
