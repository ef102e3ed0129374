import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  label?: ReactNode;
  /** Used as the accessible name when there is no visible label. */
  ariaLabel?: string;
  className?: string;
  disabled?: boolean;
}

export function Select<V extends string>({
  value,
  onValueChange,
  options,
  label,
  ariaLabel,
  className,
  disabled,
}: SelectProps<V>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      {label ? (
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
      ) : null}
      <SelectPrimitive.Root
        value={value}
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate.value === next);
          if (option) onValueChange(option.value);
        }}
        {...(disabled === undefined ? {} : { disabled })}
      >
        <SelectPrimitive.Trigger
          id={id}
          aria-label={ariaLabel}
          className={clsx(
            'inline-flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-line bg-surface px-3 text-sm text-fg',
            'focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60',
            className,
          )}
        >
          <SelectPrimitive.Value />
          <SelectPrimitive.Icon>
            <ChevronDown className="size-4 text-muted" aria-hidden="true" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={6}
            className="z-50 max-h-72 min-w-(--radix-select-trigger-width) overflow-hidden rounded-[12px] border border-line bg-surface p-1 text-fg shadow-lg"
          >
            <SelectPrimitive.Viewport>
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-pointer select-none items-center rounded-md py-2 pr-8 pl-2.5 text-sm outline-none data-[highlighted]:bg-subtle"
                >
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className="absolute right-2">
                    <Check className="size-4" aria-hidden="true" />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </div>
  );
}
