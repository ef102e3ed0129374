import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { myLearning, notes } from '../../db/schema/index.ts';
import { type Caller, useContentTests, type ContentAnswer as Answer } from '../../../test/support/content.ts';

const c = useContentTests();

const post = (caller: Caller, path: 'addInMylearning' | 'removeFromMyLearning', payload: object) =>
  c.t.app.inject({ method: 'POST', url: `/api/content/${path}`, headers: c.accounts.headers(caller), payload });
const mine = async (caller: Caller) => {
  const response = await c.t.app.inject({
    method: 'GET',
    url: '/api/content/getDatafromMyLearning',
    headers: c.accounts.headers(caller),
  });
  expect(response.statusCode).toBe(200);
  return response.json<
    Record<'notesData' | 'videoData' | 'pyqData', { _id: string; isWatching: boolean; type: string }[]>
  >();
};

describe('My Learning', () => {
  it('adding twice keeps one entry and both answers are friendly', async () => {
    const [id] = await c.seed.notes([{}]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await post('Student', 'addInMylearning', { contentId: id, contentType: 'Note' });
      expect(response.statusCode).toBe(200);
      expect(response.json<Answer>()).toEqual({ success: true, message: 'Added to My Learning.' });
    }
    const rows = await c.t.database.db
      .select()
      .from(myLearning)
      .where(and(eq(myLearning.contentId, id!), eq(myLearning.userId, c.accounts.ids.Student)));
    expect(rows).toHaveLength(1);
  });

  it('removing twice is fine, and so is removing a visible item that was never added', async () => {
    const [id, never] = await c.seed.pyqs([{}, {}]);
    await post('Student', 'addInMylearning', { contentId: id, contentType: 'PYQ' });
    for (const contentId of [id, id, never]) {
      const response = await post('Student', 'removeFromMyLearning', { contentId, contentType: 'PYQ' });
      expect(response.statusCode).toBe(200);
      expect(response.json<Answer>()).toEqual({ success: true, message: 'Removed from My Learning.' });
    }
    expect((await mine('Student')).pyqData.map((item) => item._id)).not.toContain(id);
  });

  it('an item that does not exist, or of another type, is 404', async () => {
    const [noteId] = await c.seed.notes([{}]);
    for (const payload of [
      { contentId: '00000000-0000-4000-8000-000000000000', contentType: 'Note' },
      { contentId: 'not-an-id', contentType: 'Note' },
      { contentId: noteId, contentType: 'Video' },
    ]) {
      expect((await post('Student', 'addInMylearning', payload)).statusCode).toBe(404);
      expect((await post('Student', 'removeFromMyLearning', payload)).statusCode).toBe(404);
    }
  });

  it.each([
    { status: 'draft', isPublic: true },
    { status: 'archived', isPublic: true },
    { status: 'public', isPublic: false },
  ] as const)('a Student may not add an item with status $status and isPublic $isPublic', async (hidden) => {
    const [id] = await c.seed.videos([{ ...hidden, ownerId: c.accounts.ids['Instructor owner'] }]);
    expect((await post('Student', 'addInMylearning', { contentId: id, contentType: 'Video' })).statusCode).toBe(404);
    expect(
      (await post('Instructor owner', 'addInMylearning', { contentId: id, contentType: 'Video' })).statusCode,
    ).toBe(200);
  });

  it('a body without contentId or with another contentType is a readable 400', async () => {
    const missing = await post('Student', 'addInMylearning', { contentType: 'Note' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Answer>().message).toContain('contentId is required.');
    const course = await post('Student', 'addInMylearning', { contentId: 'x', contentType: 'Course' });
    expect(course.statusCode).toBe(400);
    expect(course.json<Answer>().message).toContain('contentType must be Note, PYQ or Video.');
  });

  it('getDatafromMyLearning answers the three lists with full items, newest first, isWatching true', async () => {
    const [noteA, noteB] = await c.seed.notes([{ title: 'A' }, { title: 'B' }]);
    const [video] = await c.seed.videos([{ title: 'V' }]);
    const [pyq] = await c.seed.pyqs([{ title: 'P' }]);
    await post('Instructor non-owner', 'addInMylearning', { contentId: noteA, contentType: 'Note' });
    c.t.clock.advance(1000);
    await post('Instructor non-owner', 'addInMylearning', { contentId: noteB, contentType: 'Note' });
    await post('Instructor non-owner', 'addInMylearning', { contentId: video, contentType: 'Video' });
    await post('Instructor non-owner', 'addInMylearning', { contentId: pyq, contentType: 'PYQ' });
    const body = await mine('Instructor non-owner');
    expect(body.notesData.map((item) => item._id)).toEqual([noteB, noteA]);
    expect(body.videoData).toEqual([
      expect.objectContaining({ _id: video, type: 'video', isWatching: true, title: 'V' }),
    ]);
    expect(body.pyqData).toEqual([expect.objectContaining({ _id: pyq, type: 'pyq', isWatching: true, year: 2024 })]);
    expect(body.notesData.every((item) => item.isWatching)).toBe(true);
    expect((await mine('Admin')).notesData).toEqual([]);
    // Older clients read enrolledCourses: this caller has enrolled in no course.
    expect(body).toHaveProperty('enrolledCourses', []);
  });

  it('an item the user may no longer see leaves their list, and they can still remove it', async () => {
    const [id] = await c.seed.notes([{ title: 'soon hidden', ownerId: c.accounts.ids['Instructor owner'] }]);
    await post('Student', 'addInMylearning', { contentId: id, contentType: 'Note' });
    expect((await mine('Student')).notesData.map((item) => item._id)).toContain(id);
    await c.t.database.db.update(notes).set({ status: 'draft' }).where(eq(notes.id, id!));
    await c.t.app.changeFeed.sync();
    expect((await mine('Student')).notesData.map((item) => item._id)).not.toContain(id);
    expect((await post('Student', 'removeFromMyLearning', { contentId: id, contentType: 'Note' })).statusCode).toBe(
      200,
    );
    expect((await post('Student', 'removeFromMyLearning', { contentId: id, contentType: 'Note' })).statusCode).toBe(
      404,
    );
  });
});
