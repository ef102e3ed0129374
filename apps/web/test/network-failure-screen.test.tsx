import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  publicNotesResponseSchema,
  readingProgressResponseSchema,
  searchContentResponseSchema,
} from '@prepshelf/contract';
import { NotesPage } from '../src/features/content/pages/content-list-page';
import { setLanguage } from '../src/lib/i18n/i18n';
import { SearchResultsPage } from '../src/features/search/pages/search-results-page';
import { aNote, answer } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

/**
 * A request the network drops (MSW's network error: fetch rejects, as offline or on a cut connection)
 * while the browser still says it is online: the screen says it could not reach PrepShelf, offers Try
 * again, and never shows its "nothing found" text for it.
 */
function failThenAnswer(path: string, body: () => Response) {
  let calls = 0;
  server.use(
    http.get(path, () => {
      calls += 1;
      return calls === 1 ? HttpResponse.error() : body();
    }),
  );
  return () => calls;
}

describe('a network failure', () => {
  it('on search says PrepShelf could not be reached, not "No content found", and Try again searches again', async () => {
    const calls = failThenAnswer('/api/content/searchContent', () =>
      answer(searchContentResponseSchema, {
        success: true,
        results: [{ ...aNote(1), rank: 1 }],
        total: 1,
        page: 1,
        limit: 12,
      }),
    );
    const { user } = await renderScreen(<SearchResultsPage />, { path: '/searchcontent?search=thermo' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Can't reach PrepShelf");
    expect(alert).toHaveTextContent('Please check your internet connection');
    expect(screen.queryByText('No content found for your search.')).not.toBeInTheDocument();
    expect(screen.queryByText('Somthing went wrong.!')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Note 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls()).toBe(2);
    // A result can be shared like a card of the lists.
    expect(screen.getByRole('button', { name: 'Share Note 1' })).toBeInTheDocument();
  });

  it('on a content list says so with Try again, never the empty-list text, and Try again loads the list', async () => {
    let isDown = true;
    server.use(
      http.get('/api/files/:fileId/progress', () =>
        answer(readingProgressResponseSchema, { success: true, page: 0, pageCount: 12, size: 52_000 }),
      ),
      http.get('/api/content/getAllPublicNotes', ({ request }) => {
        if (isDown) return HttpResponse.error();
        const limit = Number(new URL(request.url).searchParams.get('limit'));
        return answer(publicNotesResponseSchema, { success: true, data: [aNote(1)], total: 1, page: 1, limit });
      }),
    );
    const { user } = await renderScreen(<NotesPage />, { path: '/notes', role: 'Student' });

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("Can't reach PrepShelf");
    expect(screen.queryByText('No Data Found! Plese Check internet connection')).not.toBeInTheDocument();

    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Note 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("when the browser knows it is offline says so in the page's language (Hindi)", async () => {
    server.use(http.get('/api/content/searchContent', () => HttpResponse.error()));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await setLanguage('hi', { remember: false });
      await renderScreen(<SearchResultsPage />, { path: '/searchcontent?search=thermo' });

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('इंटरनेट कनेक्शन नहीं है');
      expect(alert).toHaveTextContent('सेव किए गए नोट्स आपकी ऑफ़लाइन शेल्फ़ पर हैं');
      expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });
});
