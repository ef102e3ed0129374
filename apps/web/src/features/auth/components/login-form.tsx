import { Link, useNavigate } from 'react-router';
import { needsVerificationErrorSchema } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { i18n } from '../../../lib/i18n/i18n';
import { followAccountLanguage } from '../../../lib/i18n/account-language';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import { failureMessage } from '../api/auth-answers';
import { useLogin } from '../api/login';
import { storeLoginSession } from '../session-storage';
import { returnPathAfterSignIn } from '../../../lib/return-to';
import { useAuthForm } from '../use-auth-form';
import { validateLogin } from '../validation';
import { GoogleButton, OrDivider } from './google-button';
import { PasswordInput } from './password-input';

export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const t = useT();
  const { formRef, fieldProps, onSubmit } = useAuthForm({ Email: '', Password: '' }, validateLogin, async (values) => {
    const email = values.Email.trim();
    const result = await loginMutation.mutateAsync({ Email: email, Password: values.Password });
    if (!result.ok && needsVerificationErrorSchema.safeParse(result.body).data?.needsVerification === true) {
      // The right password on an unverified account: the server mailed a code; the verify screen takes it.
      await navigate(`/verifyEmail?${new URLSearchParams({ Email: email }).toString()}`);
      showWarningToast(result.message);
      return;
    }
    if (!result.ok) {
      showErrorToast(failureMessage(result, { fallback: t('auth.loginError'), exception: t('auth.loginError') }));
      return;
    }
    storeLoginSession(result.data);
    await followAccountLanguage(result.data.user);
    await navigate(returnPathAfterSignIn(), { replace: true });
    showSuccessToast(i18n._('auth.loggedIn'));
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Input label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...fieldProps('Email')} />
      <div className="flex flex-col gap-1.5">
        <PasswordInput label={t('auth.password')} autoComplete="current-password" {...fieldProps('Password')} />
        <Link to="/forgotPassword" className="self-end text-sm font-medium text-primary-text hover:underline">
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" isBusy={loginMutation.isPending}>
        {loginMutation.isPending ? t('auth.loggingIn') : t('auth.login')}
      </Button>
      <OrDivider />
      <GoogleButton label={t('auth.loginWithGoogle')} />
    </form>
  );
}
