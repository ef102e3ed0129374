import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  messageResponseSchema,
  myLearningBodySchema,
  publicNotesResponseSchema,
  readingProgressResponseSchema,
  streamBodySchema,
  streamResponseSchema,
  type NoteItem,
} from '@prepshelf/contract';
import { NotesPage } from '../src/features/content/pages/content-list-page';
import { aNote, answer } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

/** GET /api/content/getAllPublicNotes as the server pages it; every request is kept for the test to read. */
function answerPublicNotes(notes: NoteItem[], asked: URLSearchParams[] = []) {
  server.use(
    // Each note card asks where its reader left off: none of these was opened yet.
    http.get('/api/files/:fileId/progress', () =>
      answer(readingProgressResponseSchema, { success: true, page: 0, pageCount: 12, size: 52_000 }),
    ),
    http.get('/api/content/getAllPublicNotes', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const inCategory = notes.filter((note) => note.category === query.get('category'));
      const sorted = query.get('sortBy') === 'oldest' ? [...inCategory].reverse() : inCategory;
      return answer(publicNotesResponseSchema, {
        success: true,
        data: sorted.slice((page - 1) * limit, page * limit),
        total: inCategory.length,
        page,
        limit,
      });
    }),
  );
  return asked;
}

const someNotes = (count: number) => Array.from({ length: count }, (_, index) => aNote(index + 1));
const renderNotes = (path = '/notes') => renderScreen(<NotesPage />, { path, role: 'Student' });
const query = () => new URLSearchParams(window.location.search);

describe('the public notes list', () => {
  it('shows ten notes a page, with the total, and pages on through the address', async () => {
    const asked = answerPublicNotes(someNotes(23));
    const { user } = await renderNotes();

    expect(await screen.findByText('Note 1')).toBeInTheDocument();
    expect(screen.getByText('Note 10')).toBeInTheDocument();
    expect(screen.queryByText('Note 11')).not.toBeInTheDocument();
    expect(screen.getByText(/23 items/)).toBeInTheDocument();
    expect(asked[0]?.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(await screen.findByText('Note 21')).toBeInTheDocument();
    expect(query().get('page')).toBe('3');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the last page for a page beyond the end', async () => {
    answerPublicNotes(someNotes(12));
    await renderNotes('/notes?category=sciTechnology&page=9');

    expect(await screen.findByText('Note 11')).toBeInTheDocument();
    await waitFor(() => expect(query().get('page')).toBe('2'));
  });

  it('sorts oldest first from page 1 when "Oldest-Notes" is picked', async () => {
    const asked = answerPublicNotes(someNotes(23));
    const { user } = await renderNotes('/notes?category=sciTechnology&page=2');

    expect(await screen.findByText('Note 11')).toBeInTheDocument();
    const sort = screen.getByRole('group', { name: 'Sort order' });
    expect(within(sort).getByRole('button', { name: 'Latest-Notes' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sort).getByRole('button', { name: 'Oldest-Notes' }));

    expect(await screen.findByText('Note 23')).toBeInTheDocument();
    expect(query().get('sortBy')).toBe('oldest');
    expect(query().get('page')).toBe('1');
    expect(asked.at(-1)?.get('sortBy')).toBe('oldest');
  });

  it('says "No Data Found! Plese Check internet connection" for a stream without notes, and remembers the stream picked on the device and the account', async () => {
    answerPublicNotes(someNotes(3));
    const savedStreams: unknown[] = [];
    server.use(
      http.put('/api/personal/stream', async ({ request }) => {
        const { stream } = streamBodySchema.parse(await request.json());
        savedStreams.push(stream);
        return answer(streamResponseSchema, { success: true, stream });
      }),
    );
    const { user } = await renderNotes();

    expect(await screen.findByText('Note 1')).toBeInTheDocument();
    const streams = screen.getByRole('group', { name: 'Stream' });
    await user.click(within(streams).getByRole('button', { name: 'Commerce' }));

    expect(await screen.findByText('No Data Found! Plese Check internet connection')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(query().get('category')).toBe('commerce');
    await waitFor(() => expect(savedStreams).toEqual(['commerce']));
    expect(localStorage.getItem('prepshelfStream')).toBe('commerce');
  });
});

describe('adding a note to My Learning from the list', () => {
  it('asks Close / Confirm; Close sends nothing, Confirm adds it, says so and marks the card', async () => {
    const notes = someNotes(2);
    answerPublicNotes(notes);
    const added: unknown[] = [];
    server.use(
      // The server keeps it, so the list asked again afterwards still shows it in My Learning.
      http.post('/api/content/addInMylearning', async ({ request }) => {
        const body = myLearningBodySchema.parse(await request.json());
        added.push(body);
        const index = notes.findIndex((note) => note._id === body.contentId);
        const note = notes[index];
        if (note) notes[index] = { ...note, isWatching: true };
        return answer(messageResponseSchema, { success: true, message: 'Added to My Learning.' });
      }),
    );
    const { user } = await renderNotes();

    await user.click(await screen.findByRole('button', { name: 'Add to My Learning: Note 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add to My Learning?' });
    expect(dialog).toHaveTextContent('Keep “Note 2” in My Learning to find these notes again quickly.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(added).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add to My Learning: Note 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Add to My Learning?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Added to My Learning.');
    expect(added).toEqual([{ contentId: 'note-2', contentType: 'Note' }]);
    expect(await screen.findByRole('button', { name: 'Remove from My Learning: Note 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to My Learning: Note 1' })).toBeInTheDocument();
  });
});
