import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { ReturnLine } from '../components/return-line';
import { useT } from '../../../lib/i18n/use-t';
import { rememberReturnPath, safeReturnPath } from '../../../lib/return-to';

type AuthTab = 'register' | 'login';

/**
 * The auth screen of /auth, /register and /login (spec §2): REGISTER comes first and is open by default;
 * /login opens on LOGIN, since verification, password reset and the login wall send people there. A
 * `next` path (the page a logged-out visitor was going to) is named above the forms and kept for the
 * tab, so that logging in, or registering and verifying, leads there.
 */
export function AuthPage() {
  const { pathname, search } = useLocation();
  // Read once: while the next screen's code loads (after registering, say), this screen stays up and
  // renders with the next address, which has no `next`; that must not forget the kept path.
  const [next] = useState(() => safeReturnPath(new URLSearchParams(search).get('next')));
  const t = useT();
  const [tab, setTab] = useState<AuthTab>(pathname.toLowerCase() === '/login' || next !== null ? 'login' : 'register');
  useEffect(() => rememberReturnPath(next), [next]);

  return (
    <AuthShell title={tab === 'login' ? t('auth.welcomeBack') : t('auth.createAccount')} intro={t('auth.intro')}>
      {next === null ? null : <ReturnLine path={next} />}
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'login' ? 'login' : 'register')}>
        <TabsList className="flex w-full" aria-label={t('auth.tabsLabel')}>
          <TabsTrigger value="register">{t('auth.registerTab')}</TabsTrigger>
          <TabsTrigger value="login">{t('auth.loginTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="register" className="mt-5">
          <RegisterForm />
        </TabsContent>
        <TabsContent value="login" className="mt-5">
          <LoginForm />
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}
