import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Hourglass } from 'lucide-react';
import { VALIDATION, type EnrolmentStatus } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Input } from '../../../components/ui/input';
import { fillFromAccount, useSignedInUser } from '../../../lib/current-user';
import { useT, type Translate } from '../../../lib/i18n/use-t';
import { showErrorToast, showWarningToast } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';
import { enrolInCourse, enrolmentKey, useMyEnrolment } from '../api/enrol';
import { ENROLLMENT_TEXTS, validateEnrollment, type EnrollmentValues } from '../validation';
import { useFormFields } from '../../../lib/use-form-fields';

const EMPTY: EnrollmentValues = { name: '', email: '', mobile: '', college: '' };

/** The validation's texts in the page's language (English: the texts themselves). */
function problemText(t: Translate, message: string): string {
  if (message === VALIDATION.enrollLogin) return t('enrollment.loginToEnroll');
  if (message === ENROLLMENT_TEXTS.required) return t('enrollment.required');
  if (message === ENROLLMENT_TEXTS.invalidEmail) return t('enrollment.invalidEmail');
  return message;
}

export const courseLearnPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/learn`;

/** Where a signed-in student stands with the course, shown instead of the form. */
function EnrolledState({
  courseId,
  status,
  isJustNow,
  focusRef,
}: {
  courseId: string | null;
  status: EnrolmentStatus | 'thanked';
  isJustNow: boolean;
  focusRef: RefObject<HTMLDivElement | null>;
}) {
  const t = useT();
  const isEnrolled = status === 'enrolled';
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      role="status"
      className="flex flex-col items-center gap-3 py-6 text-center focus:outline-none"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        {status === 'requested' && !isJustNow ? (
          <Hourglass className="size-6" aria-hidden="true" />
        ) : (
          <CircleCheck className="size-6" aria-hidden="true" />
        )}
      </span>
      {isEnrolled ? (
        <>
          <p className="max-w-sm text-lg font-semibold">
            {isJustNow ? t('enrollment.enrolledTitle') : t('enrollment.alreadyEnrolled')}
          </p>
          {isJustNow ? <p className="max-w-sm text-muted">{t('enrollment.enrolledText')}</p> : null}
          {courseId ? (
            <Link to={courseLearnPath(courseId)} className={buttonClasses('primary', 'lg')}>
              {isJustNow ? t('enrollment.startCourse') : t('enrollment.continueCourse')}
            </Link>
          ) : null}
        </>
      ) : status === 'requested' && !isJustNow ? (
        <p className="max-w-sm text-lg font-semibold">{t('enrollment.alreadyRequested')}</p>
      ) : (
        <>
          <p className="max-w-sm text-lg font-semibold">{t('enrollment.thanks')}</p>
          {status === 'requested' ? <p className="max-w-sm text-muted">{t('enrollment.requestedText')}</p> : null}
        </>
      )}
    </div>
  );
}

/**
 * The enrol form (spec §3, §4, §5). It stores the enrolment: a free course enrols
 * the signed-in student at once, a priced one records a request with the form's details for staff to
 * approve. A logged-out submit is refused. A course opened without its id (an older screen's state)
 * keeps the spec's thank-you state and sends nothing.
 */
export function EnrollmentForm({ courseId }: { courseId: string | null }) {
  const session = useSession();
  const t = useT();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const { values, setValues, setField, setInvalidField, fieldProps } = useFormFields(EMPTY);
  const [outcome, setOutcome] = useState<EnrolmentStatus | 'thanked' | null>(null);
  const [isSending, setIsSending] = useState(false);
  const current = useMyEnrolment(courseId, session.isLoggedIn).data;
  const account = useSignedInUser().data;
  // Logged in: the account's name and e-mail fill the empty fields once they are known,
  // during render (React's pattern for state that follows a prop), once per account.
  const [filledFor, setFilledFor] = useState<string | null>(null);
  if (account && filledFor !== account._id) {
    setFilledFor(account._id);
    setValues((current) => fillFromAccount(current, account));
  }

  useEffect(() => {
    // The form is gone: move focus to what replaced it, so keyboard and screen-reader users hear it.
    if (outcome !== null) thanksRef.current?.focus();
  }, [outcome]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateEnrollment(values, session.isLoggedIn);
    if (problem) {
      setInvalidField(problem.field);
      if (problem.field) {
        const control = formRef.current?.elements.namedItem(problem.field);
        if (control instanceof HTMLInputElement) control.focus();
      }
      showWarningToast(problemText(t, problem.message));
      return;
    }
    if (courseId === null) {
      setOutcome('thanked');
      return;
    }
    setIsSending(true);
    enrolInCourse(courseId, values).then(
      (answer) => {
        setIsSending(false);
        queryClient.setQueryData(enrolmentKey(courseId), answer.enrolment);
        void queryClient.invalidateQueries({ queryKey: ['courses'] });
        setOutcome(answer.enrolment.status);
      },
      (error: unknown) => {
        setIsSending(false);
        showErrorToast(error instanceof Error && error.message !== '' ? error.message : t('enrollment.enrolFailed'));
      },
    );
  }

  if (outcome !== null) {
    return <EnrolledState courseId={courseId} status={outcome} isJustNow focusRef={thanksRef} />;
  }
  if (current && current.status !== 'declined') {
    return <EnrolledState courseId={courseId} status={current.status} isJustNow={false} focusRef={thanksRef} />;
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('enrollment.fullName')} autoComplete="name" required {...fieldProps('name')} />
        <Input
          label={t('enrollment.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...fieldProps('email')}
        />
        <Input
          label={t('enrollment.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          {...fieldProps('mobile')}
        />
        <Input
          label={t('enrollment.college')}
          name="college"
          autoComplete="organization"
          value={values.college}
          onChange={(event) => setField('college', event.target.value)}
        />
      </div>
      {current?.status === 'declined' ? <p className="text-sm text-muted">{t('enrollment.declinedText')}</p> : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" isBusy={isSending}>
        {isSending ? t('enrollment.enrolling') : t('enrollment.enrollNow')}
      </Button>
      {session.isLoggedIn ? null : <p className="text-sm text-muted">{t('enrollment.loginNeeded')}</p>}
    </form>
  );
}
