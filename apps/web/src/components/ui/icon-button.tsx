import type { MouseEvent } from 'react';
import type { LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';
import { Button, type ButtonProps } from './button';

/**
 * A toolbar's button with an icon only: its name is its `aria-label` (`label`). 40 px square, 36 px on
 * a phone, where a toolbar's row is short.
 */
export function iconButton(
  Icon: LucideIcon,
  label: string,
  onClick: (event: MouseEvent<HTMLElement>) => void,
  props: ButtonProps = {},
) {
  return (
    <Button
      variant="ghost"
      size="icon"
      {...props}
      aria-label={label}
      className={clsx('max-sm:h-9 max-sm:w-9', props.className)}
      onClick={onClick}
    >
      <Icon className="size-5" aria-hidden="true" />
    </Button>
  );
}
