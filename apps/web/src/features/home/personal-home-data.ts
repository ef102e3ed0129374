import { CATEGORY_LABELS, type Category, type ContinueReading, type PersonalItem } from '@prepshelf/contract';
import { isCategory } from '../../lib/stream';

/*
 * The personal home's answer (GET /api/personal/home), read with small type guards instead of the
 * contract's zod schema: this code loads with `/` for a logged-in user and zod would not fit the
 * landing page's budget (docs/decisions/0005). Anything malformed is dropped, never shown half-read.
 */

export interface PersonalHome {
  stream: Category | null;
  continueReading: ContinueReading[];
  learning: { notes: number; videos: number; pyqs: number; newest: PersonalItem[] };
  since: string;
  newInStream: PersonalItem[];
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const ITEM_TYPES = ['note', 'pyq', 'video', 'course'] as const;

function readItem(value: unknown): PersonalItem | null {
  if (!isObject(value)) return null;
  const { type, _id, title, category, createdAt } = value;
  if (!ITEM_TYPES.includes(type as PersonalItem['type'])) return null;
  if (typeof _id !== 'string' || typeof title !== 'string' || typeof createdAt !== 'string') return null;
  if (!isCategory(category)) return null;
  return { type: type as PersonalItem['type'], _id, title, category, createdAt };
}

function readReading(value: unknown): ContinueReading | null {
  if (!isObject(value)) return null;
  const { type, _id, title, fileUrl, page, pageCount, readAt } = value;
  if (type !== 'note' && type !== 'pyq') return null;
  if (typeof _id !== 'string' || typeof title !== 'string' || typeof fileUrl !== 'string') return null;
  if (!isCount(page) || typeof readAt !== 'string') return null;
  return { type, _id, title, fileUrl, page, pageCount: isCount(pageCount) ? pageCount : null, readAt };
}

const readList = <T>(value: unknown, read: (entry: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.map(read).filter((entry): entry is T => entry !== null) : [];

/** The answer as the home shows it, or null when it is not a successful personal home. */
export function readPersonalHome(body: unknown): PersonalHome | null {
  if (!isObject(body) || body.success !== true || !isObject(body.learning) || typeof body.since !== 'string') {
    return null;
  }
  const { learning } = body;
  return {
    stream: isCategory(body.stream) ? body.stream : null,
    continueReading: readList(body.continueReading, readReading),
    learning: {
      notes: isCount(learning.notes) ? learning.notes : 0,
      videos: isCount(learning.videos) ? learning.videos : 0,
      pyqs: isCount(learning.pyqs) ? learning.pyqs : 0,
      newest: readList(learning.newest, readItem),
    },
    since: body.since,
    newInStream: readList(body.newInStream, readItem),
  };
}

const LIST_PATHS: Record<PersonalItem['type'], string> = {
  note: '/notes',
  pyq: '/Q-paper',
  video: '/video',
  course: '/cource',
};

/** Where an item is found: its list, in its stream. */
export function itemListPath(item: Pick<PersonalItem, 'type' | 'category'>): string {
  return `${LIST_PATHS[item.type]}?category=${item.category}`;
}

export const ITEM_TYPE_LABELS: Record<PersonalItem['type'], string> = {
  note: 'Note',
  pyq: 'PYQ',
  video: 'Video',
  course: 'Course',
};

export function streamLabel(stream: Category): string {
  return CATEGORY_LABELS[stream];
}
