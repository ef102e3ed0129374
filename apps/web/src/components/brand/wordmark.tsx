import { clsx } from 'clsx';

/** The book-spine glyph: three spines on a shelf, the last one leaning (inline SVG, no image file). */
export function ShelfGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={clsx('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#4338ca" />
      <rect x="7" y="8" width="4.5" height="16" rx="1" fill="#ffffff" />
      <rect x="13.5" y="6" width="4.5" height="18" rx="1" fill="#c7d2fe" />
      <rect x="20" y="9" width="4.5" height="15" rx="1" fill="#4ade80" transform="rotate(-12 22 16)" />
      <rect x="6" y="24.5" width="20" height="2" rx="1" fill="#ffffff" />
    </svg>
  );
}

export function Wordmark({ className, size = 'md' }: { className?: string; size?: 'md' | 'lg' }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-2 font-bold tracking-tight',
        size === 'lg' ? 'text-3xl' : 'text-xl',
        className,
      )}
    >
      <ShelfGlyph className={size === 'lg' ? 'size-11' : 'size-8'} />
      <span>
        Prep<span className="text-primary-text">Shelf</span>
      </span>
    </span>
  );
}
