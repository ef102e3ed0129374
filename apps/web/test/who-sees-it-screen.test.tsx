import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  addNotesBodySchema,
  classesResponseSchema,
  classPageResponseSchema,
  itemAudienceBodySchema,
  itemAudienceResponseSchema,
  noteResponseSchema,
  uploadResponseSchema,
} from '@prepshelf/contract';
import { NoteUpdatePage, NoteUploadPage } from '../src/features/manage-content/pages/note-form-page';
import { setLanguage } from '../src/lib/i18n/i18n';
import { aClass, aNote, answer, failure } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

/*
 * "Who sees it" on the content forms: Everyone (the library as before) or only some of the classes the
 * staff member manages, each in a unit; the choice is saved through PUT /api/classes/audience/….
 */

const COSTING = '00000000-0000-4000-8000-0000000c1000';
const AUDITING = '00000000-0000-4000-8000-0000000c2000';
const PHYSICS = '00000000-0000-4000-8000-0000000c3000';
const ARCHIVED = '00000000-0000-4000-8000-0000000c4000';
const COSTING_UNIT_2 = '00000000-0000-4000-8000-0000000c1002';
const AUDITING_UNIT_1 = '00000000-0000-4000-8000-0000000c2001';

const CLASSES = [
  aClass(COSTING, 'B.Com Sem 3 — Cost Accounting'),
  aClass(AUDITING, 'B.Com Sem 5 — Auditing'),
  // Taught by someone else (an Instructor sees it as a member would): not offered.
  aClass(PHYSICS, 'B.Sc Sem 1 — Physics', { canManage: false }),
  aClass(ARCHIVED, 'Archived class', { status: 'archived' }),
];

const answerClasses = http.get('/api/classes', () =>
  answer(classesResponseSchema, { success: true, classes: CLASSES }),
);
const answerClassPage = http.get('/api/classes/:classId', ({ params }) =>
  answer(classPageResponseSchema, {
    success: true,
    class: CLASSES.find((entry) => entry._id === params.classId),
    units: [
      { _id: String(params.classId).replace(/000$/, '001'), name: 'Unit 1', position: 0 },
      { _id: String(params.classId).replace(/000$/, '002'), name: 'Unit 2', position: 1 },
    ],
    items: [],
    notices: [],
  }),
);
const answerUpload = http.post('/api/files/upload', () =>
  answer(uploadResponseSchema, {
    success: true,
    fileId: 'file-42',
    url: '/api/files/file-42',
    kind: 'pdf',
    isDuplicate: false,
  }),
);
const aPdf = () => new File(['%PDF-1.4 a small note'], 'costing.pdf', { type: 'application/pdf' });
const toast = () => screen.findByRole('alert');

async function fillNote(user: Awaited<ReturnType<typeof renderScreen>>['user']) {
  await user.upload(screen.getByLabelText(/^PDF file\*?$/), aPdf());
  await user.type(screen.getByLabelText(/^Title\*?$/), 'Overheads');
  await user.type(screen.getByLabelText(/^Professor\*?$/), 'Dr. Rao');
}

describe('Who sees it, on the note form', () => {
  it('starts on Everyone with the Make public switch, asking the server nothing about classes', async () => {
    await renderScreen(<NoteUploadPage />, { path: '/uploadNotes', bundles: ['app', 'staff'], role: 'Instructor' });

    const group = screen.getByRole('group', { name: 'Who sees it' });
    expect(within(group).getByRole('radio', { name: 'Everyone' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Only these classes' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Make note public' })).toBeChecked();
  });

  it('reads in Hindi', async () => {
    localStorage.clear();
    await setLanguage('hi', { remember: false });
    try {
      await renderScreen(<NoteUploadPage />, { path: '/uploadNotes', bundles: ['app', 'staff'] });
      const group = screen.getByRole('group', { name: 'इसे कौन देख सकता है' });
      expect(within(group).getByRole('radio', { name: 'सभी' })).toBeChecked();
      expect(within(group).getByRole('radio', { name: 'केवल ये कक्षाएँ' })).toBeInTheDocument();
    } finally {
      await setLanguage('en', { remember: false });
    }
  });

  it('gives a new note only to the classes ticked, each in its unit: saved not public, then the classes', async () => {
    let saved: unknown;
    let given: unknown;
    server.use(
      answerUpload,
      answerClasses,
      answerClassPage,
      http.post('/api/content/addNotes', async ({ request }) => {
        saved = await request.json();
        const data = aNote(42, addNotesBodySchema.parse(saved));
        return answer(
          noteResponseSchema,
          { success: true, message: 'Note uploaded successfully!', data },
          { status: 201 },
        );
      }),
      http.put('/api/classes/audience/note/note-42', async ({ request }) => {
        given = itemAudienceBodySchema.parse(await request.json());
        return answer(itemAudienceResponseSchema, {
          success: true,
          message: 'Who sees it is saved.',
          classes: [{ classId: COSTING, name: 'B.Com Sem 3 — Cost Accounting', unitId: COSTING_UNIT_2 }],
        });
      }),
    );
    const { user } = await renderScreen(<NoteUploadPage />, {
      path: '/uploadNotes',
      bundles: ['app', 'staff'],
      role: 'Instructor',
    });
    await fillNote(user);

    await user.click(screen.getByRole('radio', { name: 'Only these classes' }));
    const list = await screen.findByRole('list', { name: 'Your classes' });
    // Only the classes the Instructor manages and that are not archived.
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      'B.Com Sem 3 — Cost Accounting · Cost Accounting · Semester 3',
      'B.Com Sem 5 — Auditing · Cost Accounting · Semester 3',
    ]);
    expect(screen.queryByRole('switch', { name: 'Make note public' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('checkbox', { name: /^B\.Com Sem 3/ }));
    const unit = await screen.findByRole('combobox', { name: 'Unit in B.Com Sem 3 — Cost Accounting' });
    await screen.findByRole('option', { name: 'Unit 2' });
    await user.selectOptions(unit, 'Unit 2');
    await user.click(screen.getByRole('button', { name: 'Upload note' }));

    expect(await toast()).toHaveTextContent('Note uploaded successfully!');
    expect(saved).toMatchObject({ title: 'Overheads', isPublic: false });
    expect(given).toEqual({ classes: [{ classId: COSTING, unitId: COSTING_UNIT_2 }] });
  });

  it('warns when "Only these classes" has none ticked, with the first class focused, and saves nothing', async () => {
    server.use(answerUpload, answerClasses);
    const { user } = await renderScreen(<NoteUploadPage />, {
      path: '/uploadNotes',
      bundles: ['app', 'staff'],
      role: 'Instructor',
    });
    await fillNote(user);
    await user.click(screen.getByRole('radio', { name: 'Only these classes' }));
    await screen.findByRole('list', { name: 'Your classes' });
    await user.click(screen.getByRole('button', { name: 'Upload note' }));

    expect(await toast()).toHaveTextContent('Choose at least one class, or Everyone.');
    const first = screen.getAllByRole('checkbox')[0]!;
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the staff member manages no class yet', async () => {
    server.use(answerClasses);
    server.use(http.get('/api/classes', () => answer(classesResponseSchema, { success: true, classes: [] })));
    const { user } = await renderScreen(<NoteUploadPage />, {
      path: '/uploadNotes',
      bundles: ['app', 'staff'],
      role: 'Instructor',
    });
    await user.click(screen.getByRole('radio', { name: 'Only these classes' }));
    expect(await screen.findByText('You manage no classes yet. Create one under My classes first.')).toBeVisible();
  });

  it('shows the current choice when editing a class-only note, and keeps its unit', async () => {
    let given: unknown;
    let saved: unknown;
    server.use(
      answerClasses,
      answerClassPage,
      http.get('/api/classes/audience/note/note-7', () =>
        answer(itemAudienceResponseSchema, {
          success: true,
          classes: [{ classId: AUDITING, name: 'B.Com Sem 5 — Auditing', unitId: AUDITING_UNIT_1 }],
        }),
      ),
      http.put('/api/content/updateNotes/note-7', async ({ request }) => {
        saved = await request.json();
        return answer(noteResponseSchema, { success: true, message: 'Notes Updated Successfully !', data: aNote(7) });
      }),
      http.put('/api/classes/audience/note/note-7', async ({ request }) => {
        given = await request.json();
        return failure(403, 'You do not teach this class.');
      }),
    );
    const { user } = await renderScreen(<NoteUpdatePage />, {
      path: '/updatesnotes',
      bundles: ['app', 'staff'],
      role: 'Instructor',
      state: aNote(7, { isPublic: false }),
    });

    const classes = await screen.findByRole('radio', { name: 'Only these classes' });
    expect(classes).toBeChecked();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    const auditing = await screen.findByRole('checkbox', { name: /^B\.Com Sem 5 — Auditing/ });
    expect(auditing).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Unit in B.Com Sem 5 — Auditing' })).toHaveDisplayValue('Unit 1'),
    );

    await user.click(screen.getByRole('checkbox', { name: /^B\.Com Sem 3 — Cost Accounting/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // The note is saved; the classes are refused, and the form says what happened.
    expect(await toast()).toHaveTextContent('Saved, but not given to the classes: You do not teach this class.');
    expect(saved).toMatchObject({ isPublic: false });
    expect(given).toEqual({
      classes: [
        { classId: AUDITING, unitId: AUDITING_UNIT_1 },
        { classId: COSTING, unitId: null },
      ],
    });
  });

  it('puts a class-only note back in the library with Everyone, the Make public switch on, and leaves its classes', async () => {
    let saved: unknown;
    server.use(
      http.get('/api/classes/audience/note/note-8', () =>
        answer(itemAudienceResponseSchema, {
          success: true,
          classes: [{ classId: AUDITING, name: 'B.Com Sem 5 — Auditing', unitId: null }],
        }),
      ),
      answerClasses,
      answerClassPage,
      http.put('/api/content/updateNotes/note-8', async ({ request }) => {
        saved = await request.json();
        return answer(noteResponseSchema, { success: true, message: 'Notes Updated Successfully !', data: aNote(8) });
      }),
    );
    const { user } = await renderScreen(<NoteUpdatePage />, {
      path: '/updatesnotes',
      bundles: ['app', 'staff'],
      role: 'Instructor',
      state: aNote(8, { isPublic: false }),
    });
    expect(await screen.findByRole('radio', { name: 'Only these classes' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Everyone' }));
    expect(screen.getByRole('switch', { name: 'Make note public' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await toast()).toHaveTextContent('Note updated successfully!');
    // No PUT of the audience went out (MSW fails a test on an unanswered request).
    expect(saved).toMatchObject({ isPublic: true });
  });
});
