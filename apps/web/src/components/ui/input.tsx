import { useId, type ComponentProps, type ReactNode } from 'react';
import { clsx } from 'clsx';

export const fieldClasses =
  'block w-full rounded-lg border border-line bg-surface px-3 text-base text-fg placeholder:text-muted ' +
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ' +
  'aria-invalid:border-danger aria-invalid:outline-danger disabled:cursor-not-allowed disabled:opacity-60';

export interface InputProps extends ComponentProps<'input'> {
  /** Shown above the field (design.md: labels above fields). */
  label?: ReactNode;
  hint?: ReactNode;
  isInvalid?: boolean;
}

export function Input({ label, hint, isInvalid = false, className, id, ...props }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const input = (
    <input
      id={inputId}
      aria-invalid={isInvalid || undefined}
      aria-describedby={hintId}
      className={clsx(fieldClasses, 'h-10', className)}
      {...props}
    />
  );
  if (!label && !hint) return input;
  return (
    <div className="flex flex-col gap-1.5">
      {label ? (
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          {label}
        </label>
      ) : null}
      {input}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextareaProps extends ComponentProps<'textarea'> {
  label?: ReactNode;
  isInvalid?: boolean;
}

export function Textarea({ label, isInvalid = false, className, id, ...props }: TextareaProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1.5">
      {label ? (
        <label htmlFor={fieldId} className="text-sm font-medium text-fg">
          {label}
        </label>
      ) : null}
      <textarea
        id={fieldId}
        aria-invalid={isInvalid || undefined}
        className={clsx(fieldClasses, 'min-h-24 py-2', className)}
        {...props}
      />
    </div>
  );
}
