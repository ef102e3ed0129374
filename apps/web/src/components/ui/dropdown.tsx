import type { ComponentProps, ReactNode } from 'react';
import { clsx } from 'clsx';
import { DropdownMenu as Menu } from 'radix-ui';

export const DropdownRoot = Menu.Root;
export const DropdownTrigger = Menu.Trigger;
export const DropdownGroup = Menu.Group;

export function DropdownContent({
  className,
  align = 'end',
  sideOffset = 8,
  children,
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={sideOffset}
        className={clsx(
          'z-50 min-w-52 rounded-[12px] border border-line bg-surface p-1.5 text-fg shadow-lg',
          'data-[state=open]:animate-[fade-in_120ms_ease-out]',
          className,
        )}
        {...props}
      >
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

const itemClasses =
  'flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none ' +
  'data-[highlighted]:bg-subtle data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export interface DropdownItemProps extends ComponentProps<typeof Menu.Item> {
  icon?: ReactNode;
  isDestructive?: boolean;
}

/** With `asChild`, the single child (a link, say) becomes the item; put its icon inside it. */
export function DropdownItem({
  className,
  icon,
  isDestructive = false,
  asChild = false,
  children,
  ...props
}: DropdownItemProps) {
  return (
    <Menu.Item
      asChild={asChild}
      className={clsx(itemClasses, isDestructive && 'text-danger-text', className)}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </Menu.Item>
  );
}

export function DropdownCheckboxItem({ className, children, ...props }: ComponentProps<typeof Menu.CheckboxItem>) {
  return (
    <Menu.CheckboxItem className={clsx(itemClasses, 'justify-between', className)} {...props}>
      {children}
    </Menu.CheckboxItem>
  );
}

export function DropdownLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={clsx('px-2.5 py-1.5 text-xs font-semibold text-muted', className)} {...props} />;
}

export function DropdownSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={clsx('my-1 h-px bg-line', className)} {...props} />;
}
