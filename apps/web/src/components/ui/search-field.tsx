import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { clsx } from 'clsx';
import { fieldClasses } from './input';

/**
 * A search box with the magnifier inside it, in a wrapper that takes the row's free width. It has no
 * label of its own: give it `aria-label` or a `<label htmlFor>` beside it.
 */
export function SearchField({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative min-w-0 flex-1">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        {...props}
        className={clsx(fieldClasses, 'pl-9', className)}
      />
    </div>
  );
}
