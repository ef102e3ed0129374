import { useState } from 'react';
import { useLocation } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { useT } from '../../../lib/i18n/use-t';

type AuthTab = 'register' | 'login';

/**
 * The auth screen of /auth, /register and /login (spec §2): REGISTER comes first and is open by default;
 * /login opens on LOGIN, since verification and password reset send people there to log in.
 */
export function AuthPage() {
  const { pathname } = useLocation();
  const t = useT();
  const [tab, setTab] = useState<AuthTab>(pathname.toLowerCase() === '/login' ? 'login' : 'register');

  return (
    <AuthShell title={tab === 'login' ? t('auth.welcomeBack') : t('auth.createAccount')} intro={t('auth.intro')}>
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
