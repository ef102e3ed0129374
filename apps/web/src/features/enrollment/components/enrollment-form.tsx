import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { TOASTS } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { fillFromAccount, useSignedInUser } from '../../../lib/current-user';
import { showWarningToast } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';
import { validateEnrollment, type EnrollmentField, type EnrollmentValues } from '../validation';

const EMPTY: EnrollmentValues = { name: '', email: '', mobile: '', college: '' };

/**
 * The enrol form (spec §3, §4, §5). Enrolment sends nothing to a server (spec §7): a logged-in submit
 * with the required fields moves to the thank-you state; a logged-out submit is refused.
 */
export function EnrollmentForm() {
  const session = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [invalidField, setInvalidField] = useState<EnrollmentField | null>(null);
  const [isEnrolled, setIsEnrolled] = useState(false);
  const account = useSignedInUser().data;
  // Logged in: the account's name and e-mail fill the empty fields once they are known (issue 13),
  // during render (React's pattern for state that follows a prop), once per account.
  const [filledFor, setFilledFor] = useState<string | null>(null);
  if (account && filledFor !== account._id) {
    setFilledFor(account._id);
    setValues((current) => fillFromAccount(current, account));
  }

  useEffect(() => {
    // The form is gone: move focus to what replaced it, so keyboard and screen-reader users hear it.
    if (isEnrolled) thanksRef.current?.focus();
  }, [isEnrolled]);

  function setField(field: EnrollmentField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalidField === field) setInvalidField(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateEnrollment(values, session.isLoggedIn);
    if (problem) {
      setInvalidField(problem.field);
      if (problem.field) {
        const control = formRef.current?.elements.namedItem(problem.field);
        if (control instanceof HTMLInputElement) control.focus();
      }
      showWarningToast(problem.message);
      return;
    }
    setIsEnrolled(true);
  }

  if (isEnrolled) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center gap-3 py-6 text-center focus:outline-none"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <CircleCheck className="size-6" aria-hidden="true" />
        </span>
        <p className="max-w-sm text-lg font-semibold">{TOASTS.enrollThanks}</p>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => setField('name', event.target.value)}
          isInvalid={invalidField === 'name'}
        />
        <Input
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => setField('email', event.target.value)}
          isInvalid={invalidField === 'email'}
        />
        <Input
          label="Mobile number"
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          value={values.mobile}
          onChange={(event) => setField('mobile', event.target.value)}
          isInvalid={invalidField === 'mobile'}
        />
        <Input
          label="College (optional)"
          name="college"
          autoComplete="organization"
          value={values.college}
          onChange={(event) => setField('college', event.target.value)}
        />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
        Enroll now
      </Button>
      {session.isLoggedIn ? null : <p className="text-sm text-muted">You need to be logged in to enroll.</p>}
    </form>
  );
}
