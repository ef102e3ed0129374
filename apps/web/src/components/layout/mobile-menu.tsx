import { useEffect, useId, useRef, type ReactNode } from 'react';
import { MenuIcon, XIcon } from '../ui/icons';

/*
 * The phone menu: a hamburger button and a side sheet built on the native modal <dialog>, which gives
 * the focus trap, Escape to close and an inert page behind it without a library (the Radix dialog it
 * replaces weighed ~10 KB gzipped on every page). A click on the backdrop closes it; focus goes back
 * to the hamburger; the page behind does not scroll (see `html:has(dialog[open])` in the stylesheet).
 */
export function MobileMenu({
  isOpen,
  onOpenChange,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  // The sheet is for narrow screens only: close it if the window grows past the desktop breakpoint.
  useEffect(() => {
    if (!isOpen) return;
    const wide = window.matchMedia('(min-width: 1024px)');
    const onChange = () => {
      if (wide.matches) onOpenChange(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [isOpen, onOpenChange]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => onOpenChange(true)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-fg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        // Escape (or any other way the browser closes it) must update our state and return focus.
        onClose={() => {
          onOpenChange(false);
          triggerRef.current?.focus();
        }}
        // A click on the backdrop lands on the <dialog> itself; the sheet's content fills it.
        onClick={(event) => {
          if (event.target === event.currentTarget) onOpenChange(false);
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,86vw)] max-w-none overflow-y-auto border-0 border-l border-line bg-surface p-0 text-fg shadow-xl backdrop:bg-slate-950/50 focus:outline-none"
      >
        {isOpen ? (
          <div className="flex min-h-full flex-col gap-4 p-5">
            <div className="flex items-center justify-between">
              <h2 id={titleId} className="text-base font-semibold">
                Menu
              </h2>
              <button
                type="button"
                onClick={() => onOpenChange(false)}
                className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-ring"
                aria-label="Close menu"
              >
                <XIcon className="size-5" />
              </button>
            </div>
            {children}
          </div>
        ) : null}
      </dialog>
    </>
  );
}
