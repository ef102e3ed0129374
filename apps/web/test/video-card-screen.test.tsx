import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  videoItemSchema,
  videoProgressListResponseSchema,
  videoProgressResponseSchema,
  type VideoProgressView,
} from '@prepshelf/contract';
import { VideoCard } from '../src/features/content/components/video-card';
import { formatVideoPosition, videoStartAt } from '../src/features/content/video-position';
import type { YoutubeNamespace } from '../src/lib/youtube-api';
import { answer, answerOpens } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

const VIDEO = videoItemSchema.parse({
  _id: 'video-1',
  ownerId: 'user-2',
  type: 'video',
  title: 'Indus valley cities',
  description: '',
  fileUrl: 'dQw4w9WgXcQ',
  category: 'sciTechnology',
  tags: [],
  isPublic: true,
  status: 'public',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  isWatching: false,
});

/** YouTube's IFrame API faked at the boundary: the player the card makes, and its events. */
function fakeYoutube(at: { time: number; duration: number }) {
  const made: { videoId: string; start: unknown; stateChange: (state: number) => void }[] = [];
  const api: YoutubeNamespace = {
    Player: class {
      constructor(_element: HTMLElement, options: ConstructorParameters<YoutubeNamespace['Player']>[1]) {
        made.push({
          videoId: options.videoId,
          start: options.playerVars?.start,
          stateChange: (data) => options.events?.onStateChange?.({ data, target: this }),
        });
      }
      getCurrentTime() {
        return at.time;
      }
      getDuration() {
        return at.duration;
      }
      destroy() {}
    },
  };
  window.YT = api;
  return made;
}
afterEach(() => {
  delete window.YT;
});

function answerProgress(stored: VideoProgressView | null, saves: unknown[], opened: unknown[] = []) {
  let current = stored;
  server.use(
    answerOpens(opened),
    http.get('/api/videos/progress', () =>
      answer(videoProgressListResponseSchema, { success: true, progress: current ? [current] : [] }),
    ),
    http.put('/api/videos/video-1/progress', async ({ request }) => {
      const body = (await request.json()) as { position: number; duration: number; updatedAt: string };
      saves.push(body);
      current = {
        videoId: 'video-1',
        position: Math.min(body.position, body.duration),
        duration: body.duration,
        isWatched: body.position >= body.duration * 0.9,
        updatedAt: body.updatedAt,
      };
      return answer(videoProgressResponseSchema, { success: true, message: 'Progress saved.', progress: current });
    }),
  );
}

describe('a standalone video card', () => {
  it('resumes a logged-in student where they left off and saves the position on pause', async () => {
    const saves: unknown[] = [];
    const opened: unknown[] = [];
    answerProgress(
      { videoId: 'video-1', position: 90, duration: 600, isWatched: false, updatedAt: '2026-12-01T10:00:00.000Z' },
      saves,
      opened,
    );
    const made = fakeYoutube({ time: 95.5, duration: 600 });
    const { user, unmount } = await renderScreen(<VideoCard video={VIDEO} />, { role: 'Student' });
    expect(await screen.findByText('Continue at 1:30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play video: Indus valley cities' }));
    await waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]).toMatchObject({ videoId: 'dQw4w9WgXcQ', start: 90 });
    // Playing counts as opening the video, for the staff's who-opened-what report.
    await waitFor(() => expect(opened).toEqual([{ type: 'video', id: 'video-1' }]));
    made[0]!.stateChange(2);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ position: 95.5, duration: 600 });
    expect(screen.queryByText('Watched')).not.toBeInTheDocument();
    // Leaving saves the last position too.
    unmount();
    await waitFor(() => expect(saves).toHaveLength(2));
  });

  it('shows "Watched" once 90 % was played', async () => {
    const saves: unknown[] = [];
    answerProgress(null, saves);
    const made = fakeYoutube({ time: 600, duration: 600 });
    const { user, unmount } = await renderScreen(<VideoCard video={VIDEO} />, { role: 'Student' });
    await user.click(await screen.findByRole('button', { name: 'Play video: Indus valley cities' }));
    await waitFor(() => expect(made).toHaveLength(1));
    made[0]!.stateChange(0);
    const card = screen.getByRole('heading', { name: 'Indus valley cities' }).parentElement!;
    expect(await within(card).findByText('Watched')).toBeInTheDocument();
    unmount();
    await waitFor(() => expect(saves).toHaveLength(2));
  });

  it('keeps a position saved without a network and sends it when a player opens again', async () => {
    const saves: { position: number }[] = [];
    let isOffline = true;
    answerProgress(null, saves);
    server.use(http.put('/api/videos/video-1/progress', () => (isOffline ? HttpResponse.error() : undefined)));
    const made = fakeYoutube({ time: 95.5, duration: 600 });
    const first = await renderScreen(<VideoCard video={VIDEO} />, { role: 'Student' });
    await first.user.click(await screen.findByRole('button', { name: 'Play video: Indus valley cities' }));
    await waitFor(() => expect(made).toHaveLength(1));
    made[0]!.stateChange(2);
    await waitFor(() => expect(localStorage.getItem('PrepShelfPendingProgress')).toContain('95.5'));
    expect(saves).toHaveLength(0);
    first.unmount();

    // The connection is back: the next player sends the kept position (the server keeps the later one).
    isOffline = false;
    const second = await renderScreen(<VideoCard video={VIDEO} />, { role: 'Student' });
    await second.user.click(await screen.findByRole('button', { name: 'Play video: Indus valley cities' }));
    await waitFor(() => expect(saves.some((save) => save.position === 95.5)).toBe(true));
    await waitFor(() => expect(localStorage.getItem('PrepShelfPendingProgress')).toBeNull());
    // Leaving saves the position once more, and that one goes straight out.
    second.unmount();
    await waitFor(() => expect(saves).toHaveLength(2));
  });

  it('plays the plain privacy-enhanced embed for an anonymous visitor, asking nothing of the server', async () => {
    let asked = 0;
    server.use(
      http.get('/api/videos/progress', () => {
        asked += 1;
        return answer(videoProgressListResponseSchema, { success: true, progress: [] });
      }),
    );
    const made = fakeYoutube({ time: 0, duration: 600 });
    const { user } = await renderScreen(<VideoCard video={VIDEO} />);
    await user.click(screen.getByRole('button', { name: 'Play video: Indus valley cities' }));
    expect(await screen.findByTitle('Video: Indus valley cities')).toHaveAttribute(
      'src',
      expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    );
    expect(made).toHaveLength(0);
    expect(asked).toBe(0);
  });

  it('falls back to the plain embed at the saved position when YouTube’s API cannot load', async () => {
    answerProgress(
      { videoId: 'video-1', position: 90, duration: 600, isWatched: true, updatedAt: '2026-12-01T10:00:00.000Z' },
      [],
    );
    const { user } = await renderScreen(<VideoCard video={VIDEO} />, { role: 'Student' });
    expect(await screen.findByText('Watched')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play video: Indus valley cities' }));
    // No fake API: the script the card adds fails to load, as a blocked or unreachable one does.
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>('script[src="https://www.youtube.com/iframe_api"]');
      expect(found).not.toBeNull();
      return found!;
    });
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByTitle('Video: Indus valley cities')).toHaveAttribute(
      'src',
      expect.stringMatching(/youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?.*&start=90$/),
    );
  });

  it('starts at the saved position, from the beginning when never played or played to the end', () => {
    expect(videoStartAt(null)).toBe(0);
    expect(videoStartAt({ position: 90, duration: 600 })).toBe(90);
    expect(videoStartAt({ position: 599.5, duration: 600 })).toBe(0);
    expect(formatVideoPosition(90)).toBe('1:30');
    expect(formatVideoPosition(3725)).toBe('1:02:05');
  });
});
