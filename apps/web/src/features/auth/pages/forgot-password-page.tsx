import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { TOASTS } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import { failureMessage } from '../api/auth-answers';
import { useResetPassword } from '../api/reset-password';
import { useSendResetCode } from '../api/send-reset-code';
import { AuthShell } from '../components/auth-shell';
import { CodeInput } from '../components/code-input';
import { PasswordInput } from '../components/password-input';
import { focusField } from '../form-focus';
import { clearForgotEmail, getForgotEmail, setForgotEmail } from '../session-storage';
import { validateForgotEmail, validateReset, type ResetField } from '../validation';

/**
 * Forgot password (spec §2): first the e-mail, then the code and the new password. The e-mail is kept
 * in localStorage (FogotEmail), so a reload stays on the second step until the reset is done.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState<string | null>(() => getForgotEmail());

  return (
    <AuthShell
      title="Forgot password"
      intro={
        email === null ? (
          "Enter your account's e-mail and we will send you a code to choose a new password."
        ) : (
          <>
            Enter the code we sent to <strong className="font-semibold text-fg">{email}</strong> and choose a new
            password.
          </>
        )
      }
      footer={
        <>
          No account yet?{' '}
          <Link to="/auth" className="font-medium text-primary-text hover:underline">
            Register
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateForgotEmail({ Email: email });
    if (problem) {
      setIsInvalid(true);
      focusField(formRef.current, problem.field);
      showWarningToast(problem.message);
      return;
    }
    const trimmed = email.trim();
    const result = await sendMutation.mutateAsync({ Email: trimmed });
    if (!result.ok) {
      showErrorToast(failureMessage(result, { fallback: TOASTS.resetCodeFailed, exception: TOASTS.resetSendError }));
      return;
    }
    setForgotEmail(trimmed);
    showSuccessToast(TOASTS.resetCodeSent);
    onCodeSent(trimmed);
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Input
        label="Email"
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
        {sendMutation.isPending ? 'Sending…' : 'Send code'}
      </Button>
      <Link to="/login" className="self-center text-sm font-medium text-primary-text hover:underline">
        Back to login
      </Link>
    </form>
  );
}

const EMPTY_RESET: Record<ResetField, string> = { ForgotPasswordCode: '', NewPassword: '', ConfirmNewPassword: '' };

function ResetStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY_RESET);
  const [invalidField, setInvalidField] = useState<ResetField | null>(null);
  const resetMutation = useResetPassword();

  function setField(field: ResetField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalidField === field) setInvalidField(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateReset(values);
    if (problem) {
      setInvalidField(problem.field);
      focusField(formRef.current, problem.field);
      showWarningToast(problem.message);
      return;
    }
    const result = await resetMutation.mutateAsync({ Email: email, ...values });
    if (!result.ok) {
      showErrorToast(
        failureMessage(result, { fallback: TOASTS.passwordResetFailed, exception: TOASTS.resetSubmitError }),
      );
      return;
    }
    clearForgotEmail();
    showSuccessToast(TOASTS.passwordReset);
    await navigate('/login');
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <CodeInput
        label="Verification code"
        name="ForgotPasswordCode"
        value={values.ForgotPasswordCode}
        onValueChange={(value) => setField('ForgotPasswordCode', value)}
        isInvalid={invalidField === 'ForgotPasswordCode'}
        autoFocus
      />
      <PasswordInput
        label="New password"
        name="NewPassword"
        autoComplete="new-password"
        value={values.NewPassword}
        onChange={(event) => setField('NewPassword', event.target.value)}
        isInvalid={invalidField === 'NewPassword'}
      />
      <PasswordInput
        label="Confirm new password"
        name="ConfirmNewPassword"
        autoComplete="new-password"
        value={values.ConfirmNewPassword}
        onChange={(event) => setField('ConfirmNewPassword', event.target.value)}
        isInvalid={invalidField === 'ConfirmNewPassword'}
      />
      <Button type="submit" size="lg" className="w-full" isBusy={resetMutation.isPending}>
        {resetMutation.isPending ? 'Saving…' : 'Reset password'}
      </Button>
      <Button variant="ghost" size="sm" className="self-center text-primary-text" onClick={onChangeEmail}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Use a different e-mail
      </Button>
    </form>
  );
}
