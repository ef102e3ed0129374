import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Trans } from '../../../lib/i18n/trans';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import { failureMessage } from '../api/auth-answers';
import { useResetPassword } from '../api/reset-password';
import { useSendResetCode } from '../api/send-reset-code';
import { AuthShell } from '../components/auth-shell';
import { CodeInput } from '../components/code-input';
import { PasswordInput } from '../components/password-input';
import { focusField } from '../form-focus';
import { startSessionAfterProof } from '../sign-in-after-proof';
import { loginPathFor, peekReturnPath, returnPathAfterSignIn } from '../../../lib/return-to';
import { problemText } from '../problem-text';
import { clearForgotEmail, getForgotEmail, setForgotEmail } from '../session-storage';
import { validateForgotEmail, validateReset, type ResetField } from '../validation';
import { useFormFields } from '../../../lib/use-form-fields';

/**
 * Forgot password (spec §2): first the e-mail, then the code and the new password. The e-mail is kept
 * in localStorage (FogotEmail), so a reload stays on the second step until the reset is done.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState<string | null>(() => getForgotEmail());
  const t = useT();

  return (
    <AuthShell
      title={t('auth.forgotTitle')}
      intro={
        email === null ? (
          t('auth.forgotIntro')
        ) : (
          <Trans
            id="auth.resetIntro"
            values={{ email }}
            components={{ 0: <strong className="font-semibold text-fg" /> }}
          />
        )
      }
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Link to="/auth" className="font-medium text-primary-text hover:underline">
            {t('auth.register')}
          </Link>
        </>
      }
    >
      {email === null ? (
        <EmailStep onCodeSent={setEmail} />
      ) : (
        <ResetStep
          email={email}
          onChangeEmail={() => {
            clearForgotEmail();
            setEmail(null);
          }}
        />
      )}
    </AuthShell>
  );
}

function EmailStep({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);
  const sendMutation = useSendResetCode();
  const t = useT();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateForgotEmail({ Email: email });
    if (problem) {
      setIsInvalid(true);
      focusField(formRef.current, problem.field);
      showWarningToast(problemText(problem));
      return;
    }
    const trimmed = email.trim();
    const result = await sendMutation.mutateAsync({ Email: trimmed });
    if (!result.ok) {
      showErrorToast(
        failureMessage(result, { fallback: t('auth.resetCodeFailed'), exception: t('auth.resetSendError') }),
      );
      return;
    }
    setForgotEmail(trimmed);
    showSuccessToast(t('auth.resetCodeSent'));
    onCodeSent(trimmed);
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Input
        label={t('auth.email')}
        name="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setIsInvalid(false);
        }}
        isInvalid={isInvalid}
      />
      <Button type="submit" size="lg" className="w-full" isBusy={sendMutation.isPending}>
        {sendMutation.isPending ? t('auth.sending') : t('auth.sendCode')}
      </Button>
      <Link to="/login" className="self-center text-sm font-medium text-primary-text hover:underline">
        {t('auth.backToLogin')}
      </Link>
    </form>
  );
}

const EMPTY_RESET: Record<ResetField, string> = { ForgotPasswordCode: '', NewPassword: '', ConfirmNewPassword: '' };

function ResetStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setField, invalidField, setInvalidField, fieldProps } = useFormFields(EMPTY_RESET);
  const resetMutation = useResetPassword();
  const t = useT();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateReset(values);
    if (problem) {
      setInvalidField(problem.field);
      focusField(formRef.current, problem.field);
      showWarningToast(problemText(problem));
      return;
    }
    const result = await resetMutation.mutateAsync({ Email: email, ...values });
    if (!result.ok) {
      showErrorToast(
        failureMessage(result, { fallback: t('auth.passwordResetFailed'), exception: t('auth.resetSubmitError') }),
      );
      return;
    }
    clearForgotEmail();
    if (await startSessionAfterProof(result.data)) {
      await navigate(returnPathAfterSignIn(), { replace: true });
      showSuccessToast(t('auth.passwordReset'));
      return;
    }
    showSuccessToast(t('auth.passwordReset'));
    await navigate(loginPathFor(peekReturnPath() ?? '/'));
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <CodeInput
        label={t('auth.verificationCode')}
        name="ForgotPasswordCode"
        value={values.ForgotPasswordCode}
        onValueChange={(value) => setField('ForgotPasswordCode', value)}
        isInvalid={invalidField === 'ForgotPasswordCode'}
        autoFocus
      />
      <PasswordInput label={t('auth.newPassword')} autoComplete="new-password" {...fieldProps('NewPassword')} />
      <PasswordInput
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        {...fieldProps('ConfirmNewPassword')}
      />
      <Button type="submit" size="lg" className="w-full" isBusy={resetMutation.isPending}>
        {resetMutation.isPending ? t('auth.saving') : t('auth.resetPassword')}
      </Button>
      <Button variant="ghost" size="sm" className="self-center text-primary-text" onClick={onChangeEmail}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('auth.useDifferentEmail')}
      </Button>
    </form>
  );
}
