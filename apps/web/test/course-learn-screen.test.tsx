import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { courseItemSchema, courseLearnResponseSchema, type CourseLearnResponse } from '@prepshelf/contract';
import { CourseLearnPage } from '../src/features/courses/pages/course-learn-page';
import { answer, answerOpens } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

const COURSE_ID = '0b7c5d2e-1f3a-4c1e-9d5a-2b6f8e9a1c3d';
const LECTURES = [
  { title: 'Welcome and plan', videoUrl: 'https://lectures.example.org/1.mp4' },
  { title: 'Supply and demand', videoUrl: 'https://lectures.example.org/2.mp4' },
  { title: 'Elasticity', videoUrl: 'https://lectures.example.org/3.mp4' },
];

const course = courseItemSchema.parse({
  _id: COURSE_ID,
  ownerId: 'owner-1',
  type: 'course',
  title: 'Economics in three lectures',
  description: '',
  mentor: 'Dr. Rao',
  courseLevel: 'Beginner',
  duration: '',
  price: 0,
  offerPercent: 0,
  offerPrice: 0,
  startDate: null,
  courseContents: 'Markets, prices and what moves them.',
  whyChoose: '',
  benefits: '',
  courseImage: 'image-1',
  trialVideo: '',
  category: 'commerce',
  tags: [],
  isPublic: true,
  status: 'public',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  isWatching: false,
  lectures: LECTURES,
});

function answerLearn(body: Omit<CourseLearnResponse, 'success' | 'course'>, opened: unknown[] = []) {
  return [
    http.get(`/api/courses/${COURSE_ID}/learn`, () =>
      answer(courseLearnResponseSchema, { success: true, course, ...body }),
    ),
    answerOpens(opened),
  ];
}

const renderCourse = (path = `/courses/${COURSE_ID}/learn`) =>
  renderScreen(
    <Routes>
      <Route path="/courses/:courseId/learn" element={<CourseLearnPage />} />
    </Routes>,
    { path, role: 'Student' },
  );

describe('the course page', () => {
  it('opens at the lecture to continue, with the progress bar, Watched marks and where to resume', async () => {
    const opened: unknown[] = [];
    server.use(
      ...answerLearn(
        {
          enrolment: { _id: 'e1', status: 'enrolled', createdAt: '2026-12-01T10:00:00.000Z', decidedAt: null },
          lectures: [
            { number: 1, ...LECTURES[0]!, position: 600, duration: 600, isWatched: true },
            { number: 2, ...LECTURES[1]!, position: 90, duration: 600, isWatched: false },
            { number: 3, ...LECTURES[2]!, position: 0, duration: null, isWatched: false },
          ],
          progress: { watched: 1, total: 3, continueLecture: 2, lastActiveAt: '2026-12-02T10:00:00.000Z' },
        },
        opened,
      ),
    );
    await renderCourse();

    expect(await screen.findByRole('heading', { level: 2, name: 'Lecture 2: Supply and demand' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 3 lectures watched',
    );
    const items = within(screen.getByRole('list', { name: 'Lectures' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Watched');
    expect(items[1]).toHaveTextContent('Resume at 1:30');
    expect(within(items[1]!).getByRole('button')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByLabelText('Video player: Supply and demand')).toHaveAttribute('src', LECTURES[1]!.videoUrl);
    expect(screen.getByText('Continue: lecture 2 of 3')).toBeVisible();
    // The lecture opened stays in the address, so a lecture marked watched while it plays keeps it open.
    expect(new URLSearchParams(window.location.search).get('lecture')).toBe('2');
    // Opening the course counts as opening it, for the staff's who-opened-what report.
    await waitFor(() => expect(opened).toEqual([{ type: 'course', id: COURSE_ID }]));
  });

  it('tells a student whose request waits, and opens no lecture', async () => {
    server.use(
      ...answerLearn({
        enrolment: { _id: 'e1', status: 'requested', createdAt: '2026-12-01T10:00:00.000Z', decidedAt: null },
        lectures: LECTURES.map((lecture, index) => ({
          number: index + 1,
          ...lecture,
          position: 0,
          duration: null,
          isWatched: false,
        })),
        progress: { watched: 0, total: 3, continueLecture: 1, lastActiveAt: null },
      }),
    );
    await renderCourse();

    expect(await screen.findByText(/waiting for approval/)).toBeVisible();
    expect(screen.queryByLabelText(/Video player/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('offers the enrolment page to a student who has not enrolled', async () => {
    server.use(
      ...answerLearn({
        enrolment: null,
        lectures: [],
        progress: { watched: 0, total: 3, continueLecture: 1, lastActiveAt: null },
      }),
    );
    await renderCourse();

    expect(await screen.findByText('Enroll in this course to watch its lectures.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to enrolment' })).toHaveAttribute('href', '/enrollmentcource');
  });
});
