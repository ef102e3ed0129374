import { expect, test, type Page } from '@playwright/test';
import {
  actAsStudent,
  createStudent,
  createVideo,
  listPageOf,
  loginAsAdmin,
  makePng,
  uniqueLabel,
} from '../fixtures/content';

/*
 * A standalone video (the videos list, not a course lecture) resumes where the student left it and
 * says "Watched" on its card. The network is closed: YouTube's IFrame API script is replaced at the
 * boundary by a stand-in with the same surface that the journey drives; the page's code is the real one.
 */

const FAKE_IFRAME_API = `
  window.__players = [];
  window.YT = {
    Player: class {
      constructor(element, options) {
        this.options = options;
        this.time = 0;
        this.isDestroyed = false;
        element.textContent = 'player of ' + options.videoId;
        window.__players.push(this);
      }
      getCurrentTime() { return this.time; }
      getDuration() { return 600; }
      destroy() { this.isDestroyed = true; }
      emit(state) { this.options.events.onStateChange({ data: state, target: this }); }
    },
  };
  window.onYouTubeIframeAPIReady();
`;

const SCREEN = { timeout: 20_000 };
const VIDEO_LIST = { path: 'getAllPublicVideo', screen: '/video', category: 'artscivils', perPage: 5 } as const;

function startOfLivePlayer(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const players = (
      window as unknown as { __players?: { options: { playerVars: { start: number } }; isDestroyed: boolean }[] }
    ).__players;
    return players?.filter((player) => !player.isDestroyed).at(-1)?.options.playerVars.start ?? null;
  });
}

/** Moves the live stand-in player to `seconds` and reports `state` (0 ended, 1 playing, 2 paused). */
async function playerAt(page: Page, seconds: number, state: number): Promise<void> {
  await page.evaluate(
    ({ seconds: time, state: event }) => {
      const players = (
        window as unknown as { __players: { time: number; isDestroyed: boolean; emit(s: number): void }[] }
      ).__players;
      const live = players.filter((player) => !player.isDestroyed).at(-1)!;
      live.time = time;
      live.emit(event);
    },
    { seconds, state },
  );
}

test('a standalone video resumes at 1:30 after a reload and says Watched once played to the end', async ({
  page,
  request,
}) => {
  await page.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API }),
  );
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: makePng(48, 36) }),
  );
  const title = `${uniqueLabel('Resume')} monsoon winds`;
  await createVideo(request, await loginAsAdmin(request), { title, category: 'artscivils' });
  const student = await createStudent(request, 'video-resume');
  await actAsStudent(page, student);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  let listPath = '';
  // Asked again if a video made beside this journey moved it on between the question and the page.
  await expect(async () => {
    listPath = await listPageOf(request, student.token, VIDEO_LIST, title);
    await page.goto(listPath);
    await expect(card).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });

  await card.getByRole('button', { name: `Play video: ${title}` }).click();
  await expect.poll(() => startOfLivePlayer(page), SCREEN).toBe(0);
  await playerAt(page, 90, 1);
  const saved = page.waitForResponse(
    (response) => response.url().includes('/progress') && response.request().method() === 'PUT',
  );
  await playerAt(page, 90, 2);
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await expect(card).toContainText('Continue at 1:30', SCREEN);
  await expect(card).not.toContainText('Watched');
  await card.getByRole('button', { name: `Play video: ${title}` }).click();
  await expect.poll(() => startOfLivePlayer(page), SCREEN).toBe(90);
  await playerAt(page, 600, 0);
  await expect(card.getByText('Watched')).toBeVisible();

  await page.reload();
  await expect(card.getByText('Watched')).toBeVisible(SCREEN);
  await expect(card).not.toContainText('Continue at');
});
