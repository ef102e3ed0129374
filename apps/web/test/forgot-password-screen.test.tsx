import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { messageResponseSchema } from '@prepshelf/contract';
import { ForgotPasswordPage } from '../src/features/auth/pages/forgot-password-page';
import { answer, failure } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

const toast = () => screen.findByRole('alert');

/** The forgot-password endpoints; what they were sent is kept for the test to read. */
function answerReset() {
  const sent: { codes: unknown[]; resets: unknown[] } = { codes: [], resets: [] };
  server.use(
    http.post('/api/auth/sendResetCode', async ({ request }) => {
      sent.codes.push(await request.json());
      return answer(messageResponseSchema, { success: true, message: 'Verification code sent to your email!' });
    }),
    http.post('/api/auth/resetPassword', async ({ request }) => {
      sent.resets.push(await request.json());
      return answer(messageResponseSchema, { success: true, message: 'Password reset successfully !' });
    }),
  );
  return sent;
}

async function openResetStep() {
  const view = await renderScreen(<ForgotPasswordPage />, { path: '/forgotPassword' });
  await view.user.type(screen.getByLabelText('Email'), ' asha@example.com ');
  await view.user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('New password');
  return view;
}

describe('the forgot-password screen', () => {
  it('warns "Please fill out email fields !" with the e-mail focused when it is blank', async () => {
    const sent = answerReset();
    const { user } = await renderScreen(<ForgotPasswordPage />, { path: '/forgotPassword' });

    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await toast()).toHaveTextContent('Please fill out email fields !');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(sent.codes).toEqual([]);
  });

  it('sends the code to the trimmed e-mail, says "Verification code sent to your email!" and asks for it', async () => {
    const sent = answerReset();
    await openResetStep();

    expect(await toast()).toHaveTextContent('Verification code sent to your email!');
    expect(sent.codes).toEqual([{ Email: 'asha@example.com' }]);
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
  });

  it('warns "Please fill out all fields !", then "NewPassword and ConfirmPassword do not match!"', async () => {
    const sent = answerReset();
    const { user } = await openResetStep();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await toast()).toHaveTextContent('Please fill out all fields !');
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('NewPassword and ConfirmPassword do not match!')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(sent.resets).toEqual([]);
  });

  it('resets the password, says "Password reset successfully !" and goes to the login', async () => {
    const sent = answerReset();
    const { user } = await openResetStep();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Password reset successfully !')).toBeInTheDocument();
    expect(sent.resets).toEqual([
      {
        Email: 'asha@example.com',
        ForgotPasswordCode: '123456',
        NewPassword: 'new-secret-1',
        ConfirmNewPassword: 'new-secret-1',
      },
    ]);
    expect(window.location.pathname).toBe('/login');
  });

  it("shows the server's refusal of a wrong code and stays on the step", async () => {
    answerReset();
    server.use(http.post('/api/auth/resetPassword', () => failure(400, 'Invalid or expired code')));
    const { user } = await openResetStep();

    await user.type(screen.getByLabelText('Verification code'), '999999');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgotPassword');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});
