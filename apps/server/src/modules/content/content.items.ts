import { eq, getTableColumns, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CourseItem, ItemType, MyLearningType, NoteItem, PyqItem, VideoItem } from '@prepshelf/contract';
import {
  classItems,
  classMembers,
  classStaff,
  courses,
  myLearning,
  notes,
  pyqs,
  videos,
  type Course,
  type Note,
  type Pyq,
  type User,
  type Video,
} from '../../db/schema/index.ts';

/**
 * The tables of the four content types and how one row becomes the item the API answers. Shared by
 * the content and learning modules: pure helpers that build SQL fragments and map rows, no queries.
 */
export const CONTENT_TABLES = { note: notes, pyq: pyqs, video: videos, course: courses } as const;

/** A row as read: everything but the generated search vectors, which no answer needs. */
export interface ContentRows {
  note: Omit<Note, 'searchVector' | 'searchWords'>;
  pyq: Omit<Pyq, 'searchVector' | 'searchWords'>;
  video: Omit<Video, 'searchVector' | 'searchWords'>;
  course: Omit<Course, 'searchVector' | 'searchWords'>;
}
export interface ContentItems {
  note: NoteItem;
  pyq: PyqItem;
  video: VideoItem;
  course: CourseItem;
}
export type Lecture = CourseItem['lectures'][number];

export const LEARNING_TYPE_OF = { note: 'Note', pyq: 'PYQ', video: 'Video' } as const satisfies Partial<
  Record<ItemType, MyLearningType>
>;
export const ITEM_TYPE_OF_LEARNING = { Note: 'note', PYQ: 'pyq', Video: 'video' } as const satisfies Record<
  MyLearningType,
  ItemType
>;
export type LearningItemType = keyof typeof LEARNING_TYPE_OF;

/**
 * The columns every content table shares. The four tables have them under the same names and types,
 * so notes' column types stand for all; at run time the columns are those of the table asked for.
 */
export function commonColumnsOf(type: ItemType): typeof notes {
  return CONTENT_TABLES[type] as unknown as typeof notes;
}

/** The columns to select for a type: all but the search vectors. */
export function selectableColumnsOf(type: ItemType) {
  const { searchVector: _searchVector, searchWords: _searchWords, ...columns } = getTableColumns(commonColumnsOf(type));
  return columns as unknown as ReturnType<typeof getTableColumns<typeof notes>>;
}

/**
 * The columns the visibility rule reads: a content table's, or those of a relation that holds items
 * of `type` under the same column names (the search table, migration 0022).
 */
export type VisibilityColumns = Record<'id' | 'ownerId' | 'status' | 'isPublic', AnyPgColumn>;

/**
 * The type the rule is applied to: one type, or a column that holds each row's type (the search
 * table holds every type, so the rule is written there once, not once per type).
 */
export type ItemTypeOf = ItemType | AnyPgColumn;
const columnsOf = (type: ItemTypeOf): VisibilityColumns => {
  if (typeof type !== 'string') throw new Error('A type column comes with the columns of its relation');
  return commonColumnsOf(type);
};

/** An item is public when its status is public and its isPublic switch is on (contract §2). */
export function isPubliclyVisible(type: ItemTypeOf, table: VisibilityColumns = columnsOf(type)): SQL {
  // Literal SQL, not parameters, so that a prepared statement's plan can use the partial indexes.
  return sql`(${table.status} = 'public' and ${table.isPublic})`;
}

/**
 * True when the item is given to a class `userId` is a member of or teaches, and is public in status:
 * a class-only item (its `is_public` off) is seen there alone (docs/decisions/0030).
 */
export function isGivenToClassOf(type: ItemTypeOf, userId: string, table: VisibilityColumns = columnsOf(type)): SQL {
  return sql`(${table.status} = 'public' and exists (select 1 from ${classItems} where ${classItems.itemType} = ${type} and ${classItems.itemId} = ${table.id} and ${classItems.classId} in (select ${classMembers.classId} from ${classMembers} where ${classMembers.userId} = ${userId} union all select ${classStaff.classId} from ${classStaff} where ${classStaff.userId} = ${userId})))`;
}

/**
 * What `user` may see, the one rule every list, search, file and export follows: an Admin everything;
 * anyone else public items and items given to their classes; an Instructor also their own.
 * Undefined means no restriction.
 */
export function visibleTo(
  type: ItemTypeOf,
  user: Pick<User, 'id' | 'role'>,
  table: VisibilityColumns = columnsOf(type),
): SQL | undefined {
  if (user.role === 'Admin') return undefined;
  const inTheirClass = isGivenToClassOf(type, user.id, table);
  if (user.role === 'Instructor') return or(isPubliclyVisible(type, table), eq(table.ownerId, user.id), inTheirClass);
  return or(isPubliclyVisible(type, table), inTheirClass);
}

/** True when the item is in `userId`'s My Learning list, computed inside the list's own query. */
export function isWatchingColumn(type: ItemType, userId: string | Placeholder): SQL<boolean> {
  if (type === 'course') return sql<boolean>`false`;
  const table = commonColumnsOf(type);
  return sql<boolean>`exists (select 1 from ${myLearning} where ${myLearning.userId} = ${userId} and ${myLearning.contentType} = ${LEARNING_TYPE_OF[type]} and ${myLearning.contentId} = ${table.id})`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; anything else names no item (and must not reach a uuid column). */
export const isItemId = (id: string): boolean => UUID.test(id);

function commonItemFields(row: ContentRows[ItemType], isWatching: boolean) {
  return {
    _id: row.id,
    ownerId: row.ownerId,
    category: row.category,
    tags: row.tags,
    isPublic: row.isPublic,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    isWatching,
  };
}

export function toNoteItem(row: ContentRows['note'], isWatching: boolean): NoteItem {
  return {
    ...commonItemFields(row, isWatching),
    type: 'note',
    title: row.title,
    description: row.description,
    professor: row.professor,
    fileUrl: row.fileId,
  };
}

export function toPyqItem(row: ContentRows['pyq'], isWatching: boolean): PyqItem {
  return {
    ...commonItemFields(row, isWatching),
    type: 'pyq',
    title: row.title,
    year: row.year,
    subject: row.subject,
    fileUrl: row.fileId,
  };
}

export function toVideoItem(row: ContentRows['video'], isWatching: boolean): VideoItem {
  return {
    ...commonItemFields(row, isWatching),
    type: 'video',
    title: row.title,
    description: row.description,
    fileUrl: row.fileUrl,
  };
}

export function toCourseItem(row: ContentRows['course'], lectures: readonly Lecture[]): CourseItem {
  return {
    ...commonItemFields(row, false),
    type: 'course',
    title: row.title,
    description: row.description,
    mentor: row.mentor,
    courseLevel: row.courseLevel,
    duration: row.duration,
    price: Number(row.price),
    offerPercent: Number(row.offerPercent),
    offerPrice: Number(row.offerPrice),
    startDate: row.startDate,
    courseContents: row.courseContents,
    whyChoose: row.whyChoose,
    benefits: row.benefits,
    courseImage: row.courseImage,
    trialVideo: row.trialVideo,
    lectures: lectures.map((lecture) => ({ title: lecture.title, videoUrl: lecture.videoUrl })),
  };
}

/** Maps a row of any type; courses need their lectures. */
export function toItem<K extends ItemType>(
  type: K,
  row: ContentRows[K],
  isWatching: boolean,
  lectures: readonly Lecture[] = [],
): ContentItems[K] {
  switch (type) {
    case 'note':
      return toNoteItem(row as ContentRows['note'], isWatching) as ContentItems[K];
    case 'pyq':
      return toPyqItem(row as ContentRows['pyq'], isWatching) as ContentItems[K];
    case 'video':
      return toVideoItem(row as ContentRows['video'], isWatching) as ContentItems[K];
    case 'course':
      return toCourseItem(row as ContentRows['course'], lectures) as ContentItems[K];
    default:
      throw new Error(`unknown content type ${String(type)}`);
  }
}
