import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginResponseSchema, registerResponseSchema } from '@prepshelf/contract';
import { AuthPage } from '../src/features/auth/pages/auth-page';
import { LanguageSwitch } from '../src/components/layout/language-switch';
import { aLoginAnswer, answer, failure, noGoogleSignIn } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

/** The one toast on screen (spec §8: one at a time). */
const toast = () => screen.findByRole('alert');

describe('the register form', () => {
  it('opens first on /auth and warns "All fields are required !" with the first blank field focused', async () => {
    server.use(noGoogleSignIn);
    const { user } = await renderScreen(<AuthPage />, { path: '/auth' });

    expect(screen.getByRole('tab', { name: 'REGISTER' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText('Username'), 'asha');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await toast()).toHaveTextContent('All fields are required !');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('warns "Password & Confirm Password must be same !" when the two passwords differ', async () => {
    server.use(noGoogleSignIn);
    const { user } = await renderScreen(<AuthPage />, { path: '/auth' });

    await user.type(screen.getByLabelText('Username'), 'asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-two');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await toast()).toHaveTextContent('Password & Confirm Password must be same !');
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
  });

  it('sends the trimmed fields, says "Register successfully !" and goes on to verify the e-mail', async () => {
    let sent: unknown;
    server.use(
      noGoogleSignIn,
      http.post('/api/auth/register', async ({ request }) => {
        sent = await request.json();
        return answer(registerResponseSchema, {
          success: true,
          message: 'Register successfully !',
          user: { Email: 'asha@example.com' },
        });
      }),
    );
    const { user } = await renderScreen(<AuthPage />, { path: '/auth' });

    await user.type(screen.getByLabelText('Username'), '  asha ');
    await user.type(screen.getByLabelText('Email'), ' asha@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-one');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await toast()).toHaveTextContent('Register successfully !');
    expect(sent).toEqual({
      Username: 'asha',
      Email: 'asha@example.com',
      Password: 'secret-one',
      ConfirmPassword: 'secret-one',
    });
    expect(window.location.pathname).toBe('/verifyEmail');
    expect(new URLSearchParams(window.location.search).get('Email')).toBe('asha@example.com');
  });

  it("shows the server's refusal as it is worded", async () => {
    server.use(
      noGoogleSignIn,
      http.post('/api/auth/register', () => failure(409, 'User already exists !')),
    );
    const { user } = await renderScreen(<AuthPage />, { path: '/auth' });

    await user.type(screen.getByLabelText('Username'), 'asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-one');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await toast()).toHaveTextContent('User already exists !');
    expect(window.location.pathname).toBe('/auth');
  });
});

describe('the login form', () => {
  it('opens on /login and warns "All fields are required !" with the blank password focused', async () => {
    server.use(noGoogleSignIn);
    const { user } = await renderScreen(<AuthPage />, { path: '/login' });

    expect(screen.getByRole('tab', { name: 'LOGIN' })).toHaveAttribute('aria-selected', 'true');
    const form = screen.getByRole('tabpanel');
    await user.type(within(form).getByLabelText('Email'), 'asha@example.com');
    await user.click(within(form).getByRole('button', { name: 'Login' }));

    expect(await toast()).toHaveTextContent('All fields are required !');
    expect(within(form).getByLabelText('Password')).toHaveFocus();
  });

  it('keeps the session, says "You\'re now logged in !" and goes home', async () => {
    server.use(
      noGoogleSignIn,
      http.post('/api/auth/login', () => answer(loginResponseSchema, aLoginAnswer())),
    );
    const { user } = await renderScreen(<AuthPage />, { path: '/login' });

    const form = screen.getByRole('tabpanel');
    await user.type(within(form).getByLabelText('Email'), 'asha@example.com');
    await user.type(within(form).getByLabelText('Password'), 'secret-one');
    await user.click(within(form).getByRole('button', { name: 'Login' }));

    expect(await toast()).toHaveTextContent("You're now logged in !");
    expect(window.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('says "Login error" when the server cannot be reached', async () => {
    server.use(
      noGoogleSignIn,
      http.post('/api/auth/login', () => Response.error()),
    );
    const { user } = await renderScreen(<AuthPage />, { path: '/login' });

    const form = screen.getByRole('tabpanel');
    await user.type(within(form).getByLabelText('Email'), 'asha@example.com');
    await user.type(within(form).getByLabelText('Password'), 'secret-one');
    await user.click(within(form).getByRole('button', { name: 'Login' }));

    expect(await toast()).toHaveTextContent('Login error');
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('the language switch on the auth screen', () => {
  it('puts the forms and their warnings in Hindi, and back in English', async () => {
    server.use(noGoogleSignIn);
    const { user } = await renderScreen(
      <>
        <LanguageSwitch />
        <AuthPage />
      </>,
      { path: '/auth' },
    );

    await user.click(screen.getByRole('button', { name: /हिन्दी/ }));
    expect(await screen.findByRole('tab', { name: 'रजिस्टर' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    await user.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
    expect(await toast()).toHaveTextContent('सभी फ़ील्ड भरना ज़रूरी है!');

    await user.click(screen.getByRole('button', { name: /English/ }));
    expect(await screen.findByRole('tab', { name: 'REGISTER' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
