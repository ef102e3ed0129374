import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOAST_AUTO_CLOSE_MS, VALIDATION } from '@prepshelf/contract';
import ToastHost from '../src/app/toast-host';
import { ensureBundles, setLanguage } from '../src/lib/i18n/i18n';
import { showSuccessToast, showWarningToast } from '../src/lib/toast';

/** The toast host as the app mounts it (with the `app` catalog), with one toast on screen. */
async function showToast(show: () => void) {
  await ensureBundles(['app']);
  const user = userEvent.setup();
  const view = render(<ToastHost />);
  show();
  const toast = await screen.findByRole('alert');
  return { user, toast, view };
}

/** Every accessible name and label in the toast host, hidden parts included. */
function labels(root: HTMLElement): string[] {
  return [...root.querySelectorAll('[aria-label], [title]')].flatMap((element) =>
    ['aria-label', 'title'].map((name) => element.getAttribute(name)).filter((value) => value !== null),
  );
}

function timerBar(toast: HTMLElement): HTMLElement {
  const bar = toast.querySelector<HTMLElement>('.Toastify__progress-bar');
  if (bar === null) throw new Error('no timer bar');
  return bar;
}

describe('the toast host', () => {
  it('names its close button in English and draws a timer bar with no name of its own', async () => {
    const { toast, view } = await showToast(() => showSuccessToast('Note uploaded successfully!'));

    expect(toast).toHaveTextContent('Note uploaded successfully!');
    const close = screen.getByRole('button', { name: 'Close notification' });
    expect(close).toHaveClass('Toastify__close-button', 'Toastify__close-button--light');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const bar = timerBar(toast);
    expect(bar.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(bar.style.animationDuration).toBe(`${TOAST_AUTO_CLOSE_MS}ms`);
    expect(labels(view.container)).toEqual(['Notifications Alt+T', 'Close notification']);
  });

  it('in Hindi, names everything in Hindi and leaves none of the library’s English names', async () => {
    await setLanguage('hi', { remember: false });
    const { toast, view } = await showToast(() => showWarningToast(VALIDATION.loginRequired));

    await waitFor(() => expect(toast).toHaveTextContent(/[\u0900-\u097F]/));
    expect(screen.getByRole('button', { name: 'सूचना बंद करें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'सूचनाएँ Alt+T' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(labels(view.container)).toEqual(['सूचनाएँ Alt+T', 'सूचना बंद करें']);
    const html = view.container.innerHTML;
    expect(html).not.toMatch(/notification timer/i);
    expect(html).not.toMatch(/aria-label="close"/i);
  });

  it('closes from its close button', async () => {
    const { user, toast } = await showToast(() => showSuccessToast('Link copied'));

    await user.click(screen.getByRole('button', { name: 'Close notification' }));

    await waitFor(() => expect(toast).toHaveAttribute('data-in', 'false'));
  });

  it('starts the timer again when a new message replaces the one on screen', async () => {
    const { toast } = await showToast(() => showSuccessToast('Link copied'));
    const firstBar = timerBar(toast);

    showSuccessToast('Note uploaded successfully!');

    await waitFor(() => expect(toast).toHaveTextContent('Note uploaded successfully!'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(timerBar(toast)).not.toBe(firstBar);
    expect(timerBar(toast).style.animationDuration).toBe(`${TOAST_AUTO_CLOSE_MS}ms`);
  });

  it('pauses its timer while hovered and closes when the timer runs out', async () => {
    const { user, toast } = await showToast(() => showSuccessToast('Link copied'));
    const playState = () => timerBar(toast).style.animationPlayState;
    // jsdom's document never has focus, which pauses toasts as a window left does: give it focus.
    fireEvent.focus(window);
    await waitFor(() => expect(playState()).toBe('running'));

    await user.hover(toast);
    await waitFor(() => expect(playState()).toBe('paused'));
    await user.unhover(toast);
    await waitFor(() => expect(playState()).toBe('running'));

    // jsdom has no AnimationEvent, so React listens for the prefixed name a browser without it would fire.
    fireEvent(timerBar(toast), new Event('webkitAnimationEnd', { bubbles: true }));
    await waitFor(() => expect(toast).toHaveAttribute('data-in', 'false'));
  });
});
