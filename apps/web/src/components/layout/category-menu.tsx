import { useSearchParams } from 'react-router';
import { DEFAULT_CATEGORY, type Category } from '@prepshelf/contract';
import { clsx } from 'clsx';
import { isCategory, useDeviceStream } from '../../lib/stream';
import { withBundles } from '../../lib/i18n/i18n';
import { streamLabelId } from '../../lib/i18n/stream-label';
import { useT } from '../../lib/i18n/use-t';
import { DeferredMenu } from '../ui/deferred-menu';
import { ChevronDownIcon, LayersIcon } from '../ui/icons';

/** The stream in use: `?category=` of the current page, else the remembered one, else the default. */
export function useSelectedCategory(): Category {
  const [searchParams] = useSearchParams();
  const current = searchParams.get('category');
  const remembered = useDeviceStream();
  return isCategory(current) ? current : (remembered ?? DEFAULT_CATEGORY);
}

const loadItems = () =>
  withBundles(() => import('./category-menu-items'), ['chrome']).then((module) => module.CategoryMenuItems);

/**
 * Picks a stream: sets `?category=` on the current page and keeps its other parameters (spec §2), and
 * remembers it on the device and the account (issue 13). `onPick` runs after a pick (the phone menu
 * closes). The menu's items arrive when it is first wanted (the landing page's budget).
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
  const selected = useSelectedCategory();
  const t = useT();
  return (
    <DeferredMenu
      align="start"
      inFlow={inFlow}
      loadItems={loadItems}
      itemProps={{ onPick }}
      triggerClassName={clsx(
        'inline-flex h-10 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-medium hover:bg-subtle',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      trigger={
        <>
          <LayersIcon className="size-4 text-muted" />
          <span className="sr-only">{t('layout.categoryPrefix')} </span>
          {t(streamLabelId(selected))}
          <ChevronDownIcon className="size-4 text-muted" />
        </>
      }
    />
  );
}
