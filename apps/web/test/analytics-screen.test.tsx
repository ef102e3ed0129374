import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { analyticsResponseSchema, type AnalyticsResponse } from '@prepshelf/contract';
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

const answerAnalytics = (body: AnalyticsResponse) =>
  server.use(http.get('/api/content/dashbordAnlytics', () => answer(analyticsResponseSchema, body)));

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
