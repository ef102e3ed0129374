import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/** Tones of design.md: green for public/success, amber for draft, slate for archived, red for errors. */
export type BadgeTone = 'primary' | 'success' | 'draft' | 'archived' | 'danger' | 'neutral';

const tones: Record<BadgeTone, string> = {
  primary: 'bg-primary-soft text-primary-text',
  success: 'bg-accent-soft text-accent-text',
  draft: 'bg-amber-soft text-amber-text',
  archived: 'bg-slate-soft text-slate-text',
  danger: 'bg-danger-soft text-danger-text',
  neutral: 'bg-subtle text-muted',
};

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

/** The badge tone of a content status (public, draft, archived). */
export function statusTone(status: string): BadgeTone {
  switch (status) {
    case 'public':
    case 'active':
      return 'success';
    case 'draft':
      return 'draft';
    case 'archived':
    case 'inactive':
      return 'archived';
    default:
      return 'neutral';
  }
}
