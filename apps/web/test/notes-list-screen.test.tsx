import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  dashboardContentResponseSchema,
  languageResponseSchema,
  updateLanguageBodySchema,
  type NoteItem,
} from '@prepshelf/contract';
import { LanguageSwitch } from '../src/components/layout/language-switch';
import { NotesListPage } from '../src/features/manage-content/pages/notes-list-page';
import { aNote, answer, failure } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

const LIST_PATH = '/dashboard/dashboard-notes';

/** The dashboard's notes as the server pages them: `limit` a page, the page asked for. */
function answerNotes(notes: NoteItem[], asked: URL[] = []) {
  return http.get('/api/content/dashbordContent', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const found = notes.filter((note) => note.title.toLowerCase().includes(search));
    return answer(dashboardContentResponseSchema, {
      success: true,
      type: 'notes',
      results: found.slice((page - 1) * limit, page * limit),
      total: found.length,
      page,
      limit,
    });
  });
}

const renderNotesList = (path = LIST_PATH) =>
  renderScreen(<NotesListPage />, { path, bundles: ['app', 'staff'], role: 'Admin' });

const rowTitles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the dashboard notes list', () => {
  it('shows five notes a page, asks the server for the page picked and keeps it in the address', async () => {
    const notes = Array.from({ length: 7 }, (_, index) => aNote(index + 1));
    const asked: URL[] = [];
    server.use(answerNotes(notes, asked));
    const { user } = await renderNotesList();

    expect(await screen.findByRole('cell', { name: 'Note 1' })).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Note 1', 'Note 2', 'Note 3', 'Note 4', 'Note 5']);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(asked[0]?.searchParams.get('type')).toBe('notes');
    expect(asked[0]?.searchParams.get('category')).toBe('sciTechnology');
    expect(asked[0]?.searchParams.get('status')).toBe('public');

    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('cell', { name: 'Note 6' })).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Note 6', 'Note 7']);
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
    expect(asked.at(-1)?.searchParams.get('page')).toBe('2');
    expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('opens on the page the address names', async () => {
    server.use(answerNotes(Array.from({ length: 12 }, (_, index) => aNote(index + 1))));
    await renderNotesList(`${LIST_PATH}?page=3`);

    expect(await screen.findByRole('cell', { name: 'Note 11' })).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Note 11', 'Note 12']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches from page 1 with the words typed, trimmed, and keeps them in the address', async () => {
    const notes = [...Array.from({ length: 7 }, (_, index) => aNote(index + 1)), aNote(8, { title: 'Thermodynamics' })];
    const asked: URL[] = [];
    server.use(answerNotes(notes, asked));
    const { user } = await renderNotesList(`${LIST_PATH}?page=2`);

    expect(await screen.findByRole('cell', { name: 'Note 6' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search notes' }), '  thermo ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(asked.at(-1)?.searchParams.get('search')).toBe('thermo'));
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
    expect(new URLSearchParams(window.location.search).get('search')).toBe('thermo');
    expect(screen.getByRole('searchbox', { name: 'Search notes' })).toHaveValue('thermo');
    expect(await screen.findByRole('cell', { name: 'Thermodynamics' })).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Thermodynamics']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says "No Data Found! Plese Check internet connection" and shows no pagination when there are no notes', async () => {
    server.use(answerNotes([]));
    await renderNotesList();

    expect(await screen.findByText('No Data Found! Plese Check internet connection')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal with a way to ask again", async () => {
    server.use(http.get('/api/content/dashbordContent', () => failure(403, 'You are not allowed to do that.')));
    const { user } = await renderNotesList();

    expect(await screen.findByText('You are not allowed to do that.')).toBeInTheDocument();
    server.use(answerNotes([aNote(1)]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Note 1' })).toBeInTheDocument();
  });
});

describe('the dashboard notes list in Hindi', () => {
  it('switches its columns and pagination to Hindi with the language switch, and saves the choice on the account', async () => {
    const saved: string[] = [];
    server.use(
      answerNotes(Array.from({ length: 7 }, (_, index) => aNote(index + 1))),
      http.put('/api/account/language', async ({ request }) => {
        const { language } = updateLanguageBodySchema.parse(await request.json());
        saved.push(language);
        return answer(languageResponseSchema, { success: true, message: 'Your language has been saved.', language });
      }),
    );
    const { user } = await renderScreen(
      <>
        <LanguageSwitch />
        <NotesListPage />
      </>,
      { path: LIST_PATH, bundles: ['app', 'staff'], role: 'Admin' },
    );

    expect(await screen.findByRole('columnheader', { name: 'Title' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /हिन्दी/ }));

    expect(await screen.findByRole('columnheader', { name: 'शीर्षक' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /अगला/ })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Note 1' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual(['hi']));
  });
});

describe('deleting a note from the list', () => {
  it('asks Yes / No first, and No deletes nothing', async () => {
    let deletes = 0;
    server.use(
      answerNotes([aNote(1), aNote(2)]),
      http.delete('/api/content/deleteNote/:id', () => {
        deletes += 1;
        return HttpResponse.json({ success: true, message: 'Successfully delete Notes !' });
      }),
    );
    const { user } = await renderNotesList();

    await user.click(await screen.findByRole('button', { name: 'Delete Note 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent('“Note 2” will be removed for everyone');

    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toBe(0);
    expect(screen.getByRole('cell', { name: 'Note 2' })).toBeInTheDocument();
  });

  it('deletes on Yes, says "Successfully delete Notes !" and shows the list without the note', async () => {
    let notes = [aNote(1), aNote(2)];
    const deleted: string[] = [];
    server.use(
      http.get('/api/content/dashbordContent', ({ request }) => {
        const url = new URL(request.url);
        return answer(dashboardContentResponseSchema, {
          success: true,
          type: 'notes',
          results: notes,
          total: notes.length,
          page: Number(url.searchParams.get('page')),
          limit: Number(url.searchParams.get('limit')),
        });
      }),
      http.delete('/api/content/deleteNote/:id', ({ params }) => {
        const id = String(params.id);
        deleted.push(id);
        notes = notes.filter((note) => note._id !== id);
        return HttpResponse.json({ success: true, message: 'Successfully delete Notes !' });
      }),
    );
    const { user } = await renderNotesList();

    await user.click(await screen.findByRole('button', { name: 'Delete Note 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Successfully delete Notes !');
    expect(deleted).toEqual(['note-2']);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Note 2' })).not.toBeInTheDocument());
    expect(rowTitles()).toEqual(['Note 1']);
  });

  it('says "Faild to  delete Notes" when the server refuses', async () => {
    server.use(
      answerNotes([aNote(1)]),
      http.delete('/api/content/deleteNote/:id', () => failure(404, 'Not found')),
    );
    const { user } = await renderNotesList();

    await user.click(await screen.findByRole('button', { name: 'Delete Note 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Faild to  delete Notes', {
      normalizeWhitespace: false,
    });
    expect(screen.getByRole('cell', { name: 'Note 1' })).toBeInTheDocument();
  });
});
