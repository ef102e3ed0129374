import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { addMembersResponseSchema, classesResponseSchema } from '@prepshelf/contract';
import { StudentActions } from '../src/features/students/components/student-actions';
import { aClass, aUser, answer } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

/* A staff member adds a student to one of their classes from the students list. */

const noop = () => undefined;

describe('adding a student to a class from the students list', () => {
  it('offers the open classes the staff member manages and adds the student by e-mail', async () => {
    const added: unknown[] = [];
    server.use(
      http.get('/api/classes', () =>
        answer(classesResponseSchema, {
          success: true,
          classes: [
            aClass('class-archived', 'Old batch', { status: 'archived' }),
            aClass('class-other', 'Not mine', { canManage: false }),
            aClass('class-1', 'B.Com Sem 3'),
          ],
        }),
      ),
      http.post('/api/classes/class-1/members', async ({ request }) => {
        added.push(await request.json());
        return answer(addMembersResponseSchema, {
          success: true,
          message: '1 student added.',
          added: 1,
          alreadyMembers: 0,
          notFound: [],
        });
      }),
    );
    const student = aUser({ Username: 'Asha Rao', Email: 'asha@college.example.edu' });
    const { user } = await renderScreen(
      <StudentActions student={student} isBusy={false} onEdit={noop} onToggleStatus={noop} onDelete={noop} />,
      { path: '/dashboard/dashboard-student-management', bundles: ['app', 'staff'], role: 'Instructor' },
    );

    await user.click(screen.getByRole('button', { name: 'Add Asha Rao to a class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Asha Rao to a class' });
    const choice = await screen.findByRole('combobox', { name: 'Class' });
    // The archived class and the one the caller does not manage are left out: the first offered is theirs.
    expect(choice).toHaveTextContent('B.Com Sem 3');
    await user.click(screen.getByRole('button', { name: 'Add to class' }));

    expect(await screen.findByText('1 student added.')).toBeInTheDocument();
    expect(added).toEqual([{ emails: ['asha@college.example.edu'] }]);
    expect(dialog).not.toBeInTheDocument();
  });
});
