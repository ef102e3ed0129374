import {
  CONTENT_MESSAGES,
  LATEST_UPLOADS_LIMIT,
  PAGE_SIZES,
  SERVER_MESSAGES,
  type AddCourseBody,
  type AddNotesBody,
  type AddPyqBody,
  type AddVideoBody,
  type Category,
  type ContentType,
  type DashboardContentQuery,
  type ItemType,
  type LatestUpload,
  type MyLearningType,
  type PublicListQuery,
  type SortOrder,
  type UpdateCourseBody,
  type UpdateNotesBody,
  type UpdatePyqBody,
  type UpdateVideoBody,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { resolvePaging } from '../../lib/paging.ts';
import type { SharedKey } from '../../lib/shared-answers.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import {
  LEARNING_TYPE_OF,
  isItemId,
  toItem,
  type ContentItems,
  type ContentRows,
  type Lecture,
} from './content.items.ts';
import type { ContentFilter, ContentRepository } from './content.repository.ts';
import { createVersionAndWatching, type VersionAndWatching } from './content.watching.ts';

/** List pages kept per instance (each a page of items and a total; a few kilobytes). */
const LIST_CACHE_ENTRIES = 2000;

export type FileKind = 'pdf' | 'image';

/** One page of a list and the list's total. */
interface ListPage<K extends ItemType> {
  items: ContentItems[K][];
  total: number;
  /** Set when the page came from the cache: its entry's key and the content version it is valid for. */
  cached?: SharedKey;
}

/** What content needs from the files module (`app.files`): a check that a reference names a stored file of a kind. */
export interface FileChecker {
  /** The stored file behind `reference` (an id or a file URL); throws AppError 415 with `message` otherwise. */
  assertStoredFile(
    reference: string,
    kind: FileKind,
    message?: string,
    caller?: Pick<User, 'id' | 'role'>,
  ): Promise<{ id: string }>;
}

/** What content needs from My Learning: taking a deleted item out of every list, in the caller's transaction. */
export interface LearningLists {
  removeFromEveryList(db: Db, contentType: MyLearningType, contentId: string): Promise<void>;
}

export interface AddBodies {
  note: AddNotesBody;
  pyq: AddPyqBody;
  video: AddVideoBody;
  course: AddCourseBody;
}
export interface UpdateBodies {
  note: UpdateNotesBody;
  pyq: UpdatePyqBody;
  video: UpdateVideoBody;
  course: UpdateCourseBody;
}

/** The caller; `email` and `ip` (when given) go into the audit log. */
type Caller = Pick<User, 'id' | 'role'> & { email?: string; ip?: string | null };

const PUBLIC_PAGE_SIZES: Record<ItemType, number> = {
  note: PAGE_SIZES.notes,
  pyq: PAGE_SIZES.pyq,
  video: PAGE_SIZES.videos,
  course: PAGE_SIZES.courses,
};
const DASHBOARD_PAGE_SIZES: Record<ItemType, number> = {
  note: PAGE_SIZES.dashboardNotes,
  pyq: PAGE_SIZES.dashboardPyq,
  video: PAGE_SIZES.dashboardVideos,
  course: PAGE_SIZES.dashboardCourses,
};
export const ITEM_TYPE_OF_CONTENT_TYPE: Record<ContentType, ItemType> = {
  notes: 'note',
  pyq: 'pyq',
  video: 'video',
  course: 'course',
};

/** A stored file the item must point to, and the message when it does not. */
const FILE_RULES: Partial<Record<ItemType, { field: 'fileUrl' | 'courseImage'; kind: FileKind; message: string }>> = {
  note: { field: 'fileUrl', kind: 'pdf', message: CONTENT_MESSAGES.notAPdf },
  pyq: { field: 'fileUrl', kind: 'pdf', message: CONTENT_MESSAGES.notAPdf },
  course: { field: 'courseImage', kind: 'image', message: CONTENT_MESSAGES.notAnImage },
};

/** The row's columns from a body: form field names to column names; absent fields stay absent. */
function toColumns(type: ItemType, body: object): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || key === 'lectures') continue;
    columns[(type === 'note' || type === 'pyq') && key === 'fileUrl' ? 'fileId' : key] = value;
  }
  return columns;
}

/** The names of the body's fields (form names) whose values differ from the stored row. */
function changedFieldsOf(type: ItemType, before: object, body: object): string[] {
  const stored = before as Record<string, unknown>;
  const asText = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : value);
  return Object.entries(body)
    .filter(([key, value]) => {
      if (value === undefined) return false;
      if (key === 'lectures') return true;
      const column = (type === 'note' || type === 'pyq') && key === 'fileUrl' ? 'fileId' : key;
      return asText(stored[column]) !== asText(value);
    })
    .map(([key]) => key);
}

export function createContentService(deps: {
  db: Db;
  repository: ContentRepository;
  clock: Clock;
  files: FileChecker;
  learning: LearningLists;
  /** Records every change in the audit log, in the change's own transaction. */
  audit?: AuditRecorder;
  /** The content version and callers' isWatching for cached pages (default: asked of the database). */
  versionAndWatching?: VersionAndWatching;
}) {
  const { db, repository: repo, clock, files, learning, audit } = deps;
  const readVersionAndWatching = deps.versionAndWatching ?? createVersionAndWatching(db, undefined);
  const listCache = new VersionedCache<{ items: ContentItems[ItemType][]; total: number }>(LIST_CACHE_ENTRIES);

  async function recordChange(
    tx: Db,
    user: Caller,
    action: 'content.created' | 'content.updated' | 'content.deleted',
    type: ItemType,
    item: { id: string; title: string },
    details: Record<string, unknown> = {},
  ): Promise<void> {
    if (audit === undefined || user.email === undefined) return;
    await audit.recordAudit(tx, {
      actor: { id: user.id, email: user.email, role: user.role, ip: user.ip ?? null },
      action,
      targetType: type,
      targetId: item.id,
      targetTitle: item.title,
      details,
    });
  }

  /** Checks the item's file (when the body names one) and returns the body with the file's plain id. */
  async function withCheckedFile<B extends object>(type: ItemType, body: B, user: Caller): Promise<B> {
    const rule = FILE_RULES[type];
    const reference = rule === undefined ? undefined : (body as Record<string, unknown>)[rule.field];
    if (rule === undefined || typeof reference !== 'string') return body;
    // The caller must have uploaded the bytes, or see an item using them: a known id grants nothing.
    const file = await files.assertStoredFile(reference, rule.kind, rule.message, { id: user.id, role: user.role });
    return { ...body, [rule.field]: file.id };
  }

  /** The item `id` for a change by `user`: 404 when missing, 403 unless an Admin or its owner. */
  async function findChangeable<K extends ItemType>(db: Db, type: K, id: string, user: Caller) {
    const row = isItemId(id) ? await repo.findRow(db, type, id) : undefined;
    if (row === undefined) throw notFound(CONTENT_MESSAGES.notFound);
    if (user.role === 'Admin') return row;
    if (user.role === 'Instructor' && row.ownerId === user.id) return row;
    throw forbidden(user.role === 'Instructor' ? CONTENT_MESSAGES.notOwner : SERVER_MESSAGES.forbidden);
  }

  async function withLectures<K extends ItemType>(
    type: K,
    rows: readonly (ContentRows[K] & { isWatching?: boolean })[],
  ): Promise<ContentItems[K][]> {
    const lectures =
      type === 'course'
        ? await repo.findLecturesOf(
            db,
            rows.map((row) => row.id),
          )
        : new Map<string, Lecture[]>();
    return rows.map((row) => toItem(type, row, row.isWatching ?? false, lectures.get(row.id)));
  }

  /**
   * The same page of several lists of one type (a public list's data, an Instructor's own items, an
   * Admin's every item), each with its total. A page read before is answered from the cache while the
   * content version is unchanged; the version and the caller's isWatching for every cached page come
   * from one query for the whole request. A page read anew has isWatching from its own query.
   */
  async function listPages<K extends ItemType>(
    type: K,
    user: Caller,
    filters: readonly [ContentFilter, ...ContentFilter[]],
    paging: { offset: number; limit: number },
    sortBy: SortOrder,
  ): Promise<[ListPage<K>, ...ListPage<K>[]]> {
    const entries = filters.map((filter) => {
      const key = JSON.stringify([type, filter, paging.offset, paging.limit, sortBy]);
      return { filter, key, cached: listCache.peek(key) };
    });
    const { version, items: watchedItems } = await readVersionAndWatching(
      user.id,
      entries.flatMap((entry) => entry.cached?.value.items ?? []),
    );
    let start = 0;
    const withWatching = entries.map((entry) => {
      const count = entry.cached?.value.items.length ?? 0;
      start += count;
      return { ...entry, items: watchedItems.slice(start - count, start) as ContentItems[K][] };
    });
    const pages = await Promise.all(
      withWatching.map(async ({ filter, key, cached, items: cachedItems }): Promise<ListPage<K>> => {
        if (cached !== undefined && cached.version === version)
          return { items: cachedItems, total: cached.value.total, cached: { key, version } };
        const total = await repo.countRows(db, type, filter);
        const rows = await repo.listRows(db, type, filter, { ...paging, sortBy }, total, user.id);
        const items = await withLectures(type, rows);
        listCache.set(key, version, { items, total });
        return { items, total };
      }),
    );
    // One page for each filter, and there is at least one.
    return pages as [ListPage<K>, ...ListPage<K>[]];
  }

  return {
    /** Adds an item owned by `user`; `_id`, owner and timestamps are the server's alone. */
    async addItem<K extends ItemType>(type: K, user: Caller, body: AddBodies[K]): Promise<ContentItems[K]> {
      const checked = await withCheckedFile(type, body, user);
      const now = clock.now();
      const values = { ...toColumns(type, checked), ownerId: user.id, createdAt: now, updatedAt: now };
      const lectures = type === 'course' ? (body as AddCourseBody).lectures : [];
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertRow(tx, type, values);
        if (lectures.length > 0) await repo.replaceLectures(tx, inserted.id, lectures);
        await recordChange(tx, user, 'content.created', type, inserted);
        return inserted;
      });
      return toItem(type, row, false, lectures);
    },

    /** Changes the fields given (a course's lectures as a whole list), for an Admin or the owner. */
    async updateItem<K extends ItemType>(
      type: K,
      user: Caller,
      id: string,
      body: UpdateBodies[K],
    ): Promise<ContentItems[K]> {
      const before = await findChangeable(db, type, id, user);
      const checked = await withCheckedFile(type, body, user);
      const lectures = type === 'course' ? (body as UpdateCourseBody).lectures : undefined;
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateRow(tx, type, id, { ...toColumns(type, checked), updatedAt: clock.now() });
        if (updated === undefined) throw notFound(CONTENT_MESSAGES.notFound);
        if (lectures !== undefined) await repo.replaceLectures(tx, id, lectures);
        await recordChange(tx, user, 'content.updated', type, updated, {
          changed: changedFieldsOf(type, before, checked),
        });
        return updated;
      });
      // The caller's isWatching too, for a client that swaps the item into its list.
      const isWatching = type === 'course' ? false : await repo.isInMyLearning(db, type, id, user.id);
      const [item] = await withLectures(type, [{ ...row, isWatching }]);
      return item!;
    },

    /** Deletes the item and, in the same transaction, takes it out of every My Learning list. */
    async deleteItem(type: ItemType, user: Caller, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findChangeable(tx, type, id, user);
        if (type !== 'course') await learning.removeFromEveryList(tx, LEARNING_TYPE_OF[type], id);
        await repo.deleteRow(tx, type, id);
        await recordChange(tx, user, 'content.deleted', type, row);
      });
    },

    /**
     * A public list: `data` holds public items of the category only; an Instructor also gets their
     * own items (any status) and an Admin every item of the category, paged the same way.
     */
    async listPublic<K extends ItemType>(type: K, user: Caller, query: PublicListQuery) {
      const paging = resolvePaging(query, PUBLIC_PAGE_SIZES[type]);
      const category = query.category;
      const filters: [ContentFilter, ...ContentFilter[]] = [{ category, isPublicOnly: true }];
      // Staff get their own items (older dashboards count an Admin's cards from these too); an Admin also every item.
      if (user.role !== 'Student') filters.push({ category, ownerId: user.id });
      if (user.role === 'Admin') filters.push({ category });
      const [publicPage, minePage, allPage] = await listPages(type, user, filters, paging, query.sortBy);
      // A Student's page from the cache with none of its items in their My Learning is every such
      // Student's answer: the route sends the shared finished answer (lib/shared-answers.ts).
      const isShared = minePage === undefined && !publicPage.items.some((item) => item.isWatching);
      return {
        shared: isShared ? publicPage.cached : undefined,
        data: publicPage.items,
        total: publicPage.total,
        page: paging.page,
        limit: paging.limit,
        ...(minePage === undefined ? {} : { mine: minePage.items, myTotal: minePage.total }),
        ...(allPage === undefined ? {} : { all: allPage.items, allTotal: allPage.total }),
      };
    },

    /** The newest uploads across the four types; an Instructor's own only. */
    async listLatestUploads(user: Caller, category: Category | undefined): Promise<LatestUpload[]> {
      const rows = await repo.listLatestUploads(db, {
        category,
        ownerId: user.role === 'Admin' ? undefined : user.id,
        limit: LATEST_UPLOADS_LIMIT,
      });
      return rows.map((row) => ({
        _id: row.id,
        type: row.type,
        title: row.title,
        createdAt: new Date(row.createdAt).toISOString(),
        status: row.status,
      }));
    },

    /** The dashboard's list of one type: an Instructor's own items, an Admin's every item; filtered and paged. */
    async listDashboard(user: Caller, query: DashboardContentQuery) {
      const type = ITEM_TYPE_OF_CONTENT_TYPE[query.type];
      const paging = resolvePaging(query, DASHBOARD_PAGE_SIZES[type]);
      const search = query.search?.trim();
      const [found] = await listPages(
        type,
        user,
        [
          {
            category: query.category,
            status: query.status,
            ownerId: user.role === 'Admin' ? undefined : user.id,
            titleContains: search === '' ? undefined : search,
          },
        ],
        paging,
        'latest',
      );
      return { results: found.items, total: found.total, page: paging.page, limit: paging.limit };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
