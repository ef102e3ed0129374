import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { Tabs as TabsPrimitive } from 'radix-ui';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={clsx('inline-flex gap-1 rounded-lg bg-subtle p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        'inline-flex h-9 flex-1 items-center justify-center rounded-md px-4 text-sm font-semibold text-muted',
        'transition-colors duration-150 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring',
        'data-[state=active]:bg-surface data-[state=active]:text-primary-text data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={clsx('mt-4 focus-visible:outline-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
