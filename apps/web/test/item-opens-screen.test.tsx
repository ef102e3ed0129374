import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { itemOpensResponseSchema, type ItemOpenRow } from '@prepshelf/contract';
import { ItemOpensPage } from '../src/features/opens/pages/item-opens-page';
import { answer } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

const ROWS: ItemOpenRow[] = [
  {
    _id: 'u1',
    Username: 'Asha',
    Email: 'asha@college.example.edu',
    hasOpened: true,
    firstOpenedAt: '2026-12-01T09:00:00.000Z',
    lastOpenedAt: '2026-12-03T09:00:00.000Z',
    openCount: 2,
    page: 4,
    pageCount: 12,
  },
  {
    _id: 'u2',
    Username: 'Bilal',
    Email: 'bilal@college.example.edu',
    hasOpened: false,
    firstOpenedAt: null,
    lastOpenedAt: null,
    openCount: 0,
    page: null,
    pageCount: null,
  },
];

describe('who opened an item', () => {
  it('shows how many students opened it, the pages read, who has not, and filters to those', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/opens/note/n1', ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter') ?? 'all';
        asked.push(filter);
        const rows = ROWS.filter((row) => filter === 'all' || row.hasOpened === (filter === 'opened'));
        return answer(itemOpensResponseSchema, {
          success: true,
          item: { _id: 'n1', type: 'note', title: 'Unit 3 notes' },
          students: 2,
          opened: 1,
          rows,
          total: rows.length,
          page: 1,
          limit: 50,
        });
      }),
    );
    const { user } = await renderScreen(
      <Routes>
        <Route path="/dashboard/opens/:type/:id" element={<ItemOpensPage />} />
      </Routes>,
      { path: '/dashboard/opens/note/n1', bundles: ['app', 'staff'], role: 'Instructor' },
    );
    expect(await screen.findByRole('heading', { name: 'Who opened “Unit 3 notes”' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2 students opened it.')).toBeInTheDocument();
    const asha = screen.getByRole('row', { name: /Asha/ });
    expect(
      within(asha)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['2', '4 of 12']);
    expect(within(screen.getByRole('row', { name: /Bilal/ })).getByText('Not opened')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Not yet' }));
    expect(await screen.findByRole('row', { name: /Bilal/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Asha/ })).not.toBeInTheDocument();
    expect(asked).toEqual(['all', 'not-opened']);
  });
});
