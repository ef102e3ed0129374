import { describe, expect, it } from 'vitest';
import type { NoteItem, VideoItem } from '@prepshelf/contract';
import { applyToListPage, applyToMyLearning } from './use-toggle-my-learning';

const common = {
  ownerId: null,
  category: 'sciTechnology' as const,
  tags: [],
  isPublic: true,
  status: 'public' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const note = (id: string, isWatching = false): NoteItem => ({
  ...common,
  _id: id,
  type: 'note',
  title: `Note ${id}`,
  description: '',
  professor: 'Prof',
  fileUrl: 'f',
  isWatching,
});
const video: VideoItem = {
  ...common,
  _id: 'v1',
  type: 'video',
  title: 'V',
  description: '',
  fileUrl: 'x',
  isWatching: true,
};

describe('applyToMyLearning', () => {
  it('appends an added item to its own list, marked as watched', () => {
    const lists = { notesData: [note('a', true)], videoData: [], pyqData: [] };
    const next = applyToMyLearning(lists, { item: note('b'), action: 'add' });
    expect(next.notesData.map((item) => [item._id, item.isWatching])).toEqual([
      ['a', true],
      ['b', true],
    ]);
    expect(lists.notesData).toHaveLength(1);
  });

  it('takes a removed item out by id and leaves the other lists alone', () => {
    const lists = { notesData: [note('a', true)], videoData: [video], pyqData: [] };
    const next = applyToMyLearning(lists, { item: video, action: 'remove' });
    expect(next.videoData).toEqual([]);
    expect(next.notesData).toBe(lists.notesData);
  });

  it('does not add the same item twice', () => {
    const lists = { notesData: [note('a', true)], videoData: [], pyqData: [] };
    expect(applyToMyLearning(lists, { item: note('a'), action: 'add' }).notesData).toHaveLength(1);
  });
});

describe('applyToListPage', () => {
  it("sets the item's isWatching and leaves a page without it unchanged", () => {
    const page = { items: [note('a'), note('b')], total: 2, page: 1, limit: 10 };
    const next = applyToListPage(page, { item: note('b'), action: 'add' });
    expect(next.items.map((item) => item.isWatching)).toEqual([false, true]);
    const other = { items: [note('c')], total: 1, page: 1, limit: 10 };
    expect(applyToListPage(other, { item: note('b'), action: 'add' })).toBe(other);
  });
});
