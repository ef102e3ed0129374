import { CATEGORIES, type Category } from '@prepshelf/contract';
import { clsx } from 'clsx';
import { streamLabelId } from '../../../lib/i18n/stream-label';
import { useT } from '../../../lib/i18n/use-t';

/** The three streams as toggle buttons; picking one chooses it. */
export function StreamPicker({ current, onPick }: { current: Category | null; onPick: (stream: Category) => void }) {
  const t = useT();
  return (
    <div role="group" aria-label={t('personal.yourStream')} className="flex flex-wrap gap-2">
      {CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={category === current}
          onClick={() => onPick(category)}
          className={clsx(
            'h-9 rounded-full border px-3.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            category === current
              ? 'border-primary bg-primary text-primary-fg'
              : 'border-line bg-surface text-muted hover:text-fg',
          )}
        >
          {t(streamLabelId(category))}
        </button>
      ))}
    </div>
  );
}
