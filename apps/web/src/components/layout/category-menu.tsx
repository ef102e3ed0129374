import { clsx } from 'clsx';
import { withBundles } from '../../lib/i18n/i18n';
import { streamLabelId } from '../../lib/i18n/stream-label';
import { useT } from '../../lib/i18n/use-t';
import { DeferredMenu } from '../ui/deferred-menu';
import { ChevronDownIcon, LayersIcon } from '../ui/icons';
import { useSelectedCategory } from './use-selected-category';

const loadItems = () =>
  withBundles(() => import('./category-menu-items'), ['chrome']).then((module) => module.CategoryMenuItems);

/**
 * Picks a stream: sets `?category=` on the current page and keeps its other parameters (spec §2), and
 * remembers it on the device and the account. `onPick` runs after a pick (the phone menu closes). The menu's items arrive when it is first wanted (the landing page's budget).
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
