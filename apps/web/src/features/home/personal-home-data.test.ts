import { describe, expect, it } from 'vitest';
import { itemListPath, readPersonalHome } from './personal-home-data';

const answer = {
  success: true,
  stream: 'commerce',
  continueReading: [
    {
      type: 'note',
      _id: 'n1',
      title: 'Accounts',
      fileUrl: 'f1',
      page: 47,
      pageCount: 60,
      readAt: '2026-11-25T10:00:00.000Z',
    },
    { type: 'video', _id: 'bad', title: 'Not a PDF', fileUrl: 'x', page: 1, pageCount: null, readAt: 'x' },
  ],
  learning: {
    notes: 2,
    videos: 1,
    pyqs: 0,
    newest: [{ type: 'note', _id: 'n2', title: 'Tax', category: 'commerce', createdAt: '2026-11-25T09:00:00.000Z' }],
  },
  since: '2026-11-18T10:00:00.000Z',
  newInStream: [{ type: 'course', _id: 'c1', title: 'GST', category: 'commerce', createdAt: 'x' }, null],
};

describe('readPersonalHome', () => {
  it('reads a personal home and drops malformed entries', () => {
    const home = readPersonalHome(answer);
    expect(home?.stream).toBe('commerce');
    expect(home?.continueReading.map((item) => [item.title, item.page])).toEqual([['Accounts', 47]]);
    expect(home?.learning).toMatchObject({ notes: 2, videos: 1, pyqs: 0 });
    expect(home?.learning.newest).toHaveLength(1);
    expect(home?.newInStream.map((item) => item.title)).toEqual(['GST']);
  });

  it('refuses an error answer or a malformed body', () => {
    expect(readPersonalHome({ success: false, message: 'Please login.' })).toBeNull();
    expect(readPersonalHome(null)).toBeNull();
    expect(readPersonalHome({ success: true })).toBeNull();
  });

  it('treats an unknown stream as none chosen', () => {
    expect(readPersonalHome({ ...answer, stream: 'physics' })?.stream).toBeNull();
  });
});

describe('itemListPath', () => {
  it('leads to the item’s list in its stream', () => {
    expect(itemListPath({ type: 'pyq', category: 'artscivils' })).toBe('/Q-paper?category=artscivils');
    expect(itemListPath({ type: 'course', category: 'commerce' })).toBe('/cource?category=commerce');
  });
});
