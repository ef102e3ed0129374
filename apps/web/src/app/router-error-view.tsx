import { useT } from '../lib/i18n/use-t';

/**
 * The error page of spec §2: 'Unexpected Application Error!' (PAGE_TEXTS.routerError of the contract, in
 * the `common` catalog: the contract's messages module would put every toast into the entry chunk; a unit
 * test keeps the two equal).
 */
export function RouterErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  const t = useT();

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('layout.routerError')}</h1>
      {detail ? <p className="max-w-prose text-sm break-words text-muted">{detail}</p> : null}
      <p className="text-muted">{t('chrome.routerErrorText')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* Plain links: the router itself may be what failed, so these reload the app. */}
        <a
          href={typeof window === 'undefined' ? '/' : window.location.href}
          className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-fg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('chrome.reloadPage')}
        </a>
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-lg border border-line px-4 text-sm font-medium hover:bg-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('chrome.goHome')}
        </a>
      </div>
    </main>
  );
}
