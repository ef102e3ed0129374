import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@prepshelf/contract';
import { courseLectures, myLearning, notes } from '../../db/schema/index.ts';
import { type Caller, useContentTests, type ContentAnswer as Answer } from '../../../test/support/content.ts';

const c = useContentTests();

const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  c.t.app.inject({ method, url: `/api/content/${path}`, headers: c.accounts.headers(caller), payload });

const protectedFields = {
  _id: '11111111-1111-4111-8111-111111111111',
  ownerId: '22222222-2222-4222-8222-222222222222',
  owner: 'someone else',
  createdAt: '2001-01-01T00:00:00.000Z',
  updatedAt: '2001-01-01T00:00:00.000Z',
  isWatching: true,
  type: 'course',
  searchVector: 'x',
  role: 'Admin',
};

describe('adding content', () => {
  it('a note takes only the form’s fields: protected and unknown fields are ignored, the caller owns it', async () => {
    const response = await call('Instructor owner', 'POST', 'addNotes', {
      ...protectedFields,
      title: '  Heat engines  ',
      professor: 'Prof. Rao',
      fileUrl: c.pdf,
      tags: ' heat, entropy ,, cycles ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<Answer>();
    expect(body).toMatchObject({
      success: true,
      message: 'Note uploaded successfully!',
      data: {
        type: 'note',
        title: 'Heat engines',
        description: '',
        professor: 'Prof. Rao',
        category: 'sciTechnology',
        status: 'public',
        isPublic: true,
        tags: ['heat', 'entropy', 'cycles'],
        fileUrl: c.pdf,
        isWatching: false,
        ownerId: c.accounts.ids['Instructor owner'],
      },
    });
    expect(body.data._id).not.toBe(protectedFields._id);
    expect(body.data.createdAt).toBe(c.t.clock.now().toISOString());
    const [row] = await c.t.database.db.select().from(notes).where(eq(notes.id, body.data._id));
    expect(row?.ownerId).toBe(c.accounts.ids['Instructor owner']);
    expect(row?.createdAt.toISOString()).toBe(c.t.clock.now().toISOString());
  });

  it('a note needs a stored PDF: an image or an unknown id is 415, a missing one 400', async () => {
    const base = { title: 'T', professor: 'P' };
    expect((await call('Admin', 'POST', 'addNotes', { ...base, fileUrl: c.image })).statusCode).toBe(415);
    expect((await call('Admin', 'POST', 'addNotes', { ...base, fileUrl: 'f'.repeat(64) })).statusCode).toBe(415);
    const missing = await call('Admin', 'POST', 'addNotes', base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Answer>().message).toContain(VALIDATION.notesPdf);
  });

  it('a note without title or professor is refused with the spec’s warning', async () => {
    const response = await call('Admin', 'POST', 'addNotes', { title: ' ', professor: 'P', fileUrl: c.pdf });
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>()).toEqual({ success: false, message: `title: ${VALIDATION.notesTitleProfessor}` });
  });

  it('an unknown category or status is a readable 400', async () => {
    const response = await call('Admin', 'POST', 'addNotes', {
      title: 'T',
      professor: 'P',
      fileUrl: c.pdf,
      category: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>().message).toBe('category: Please choose a valid category.');
  });

  it('a PYQ takes its year as a number or numeric text', async () => {
    const response = await call('Instructor owner', 'POST', 'addPYQ', {
      title: 'Maths 2022',
      year: '2022',
      subject: 'Maths',
      fileUrl: c.pdf,
      tags: ['algebra'],
      isPublic: 'false',
      status: 'draft',
      category: 'commerce',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Answer>().data).toMatchObject({
      type: 'pyq',
      year: 2022,
      isPublic: false,
      status: 'draft',
      category: 'commerce',
    });
    const wrong = await call('Instructor owner', 'POST', 'addPYQ', {
      title: 'M',
      year: 'last year',
      subject: 'S',
      fileUrl: c.pdf,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it.each([
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'youtube.com/embed/dQw4w9WgXcQ',
    'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('a video given as %s is stored as its 11-character id', async (fileUrl) => {
    const response = await call('Admin', 'POST', 'addVideo', { title: 'V', description: 'D', fileUrl });
    expect(response.statusCode).toBe(201);
    expect(response.json<Answer>().data.fileUrl).toBe('dQw4w9WgXcQ');
  });

  it.each(['https://vimeo.com/123', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'abc', ''])(
    'a video address %j that is not YouTube is 400',
    async (fileUrl) => {
      const response = await call('Admin', 'POST', 'addVideo', { title: 'V', fileUrl });
      expect(response.statusCode).toBe(400);
    },
  );

  it('a course keeps its lectures in order and needs a stored image', async () => {
    const body = {
      title: 'Data structures',
      mentor: 'Asha',
      price: '1499',
      offerPercent: 20,
      offerPrice: 1199,
      startDate: '2026-03-01',
      courseImage: c.image,
      trialVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      lectures: [
        { title: 'Arrays', videoUrl: 'https://youtu.be/aaaaaaaaaaa' },
        { title: '', videoUrl: '' },
        { title: 'Trees', videoUrl: 'https://youtu.be/bbbbbbbbbbb' },
      ],
      ...protectedFields,
    };
    const response = await call('Instructor owner', 'POST', 'addCourse', body);
    expect(response.statusCode).toBe(201);
    expect(response.json<Answer>().data).toMatchObject({
      type: 'course',
      price: 1499,
      offerPercent: 20,
      courseLevel: 'Intermediate',
      startDate: '2026-03-01',
      courseImage: c.image,
      trialVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      isWatching: false,
      lectures: [
        { title: 'Arrays', videoUrl: 'https://youtu.be/aaaaaaaaaaa' },
        { title: 'Trees', videoUrl: 'https://youtu.be/bbbbbbbbbbb' },
      ],
    });
    expect((await call('Admin', 'POST', 'addCourse', { ...body, courseImage: c.pdf })).statusCode).toBe(415);
  });

  it('a course without its required fields or with a trial video off YouTube is refused with the spec’s texts', async () => {
    const missing = await call('Admin', 'POST', 'addCourse', { title: 'C', mentor: 'M', courseImage: c.image });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Answer>().message).toContain(VALIDATION.courseRequired);
    const wrongVideo = await call('Admin', 'POST', 'addCourse', {
      title: 'C',
      mentor: 'M',
      price: 1,
      courseImage: c.image,
      trialVideo: 'https://vimeo.com/1',
    });
    expect(wrongVideo.statusCode).toBe(400);
    expect(wrongVideo.json<Answer>().message).toContain(VALIDATION.courseTrialVideo);
  });
});

describe('updating content', () => {
  it('an update changes only the fields sent and ignores protected ones', async () => {
    const [id] = await c.seed.notes([{ ownerId: c.accounts.ids['Instructor owner'], title: 'Old title' }]);
    c.t.clock.advance(60_000);
    const response = await call('Instructor owner', 'PUT', `updateNotes/${id}`, {
      ...protectedFields,
      description: 'New description',
      tags: 'a,b',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Answer>()).toMatchObject({
      success: true,
      message: 'Note updated successfully!',
      data: { _id: id, title: 'Old title', description: 'New description', professor: 'Prof', tags: ['a', 'b'] },
    });
    const [row] = await c.t.database.db.select().from(notes).where(eq(notes.id, id!));
    expect(row?.ownerId).toBe(c.accounts.ids['Instructor owner']);
    expect(row?.createdAt.toISOString()).not.toBe(protectedFields.createdAt);
    expect(row?.updatedAt.toISOString()).toBe(c.t.clock.now().toISOString());
  });

  it('an Admin may change another’s item and its owner stays the same', async () => {
    const [id] = await c.seed.videos([{ ownerId: c.accounts.ids['Instructor owner'] }]);
    const response = await call('Admin', 'PUT', `updateVideo/${id}`, {
      status: 'archived',
      fileUrl: 'youtu.be/ccccccccccc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Answer>().data).toMatchObject({
      status: 'archived',
      fileUrl: 'ccccccccccc',
      ownerId: c.accounts.ids['Instructor owner'],
    });
  });

  it('an update’s file must be a stored PDF too', async () => {
    const [id] = await c.seed.pyqs([{ ownerId: c.accounts.ids['Instructor owner'] }]);
    const response = await call('Instructor owner', 'PUT', `updatePyq/${id}`, { fileUrl: c.image });
    expect(response.statusCode).toBe(415);
    const blank = await call('Instructor owner', 'PUT', `updatePyq/${id}`, { fileUrl: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<Answer>().message).toContain(VALIDATION.updatePyqPdf);
  });

  it('a course’s lectures are replaced as a whole list, and left alone when not sent', async () => {
    const [id] = await c.seed.courses(
      [{ ownerId: c.accounts.ids['Instructor owner'] }],
      [
        { title: 'One', videoUrl: '' },
        { title: 'Two', videoUrl: '' },
      ],
    );
    const renamed = await call('Instructor owner', 'PUT', `updateCourse/${id}`, { title: 'Renamed' });
    expect(renamed.json<Answer>().data.lectures).toEqual([
      { title: 'One', videoUrl: '' },
      { title: 'Two', videoUrl: '' },
    ]);
    const replaced = await call('Instructor owner', 'PUT', `updateCourse/${id}`, {
      lectures: [{ title: 'Only', videoUrl: 'https://youtu.be/ddddddddddd' }],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<Answer>().data).toMatchObject({
      title: 'Renamed',
      lectures: [{ title: 'Only', videoUrl: 'https://youtu.be/ddddddddddd' }],
    });
    const rows = await c.t.database.db.select().from(courseLectures).where(eq(courseLectures.courseId, id!));
    expect(rows).toHaveLength(1);
  });

  it('a course update with a bad lecture changes nothing', async () => {
    const [id] = await c.seed.courses(
      [{ ownerId: c.accounts.ids['Instructor owner'] }],
      [{ title: 'Kept', videoUrl: '' }],
    );
    const response = await call('Instructor owner', 'PUT', `updateCourse/${id}`, {
      title: 'Not saved',
      lectures: [{ title: '', videoUrl: 'ftp://nope' }],
    });
    expect(response.statusCode).toBe(400);
    const rows = await c.t.database.db.select().from(courseLectures).where(eq(courseLectures.courseId, id!));
    expect(rows.map((row) => row.title)).toEqual(['Kept']);
  });
});

describe('deleting content', () => {
  it('deleting an item takes it out of every My Learning list in the same step', async () => {
    const [id] = await c.seed.notes([{ ownerId: c.accounts.ids['Instructor owner'] }]);
    for (const caller of ['Student', 'Instructor non-owner', 'Admin'] as const) {
      const added = await call(caller, 'POST', 'addInMylearning', { contentId: id, contentType: 'Note' });
      expect(added.statusCode).toBe(200);
    }
    const [keptNote] = await c.seed.notes([{ ownerId: c.accounts.ids['Instructor owner'] }]);
    await call('Student', 'POST', 'addInMylearning', { contentId: keptNote, contentType: 'Note' });

    const response = await call('Instructor owner', 'DELETE', `deleteNote/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Answer>()).toEqual({ success: true, message: 'Successfully delete Notes !' });
    const left = await c.t.database.db.select().from(myLearning).where(eq(myLearning.contentId, id!));
    expect(left).toHaveLength(0);
    const mine = await call('Student', 'GET', 'getDatafromMyLearning');
    expect(mine.json<Answer>().notesData.map((note: { _id: string }) => note._id)).toEqual([keptNote]);
    expect((await call('Admin', 'DELETE', `deleteNote/${id}`)).statusCode).toBe(404);
  });

  it('deleting a course removes its lectures', async () => {
    const [id] = await c.seed.courses(
      [{ ownerId: c.accounts.ids['Instructor owner'] }],
      [{ title: 'L', videoUrl: '' }],
    );
    expect((await call('Admin', 'DELETE', `deleteCourse/${id}`)).json<Answer>().message).toBe(
      'Successfully delete Course !',
    );
    const rows = await c.t.database.db.select().from(courseLectures).where(eq(courseLectures.courseId, id!));
    expect(rows).toHaveLength(0);
  });
});
