import { useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/use-t';
import type { StudentFormValues } from '../student-params';

export interface StudentFormProps {
  title: string;
  intro: string;
  values: StudentFormValues;
  onChange: (values: StudentFormValues) => void;
  invalidField: keyof StudentFormValues | null;
  isPasswordOptional: boolean;
  isBusy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** Extra fields under the password (the Admin's role select). */
  children?: ReactNode;
}

/** Add and update student share this form: labels above fields, the field in error outlined and focused. */
export function StudentForm({
  title,
  intro,
  values,
  onChange,
  invalidField,
  isPasswordOptional,
  isBusy,
  submitLabel,
  onSubmit,
  children,
}: StudentFormProps) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8">
      <Link
        to="/dashboard/dashboard-student-management"
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-primary-text hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('students.backToList')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-muted">{intro}</p>
      </header>
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit}
        className="flex flex-col gap-4 rounded-[12px] border border-line bg-surface p-5 sm:p-6"
      >
        <Input
          label={t('students.fieldUsername')}
          name="Username"
          autoComplete="off"
          value={values.Username}
          isInvalid={invalidField === 'Username'}
          onChange={(event) => onChange({ ...values, Username: event.target.value })}
        />
        <Input
          label={t('students.fieldEmail')}
          name="Email"
          type="email"
          autoComplete="off"
          value={values.Email}
          isInvalid={invalidField === 'Email'}
          onChange={(event) => onChange({ ...values, Email: event.target.value })}
        />
        <Input
          label={isPasswordOptional ? t('students.fieldNewPassword') : t('students.fieldPassword')}
          name="Password"
          type="password"
          autoComplete="new-password"
          value={values.Password}
          isInvalid={invalidField === 'Password'}
          hint={isPasswordOptional ? t('students.passwordHint') : undefined}
          onChange={(event) => onChange({ ...values, Password: event.target.value })}
        />
        {children}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button asChild variant="outline">
            <Link to="/dashboard/dashboard-student-management">{t('students.cancel')}</Link>
          </Button>
          <Button type="submit" isBusy={isBusy}>
            {isBusy ? t('students.saving') : submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Focuses the named field of the first form on the page (after a warning). */
export function focusField(name: keyof StudentFormValues): void {
  const field = document.querySelector<HTMLInputElement>(`form input[name="${name}"]`);
  field?.focus();
}
