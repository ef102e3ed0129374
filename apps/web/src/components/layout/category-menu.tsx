import { useSearchParams } from 'react-router';
import { CATEGORIES, CATEGORY_LABELS, DEFAULT_CATEGORY, type Category } from '@prepshelf/contract';
import { ChevronDown, Layers } from 'lucide-react';
import { DropdownContent, DropdownLabel, DropdownRoot, DropdownTrigger } from '../ui/dropdown';
import { DropdownMenu } from 'radix-ui';
import { clsx } from 'clsx';

function isCategory(value: string | null): value is Category {
  return value !== null && (CATEGORIES as readonly string[]).includes(value);
}

/** Picks a stream: sets `?category=` on the current page and keeps its other parameters (spec §2). */
export function CategoryMenu({ className }: { className?: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.get('category');
  const selected: Category = isCategory(current) ? current : DEFAULT_CATEGORY;

  return (
    <DropdownRoot>
      <DropdownTrigger
        className={clsx(
          'inline-flex h-10 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-medium hover:bg-subtle',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          className,
        )}
      >
        <Layers className="size-4 text-muted" aria-hidden="true" />
        <span className="sr-only">Category: </span>
        {CATEGORY_LABELS[selected]}
        <ChevronDown className="size-4 text-muted" aria-hidden="true" />
      </DropdownTrigger>
      <DropdownContent align="start">
        <DropdownLabel>Category</DropdownLabel>
        <DropdownMenu.RadioGroup
          value={selected}
          onValueChange={(value) => {
            if (!isCategory(value)) return;
            setSearchParams((previous) => {
              const next = new URLSearchParams(previous);
              next.set('category', value);
              return next;
            });
          }}
        >
          {CATEGORIES.map((category) => (
            <DropdownMenu.RadioItem
              key={category}
              value={category}
              className="flex cursor-pointer select-none items-center justify-between gap-4 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-subtle data-[state=checked]:font-semibold data-[state=checked]:text-primary-text"
            >
              {CATEGORY_LABELS[category]}
              <DropdownMenu.ItemIndicator>
                <span aria-hidden="true" className="block size-2 rounded-full bg-primary" />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownContent>
    </DropdownRoot>
  );
}
