import { useLocation } from 'react-router';
import { LIST_GRID_CLASSES, LIST_SKELETON_HEIGHTS } from '../features/content/list-grid';
import type { ListKind } from '../features/content/list-params';
import { i18n } from '../lib/i18n/i18n';
import { useT } from '../lib/i18n/use-t';
import { isLoggedIn } from '../lib/session';
import type { MessageId } from '../locales/message-id';
import { messages as englishFrame } from 'virtual:catalog/en/frame';
import { messages as hindiFrame } from 'virtual:catalog/hi/frame';
import { AppFallback } from './app-fallback';

// The frame's few words in both languages ride in this chunk: no catalog fetch before it paints.
i18n.load({ en: englishFrame, hi: hindiFrame });

/**
 * On a direct link to a list, the server names the list screen's chunks in a `<meta>` (apps/server's
 * plugins/spa.ts): preloaded together once this frame is on its way, they arrive in one wave instead of
 * one level of imports per round trip (about 2.5 s sooner on the phone profile).
 */
function preloadListScreen(): void {
  // (No document outside a browser: the unit tests import this module in Node.)
  if (typeof document === 'undefined') return;
  const urls = document.querySelector('meta[name="prepshelf-list-screen"]')?.getAttribute('content') ?? '';
  for (const url of urls.split(' ')) {
    if (!url.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
}
preloadListScreen();

/** The lists' headings (as in the `contentLists` catalog) and how many cards a first page shows. */
const LIST_FRAMES: Readonly<Record<ListKind, { title: MessageId; cards: number }>> = {
  note: { title: 'listFrame.note', cards: 6 },
  pyq: { title: 'listFrame.pyq', cards: 6 },
  video: { title: 'listFrame.video', cards: 5 },
  course: { title: 'listFrame.course', cards: 4 },
};

const LIST_PATHS: Readonly<Record<string, ListKind>> = {
  '/notes': 'note',
  '/q-paper': 'pyq',
  '/video': 'video',
  '/cource': 'course',
};

/** The list a pathname shows, if it is one of the four public lists. */
export function listKindOf(pathname: string): ListKind | null {
  return LIST_PATHS[pathname.replace(/\/+$/, '').toLowerCase()] ?? null;
}

/**
 * What a direct link paints inside the chrome while the data layer's code (TanStack Query, zod, the
 * screen) is still on its way: for a list, its heading and placeholder cards in the list's
 * own grid; for any other screen, the usual late spinner. Navigations inside the app never show it:
 * they are transitions that keep the current screen until the next one is ready.
 */
export function ScreenPlaceholder() {
  const t = useT();
  const kind = listKindOf(useLocation().pathname);
  // Logged out, a list redirects to /auth as soon as the guard runs: no list frame for a moment.
  if (kind === null || !isLoggedIn()) return <AppFallback />;
  const frame = LIST_FRAMES[kind];
  const cards = (
    <ul className={LIST_GRID_CLASSES[kind]} aria-hidden="true">
      {Array.from({ length: frame.cards }, (_, index) => (
        <li
          key={index}
          className={`${LIST_SKELETON_HEIGHTS[kind]} animate-pulse rounded-[12px] border border-line bg-subtle motion-reduce:animate-none`}
        />
      ))}
    </ul>
  );
  return (
    <div
      className="mx-auto flex w-full max-w-[1200px] flex-col gap-8 px-4 py-10 sm:px-6 sm:py-12"
      aria-busy="true"
      data-screen-placeholder=""
    >
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-[1.75rem] font-bold tracking-tight sm:text-[2rem]">{t(frame.title)}</h1>
          {/* The intro line's place (kept out of the entry chunk: its words come with the screen). */}
          <div aria-hidden="true" className="h-6 w-80 max-w-full rounded bg-subtle" />
          <p className="sr-only">{t('listFrame.loading')}</p>
          <div aria-hidden="true" className="h-5 w-40 rounded bg-subtle" />
          <div aria-hidden="true" className="h-9 w-72 max-w-full rounded-full bg-subtle" />
        </div>
        <div aria-hidden="true" className="h-11 w-56 rounded-lg border border-line bg-surface" />
      </header>
      {kind === 'pyq' ? (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_280px]">
          {cards}
          <div aria-hidden="true" className="hidden h-64 rounded-[12px] border border-line bg-primary-soft lg:block" />
        </div>
      ) : (
        cards
      )}
    </div>
  );
}
