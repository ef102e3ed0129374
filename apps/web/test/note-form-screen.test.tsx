import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { addNotesBodySchema, noteResponseSchema, uploadResponseSchema } from '@prepshelf/contract';
import { NoteUploadPage } from '../src/features/manage-content/pages/note-form-page';
import { aNote, answer, failure } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

const aPdf = () => new File(['%PDF-1.4 a small note'], 'thermodynamics.pdf', { type: 'application/pdf' });

/** POST /api/files/upload, as the server answers a new PDF. */
const answerUpload = http.post('/api/files/upload', () =>
  answer(uploadResponseSchema, {
    success: true,
    fileId: 'file-42',
    url: '/api/files/file-42',
    kind: 'pdf',
    isDuplicate: false,
  }),
);

const renderNoteUpload = () =>
  renderScreen(<NoteUploadPage />, { path: '/uploadNotes', bundles: ['app', 'staff'], role: 'Instructor' });

const toast = () => screen.findByRole('alert');

describe('the note upload form', () => {
  it('marks its required fields with a * explained once, and tells screen readers they are required', async () => {
    await renderNoteUpload();

    expect(screen.getAllByText('Fields marked * are required.')).toHaveLength(1);
    for (const name of ['PDF file', 'Title', 'Professor', 'Category', 'Status']) {
      const field = screen.getByLabelText(new RegExp(`^${name}\\*$`));
      expect(field, name).toHaveAttribute('aria-required', 'true');
    }
    // The accessible names stay the words alone: the * is for the eye.
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-required');
  });

  it('asks for the PDF first: "Please upload a PDF or valid PDF file", with the file field outlined and focused', async () => {
    const { user } = await renderNoteUpload();

    await user.type(screen.getByLabelText(/^Title\*?$/), 'Thermodynamics');
    await user.click(screen.getByRole('button', { name: 'Upload note' }));

    expect(await toast()).toHaveTextContent('Please upload a PDF or valid PDF file');
    expect(screen.getByLabelText(/^PDF file\*?$/)).toHaveFocus();
    expect(screen.getByLabelText(/^PDF file\*?$/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file that is not a PDF with the same words', async () => {
    await renderNoteUpload();
    const picker = userEvent.setup({ applyAccept: false });

    await picker.upload(
      screen.getByLabelText(/^PDF file\*?$/),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );

    expect(await toast()).toHaveTextContent('Please upload a PDF or valid PDF file');
    expect(screen.getByLabelText(/^PDF file\*?$/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('warns "Notes title & professor must be important !" for a blank title, then for a blank professor', async () => {
    server.use(answerUpload);
    const { user } = await renderNoteUpload();

    await user.upload(screen.getByLabelText(/^PDF file\*?$/), aPdf());
    await user.click(screen.getByRole('button', { name: 'Upload note' }));
    expect(await toast()).toHaveTextContent('Notes title & professor must be important !');
    expect(screen.getByLabelText(/^Title\*?$/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Title\*?$/), 'Thermodynamics');
    await user.click(screen.getByRole('button', { name: 'Upload note' }));
    await waitFor(() => expect(screen.getByLabelText(/^Professor\*?$/)).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Notes title & professor must be important !');
  });

  it('starts filed as public in Sci-Technology, and warns "Notes Category & Status reuired !" when a choice is cleared', async () => {
    server.use(answerUpload);
    const { user } = await renderNoteUpload();

    expect(screen.getByLabelText(/^Category\*?$/)).toHaveDisplayValue('Sci-Technology');
    expect(screen.getByLabelText(/^Status\*?$/)).toHaveDisplayValue('Active');
    await user.upload(screen.getByLabelText(/^PDF file\*?$/), aPdf());
    await user.type(screen.getByLabelText(/^Title\*?$/), 'Thermodynamics');
    await user.type(screen.getByLabelText(/^Professor\*?$/), 'Dr. Rao');
    await user.selectOptions(screen.getByLabelText(/^Category\*?$/), 'Choose a category');
    await user.click(screen.getByRole('button', { name: 'Upload note' }));
    expect(await toast()).toHaveTextContent('Notes Category & Status reuired !');
    expect(screen.getByLabelText(/^Category\*?$/)).toHaveFocus();

    await user.selectOptions(screen.getByLabelText(/^Category\*?$/), 'Sci-Technology');
    await user.selectOptions(screen.getByLabelText(/^Status\*?$/), 'Choose a status');
    await user.click(screen.getByRole('button', { name: 'Upload note' }));
    await waitFor(() => expect(screen.getByLabelText(/^Status\*?$/)).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Notes Category & Status reuired !');
  });

  it('uploads the PDF, saves the note with its file id, says "Note uploaded successfully!" and returns to the list', async () => {
    let saved: unknown;
    server.use(
      answerUpload,
      http.post('/api/content/addNotes', async ({ request }) => {
        saved = await request.json();
        const data = aNote(42, addNotesBodySchema.parse(saved));
        return answer(
          noteResponseSchema,
          { success: true, message: 'Note uploaded successfully!', data },
          { status: 201 },
        );
      }),
    );
    const { user } = await renderNoteUpload();

    await user.upload(screen.getByLabelText(/^PDF file\*?$/), aPdf());
    await user.type(screen.getByLabelText(/^Title\*?$/), '  Thermodynamics ');
    await user.type(screen.getByLabelText(/^Professor\*?$/), 'Dr. Rao');
    await user.selectOptions(screen.getByLabelText(/^Category\*?$/), 'Sci-Technology');
    await user.selectOptions(screen.getByLabelText(/^Status\*?$/), 'Active');
    await user.click(screen.getByRole('button', { name: 'Upload note' }));

    expect(await toast()).toHaveTextContent('Note uploaded successfully!');
    expect(saved).toMatchObject({
      title: 'Thermodynamics',
      professor: 'Dr. Rao',
      category: 'sciTechnology',
      status: 'public',
      fileUrl: 'file-42',
    });
    expect(window.location.pathname).toBe('/dashboard/dashboard-notes');
  });

  it("shows the server's refusal of the save and stays on the form", async () => {
    server.use(
      answerUpload,
      http.post('/api/content/addNotes', () => failure(400, 'Title is too long.')),
    );
    const { user } = await renderNoteUpload();

    await user.upload(screen.getByLabelText(/^PDF file\*?$/), aPdf());
    await user.type(screen.getByLabelText(/^Title\*?$/), 'Thermodynamics');
    await user.type(screen.getByLabelText(/^Professor\*?$/), 'Dr. Rao');
    await user.selectOptions(screen.getByLabelText(/^Category\*?$/), 'Sci-Technology');
    await user.selectOptions(screen.getByLabelText(/^Status\*?$/), 'Active');
    await user.click(screen.getByRole('button', { name: 'Upload note' }));

    expect(await toast()).toHaveTextContent('Title is too long.');
    expect(window.location.pathname).toBe('/uploadNotes');
    expect(screen.getByLabelText(/^Title\*?$/)).toHaveValue('Thermodynamics');
  });
});
