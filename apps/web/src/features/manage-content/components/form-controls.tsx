import { useId, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { clsx } from 'clsx';
import { fieldClasses } from '../../../components/ui/input';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/use-t';

/** Focuses the named control of a form, the field a warning is about (design.md, Forms). */
export function focusControl(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    control.focus();
    if (control instanceof HTMLTextAreaElement || ['text', 'search', 'url', 'number'].includes(control.type)) {
      control.select();
    }
  } else if (control instanceof HTMLSelectElement) {
    control.focus();
  }
}

export interface NativeSelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice (spec §5 warns when a required choice is left on it). */
  placeholder?: string;
  isInvalid?: boolean;
}

/** A labelled native select: the phone's own picker, focusable and outlined like the other fields. */
export function NativeSelect({
  label,
  options,
  placeholder,
  isInvalid = false,
  className,
  id,
  ...props
}: NativeSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={isInvalid || undefined}
        className={clsx(fieldClasses, 'h-10', className)}
        {...props}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The frame of an upload or update page: a way back, a heading and the form's card. */
export function FormShell({
  title,
  intro,
  backTo,
  backLabel,
  children,
}: {
  title: string;
  intro: string;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link
        to={backTo}
        className="inline-flex items-center gap-2 self-start rounded-md text-sm font-medium text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted">{intro}</p>
      </header>
      <Card className="p-5 hover:shadow-none sm:p-6">{children}</Card>
    </div>
  );
}

/** Shown on an update page opened without an item (a reload or a typed address). */
export function MissingItem({ listPath, listLabel }: { listPath: string; listLabel: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-fg">{t('manage.missingItem')}</p>
      <Link
        to={listPath}
        className="font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {listLabel}
      </Link>
    </div>
  );
}

/**
 * A required field's label and state: a visible * after the label (explained once at the top of the
 * form, hidden from screen readers) and `aria-required`, which screen readers announce as "required".
 */
export function required(label: string): { label: ReactNode; 'aria-required': true } {
  return {
    label: (
      <>
        {label}
        <span aria-hidden="true" className="ms-0.5 text-danger-text">
          *
        </span>
      </>
    ),
    'aria-required': true,
  };
}

/** The one explanation of the * marks, at the top of a form with required fields. */
export function RequiredLegend() {
  const t = useT();
  return <p className="text-sm text-muted">{t('requiredFields.legend')}</p>;
}
