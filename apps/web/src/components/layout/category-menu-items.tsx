import { useSearchParams } from 'react-router';
import { CATEGORIES, type Category } from '@prepshelf/contract';
import { clsx } from 'clsx';
import { chooseStream } from '../../lib/stream';
import { streamLabelId } from '../../lib/i18n/stream-label';
import { useT } from '../../lib/i18n/use-t';
import { MenuButton, MenuLabel } from '../ui/menu';
import { useSelectedCategory } from './use-selected-category';

/** The category menu's items (loaded when the menu is first wanted). */
export function CategoryMenuItems({ onPick }: { onPick?: () => void }) {
  const [, setSearchParams] = useSearchParams();
  const selected = useSelectedCategory();
  const t = useT();

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
    <>
      <MenuLabel>{t('chrome.category')}</MenuLabel>
      <div role="group" aria-label={t('chrome.category')}>
        {CATEGORIES.map((category) => (
          <MenuButton
            key={category}
            role="menuitemradio"
            checked={category === selected}
            onClick={() => choose(category)}
            className={clsx('justify-between gap-4', category === selected && 'font-semibold text-primary-text')}
          >
            {t(streamLabelId(category))}
            {category === selected ? (
              <span aria-hidden="true" className="block size-2 rounded-full bg-primary" />
            ) : null}
          </MenuButton>
        ))}
      </div>
    </>
  );
}
