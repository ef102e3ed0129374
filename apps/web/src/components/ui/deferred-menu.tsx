import { useState, type ComponentType } from 'react';
import { clsx } from 'clsx';
import type { MenuProps } from './menu';

/*
 * A menu button whose menu code arrives when it is first wanted (the landing page's budget,
 * docs/decisions/0005): the trigger paints at once, looking and naming itself as the real one; hovering
 * or focusing it fetches the menu, pressing it (click, Enter, Space, ArrowDown) opens the menu as soon as
 * its code is there, with the focus on its first item as usual. After that the real Menu takes its place.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each menu's items take their own props
type Items = ComponentType<any>;
type ItemsLoader = () => Promise<Items>;

interface Loaded {
  Menu: ComponentType<MenuProps>;
  Items: Items;
}

const loaded = new Map<ItemsLoader, Loaded>();
const pending = new Map<ItemsLoader, Promise<Loaded>>();

function fetchMenu(loadItems: ItemsLoader): Promise<Loaded> {
  let promise = pending.get(loadItems);
  if (promise === undefined) {
    promise = Promise.all([import('./menu'), loadItems()]).then(([module, Items]) => {
      const result = { Menu: module.Menu, Items };
      loaded.set(loadItems, result);
      return result;
    });
    promise.catch(() => pending.delete(loadItems));
    pending.set(loadItems, promise);
  }
  return promise;
}

export type DeferredMenuProps = Omit<MenuProps, 'children' | 'initialOpen'> & {
  /** The module of the menu's items: a component rendering MenuLink/MenuButton/… (module-level function). */
  loadItems: ItemsLoader;
  /** Props for the items component. */
  itemProps?: Record<string, unknown>;
};

export function DeferredMenu({ loadItems, itemProps, ...menuProps }: DeferredMenuProps) {
  const [menu, setMenu] = useState(() => loaded.get(loadItems));
  const [openAtMount, setOpenAtMount] = useState(false);

  if (menu) {
    const { Menu, Items } = menu;
    return (
      <Menu {...menuProps} initialOpen={openAtMount}>
        <Items {...itemProps} />
      </Menu>
    );
  }

  const prefetch = () => void fetchMenu(loadItems).catch(() => undefined);
  const open = () => {
    fetchMenu(loadItems).then(
      (result) => {
        setOpenAtMount(true);
        setMenu(result);
      },
      () => undefined,
    );
  };

  return (
    <div className={clsx('relative', menuProps.className)}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-label={menuProps.triggerLabel}
        className={menuProps.triggerClassName}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        }}
      >
        {menuProps.trigger}
      </button>
    </div>
  );
}
