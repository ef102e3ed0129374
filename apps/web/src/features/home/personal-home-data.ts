import { type Category, type ContinueReading, type PersonalItem } from '@prepshelf/contract';
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
  /** The account's first visit: no "since your last visit" yet. */
  isFirstVisit: boolean;
  /** A first login that has not been asked the stream yet. */
  askStream: boolean;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const count = (value: unknown): number => (typeof value === 'number' && value >= 0 ? value : 0);
const ITEM_TYPES: readonly unknown[] = ['note', 'pyq', 'video', 'course'];

/** The entries of a list that are objects with text in every one of `keys` and a type among `types`. */
function readList<T>(value: unknown, keys: readonly string[], types: readonly unknown[]): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is T =>
      isObject(entry) && types.includes(entry.type) && keys.every((key) => typeof entry[key] === 'string'),
  );
}

const ITEM_KEYS = ['_id', 'title', 'category', 'createdAt'] as const;
const READING_KEYS = ['_id', 'title', 'fileUrl', 'readAt'] as const;

/** The answer as the home shows it, or null when it is not a successful personal home. */
export function readPersonalHome(body: unknown): PersonalHome | null {
  if (!isObject(body) || body.success !== true || !isObject(body.learning) || typeof body.since !== 'string') {
    return null;
  }
  const { learning } = body;
  return {
    stream: isCategory(body.stream) ? body.stream : null,
    continueReading: readList<ContinueReading>(body.continueReading, READING_KEYS, ['note', 'pyq']).filter(
      (item) => typeof item.page === 'number',
    ),
    learning: {
      notes: count(learning.notes),
      videos: count(learning.videos),
      pyqs: count(learning.pyqs),
      newest: readList<PersonalItem>(learning.newest, ITEM_KEYS, ITEM_TYPES).filter((item) =>
        isCategory(item.category),
      ),
    },
    since: body.since,
    isFirstVisit: body.isFirstVisit === true,
    askStream: body.askStream === true,
    newInStream: readList<PersonalItem>(body.newInStream, ITEM_KEYS, ITEM_TYPES).filter((item) =>
      isCategory(item.category),
    ),
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

/** Each item type's label key (home.typeNote is 'Note', …). */
export const ITEM_TYPE_LABELS = {
  note: 'personal.typeNote',
  pyq: 'personal.typePyq',
  video: 'personal.typeVideo',
  course: 'personal.typeCourse',
} as const satisfies Record<PersonalItem['type'], string>;
