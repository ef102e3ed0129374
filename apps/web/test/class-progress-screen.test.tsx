import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { classProgressResponseSchema } from '@prepshelf/contract';
import { ClassProgress } from '../src/features/classes/components/class-progress';
import { answer } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

/* Who studies what, on a class page for its staff: per material and per student. */

const CLASS = '00000000-0000-4000-8000-0000000c1000';
const UNIT = '00000000-0000-4000-8000-0000000c1001';
const NOTE = '00000000-0000-4000-8000-00000000a001';
const PAPER = '00000000-0000-4000-8000-00000000a002';
const member = (index: number, name: string) => ({
  _id: `00000000-0000-4000-8000-00000000b00${index}`,
  username: name,
  email: `${name.toLowerCase()}@college.example.edu`,
  lastActiveAt: index === 3 ? null : '2026-12-01T10:00:00.000Z',
  opened: index === 1 ? 1 : 0,
});
const MEMBERS = [member(1, 'Asha'), member(2, 'Bilal'), member(3, 'Chitra')];

const answerProgress = http.get(`/api/classes/${CLASS}/progress`, () =>
  answer(classProgressResponseSchema, {
    success: true,
    class: { _id: CLASS, name: 'B.Com Sem 3 — Cost Accounting' },
    units: [{ _id: UNIT, name: 'Unit 1', position: 0 }],
    items: [
      { type: 'note', _id: NOTE, title: 'Overheads', unitId: UNIT, isPdf: true, opened: 1 },
      { type: 'pyq', _id: PAPER, title: 'Paper 2024', unitId: null, isPdf: true, opened: 0 },
    ],
    members: MEMBERS,
    opens: [
      {
        type: 'note',
        itemId: NOTE,
        userId: MEMBERS[0]!._id,
        lastOpenedAt: '2026-12-01T10:00:00.000Z',
        openCount: 1,
        page: 4,
        pageCount: 12,
      },
    ],
  }),
);

describe('who studies what in a class', () => {
  it('shows per material how many opened it, the pages read, and who has not', async () => {
    server.use(answerProgress);
    const { user } = await renderScreen(<ClassProgress classId={CLASS} />, { role: 'Instructor' });

    const list = await screen.findByRole('list', { name: 'By material' });
    const [overheads, paper] = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === list);
    expect(overheads).toHaveTextContent('1 of 3 opened');
    expect(paper).toHaveTextContent('0 of 3 opened');
    await user.click(within(overheads!).getByText('Who opened Overheads'));
    expect(within(overheads!).getByText('4 pages read (of 12)')).toBeVisible();
    expect(within(overheads!).getByRole('heading', { name: 'Not opened yet (2)' })).toBeVisible();
    expect(within(overheads!).getByText('Bilal')).toBeVisible();
    expect(within(overheads!).getByText('Chitra')).toBeVisible();
  });

  it('shows per student what they opened and when they were last active', async () => {
    server.use(answerProgress);
    const { user } = await renderScreen(<ClassProgress classId={CLASS} />, { role: 'Instructor' });

    await user.click(await screen.findByRole('button', { name: 'By student' }));
    expect(screen.getByRole('button', { name: 'By student' })).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('list', { name: 'By student' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === list);
    expect(rows[0]).toHaveTextContent('Opened 1 of 2');
    expect(rows[2]).toHaveTextContent('never active yet');
    await user.click(within(rows[0]!).getByText('What Asha opened'));
    expect(within(rows[0]!).getByText('Overheads')).toBeVisible();
  });
});
