import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  analyticsCoursesResponseSchema,
  analyticsResponseSchema,
  classActivityResponseSchema,
  type AnalyticsResponse,
  type ClassActivity,
} from '@prepshelf/contract';
import { setLanguage } from '../src/lib/i18n/i18n';
import { AnalyticsPage } from '../src/features/analytics/pages/analytics-page';
import { answer } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

const stat = { total: 0, growth: 0 };
const BASE: AnalyticsResponse = {
  success: true,
  data: { notes: stat, videos: stat, pyqs: stat, courses: stat },
  latest: [],
  monthly: [],
};

const answerAnalytics = (body: AnalyticsResponse, classes: ClassActivity[] = []) =>
  server.use(
    http.get('/api/content/dashbordAnlytics', () => answer(analyticsResponseSchema, body)),
    http.get('/api/analytics/classes', () => answer(classActivityResponseSchema, { success: true, classes })),
  );

describe('the analytics screen', () => {
  it('shows enrolled students and completed courses overall and per course', async () => {
    answerAnalytics({
      ...BASE,
      enrolments: {
        enrolled: 1204,
        completed: 3,
        courses: [
          { _id: 'c1', title: 'Modern Indian history', enrolled: 1200, completed: 2 },
          { _id: 'c2', title: 'Polity', enrolled: 4, completed: 1 },
        ],
      },
    });
    await renderScreen(<AnalyticsPage />, { path: '/dashboard/analytics', bundles: ['app', 'staff'], role: 'Admin' });
    const section = await screen.findByRole('region', { name: 'Enrolments' });
    expect(within(section).getByText('Enrolled students').nextSibling).toHaveTextContent('1,204');
    expect(within(section).getByText('Completed courses').nextSibling).toHaveTextContent('3');
    const history = within(section).getByRole('row', { name: /Modern Indian history/ });
    expect(
      within(history)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,200', '2']);
    const polity = within(section).getByRole('row', { name: /Polity/ });
    expect(
      within(polity)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '1']);
  });

  it('says so when no student has enrolled, and leaves the section out for a server that does not count them', async () => {
    answerAnalytics({ ...BASE, enrolments: { enrolled: 0, completed: 0, courses: [] } });
    const { unmount } = await renderScreen(<AnalyticsPage />, {
      path: '/dashboard/analytics',
      bundles: ['app', 'staff'],
      role: 'Instructor',
    });
    expect(await screen.findByText('No student has enrolled yet.')).toBeInTheDocument();
    unmount();

    answerAnalytics(BASE);
    await renderScreen(<AnalyticsPage />, { path: '/dashboard/analytics', bundles: ['app', 'staff'], role: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Recent Uploads' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing uploaded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Enrolments' })).not.toBeInTheDocument();
  });
});

const WEEKS = [
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
  '2026-11-23',
];
const course = (index: number) => ({ _id: `c${index}`, title: `Course ${index}`, enrolled: 30 - index, completed: 0 });

describe('the analytics screen’s study figures', () => {
  it('reads growth from nothing as new, in English and Hindi, and keeps a real percentage', async () => {
    answerAnalytics({
      ...BASE,
      data: {
        notes: { total: 3, growth: 100, isNew: true },
        videos: { total: 4, growth: 100, isNew: false },
        pyqs: stat,
        courses: stat,
      },
    });
    const { unmount } = await renderScreen(<AnalyticsPage />, {
      path: '/dashboard/analytics',
      bundles: ['app', 'staff'],
      role: 'Admin',
    });
    const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article')!;
    await screen.findByRole('heading', { name: 'Total Notes' });
    const notes = await waitFor(() => {
      expect(cardOf('Total Notes')).toHaveTextContent('3');
      return cardOf('Total Notes');
    });
    expect(notes).toHaveTextContent('New this month');
    expect(notes).not.toHaveTextContent('%');
    expect(within(notes).getByLabelText('New this month: none last month')).toBeInTheDocument();
    expect(cardOf('Video Lectures')).toHaveTextContent('+100.0%vs last month');
    unmount();

    // Switched before this screen's session is saved again, so no account is told.
    localStorage.clear();
    await setLanguage('hi', { remember: false });
    await renderScreen(<AnalyticsPage />, { path: '/dashboard/analytics', bundles: ['app', 'staff'], role: 'Admin' });
    expect(await screen.findByText('इस महीने नया')).toBeInTheDocument();
  });

  it('shows opens and active students per week as a table with the numbers as text', async () => {
    answerAnalytics({
      ...BASE,
      weekly: WEEKS.map((week, index) => ({
        week,
        opens: index === 7 ? 12 : index,
        activeStudents: index === 7 ? 5 : 1,
      })),
    });
    await renderScreen(<AnalyticsPage />, {
      path: '/dashboard/analytics',
      bundles: ['app', 'staff'],
      role: 'Instructor',
    });
    const section = await screen.findByRole('region', { name: 'Opens per week' });
    expect(within(section).getByText('Opens in 8 weeks').nextSibling).toHaveTextContent('33');
    expect(within(section).getByText('Active students this week').nextSibling).toHaveTextContent('5');
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(within(rows[7]!).getByRole('rowheader')).toHaveTextContent('23 Nov');
    expect(
      within(rows[7]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '5']);
  });

  it('shows opens and active students per week of each class the caller teaches, one class at a time', async () => {
    const weeksOf = (opens: number, active: number) =>
      WEEKS.map((week, index) => ({ week, opens: index === 7 ? opens : 0, activeStudents: index === 7 ? active : 0 }));
    answerAnalytics(BASE, [
      { _id: 'class-1', name: 'B.Com Sem 3 — Cost Accounting', memberCount: 30, weekly: weeksOf(9, 4) },
      { _id: 'class-2', name: 'B.Com Sem 5 — Auditing', memberCount: 1, weekly: weeksOf(2, 1) },
    ]);
    const { user } = await renderScreen(<AnalyticsPage />, {
      path: '/dashboard/analytics',
      bundles: ['app', 'staff'],
      role: 'Instructor',
    });
    const section = await screen.findByRole('region', { name: 'Opens per week, per class' });
    const choice = within(section).getByRole('combobox', { name: 'Class' });
    expect(choice).toHaveDisplayValue('B.Com Sem 3 — Cost Accounting (30 students)');
    expect(within(section).getByText('Opens in 8 weeks').nextSibling).toHaveTextContent('9');
    expect(within(section).getByText('Active students this week').nextSibling).toHaveTextContent('4');
    await user.selectOptions(choice, 'B.Com Sem 5 — Auditing (1 student)');
    expect(within(section).getByText('Opens in 8 weeks').nextSibling).toHaveTextContent('2');
    expect(within(section).getAllByRole('row').slice(1)).toHaveLength(8);
  });

  it('says so when no student opened anything, and leaves the section out for an older server', async () => {
    answerAnalytics({ ...BASE, weekly: WEEKS.map((week) => ({ week, opens: 0, activeStudents: 0 })) });
    const { unmount } = await renderScreen(<AnalyticsPage />, {
      path: '/dashboard/analytics',
      bundles: ['app', 'staff'],
      role: 'Admin',
    });
    expect(await screen.findByText('No student has opened anything in these 8 weeks.')).toBeInTheDocument();
    unmount();
    answerAnalytics(BASE);
    await renderScreen(<AnalyticsPage />, { path: '/dashboard/analytics', bundles: ['app', 'staff'], role: 'Admin' });
    expect(await screen.findByText('Nothing uploaded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Opens per week' })).not.toBeInTheDocument();
  });

  it('pages through the per-course figures beyond the first ten', async () => {
    const all = Array.from({ length: 12 }, (_, index) => course(index + 1));
    answerAnalytics({
      ...BASE,
      enrolments: { enrolled: 318, completed: 0, courses: all, coursesTotal: 12 },
    });
    let asked = '';
    server.use(
      http.get('/api/analytics/courses', ({ request }) => {
        asked = new URL(request.url).search;
        return answer(analyticsCoursesResponseSchema, {
          success: true,
          courses: all.slice(10),
          total: 12,
          page: 2,
          limit: 10,
        });
      }),
    );
    const { user } = await renderScreen(<AnalyticsPage />, {
      path: '/dashboard/analytics',
      bundles: ['app', 'staff'],
      role: 'Admin',
    });
    const section = await screen.findByRole('region', { name: 'Enrolments' });
    expect(within(section).getAllByRole('row')).toHaveLength(11);
    expect(within(section).getByText('Courses 1–10 of 12')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Next' }));
    expect(await within(section).findByRole('row', { name: /Course 11/ })).toBeInTheDocument();
    expect(within(section).queryByRole('row', { name: /Course 1 / })).not.toBeInTheDocument();
    expect(within(section).getByText('Courses 11–12 of 12')).toBeInTheDocument();
    expect(asked).toBe('?page=2&limit=10');
  });
});
