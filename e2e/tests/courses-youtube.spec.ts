import { expect, test, type Page } from '@playwright/test';
import { actAsStudent, createStudent, loginAsAdmin, uniqueLabel } from '../fixtures/content';
import { createCourseWithLectures } from '../fixtures/courses';

/*
 * YouTube lectures go through YouTube's IFrame Player API. The network is closed, so the API's script is
 * replaced at the boundary by a stand-in with the same surface (YT.Player, onYouTubeIframeAPIReady, the
 * state change events, getCurrentTime and getDuration) that the journey drives; the page's code is the
 * real one.
 */

const FAKE_IFRAME_API = `
  window.__players = [];
  window.YT = {
    Player: class {
      constructor(element, options) {
        this.options = options;
        this.time = 0;
        this.duration = 600;
        this.isDestroyed = false;
        element.textContent = 'player of ' + options.videoId;
        window.__players.push(this);
      }
      getCurrentTime() { return this.time; }
      getDuration() { return this.duration; }
      destroy() { this.isDestroyed = true; }
      emit(state) { this.options.events.onStateChange({ data: state, target: this }); }
    },
  };
  window.onYouTubeIframeAPIReady();
`;

const SCREEN = { timeout: 20_000 };

interface FakePlayerView {
  videoId: string;
  start: number;
}

/** The player the page made last and is still using, as the stand-in saw it. */
function currentPlayer(page: Page): Promise<FakePlayerView | null> {
  return page.evaluate(() => {
    const players = (
      window as unknown as {
        __players?: { options: { videoId: string; playerVars: { start: number } }; isDestroyed: boolean }[];
      }
    ).__players;
    const live = players?.filter((player) => !player.isDestroyed).at(-1);
    return live ? { videoId: live.options.videoId, start: live.options.playerVars.start } : null;
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

test('YouTube lectures count as watched at their end and resume where they were left', async ({ page, request }) => {
  const apiRequests: string[] = [];
  await page.route('https://www.youtube.com/iframe_api', async (route) => {
    apiRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API });
  });
  const label = uniqueLabel('YouTube course');
  const course = await createCourseWithLectures(request, await loginAsAdmin(request), {
    title: label,
    price: 0,
    category: 'artscivils',
    lectures: [
      { title: 'Constitution basics', videoUrl: 'https://youtu.be/aaaaaaaaaaa' },
      { title: 'Fundamental rights', videoUrl: 'https://www.youtube.com/watch?v=bbbbbbbbbbb' },
    ],
  });
  const student = await createStudent(request, 'youtube-course');
  const enrol = await request.post(`/api/courses/${course._id}/enrolment`, {
    headers: { AuthToken: student.token },
    data: { name: 'Kiran', email: student.email, mobile: '9876512345' },
  });
  expect(enrol.ok()).toBe(true);
  await actAsStudent(page, student);

  await page.goto(`/courses/${course._id}/learn`);
  await expect(page.getByRole('heading', { level: 2, name: 'Lecture 1: Constitution basics' })).toBeVisible(SCREEN);
  await expect.poll(() => currentPlayer(page), SCREEN).toEqual({ videoId: 'aaaaaaaaaaa', start: 0 });
  expect(apiRequests).toHaveLength(1);

  const lectures = page.getByRole('list', { name: 'Lectures' }).getByRole('listitem');
  await playerAt(page, 600, 0);
  await expect(lectures.nth(0)).toContainText('Watched');

  await lectures.nth(1).getByRole('button').click();
  await expect.poll(() => currentPlayer(page)).toEqual({ videoId: 'bbbbbbbbbbb', start: 0 });
  await playerAt(page, 90, 1);
  await playerAt(page, 90, 2);
  await expect(lectures.nth(1)).toContainText('Resume at 1:30');

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Lecture 2: Fundamental rights' })).toBeVisible(SCREEN);
  await expect.poll(() => currentPlayer(page), SCREEN).toEqual({ videoId: 'bbbbbbbbbbb', start: 90 });
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
    'aria-valuetext',
    '1 of 2 lectures watched',
  );
});
