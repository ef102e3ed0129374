import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { linkTitleResponseSchema, loginResponseSchema, signedInAfterProofResponseSchema } from '@prepshelf/contract';
import { AuthPage } from '../src/features/auth/pages/auth-page';
import { VerifyEmailPage } from '../src/features/auth/pages/verify-email-page';
import { refusalOf } from '../src/app/guards';
import { LanguageSwitch } from '../src/components/layout/language-switch';
import { aLoginAnswer, aUser, answer, noGoogleSignIn } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

const FILE = 'ab'.repeat(32);
const readerLink = `/pdfviewer?view=${FILE}&page=3`;
const loginFor = (path: string) => `/login?${new URLSearchParams({ next: path }).toString()}`;

function titleAnswer(title: string | null, asked: URLSearchParams[] = []) {
  return http.get('/api/links/title', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return answer(linkTitleResponseSchema, { success: true, title });
  });
}

async function logIn(user: Awaited<ReturnType<typeof renderScreen>>['user']) {
  const form = screen.getByRole('tabpanel');
  await user.type(within(form).getByLabelText('Email'), 'asha@example.com');
  await user.type(within(form).getByLabelText('Password'), 'secret-one');
  await user.click(within(form).getByRole('button', { name: 'Login' }));
}

afterEach(() => sessionStorage.clear());

describe('the login wall', () => {
  it('sends a logged-out visitor of a logged-in page to the Login screen naming it', () => {
    expect(refusalOf('logged-in', readerLink)).toBe(loginFor(readerLink));
    expect(refusalOf('logged-in', '/myLearning')).toBe(loginFor('/myLearning'));
    expect(refusalOf('staff', '/dashboard/dashboard-notes')).toBe(loginFor('/dashboard/dashboard-notes'));
  });
});

describe('the auth screen with a link to follow', () => {
  it('opens on LOGIN, names the public note and goes on to it after logging in', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      noGoogleSignIn,
      titleAnswer('Thermodynamics Unit 2', asked),
      http.post('/api/auth/login', () => answer(loginResponseSchema, aLoginAnswer())),
    );
    const { user } = await renderScreen(<AuthPage />, { path: loginFor(readerLink) });

    expect(screen.getByRole('tab', { name: 'LOGIN' })).toHaveAttribute('aria-selected', 'true');
    const line = await screen.findByText('Thermodynamics Unit 2');
    expect(line.closest('p')).toHaveTextContent('Log in to read Thermodynamics Unit 2');
    expect(asked[0]?.get('view')).toBe(FILE);

    await logIn(user);
    await screen.findByRole('alert');
    expect(`${window.location.pathname}${window.location.search}`).toBe(readerLink);
  });

  it('says only "the shared document" when the server names nothing (hidden or unknown)', async () => {
    server.use(noGoogleSignIn, titleAnswer(null));
    await renderScreen(<AuthPage />, { path: loginFor(readerLink) });
    expect(await screen.findByText('Log in to read the shared document')).toBeInTheDocument();
  });

  it('names a list by its screen, in Hindi too', async () => {
    server.use(noGoogleSignIn);
    const { user } = await renderScreen(
      <>
        <LanguageSwitch />
        <AuthPage />
      </>,
      { path: loginFor('/myLearning') },
    );
    expect(screen.getByTestId('return-line')).toHaveTextContent('Log in to open My Learning');
    await user.click(screen.getByRole('button', { name: /हिन्दी/ }));
    await screen.findByRole('tab', { name: 'रजिस्टर' });
    expect(screen.getByTestId('return-line')).toHaveTextContent(/^.+ खोलने के लिए लॉग इन करें$/);
    await user.click(screen.getByRole('button', { name: /English/ }));
    await screen.findByRole('tab', { name: 'REGISTER' });
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example'])(
    'never follows %s: no line, and home after logging in',
    async (next) => {
      server.use(
        noGoogleSignIn,
        http.post('/api/auth/login', () => answer(loginResponseSchema, aLoginAnswer())),
      );
      const { user } = await renderScreen(<AuthPage />, { path: `/login?${new URLSearchParams({ next }).toString()}` });
      expect(screen.queryByTestId('return-line')).toBeNull();
      await logIn(user);
      await screen.findByRole('alert');
      expect(window.location.href).toBe(`${window.location.origin}/`);
    },
  );
});

describe('verifying the e-mail after registering from a link', () => {
  it('signs the new student in and goes on to the link, with no second login', async () => {
    sessionStorage.setItem('prepshelf.returnTo', readerLink);
    server.use(
      noGoogleSignIn,
      http.post('/api/auth/verfyemail', () =>
        answer(signedInAfterProofResponseSchema, {
          success: true,
          message: 'Email verified successfully!',
          token: 'token-9',
          deviceToken: 'd'.repeat(43),
          user: aUser(),
        }),
      ),
    );
    const { user } = await renderScreen(<VerifyEmailPage />, { path: '/verifyEmail?Email=asha@example.com' });
    await user.type(screen.getAllByRole('textbox').at(-1)!, '123456');
    await user.click(screen.getByRole('button', { name: /verify/i }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your e-mail is verified and you are logged in!');
    expect(localStorage.getItem('token')).toBe('token-9');
    expect(`${window.location.pathname}${window.location.search}`).toBe(readerLink);
  });

  it('an older server’s answer (no token) leads to the Login screen, still naming the link', async () => {
    sessionStorage.setItem('prepshelf.returnTo', '/notes');
    server.use(
      noGoogleSignIn,
      http.post('/api/auth/verfyemail', () =>
        answer(signedInAfterProofResponseSchema, { success: true, message: 'Email verified successfully!' }),
      ),
    );
    const { user } = await renderScreen(<VerifyEmailPage />, { path: '/verifyEmail?Email=asha@example.com' });
    await user.type(screen.getAllByRole('textbox').at(-1)!, '123456');
    await user.click(screen.getByRole('button', { name: /verify/i }));

    await screen.findByRole('alert');
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/notes');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
