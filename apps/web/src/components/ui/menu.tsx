import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';

/*
 * A small, dependency-free menu button for the chrome of every page (navbar account menu, category
 * menu), following the WAI-ARIA menu-button pattern: the trigger says aria-haspopup/aria-expanded, the
 * open menu takes focus on its first (or checked) item, ArrowUp/ArrowDown/Home/End move between items,
 * Escape closes and returns focus to the trigger, Tab or a click outside closes. Radix's DropdownMenu
 * (components/ui/dropdown.tsx) stays available for screens that are lazy anyway; this one keeps ~30 KB
 * of Radix and floating-ui off the landing page.
 */

const ITEM_SELECTOR = '[role^="menuitem"]:not([aria-disabled="true"])';

/** Closes the open menu and puts focus back on its trigger; items call it after their action. */
const CloseMenuContext = createContext<() => void>(() => undefined);

export const menuItemClasses =
  'flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm outline-none hover:bg-subtle focus-visible:bg-subtle';

export interface MenuProps {
  /** The trigger's content (an icon, a label). */
  trigger: ReactNode;
  triggerClassName?: string;
  /** The trigger's accessible name, when its content is only an icon. */
  triggerLabel?: string;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  /** Renders the open menu in the page flow (full width) instead of floating, e.g. inside the mobile sheet. */
  inFlow?: boolean;
  className?: string;
  /** The items (MenuLink, MenuButton, MenuLabel, MenuSeparator); choosing one closes the menu. */
  children: ReactNode;
  /** Opens at once (a DeferredMenu whose code arrived after its trigger was pressed). */
  initialOpen?: boolean;
}

export function Menu({
  trigger,
  triggerClassName,
  triggerLabel,
  align = 'end',
  inFlow = false,
  className,
  children,
  initialOpen = false,
}: MenuProps) {
  const [isOpen, setIsOpen] = useState(initialOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = () => {
    setIsOpen(false);
    triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const menu = menuRef.current;
    const items = menu ? [...menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)] : [];
    (items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0])?.focus();

    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onMenuKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
    const current = items.indexOf(document.activeElement as HTMLElement);
    let next: number;
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      case 'Tab':
        setIsOpen(false);
        return;
      case ' ':
        // Buttons activate on Space natively; links only on Enter, so do it for them.
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        return;
      case 'ArrowDown':
        next = (current + 1) % items.length;
        break;
      case 'ArrowUp':
        next = (current - 1 + items.length) % items.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = items.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <div ref={rootRef} className={clsx('relative', className)}>
      <button
        ref={triggerRef}
        type="button"
        id={`${id}-trigger`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-menu` : undefined}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {isOpen ? (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-trigger`}
          onKeyDown={onMenuKeyDown}
          className={clsx(
            'min-w-52 rounded-[12px] border border-line bg-surface p-1.5 text-fg',
            inFlow
              ? 'mt-2 w-full'
              : clsx('absolute top-full z-50 mt-2 shadow-lg', align === 'end' ? 'right-0' : 'left-0'),
            'animate-[fade-in_120ms_ease-out]',
          )}
        >
          <CloseMenuContext value={close}>{children}</CloseMenuContext>
        </div>
      ) : null}
    </div>
  );
}

export function MenuLabel({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div id={id} className="px-2.5 py-1.5 text-xs font-semibold text-muted">
      {children}
    </div>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="my-1 h-px bg-line" />;
}

/** A link item: navigates, then closes the menu. */
export function MenuLink({ className, ...props }: Omit<ComponentProps<typeof Link>, 'onClick'>) {
  const close = useContext(CloseMenuContext);
  return <Link role="menuitem" tabIndex={-1} className={clsx(menuItemClasses, className)} onClick={close} {...props} />;
}

/** A button item: `menuitem`, or `menuitemradio`/`menuitemcheckbox` with `checked`. */
export function MenuButton({
  role = 'menuitem',
  checked,
  keepOpen = false,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'role' | 'onClick'> & {
  role?: 'menuitem' | 'menuitemradio' | 'menuitemcheckbox';
  checked?: boolean;
  /** Stays open after the action (a toggle such as dark mode). */
  keepOpen?: boolean;
  onClick: () => void;
}) {
  const close = useContext(CloseMenuContext);
  return (
    <button
      onClick={() => {
        onClick();
        if (!keepOpen) close();
      }}
      type="button"
      role={role}
      tabIndex={-1}
      aria-checked={role === 'menuitem' ? undefined : checked === true}
      className={clsx(menuItemClasses, className)}
      {...props}
    />
  );
}
