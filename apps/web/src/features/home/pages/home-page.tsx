import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { Wordmark } from '../../../components/brand/wordmark';
import { buttonClasses } from '../../../components/ui/button-classes';
import { LazySearchCombobox } from '../../../components/search/lazy-search-combobox';
import { SearchIcon } from '../../../components/ui/icons';
import { withBundles } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';
import { useSession } from '../../../lib/use-session';
import type { MessageId } from '../../../locales/message-id';
import { RotatingWord } from '../components/rotating-word';
import { buildSearchPath, type SearchType } from '../search-path';

// Below the fold, in a chunk of its own: the entry keeps only the hero (docs/decisions/0005).
const HomeSections = lazy(async () => ({
  default: (await withBundles(() => import('../components/home-sections'), ['home'])).HomeSections,
}));

// Only for a logged-in user: Continue reading, My Learning, new in the stream, featured courses.
// Lazy, so visitors never load it, and it replaces the marketing sections' chunk for them.
const PersonalHome = lazy(async () => ({
  default: (await withBundles(() => import('../components/personal-home'), ['personal'])).PersonalHome,
}));

const HERO_WORDS: readonly MessageId[] = ['home.wordNotes', 'home.wordPapers', 'home.wordLectures', 'home.wordCourses'];
const SEARCH_TYPE_OPTIONS: readonly { value: SearchType; label: MessageId }[] = [
  { value: 'notes', label: 'nav.notes' },
  { value: 'pyq', label: 'nav.pyq' },
  { value: 'video', label: 'nav.videos' },
];

export function HomePage() {
  const session = useSession();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [type, setType] = useState<SearchType>('notes');
  const t = useT();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = buildSearchPath(text, session.isLoggedIn ? type : undefined);
    if (path) void navigate(path);
  };

  return (
    <>
      <section className="relative overflow-x-clip">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-[28rem] bg-gradient-to-b from-primary-soft to-transparent"
        />
        <div className="relative mx-auto flex max-w-[1200px] flex-col items-center gap-6 px-4 pt-14 pb-20 text-center sm:px-6 sm:pt-20 lg:pt-24">
          <Wordmark size="lg" />
          <h1 className="max-w-3xl text-[2rem] leading-tight font-extrabold tracking-tight text-balance sm:text-display">
            {t('home.heroTitle')} <RotatingWord words={HERO_WORDS.map((word) => t(word))} />
          </h1>
          <p className="max-w-xl text-lg text-muted">{t('home.heroText')}</p>

          <form role="search" onSubmit={handleSubmit} className="flex w-full max-w-xl flex-col gap-3">
            <div className="flex w-full gap-2">
              <label htmlFor="home-search" className="sr-only">
                {t('home.searchLabel')}
              </label>
              <div className="relative flex-1">
                <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
                <LazySearchCombobox
                  id="home-search"
                  value={text}
                  onValueChange={setText}
                  placeholder={t('home.searchPlaceholder')}
                  inputClassName="h-12 w-full rounded-lg border border-line bg-surface pr-3 pl-10 text-base text-fg shadow-sm placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
                />
              </div>
              <button type="submit" className={buttonClasses('primary', 'lg')}>
                {t('home.search')}
              </button>
            </div>
            {session.isLoggedIn ? (
              <fieldset className="flex flex-wrap items-center justify-center gap-2">
                <legend className="sr-only">{t('home.searchIn')}</legend>
                {SEARCH_TYPE_OPTIONS.map((option) => (
                  <label
                    key={option.value}
                    className={clsx(
                      'cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                      type === option.value
                        ? 'border-primary bg-primary text-primary-fg'
                        : 'border-line bg-surface text-muted hover:text-fg',
                    )}
                  >
                    <input
                      type="radio"
                      name="search-type"
                      value={option.value}
                      checked={type === option.value}
                      onChange={() => setType(option.value)}
                      className="sr-only"
                    />
                    {t(option.label)}
                  </label>
                ))}
              </fieldset>
            ) : null}
          </form>

          {session.isLoggedIn ? null : (
            <div className="flex flex-wrap justify-center gap-3">
              <Link to="/auth" className={buttonClasses('primary', 'lg')}>
                {t('nav.login')}
              </Link>
              <Link to="/auth" className={buttonClasses('outline', 'lg')}>
                {t('home.register')}
              </Link>
            </div>
          )}
        </div>
      </section>
      {/* Logged in: the user's own home, then the featured courses; the marketing sections are for visitors. */}
      {session.isLoggedIn ? (
        <Suspense fallback={<div aria-hidden="true" className="h-[1200px]" />}>
          <PersonalHome />
        </Suspense>
      ) : (
        <Suspense fallback={<HomeSectionsSkeleton />}>
          <HomeSections isLoggedIn={false} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Holds the lower sections' place while their chunk loads: the stat tiles' row at its real size, then
 * a block taller than any screen, so nothing in view moves when the sections arrive.
 */
function HomeSectionsSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto h-[1600px] max-w-[1200px] px-4 sm:px-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((tile) => (
          <div
            key={tile}
            className="h-[7.5rem] rounded-[12px] border border-line bg-subtle motion-safe:animate-pulse"
          />
        ))}
      </div>
    </div>
  );
}
