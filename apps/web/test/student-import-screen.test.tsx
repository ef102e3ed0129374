import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { STUDENT_IMPORT_MESSAGES, studentImportResponseSchema } from '@prepshelf/contract';
import { StudentImportDialog } from '../src/features/students/components/student-import-dialog';
import { answer, failure } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

describe('the student CSV import', () => {
  it('shows why a file cannot be read, and clears it when a good file is chosen', async () => {
    server.use(
      http.post('/api/content/importStudents/preview', async ({ request }) => {
        const { csv } = (await request.json()) as { csv: string };
        if (!csv.startsWith('Full name,E-Mail')) return failure(400, STUDENT_IMPORT_MESSAGES.csvMissingColumns);
        return answer(studentImportResponseSchema, {
          success: true,
          isImported: false,
          counts: { new: 1, present: 0, invalid: 0 },
          rows: [{ line: 2, Username: 'Asha Rao', Email: 'asha@college.example.edu', Status: null, outcome: 'new' }],
        });
      }),
    );
    const { user } = await renderScreen(<StudentImportDialog />, {
      path: '/dashboard/dashboard-student-management',
      bundles: ['app', 'staff'],
      role: 'Admin',
    });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const input = await screen.findByLabelText(/^CSV file/);

    await user.upload(input, new File(['Roll no,Mail\n1,a@b.c\n'], 'wrong.csv', { type: 'text/csv' }));
    const problem = await screen.findByText(STUDENT_IMPORT_MESSAGES.csvMissingColumns, { selector: 'p[role="alert"]' });
    expect(problem).toBeInTheDocument();

    await user.upload(
      input,
      new File(['Full name,E-Mail\nAsha Rao,asha@college.example.edu\n'], 'class.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('button', { name: 'Import 1 new student' })).toBeEnabled();
    await waitFor(() =>
      expect(
        screen.queryByText(STUDENT_IMPORT_MESSAGES.csvMissingColumns, { selector: 'p[role="alert"]' }),
      ).not.toBeInTheDocument(),
    );
  });
});
