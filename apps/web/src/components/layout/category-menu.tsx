import { useSearchParams } from 'react-router';
import { CATEGORIES, CATEGORY_LABELS, DEFAULT_CATEGORY, type Category } from '@prepshelf/contract';
import { clsx } from 'clsx';
import { chooseStream, isCategory, useDeviceStream } from '../../lib/stream';
import { ChevronDownIcon, LayersIcon } from '../ui/icons';
import { Menu, MenuButton, MenuLabel } from '../ui/menu';

/**
 * Picks a stream: sets `?category=` on the current page and keeps its other parameters (spec §2), and
 * remembers it on the device and the account (issue 13). `onPick` runs after a pick (the phone menu
 * closes).
 */
export function CategoryMenu({
  className,
  inFlow = false,
  onPick,
}: {
  className?: string;
  inFlow?: boolean;
  onPick?: () => void;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.get('category');
  const remembered = useDeviceStream();
  const selected: Category = isCategory(current) ? current : (remembered ?? DEFAULT_CATEGORY);

  const choose = (category: Category) => {
    chooseStream(category);
    onPick?.();
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('category', category);
      return next;
    });
  };

  return (
    <Menu
      align="start"
      inFlow={inFlow}
      triggerClassName={clsx(
        'inline-flex h-10 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-medium hover:bg-subtle',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      trigger={
        <>
          <LayersIcon className="size-4 text-muted" />
          <span className="sr-only">Category: </span>
          {CATEGORY_LABELS[selected]}
          <ChevronDownIcon className="size-4 text-muted" />
        </>
      }
    >
      <MenuLabel>Category</MenuLabel>
      <div role="group" aria-label="Category">
        {CATEGORIES.map((category) => (
          <MenuButton
            key={category}
            role="menuitemradio"
            checked={category === selected}
            onClick={() => choose(category)}
            className={clsx('justify-between gap-4', category === selected && 'font-semibold text-primary-text')}
          >
            {CATEGORY_LABELS[category]}
            {category === selected ? (
              <span aria-hidden="true" className="block size-2 rounded-full bg-primary" />
            ) : null}
          </MenuButton>
        ))}
      </div>
    </Menu>
  );
}
