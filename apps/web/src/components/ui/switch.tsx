import { useId, type ComponentProps, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Switch as SwitchPrimitive } from 'radix-ui';

export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  label?: ReactNode;
}

export function Switch({ label, className, id, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const control = (
    <SwitchPrimitive.Root
      id={switchId}
      className={clsx(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent',
        'bg-slate-400 transition-colors duration-150 data-[state=checked]:bg-primary',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow transition-transform duration-150 data-[state=checked]:translate-x-5" />
    </SwitchPrimitive.Root>
  );
  if (!label) return control;
  return (
    <div className="flex items-center gap-3">
      {control}
      <label htmlFor={switchId} className="text-sm text-fg">
        {label}
      </label>
    </div>
  );
}
