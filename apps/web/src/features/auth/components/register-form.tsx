import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import { failureMessage } from '../api/auth-answers';
import { useRegister } from '../api/register';
import { focusField } from '../form-focus';
import { problemText } from '../problem-text';
import { validateRegister, type RegisterField } from '../validation';
import { GoogleButton, OrDivider } from './google-button';
import { PasswordInput } from './password-input';

const EMPTY: Record<RegisterField, string> = { Username: '', Email: '', Password: '', ConfirmPassword: '' };

export function RegisterForm() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [invalidField, setInvalidField] = useState<RegisterField | null>(null);
  const registerMutation = useRegister();
  const t = useT();

  const change = (field: RegisterField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (invalidField === field) setInvalidField(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateRegister(values);
    if (problem) {
      setInvalidField(problem.field);
      focusField(formRef.current, problem.field);
      showWarningToast(problemText(problem));
      return;
    }
    const result = await registerMutation.mutateAsync({
      Username: values.Username.trim(),
      Email: values.Email.trim(),
      Password: values.Password,
      ConfirmPassword: values.ConfirmPassword,
    });
    if (!result.ok) {
      showErrorToast(failureMessage(result, { fallback: t('auth.registerError'), exception: t('auth.registerError') }));
      return;
    }
    showSuccessToast(t('auth.registered'));
    await navigate(`/verifyEmail?${new URLSearchParams({ Email: result.data.user.Email }).toString()}`);
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Input
        label={t('auth.username')}
        name="Username"
        autoComplete="username"
        value={values.Username}
        onChange={change('Username')}
        isInvalid={invalidField === 'Username'}
      />
      <Input
        label={t('auth.email')}
        name="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.Email}
        onChange={change('Email')}
        isInvalid={invalidField === 'Email'}
      />
      <PasswordInput
        label={t('auth.password')}
        name="Password"
        autoComplete="new-password"
        value={values.Password}
        onChange={change('Password')}
        isInvalid={invalidField === 'Password'}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        name="ConfirmPassword"
        autoComplete="new-password"
        value={values.ConfirmPassword}
        onChange={change('ConfirmPassword')}
        isInvalid={invalidField === 'ConfirmPassword'}
      />
      <Button type="submit" size="lg" className="w-full" isBusy={registerMutation.isPending}>
        {registerMutation.isPending ? t('auth.registering') : t('auth.register')}
      </Button>
      <OrDivider />
      <GoogleButton label={t('auth.signUpWithGoogle')} />
    </form>
  );
}
