import { lazy, Suspense, useRef, useState } from 'react';
import { withBundles } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/use-t';
import { MenuIcon } from '../ui/icons';

/*
 * The phone menu's hamburger. The side sheet (mobile-sheet.tsx) and everything in it arrive when the
 * menu is first wanted (hovered, focused or pressed), not with the landing page (its budget).
 */
const loadSheet = () => withBundles(() => import('./mobile-sheet'), ['chrome']);
const MobileSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileSheet })));

export function MobileMenu({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  // Mounted from the first opening on, so closing keeps it (and its exit) cheap.
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  const prefetch = () => void loadSheet().catch(() => undefined);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={t('layout.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => onOpenChange(true)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-fg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <MobileSheet isOpen={isOpen} onOpenChange={onOpenChange} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
