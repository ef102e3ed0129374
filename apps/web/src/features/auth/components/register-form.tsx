import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { failureMessage } from '../api/auth-answers';
import { useRegister } from '../api/register';
import { useAuthForm } from '../use-auth-form';
import { validateRegister, type RegisterField } from '../validation';
import { GoogleButton, OrDivider } from './google-button';
import { PasswordInput } from './password-input';

const EMPTY: Record<RegisterField, string> = { Username: '', Email: '', Password: '', ConfirmPassword: '' };

export function RegisterForm() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const t = useT();
  const { formRef, fieldProps, onSubmit } = useAuthForm(EMPTY, validateRegister, async (values) => {
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
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Input label={t('auth.username')} autoComplete="username" {...fieldProps('Username')} />
      <Input label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...fieldProps('Email')} />
      <PasswordInput label={t('auth.password')} autoComplete="new-password" {...fieldProps('Password')} />
      <PasswordInput label={t('auth.confirmPassword')} autoComplete="new-password" {...fieldProps('ConfirmPassword')} />
      <Button type="submit" size="lg" className="w-full" isBusy={registerMutation.isPending}>
        {registerMutation.isPending ? t('auth.registering') : t('auth.register')}
      </Button>
      <OrDivider />
      <GoogleButton label={t('auth.signUpWithGoogle')} />
    </form>
  );
}
