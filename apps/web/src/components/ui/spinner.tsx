import { clsx } from 'clsx';
import { useT } from '../../lib/i18n/use-t';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers (default: Loading…); null when the spinner sits inside a labelled control. */
  label?: string | null;
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const t = useT();
  if (label === undefined) label = t('screen.loading');
  return (
    <span role={label ? 'status' : undefined} className={clsx('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
          sizes[size],
        )}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
