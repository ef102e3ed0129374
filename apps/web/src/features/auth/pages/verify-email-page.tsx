import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans } from '../../../lib/i18n/trans';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showInfoToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import { failureMessage } from '../api/auth-answers';
import { useResendVerificationCode } from '../api/resend-verification-code';
import { useVerifyEmail } from '../api/verify-email';
import { AuthShell } from '../components/auth-shell';
import { CodeInput } from '../components/code-input';
import { focusField } from '../form-focus';
import { startSessionAfterProof } from '../sign-in-after-proof';
import { loginPathFor, peekReturnPath, returnPathAfterSignIn } from '../../../lib/return-to';
import { problemText } from '../problem-text';
import { toCodeDigits, validateForgotEmail, validateVerification, type VerifyField } from '../validation';
import { useFormFields } from '../../../lib/use-form-fields';

/**
 * Verify e-mail (spec §2): reads Email and VerificationCode from the query. With both present (the
 * one-click link of the mail) it verifies at once; otherwise the person types the code.
 */
export function VerifyEmailPage() {
  const navigate = useNavigate();
  const t = useT();
  const [searchParams] = useSearchParams();
  const emailFromLink = searchParams.get('Email') ?? '';
  const codeFromLink = toCodeDigits(searchParams.get('VerificationCode') ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setField, invalidField, setInvalidField, fieldProps } = useFormFields({
    Email: emailFromLink,
    VerificationCode: codeFromLink,
  });
  const verifyMutation = useVerifyEmail();
  const resendMutation = useResendVerificationCode();
  const { mutateAsync: verify } = verifyMutation;

  async function runVerification(body: Record<VerifyField, string>) {
    const result = await verify({ Email: body.Email.trim(), VerificationCode: body.VerificationCode });
    if (!result.ok) {
      showErrorToast(
        failureMessage(result, { fallback: t('auth.verificationFailed'), exception: t('auth.verificationError') }),
      );
      return;
    }
    if (await startSessionAfterProof(result.data)) {
      await navigate(returnPathAfterSignIn(), { replace: true });
      showSuccessToast(t('arriving.signedIn'));
      return;
    }
    showSuccessToast(t('auth.emailVerified'));
    await navigate(loginPathFor(peekReturnPath() ?? '/'));
  }

  // The one-click link: verify once on arrival (the ref keeps React's dev double effects to one call).
  const hasAutoVerified = useRef(false);
  useEffect(() => {
    if (hasAutoVerified.current || emailFromLink === '' || codeFromLink === '') return;
    hasAutoVerified.current = true;
    void runVerification({ Email: emailFromLink, VerificationCode: codeFromLink });
    // Runs for the link the page was opened with only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function flag(field: VerifyField, message: string) {
    setInvalidField(field);
    focusField(formRef.current, field);
    showWarningToast(problemText({ field, message }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateVerification(values);
    if (problem) {
      flag(problem.field, problem.message);
      return;
    }
    await runVerification(values);
  }

  async function sendNewCode() {
    const problem = validateForgotEmail(values);
    if (problem) {
      flag(problem.field, problem.message);
      return;
    }
    const result = await resendMutation.mutateAsync({ Email: values.Email.trim() });
    if (!result.ok) {
      showErrorToast(
        failureMessage(result, { fallback: t('auth.verificationFailed'), exception: t('auth.verificationError') }),
      );
      return;
    }
    setField('VerificationCode', '');
    showInfoToast(result.data.message);
  }

  const isEmailLocked = emailFromLink !== '';
  return (
    <AuthShell
      title={t('auth.verifyTitle')}
      intro={
        isEmailLocked ? (
          <Trans
            id="auth.verifyIntroEmail"
            values={{ email: emailFromLink }}
            components={{ 0: <strong className="font-semibold text-fg" /> }}
          />
        ) : (
          t('auth.verifyIntro')
        )
      }
      footer={
        <>
          {t('auth.alreadyVerified')}{' '}
          <Link to="/login" className="font-medium text-primary-text hover:underline">
            {t('auth.logIn')}
          </Link>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {isEmailLocked ? null : (
          <Input label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...fieldProps('Email')} />
        )}
        <CodeInput
          label={t('auth.verificationCode')}
          name="VerificationCode"
          value={values.VerificationCode}
          onValueChange={(value) => setField('VerificationCode', value)}
          isInvalid={invalidField === 'VerificationCode'}
          autoFocus={codeFromLink === ''}
        />
        <Button type="submit" size="lg" className="w-full" isBusy={verifyMutation.isPending}>
          {verifyMutation.isPending ? t('auth.verifying') : t('auth.verifyEmail')}
        </Button>
        <div className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-muted">
          {t('auth.noCode')}
          <Button
            variant="ghost"
            size="sm"
            className="text-primary-text"
            isBusy={resendMutation.isPending}
            onClick={() => void sendNewCode()}
          >
            {t('auth.sendNewCode')}
          </Button>
        </div>
      </form>
    </AuthShell>
  );
}
