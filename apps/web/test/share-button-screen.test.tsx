import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicNotesResponseSchema, readingProgressResponseSchema } from '@prepshelf/contract';
import { NotesPage } from '../src/features/content/pages/content-list-page';
import { setLanguage } from '../src/lib/i18n/i18n';
import { aNote, answer } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

function answerOneNote() {
  server.use(
    http.get('/api/files/:fileId/progress', () =>
      answer(readingProgressResponseSchema, { success: true, page: 0, pageCount: 12, size: 52_000 }),
    ),
    http.get('/api/content/getAllPublicNotes', ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit'));
      return answer(publicNotesResponseSchema, { success: true, data: [aNote(1)], total: 1, page: 1, limit });
    }),
  );
}

const readerLink = `${window.location.origin}/pdfviewer?view=file-1`;

describe("a card's Share", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('copies the link to the note in the reader when the browser has no share sheet, and says so', async () => {
    answerOneNote();
    const { user } = await renderScreen(<NotesPage />, { path: '/notes', role: 'Student' });
    expect('share' in navigator).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Share Note 1' }));

    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(readerLink);
  });

  it("opens the system's share sheet with the title and the link where the browser has one", async () => {
    answerOneNote();
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await renderScreen(<NotesPage />, { path: '/notes', role: 'Student' });
    await navigator.clipboard.writeText('untouched');

    await user.click(await screen.findByRole('button', { name: 'Share Note 1' }));

    expect(share).toHaveBeenCalledWith({ title: 'Note 1', url: readerLink });
    expect(await navigator.clipboard.readText()).toBe('untouched');
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('is named and says it in Hindi', async () => {
    answerOneNote();
    await setLanguage('hi', { remember: false });
    const { user } = await renderScreen(<NotesPage />, { path: '/notes', role: 'Student' });

    await user.click(await screen.findByRole('button', { name: 'Note 1 शेयर करें' }));

    expect(await screen.findByText('लिंक कॉपी हो गया')).toBeInTheDocument();
  });
});
