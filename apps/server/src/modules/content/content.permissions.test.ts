import { describe, expect, it } from 'vitest';
import { CALLERS, type Caller, useContentTests } from '../../../test/support/content.ts';

const c = useContentTests();

type Kind = 'notes' | 'pyqs' | 'videos' | 'courses';
const KINDS = [
  { kind: 'notes', add: 'addNotes', update: 'updateNotes', remove: 'deleteNote', list: 'getAllPublicNotes' },
  { kind: 'pyqs', add: 'addPYQ', update: 'updatePyq', remove: 'deletePYQ', list: 'getAllPublicPYQ' },
  { kind: 'videos', add: 'addVideo', update: 'updateVideo', remove: 'deleteVideo', list: 'getAllPublicVideo' },
  { kind: 'courses', add: 'addCourse', update: 'updateCourse', remove: 'deleteCourse', list: 'getAllPublicCourse' },
] as const satisfies readonly { kind: Kind; add: string; update: string; remove: string; list: string }[];

const validBody = (kind: Kind): Record<string, unknown> => {
  switch (kind) {
    case 'notes':
      return { title: 'Thermodynamics', professor: 'Prof. Rao', fileUrl: c.pdf, tags: 'heat, entropy' };
    case 'pyqs':
      return { title: 'Physics 2023', year: 2023, subject: 'Physics', fileUrl: c.pdf, tags: ['physics'] };
    case 'videos':
      return { title: 'Entropy explained', description: 'A talk', fileUrl: 'https://youtu.be/dQw4w9WgXcQ' };
    case 'courses':
      return {
        title: 'Full stack',
        mentor: 'Asha',
        price: 999,
        courseImage: c.image,
        trialVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        lectures: [{ title: 'Intro', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }],
      };
    default:
      throw new Error(kind satisfies never);
  }
};

const ownedItem = async (kind: Kind, status: 'public' | 'draft' = 'public') => {
  const [id] = await c.seed[kind]([{ ownerId: c.accounts.ids['Instructor owner'], status }]);
  return id!;
};

const STAFF_ONLY: Record<Caller, number> = {
  anonymous: 401,
  Student: 403,
  'Instructor owner': 200,
  'Instructor non-owner': 200,
  Admin: 200,
};
const OWNER_OR_ADMIN: Record<Caller, number> = { ...STAFF_ONLY, 'Instructor non-owner': 403 };
const LOGGED_IN: Record<Caller, number> = { ...STAFF_ONLY, Student: 200 };

describe.each(KINDS)('authorization of the $kind routes', ({ kind, add, update, remove, list }) => {
  it.each(CALLERS)(`POST ${add} as %s: 401 anonymous, 403 Student, 201 staff`, async (caller) => {
    const response = await c.t.app.inject({
      method: 'POST',
      url: `/api/content/${add}`,
      headers: c.accounts.headers(caller),
      payload: validBody(kind),
    });
    expect(response.statusCode).toBe(STAFF_ONLY[caller] === 200 ? 201 : STAFF_ONLY[caller]);
  });

  it.each(CALLERS)(`PUT ${update} as %s: only the owner and an Admin may change an item`, async (caller) => {
    const id = await ownedItem(kind);
    const response = await c.t.app.inject({
      method: 'PUT',
      url: `/api/content/${update}/${id}`,
      headers: c.accounts.headers(caller),
      payload: { title: `Changed by ${caller}` },
    });
    expect(response.statusCode).toBe(OWNER_OR_ADMIN[caller]);
    const after = await c.t.app.inject({
      method: 'GET',
      url: `/api/content/${list}?page=1&limit=100`,
      headers: c.accounts.headers('Admin'),
    });
    const titles = (after.json<{ data: { _id: string; title: string }[] }>().data ?? []).filter(
      (item) => item._id === id,
    );
    expect(titles[0]?.title).toBe(OWNER_OR_ADMIN[caller] === 200 ? `Changed by ${caller}` : 'An item');
  });

  it.each(CALLERS)(`DELETE ${remove} as %s: only the owner and an Admin may delete an item`, async (caller) => {
    const id = await ownedItem(kind);
    const response = await c.t.app.inject({
      method: 'DELETE',
      url: `/api/content/${remove}/${id}`,
      headers: { ...c.accounts.headers(caller), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(OWNER_OR_ADMIN[caller]);
  });

  it.each(CALLERS)(`GET ${list} as %s needs a login and nothing more`, async (caller) => {
    const response = await c.t.app.inject({
      method: 'GET',
      url: `/api/content/${list}`,
      headers: c.accounts.headers(caller),
    });
    expect(response.statusCode).toBe(LOGGED_IN[caller]);
  });

  it.each(['Instructor owner', 'Admin'] as const)(
    `a missing ${kind} item is 404 to %s on update and delete`,
    async (caller) => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const changed = await c.t.app.inject({
          method: 'PUT',
          url: `/api/content/${update}/${id}`,
          headers: c.accounts.headers(caller),
          payload: { title: 'x' },
        });
        expect(changed.statusCode).toBe(404);
        const deleted = await c.t.app.inject({
          method: 'DELETE',
          url: `/api/content/${remove}/${id}`,
          headers: c.accounts.headers(caller),
        });
        expect(deleted.statusCode).toBe(404);
      }
    },
  );

  it(`an anonymous or Student call to ${add} is refused before its body is read`, async () => {
    for (const [caller, status] of [
      ['anonymous', 401],
      ['Student', 403],
    ] as const) {
      const response = await c.t.app.inject({
        method: 'POST',
        url: `/api/content/${add}`,
        headers: c.accounts.headers(caller),
        payload: { nonsense: true },
      });
      expect(response.statusCode).toBe(status);
    }
  });
});

describe('authorization of the staff and My Learning routes', () => {
  it.each(CALLERS)('GET getLatestUpload as %s: staff only', async (caller) => {
    const response = await c.t.app.inject({
      method: 'GET',
      url: '/api/content/getLatestUpload',
      headers: c.accounts.headers(caller),
    });
    expect(response.statusCode).toBe(STAFF_ONLY[caller]);
  });

  it.each(CALLERS)('GET dashbordContent as %s: staff only', async (caller) => {
    const response = await c.t.app.inject({
      method: 'GET',
      url: '/api/content/dashbordContent?type=video',
      headers: c.accounts.headers(caller),
    });
    expect(response.statusCode).toBe(STAFF_ONLY[caller]);
  });

  it.each(CALLERS)('addInMylearning and removeFromMyLearning of a public item as %s need a login', async (caller) => {
    const id = await ownedItem('notes');
    for (const path of ['addInMylearning', 'removeFromMyLearning']) {
      const response = await c.t.app.inject({
        method: 'POST',
        url: `/api/content/${path}`,
        headers: c.accounts.headers(caller),
        payload: { contentId: id, contentType: 'Note' },
      });
      expect(response.statusCode).toBe(LOGGED_IN[caller]);
    }
  });

  it.each(CALLERS)(
    'addInMylearning of an Instructor’s draft as %s: only its owner and an Admin see it',
    async (caller) => {
      const id = await ownedItem('videos', 'draft');
      const response = await c.t.app.inject({
        method: 'POST',
        url: '/api/content/addInMylearning',
        headers: c.accounts.headers(caller),
        payload: { contentId: id, contentType: 'Video' },
      });
      const expected: Record<Caller, number> = {
        anonymous: 401,
        Student: 404,
        'Instructor owner': 200,
        'Instructor non-owner': 404,
        Admin: 200,
      };
      expect(response.statusCode).toBe(expected[caller]);
    },
  );

  it.each(CALLERS)('GET getDatafromMyLearning as %s needs a login', async (caller) => {
    const response = await c.t.app.inject({
      method: 'GET',
      url: '/api/content/getDatafromMyLearning',
      headers: c.accounts.headers(caller),
    });
    expect(response.statusCode).toBe(LOGGED_IN[caller]);
  });
});
