import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  courseEnrolmentsResponseSchema,
  enrolmentDecisionResponseSchema,
  type CourseEnrolment,
  type EnrolmentStatus,
} from '@prepshelf/contract';
import { CourseStudentsPage } from '../src/features/courses/pages/course-students-page';
import { answer, failure } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

const COURSE_ID = '0b7c5d2e-1f3a-4c1e-9d5a-2b6f8e9a1c3d';
const PATH = `/dashboard/courses/${COURSE_ID}/students`;

const toast = () => screen.findByRole('alert');

function anEnrolment(id: string, status: EnrolmentStatus, name: string): CourseEnrolment {
  return {
    _id: id,
    status,
    student: { _id: `user-${id}`, Username: name.toLowerCase(), Email: `${name.toLowerCase()}@example.com` },
    name,
    email: `${name.toLowerCase()}@example.com`,
    mobile: '+91 98765 43210',
    college: 'IIT Delhi',
    createdAt: '2026-12-01T10:00:00.000Z',
    decidedAt: null,
    progress: { watched: status === 'enrolled' ? 2 : 0, total: 5, continueLecture: 1, lastActiveAt: null },
  };
}

/** The course's list as the server answers it, from `rows` (changed by the test between answers). */
function answerStudents(rows: () => CourseEnrolment[]) {
  return http.get(`/api/courses/${COURSE_ID}/enrolments`, () => {
    const list = rows();
    const count = (status: EnrolmentStatus) => list.filter((row) => row.status === status).length;
    return answer(courseEnrolmentsResponseSchema, {
      success: true,
      course: { _id: COURSE_ID, title: 'Modern Indian history', price: 999, offerPrice: 799 },
      enrolments: list,
      counts: { enrolled: count('enrolled'), requested: count('requested'), declined: count('declined') },
      total: list.length,
      page: 1,
      limit: 500,
    });
  });
}

const renderStudents = () =>
  renderScreen(
    <Routes>
      <Route path="/dashboard/courses/:courseId/students" element={<CourseStudentsPage />} />
    </Routes>,
    { path: PATH, bundles: ['app', 'staff'], role: 'Instructor' },
  );

describe('a course’s students and requests', () => {
  it('lists requests with their contact details, and approving one enrols the student', async () => {
    let rows = [anEnrolment('e1', 'requested', 'Meera'), anEnrolment('e2', 'enrolled', 'Ravi')];
    server.use(
      answerStudents(() => rows),
      http.post(`/api/courses/${COURSE_ID}/enrolments/e1/approve`, () => {
        rows = [{ ...rows[0]!, status: 'enrolled' }, rows[1]!];
        return answer(enrolmentDecisionResponseSchema, {
          success: true,
          message: 'Request approved: the student is enrolled.',
          enrolment: rows[0],
        });
      }),
    );
    const { user } = await renderStudents();

    expect(await screen.findByRole('heading', { level: 1, name: 'Students of Modern Indian history' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Requests (1)' })).toHaveAttribute('aria-pressed', 'false');
    const meera = screen.getByText('meera').closest('li')!;
    expect(meera).toHaveTextContent('+91 98765 43210');
    expect(meera).toHaveTextContent('IIT Delhi');
    expect(within(meera).getByText('Requested')).toBeVisible();
    const ravi = screen.getByText('ravi').closest('li')!;
    expect(ravi).toHaveTextContent('2 of 5 watched');
    expect(within(ravi).queryByRole('button', { name: 'Approve ravi' })).not.toBeInTheDocument();

    await user.click(within(meera).getByRole('button', { name: 'Approve meera' }));

    expect(await toast()).toHaveTextContent('Request approved: the student is enrolled.');
    expect(await screen.findByRole('button', { name: 'Enrolled (2)' })).toBeVisible();
    expect(
      within(screen.getByText('meera').closest('li')!).queryByRole('button', { name: 'Approve meera' }),
    ).toBeNull();
  });

  it('shows the server’s refusal, and an Instructor of another course gets its message', async () => {
    server.use(
      http.get(`/api/courses/${COURSE_ID}/enrolments`, () =>
        failure(403, 'You may manage students only for your own courses.'),
      ),
    );
    await renderStudents();

    expect(await screen.findByText('You may manage students only for your own courses.')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('says so when a course has no students or requests yet', async () => {
    server.use(answerStudents(() => []));
    await renderStudents();

    expect(await screen.findByText('No students or requests yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
