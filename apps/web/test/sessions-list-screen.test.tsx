import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountSessionsResponseSchema } from '@prepshelf/contract';
import { SessionsList } from '../src/features/settings/components/sessions-list';
import { setLanguage } from '../src/lib/i18n/i18n';
import { answer } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

/** The sessions as the server names their devices (in English, from the User-Agent). */
function answerSessions() {
  const session = (id: string, device: string, isCurrent: boolean) => ({
    _id: id,
    device,
    ip: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    lastSeenAt: '2026-11-27T10:00:00.000Z',
    isCurrent,
  });
  server.use(
    http.get('/api/account/sessions', () =>
      answer(accountSessionsResponseSchema, {
        success: true,
        sessions: [
          session('s-1', 'Chrome on Linux', true),
          session('s-2', 'Samsung Internet on Android', false),
          session('s-3', 'Unknown device', false),
        ],
      }),
    ),
  );
}

async function deviceNames(): Promise<string[]> {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.firstChild?.textContent ?? '');
}

describe("the account's sessions list", () => {
  it('names each device as the server does, in English', async () => {
    answerSessions();
    await renderScreen(<SessionsList />, { path: '/account', role: 'Student' });

    expect(await deviceNames()).toEqual(['Chrome on Linux', 'Samsung Internet on Android', 'Unknown device']);
    expect(screen.getByRole('button', { name: /^Log out Samsung Internet on Android, last seen/ })).toBeInTheDocument();
  });

  it('says "on" and "Unknown device" in Hindi; the browser and the system keep their names', async () => {
    await setLanguage('hi', { remember: false });
    answerSessions();
    await renderScreen(<SessionsList />, { path: '/account', role: 'Student' });

    expect(await deviceNames()).toEqual(['Linux पर Chrome', 'Android पर Samsung Internet', 'अनजान डिवाइस']);
    expect(screen.getByRole('button', { name: /^Android पर Samsung Internet से लॉग आउट करें/ })).toBeInTheDocument();
  });
});
